import type { ServerModule } from '../http/server-module';
import { DevSmsSender } from '../platform/sms-sender';
import { devRoutes } from './dev-routes';

/** The development helpers (dev-routes.ts): registered only outside production and with the development SMS sender, whose outbox they show. */
export const devModule: ServerModule = {
  name: 'dev',
  register(app, deps) {
    if (deps.env.NODE_ENV !== 'production' && deps.sms instanceof DevSmsSender) devRoutes(app, deps, deps.sms);
  },
};

import type { ServerModule } from '#server/http/server-module';
import { consentRoutes } from './consent-routes';
import { childViewRoutes } from './child-view-routes';
import { familyRoutes } from './family-routes';

/** The parents' side (docs/PARENTS.md): parent accounts and their sessions, invites and links. */
export const familyModule: ServerModule = {
  name: 'family',
  register(app, deps) {
    familyRoutes(app, deps);
    consentRoutes(app, deps);
    childViewRoutes(app, deps);
  },
};

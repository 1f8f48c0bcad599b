import type { ServerModule } from '../http/server-module';
import { accountRoutes } from './account-routes';

/** Registration, sign-in, passwords and the profile. */
export const accountsModule: ServerModule = { name: 'accounts', register: accountRoutes };

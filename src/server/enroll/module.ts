import type { ServerModule } from '../http/server-module';
import { enrollRoutes } from './enroll-routes';

/** The certification trainings' sign-up form. */
export const enrollModule: ServerModule = { name: 'enroll', register: enrollRoutes };

import type { ServerModule } from '../http/server-module';
import { personalDataRoutes } from './personal-data-routes';

/** The export and the deletion of everything about one person (docs/SECURITY.md). */
export const personalDataModule: ServerModule = { name: 'personal-data', register: personalDataRoutes };

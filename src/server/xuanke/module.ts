import type { ServerModule } from '../http/server-module';
import { editionRoutes } from './edition-routes';
import { importRoutes } from './import-routes';

/** The 选科 data (docs/XUANKE.md): the edition served to everyone, and the console's import of a new one. */
export const xuankeModule: ServerModule = {
  name: 'xuanke',
  register(app, deps) {
    editionRoutes(app, deps);
    importRoutes(app, deps);
  },
};

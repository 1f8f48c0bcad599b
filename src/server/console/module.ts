import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerModule } from '../http/server-module';
import { auditRoutes } from './audit-routes';
import { catalogRoutes } from './catalog-routes';
import { leadRoutes } from './lead-routes';
import { newsAdminRoutes } from './news-routes';
import { buildTagOf, type ServerFacts } from './operations';
import { operationsRoutes } from './operations-routes';
import { operatorRoutes } from './operator-routes';
import { schoolRoutes } from './school-routes';

/** The operator console's calls (docs/CONSOLE.md); `route` checks the operator's sign-in and role. */
export const consoleModule: ServerModule = {
  name: 'console',
  async register(app, deps, { version, staticDir }) {
    // The 运维 page shows the release and the build this server serves (the build's tag from its index.html).
    const build = buildTagOf(staticDir ? await readFile(join(staticDir, 'index.html'), 'utf8') : null);
    const server: ServerFacts = { startedAt: deps.clock.now(), node: process.version, version, build };
    operatorRoutes(app, deps);
    leadRoutes(app, deps);
    newsAdminRoutes(app, deps);
    catalogRoutes(app, deps);
    schoolRoutes(app, deps);
    operationsRoutes(app, deps, server);
    auditRoutes(app, deps);
  },
};

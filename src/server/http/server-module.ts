import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** What app.ts knows of the running server and hands every module (the console's 运维 page shows the version and build). */
export interface ModuleContext {
  /** The release this server runs, as package.json names it. */
  version: string;
  /** The folder of the built client when there is one to serve, else null. */
  staticDir: string | null;
}

/**
 * One domain of the server: it registers its own routes (and may be async, e.g. to register a Fastify
 * plugin). src/server/modules.ts lists them; app.ts registers them in that order.
 */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, deps: AppDeps, context: ModuleContext): void | Promise<void>;
}

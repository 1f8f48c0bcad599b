import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { previewEdition, publishEdition } from './editions';

/** The console's import of a new edition: preview, then publish (any operator; route() checks the sign-in). */
export function importRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  route(app, deps, consoleApi.previewXuankeEdition, async (body) => previewEdition(db, body.rows));
  route(app, deps, consoleApi.publishXuankeEdition, async (body, { caller }) => publishEdition(db, caller, body, clock.now()));
}

import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as catalog from './catalog';

/** The site's other content the console edits (experts, products, banners, cases, enroll projects …): list, edit, publish, order. */
export function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.listCatalog, async (body) => catalog.listCatalog(db, body.kind, clock.now()));
  route(app, deps, consoleApi.getCatalogItem, async (body) => catalog.getCatalogItem(db, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.saveCatalogItem, async (body, { caller }) => catalog.saveCatalogItem(db, caller, body, clock.now()));
  route(app, deps, consoleApi.publishCatalogItem, async (body, { caller }) => catalog.publishCatalogItem(db, caller, body.kind, body.id, body.publishAt, clock.now()));
  route(app, deps, consoleApi.unpublishCatalogItem, async (body, { caller }) => catalog.unpublishCatalogItem(db, caller, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.moveCatalogItem, async (body, { caller }) => catalog.moveCatalogItem(db, caller, body.kind, body.id, body.direction, clock.now()));
}

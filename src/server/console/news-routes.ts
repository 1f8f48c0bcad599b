import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as newsAdmin from './news';
import * as newsTypes from './news-types';

const NEWS_PAGE_SIZE = 20;

/** 资讯: the articles (drafts, scheduled, published) and their categories. */
export function newsAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.listNews, async (body) => newsAdmin.listNews(db, body, NEWS_PAGE_SIZE, clock.now()));
  route(app, deps, consoleApi.getNews, async (body) => newsAdmin.getNews(db, body.id, clock.now()));
  route(app, deps, consoleApi.saveNews, async (body, { caller }) => newsAdmin.saveNews(db, caller, body, clock.now()));
  route(app, deps, consoleApi.publishNews, async (body, { caller }) => newsAdmin.publishNews(db, caller, body.id, body.publishAt, clock.now()));
  route(app, deps, consoleApi.unpublishNews, async (body, { caller }) => newsAdmin.unpublishNews(db, caller, body.id, clock.now()));

  route(app, deps, consoleApi.listNewsTypes, async () => newsTypes.listNewsTypes(db));
  route(app, deps, consoleApi.saveNewsType, async (body, { caller }) => newsTypes.saveNewsType(db, caller, body, clock.now()));
  route(app, deps, consoleApi.moveNewsType, async (body, { caller }) => newsTypes.moveNewsType(db, caller, body.id, body.direction, clock.now()));
  route(app, deps, consoleApi.deleteNewsType, async (body, { caller }) => newsTypes.deleteNewsType(db, caller, body.id, clock.now()));
}

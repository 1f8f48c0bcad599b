import type { FastifyInstance } from 'fastify';
import { newsApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listNewsTypes, newsInfo, newsList } from './content';

export function newsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  route(app, deps, newsApi.getNewsTypeList, async () => listNewsTypes(db));
  route(app, deps, newsApi.getNewsList, async (body) => newsList(db, body, deps.clock.now()));
  route(app, deps, newsApi.getNewsInfo, async (body) => newsInfo(db, body.id, deps.clock.now()));
}

import type { FastifyInstance } from 'fastify';
import { adsApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { bannerArticle, bannersByTag } from './content';

/** The spec's superads_images group: banner slots by tag and a banner's article. */
export function bannerRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, deps, adsApi.getadList, async (body) => bannersByTag(deps.db, body.tags, deps.clock.now()));
  route(app, deps, adsApi.getArticleInfo, async (body) => bannerArticle(deps.db, body.id, deps.clock.now()));
}

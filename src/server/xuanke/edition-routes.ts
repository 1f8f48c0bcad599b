import type { FastifyInstance } from 'fastify';
import { ApiCode } from '#shared/api/envelope';
import { xuankeApi } from '#shared/api/xuanke';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { newestEditionId, publishedEdition } from './editions';

/**
 * GET /api/xuanke/edition: the newest published edition (or `edition: null`), the same for everyone.
 * Its ETag is the edition's id, so a browser holding it asks with If-None-Match and gets a 304 after
 * one small query; the answer of an id is built once per process (an edition never changes). The same
 * call as a POST, like every other call (no cache), answers the same data.
 */
/** Whether an If-None-Match header (one tag, a list, weak tags, or *) names `etag`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export function editionRoutes(app: FastifyInstance, deps: AppDeps) {
  let built: { id: number; body: string } | null = null;
  app.get(xuankeApi.edition.path, async (request, reply) => {
    const id = await newestEditionId(deps.db);
    const etag = `"xuanke-${id}"`;
    // Revalidate every time (a new edition shows at once), never store without asking.
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (built?.id !== id) built = { id, body: JSON.stringify({ code: ApiCode.OK, msg: 'ok', data: await publishedEdition(deps.db, id) }) };
    return reply.type('application/json; charset=utf-8').send(built.body);
  });
  route(app, deps, xuankeApi.edition, async () => publishedEdition(deps.db, await newestEditionId(deps.db)));
}

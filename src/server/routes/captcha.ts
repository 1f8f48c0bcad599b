import type { FastifyInstance } from 'fastify';
import { captchaApi } from '#shared/api/captcha';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { hitLimit } from '../services/rate-limit';
import { tooMany } from '../lib/errors';

export function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, deps, captchaApi.get, async (_body, { ip }) => {
    const limit = await hitLimit(deps.db, `captcha:ip:${ip}`, 60, 600, deps.clock.now());
    if (!limit.allowed) throw tooMany(limit.retryAfter, '验证');
    return deps.captcha.create();
  });
  route(app, deps, captchaApi.verify, async (body) => ({ ticket: await deps.captcha.verify(body) }));
}

import type { FastifyInstance } from 'fastify';
import { captchaApi } from '#shared/api/captcha';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { hitEach, perDevice } from '../platform/rate-limit';

export function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  const { env } = deps;
  // Per device first, then per address (a flood guard: a school registers hundreds of students from one).
  route(app, deps, captchaApi.get, async (_body, { ip, device }) => {
    await hitEach(
      deps.db,
      [
        ...perDevice({ ip, device }, { prefix: 'captcha', limit: env.CAPTCHA_PER_DEVICE_HOURLY, windowSeconds: 3600, what: '本设备获取验证' }),
        { key: `captcha:ip:${ip}`, limit: env.CAPTCHA_PER_IP_HOURLY, windowSeconds: 3600, what: '本网络获取验证' },
      ],
      deps.clock.now(),
    );
    return deps.captcha.create();
  });
  route(app, deps, captchaApi.verify, async (body, { ip, device }) => ({ ticket: await deps.captcha.verify({ ...body, solver: { ip, device } }) }));
}

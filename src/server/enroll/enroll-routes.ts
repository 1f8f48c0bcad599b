import type { FastifyInstance } from 'fastify';
import { enrollApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listEnrollProjects, submitEnroll } from './enroll';

/** The training sign-up: the projects offered and the application (a lead staff call back). */
export function enrollRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, deps, enrollApi.getEnrollProject, async () => listEnrollProjects(deps.db, deps.clock.now()));

  route(app, deps, enrollApi.submitEnroll, async (body, { caller, ip, device, setMessage }) => {
    const { ticket, ...form } = body;
    // The captcha first: without a solved challenge nothing else is looked at.
    await deps.captcha.consume(ticket, 'enroll', { ip, device });
    await submitEnroll(deps, form, { userId: caller?.userId ?? null, ip });
    setMessage('提交成功');
    return null;
  });
}

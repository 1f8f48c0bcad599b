import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { operationsOverview, type ServerFacts } from './operations';
import { createSmsTemplate, listSmsTemplates, reviewSmsTemplate } from './sms-templates';

/** 运维: the server's facts and the database's state, and the SMS templates. */
export function operationsRoutes(app: FastifyInstance, deps: AppDeps, server: ServerFacts) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.getOperations, async () => operationsOverview(db, deps.env, clock.now(), server));
  route(app, deps, consoleApi.listSmsTemplates, async () => listSmsTemplates(db, deps.env));
  route(app, deps, consoleApi.createSmsTemplate, async (body, { caller }) => createSmsTemplate(db, caller, body, clock.now()));
  route(app, deps, consoleApi.reviewSmsTemplate, async (body, { caller }) => reviewSmsTemplate(db, caller, body, clock.now()));
}

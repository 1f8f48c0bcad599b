import type { FastifyInstance } from 'fastify';
import { casesApi } from '#shared/api/cases';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { caseInfo, caseList } from './cooperation-cases';

export function caseRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  route(app, deps, casesApi.getCaseList, async () => caseList(db, deps.clock.now()));
  route(app, deps, casesApi.getCaseInfo, async (body) => caseInfo(db, body.id, deps.clock.now()));
}

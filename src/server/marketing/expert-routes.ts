import type { FastifyInstance } from 'fastify';
import { generalApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listExperts } from './content';

export function expertRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, deps, generalApi.getTeamList, async () => listExperts(deps.db, deps.clock.now()));
}

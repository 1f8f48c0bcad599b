import type { FastifyInstance } from 'fastify';
import { userApi } from '#shared/api/user';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { deleteResult } from './assessments';
import { testStatus } from './test-status';

/** The user center's calls about the user's own results: which assessments have one, and deleting one. */
export function resultRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, userApi.getUserTestTypeList, async (_body, { caller }) => testStatus(db, caller.userId));

  route(app, deps, userApi.deleteResult, async (body, { caller }) => {
    await deleteResult(db, caller.userId, body.assessment, body.id, clock.now());
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { familyViewApi, parentViewApi } from '#shared/api/parent-view';
import type { AppDeps } from '#server/deps';
import { route } from '#server/http/route';
import { childPortrait, childReport, childResults, parentSight } from './child-view';

/** What a linked parent reads of a child (the parent's header), and the child's list of it (the student's token). */
export function childViewRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  route(app, deps, parentViewApi.childResults, async (body, { caller }) => childResults(db, caller.parentId, body.linkId, clock.now()));
  route(app, deps, parentViewApi.childReport, async (body, { caller }) => childReport(db, caller.parentId, body, clock.now()));
  route(app, deps, parentViewApi.childPortrait, async (body, { caller }) => childPortrait(db, caller.parentId, body.linkId, clock.now()));
  route(app, deps, familyViewApi.getParentSight, async (_body, { caller }) => parentSight(db, caller.userId));
}

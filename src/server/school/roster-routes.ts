import type { FastifyInstance } from 'fastify';
import { schoolApi } from '#shared/api/school';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { importRoster, previewRoster } from './roster-import';
import { getClassRoster, recordConsent, resetPin } from './school-roster';
import { promoteYear } from './year-promotion';

/** The school's staff pages, part two: the roster import, year-end promotion, a class's cards and consent. */
export function rosterRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, schoolApi.previewRoster, async (body, { caller }) => previewRoster(db, caller.userId, body.rows, clock.now()));
  route(app, deps, schoolApi.importRoster, async (body, { caller }) => importRoster(db, caller.userId, body.rows, clock.now()));
  route(app, deps, schoolApi.promoteYear, async (body, { caller }) => promoteYear(db, caller.userId, body.from, clock.now()));
  route(app, deps, schoolApi.getClassRoster, async (body, { caller }) => getClassRoster(db, caller.userId, body.classId, clock.now()));
  route(app, deps, schoolApi.resetPin, async (body, { caller }) => resetPin(db, caller.userId, body.studentId, clock.now()));
  route(app, deps, schoolApi.recordConsent, async (body, { caller }) => {
    await recordConsent(db, caller.userId, body, clock.now());
    return null;
  });
}

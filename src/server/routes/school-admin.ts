import type { FastifyInstance } from 'fastify';
import { schoolApi } from '#shared/api/school';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { importRoster, previewRoster } from '../services/roster-import';
import { createClass, getSchoolInfo } from '../services/school-classes';
import { getClassRoster, recordConsent, resetPin } from '../services/school-roster';
import { addTeacher, getTeachers, setTeacherClasses } from '../services/school-staff';
import { promoteYear } from '../services/year-promotion';

/** The school's staff pages: classes, teachers, the roster import, year-end promotion, a class's cards and consent. */
export function schoolAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, schoolApi.getSchoolInfo, async (_body, { caller }) => getSchoolInfo(db, caller.userId, clock.now()));
  route(app, deps, schoolApi.createClass, async (body, { caller }) => createClass(db, caller.userId, body, clock.now()));
  route(app, deps, schoolApi.getTeachers, async (_body, { caller }) => getTeachers(db, caller.userId, clock.now()));
  route(app, deps, schoolApi.addTeacher, async (body, { caller }) => addTeacher(db, caller.userId, body, clock.now()));
  route(app, deps, schoolApi.setTeacherClasses, async (body, { caller }) => {
    await setTeacherClasses(db, caller.userId, body, clock.now());
    return null;
  });
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

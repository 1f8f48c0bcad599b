import type { FastifyInstance } from 'fastify';
import { schoolApi } from '#shared/api/school';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { createClass, getSchoolInfo } from './school-classes';
import { addTeacher, getTeachers, setTeacherClasses } from './school-staff';

/** The school's staff pages, part one: the school, its classes and teachers. */
export function classRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, schoolApi.getSchoolInfo, async (_body, { caller }) => getSchoolInfo(db, caller.userId, clock.now()));
  route(app, deps, schoolApi.createClass, async (body, { caller }) => createClass(db, caller.userId, body, clock.now()));
  route(app, deps, schoolApi.getTeachers, async (_body, { caller }) => getTeachers(db, caller.userId, clock.now()));
  route(app, deps, schoolApi.addTeacher, async (body, { caller }) => addTeacher(db, caller.userId, body, clock.now()));
  route(app, deps, schoolApi.setTeacherClasses, async (body, { caller }) => {
    await setTeacherClasses(db, caller.userId, body, clock.now());
    return null;
  });
}

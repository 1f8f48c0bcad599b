import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { createSchoolFromConsole, listSchools, schoolClassesOf } from './schools';

/** 学校 (管理员): schools with their first administrator, and each school's classes as counts. */
export function schoolRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.listSchools, async () => listSchools(db, clock.now()));
  route(app, deps, consoleApi.getSchoolClasses, async (body) => schoolClassesOf(db, body.id, clock.now()));
  route(app, deps, consoleApi.createSchool, async (body, { caller }) => createSchoolFromConsole(db, caller, body, clock.now()));
}

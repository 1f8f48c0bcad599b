import type { FastifyInstance } from 'fastify';
import { lessonsApi } from '#shared/api/lessons';
import { lessonProgressApi } from '#shared/api/lesson-progress';
import { offlineLessonApi } from '#shared/api/offline-lesson';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { streamRoute } from '../http/stream-route';
import { boardWatchers, streamClassBoard } from './board-stream';
import { cancelAssignment, createAssignment, getClassAssignments, myAssignments } from './assignments';
import { recordProgress } from './attempt-progress';
import { classBoard } from './class-board';
import { classReport, schoolReport } from './class-report';
import { listHeldResults } from './held-results';
import { getStudentReport, myReportViews } from './report-views';
import { submitterOf } from './submitter';

/** A lesson: assignments, progress from the devices, the class board, staff views of reports (docs/SCHOOL.md). */
export function lessonRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, lessonsApi.createAssignment, async (body, { caller }) => createAssignment(db, caller.userId, body, clock.now()));
  route(app, deps, lessonsApi.getClassAssignments, async (body, { caller }) => getClassAssignments(db, caller.userId, body.classId, clock.now()));
  route(app, deps, lessonsApi.cancelAssignment, async (body, { caller }) => {
    await cancelAssignment(db, caller.userId, body.assignmentId, clock.now());
    return null;
  });
  route(app, deps, lessonsApi.getClassBoard, async (body, { caller }) => classBoard(db, caller.userId, body.classId, body.assignmentId, clock.now(), body.since));
  const watchers = boardWatchers(deps.listen);
  app.addHook('preClose', () => watchers.close());
  streamRoute(app, deps, lessonsApi.watchClassBoard, (body, { caller, stream }) => streamClassBoard({ db, clock, watchers }, caller.userId, body, stream));
  route(app, deps, lessonsApi.getStudentReport, async (body, { caller }) => getStudentReport(db, caller.userId, body, clock.now()));
  route(app, deps, lessonsApi.getClassReport, async (body, { caller }) => classReport(db, caller.userId, body.classId, body.assignmentId, clock.now()));
  route(app, deps, offlineLessonApi.getHeldResults, async (body, { caller }) => listHeldResults(db, caller.userId, body.classId, clock.now()));
  route(app, deps, lessonsApi.getSchoolReport, async (_body, { caller }) => schoolReport(db, caller.userId, clock.now()));

  route(app, deps, lessonProgressApi.getMyAssignments, async (_body, { caller }) => myAssignments(db, caller.userId, clock.now()));
  route(app, deps, lessonProgressApi.reportProgress, async (body, { caller, request }) => {
    const { userId, deviceId } = await submitterOf(db, request.headers, caller?.userId ?? null, clock.now());
    return recordProgress(db, userId, deviceId, body.reports, clock.now());
  });
  route(app, deps, lessonProgressApi.getMyReportViews, async (_body, { caller }) => myReportViews(db, caller.userId));
}

import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import type { AssessmentKey } from '#shared/assessments/types';
import type { ResponseQuality } from '#shared/assessments/quality';
import { classLabel } from '#shared/school/grades';
import { needsGuardianConsent } from '#shared/school/roster';
import { assessmentShortName, LESSON_STATES, type LessonState, lessonStateOf, windowStateOf } from '#shared/school/lesson-state';
import { formatChinaDay } from '#shared/format/time';
import type { Db } from '../db/client';
import { assessmentResults, attemptProgress, classBoardStamps, classDevices } from '../db/schema';
import { type AssignmentRow, classAssignmentRows, presentAssignment } from './assignments';
import { classMembers, requireClass } from './school-access';

type Cell = ClassBoard['students'][number]['cells'][AssessmentKey] & {};

/** The assignment a board shows when none is named: the open one ending first, else the latest. */
function defaultAssignment(rows: AssignmentRow[], now: Date): AssignmentRow | undefined {
  const live = rows.filter((r) => r.cancelledAt === null);
  const open = live.filter((r) => windowStateOf({ startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() }, now.getTime()) === 'open');
  return open.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())[0] ?? live[0];
}

/**
 * The board's version: the class's stamp, which the database raises in every statement that changes
 * what the board shows (migration 0014), and the minute of the server's clock, for what time alone
 * changes (an assignment's window opening, a tablet's 最近在线). One indexed row.
 */
async function boardVersion(db: Db, classId: number, now: Date): Promise<string> {
  const [stamp] = await db.select({ version: classBoardStamps.version }).from(classBoardStamps).where(eq(classBoardStamps.classId, classId));
  return `${stamp?.version ?? 0}.${Math.floor(now.getTime() / 60_000)}`;
}

/**
 * The live class board: every student of the class (or of the assignment) with where they are in each
 * assigned assessment, from the results on the server and the progress the devices reported. It is
 * read afresh from the database on every call, so any number of app instances show the same board.
 * A poll naming the current version (`knownVersion`, the call's `since`) gets "unchanged" after the access check and one row.
 */
export async function classBoard(
  db: Db,
  userId: number,
  classId: number,
  assignmentId: number | undefined,
  now: Date,
  knownVersion?: string,
): Promise<ClassBoard | BoardUnchanged> {
  const { klass } = await requireClass(db, userId, classId, now);
  // Read before the board: a change made while the board is read raises the stamp, so the next poll reads again.
  const version = await boardVersion(db, classId, now);
  if (knownVersion === version) return { unchanged: true, version, now };
  const rows = await classAssignmentRows(db, classId);
  const assignment = assignmentId === undefined ? defaultAssignment(rows, now) : rows.find((r) => r.id === assignmentId);
  const students = (await classMembers(db, klass)).filter((s) => !assignment?.studentIds || assignment.studentIds.includes(s.id));
  const keys = (assignment?.assessments ?? []) as AssessmentKey[];
  const userIds = students.map((s) => s.userId);
  const since = assignment?.startsAt ?? now;

  const results =
    keys.length && userIds.length
      ? await db
          .select({
            id: assessmentResults.id,
            userId: assessmentResults.userId,
            assessment: assessmentResults.assessment,
            quality: assessmentResults.quality,
            createdAt: assessmentResults.createdAt,
            times: assessmentResults.times,
          })
          .from(assessmentResults)
          .where(and(inArray(assessmentResults.userId, userIds), inArray(assessmentResults.assessment, keys), gte(assessmentResults.createdAt, since)))
          .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
      : [];
  const progress =
    keys.length && userIds.length
      ? await db
          .select({ row: attemptProgress, device: classDevices.label, deviceId: classDevices.id })
          .from(attemptProgress)
          .leftJoin(classDevices, eq(attemptProgress.deviceId, classDevices.id))
          .where(and(inArray(attemptProgress.userId, userIds), inArray(attemptProgress.assessment, keys), gte(attemptProgress.lastActivityAt, since)))
          .orderBy(desc(attemptProgress.lastActivityAt))
      : [];

  const totals = Object.fromEntries(keys.map((k) => [k, Object.fromEntries(LESSON_STATES.map((s) => [s, 0])) as Record<LessonState, number>]));
  const board = students.map((student) => {
    const cells: Partial<Record<AssessmentKey, Cell>> = {};
    for (const key of keys) {
      const result = results.find((r) => r.userId === student.userId && r.assessment === key);
      // The test the student is on: the newest one a device reported, unless it is the one uploaded.
      const reported = progress.find((p) => p.row.userId === student.userId && p.row.assessment === key);
      const flagged = Boolean((result?.quality as ResponseQuality | null)?.flagged);
      const state = lessonStateOf({ result: result ? { flagged } : null, progress: reported ? { answered: reported.row.answered, finished: reported.row.finished } : null });
      totals[key][state] += 1;
      cells[key] = {
        state,
        answered: reported?.row.answered ?? 0,
        total: reported?.row.total ?? 0,
        lastActivityAt: reported?.row.lastActivityAt ?? null,
        reportedAt: reported?.row.receivedAt ?? null,
        device: reported ? (reported.device ?? '个人设备') : null,
        resultId: result?.id ?? null,
        uploadedAt: result?.createdAt ?? null,
        seconds: result?.times ?? null,
        refused: state === 'finished-waiting' ? (reported?.row.refusedReason ?? null) : null,
      };
    }
    const needsConsent = !student.consentMethod && needsGuardianConsent(student.birthMonth, now);
    return { id: student.id, name: student.name, studentNo: student.studentNo, needsConsent, cells };
  });

  const devices = await db
    .select({
      id: classDevices.id,
      label: classDevices.label,
      lastSeenAt: classDevices.lastSeenAt,
      lastReportAt: sql<Date | null>`(select max(${attemptProgress.receivedAt}) from ${attemptProgress} where ${attemptProgress.deviceId} = ${classDevices.id})`.mapWith((v) =>
        v === null ? null : new Date(v as string),
      ),
    })
    .from(classDevices)
    .where(and(eq(classDevices.classId, classId), isNull(classDevices.revokedAt)))
    .orderBy(classDevices.id);

  return {
    classLabel: classLabel(klass.grade, klass.name),
    version,
    now,
    assignment: assignment ? presentAssignment(assignment, '', now) : null,
    assignments: rows
      .filter((r) => r.cancelledAt === null)
      .map((r) => ({
        id: r.id,
        label: `${(r.assessments as AssessmentKey[]).map((k) => assessmentShortName[k]).join('、')} · ${formatChinaDay(r.startsAt)}`,
        state: windowStateOf({ startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() }, now.getTime()),
      })),
    students: board,
    totals,
    devices,
  };
}

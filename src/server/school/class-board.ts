import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import { boardTotals } from '#shared/school/board-changes';
import type { AssessmentKey } from '#shared/assessments/types';
import type { ResponseQuality } from '#shared/assessments/quality';
import { classLabel } from '#shared/school/grades';
import { needsGuardianConsent } from '#shared/school/roster';
import { assessmentShortName, lessonStateOf, windowStateOf } from '#shared/school/lesson-state';
import { chinaDayOf, formatChinaDay } from '#shared/format/time';
import type { Db } from '../db/client';
import { assessmentResults, attemptProgress, classBoardStamps, classBoardStudents, classDevices, classStudents, schoolStudents } from '../db/schema';
import { type AssignmentRow, classAssignmentRows, presentAssignment } from './assignments';
import { classMembers, memberColumns, requireClass } from './school-access';

type Cell = ClassBoard['students'][number]['cells'][AssessmentKey] & {};

/** The assignment a board shows when none is named: the open one ending first, else the latest. */
function defaultAssignment(rows: AssignmentRow[], now: Date): AssignmentRow | undefined {
  const live = rows.filter((r) => r.cancelledAt === null);
  const open = live.filter((r) => windowStateOf({ startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() }, now.getTime()) === 'open');
  return open.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())[0] ?? live[0];
}

const MINUTE = 60_000;
/** A board older than this is sent whole (its frame's clock-driven parts, a safety net for the rest). */
const CHANGES_WITHIN_MINUTES = 10;

interface Stamp {
  version: number;
  rebuilt: number;
}

/**
 * The class's stamp, which the database raises in every statement that changes what the board shows
 * (migrations 0014, 0017), with the version of the last change to the board's frame. One indexed row.
 */
async function boardStamp(db: Db, classId: number): Promise<Stamp> {
  const [stamp] = await db.select({ version: classBoardStamps.version, rebuilt: classBoardStamps.rebuilt }).from(classBoardStamps).where(eq(classBoardStamps.classId, classId));
  return stamp ?? { version: 0, rebuilt: 0 };
}

/** The board's version: the stamp and the minute of the server's clock, for what time alone changes (a window opening, a tablet's 最近在线). */
const versionOf = (stamp: Stamp, now: Date) => `${stamp.version}.${Math.floor(now.getTime() / MINUTE)}`;

/** Whether time alone has left `version` as it is (the same minute); only the stamp, which the database notifies, can have moved it. */
export const sameMinuteAs = (version: string, now: Date) => version.endsWith(`.${Math.floor(now.getTime() / MINUTE)}`);

/**
 * The stamp the caller's board was read at, when only the students changed since can be sent: nothing in the
 * frame changed after it (roster, records, assignments, tablets), the same assignment is shown, and it is from
 * the last minutes of the same China day (a child's age, and so the consent notice, changes with the day).
 */
function changesSince(known: string | undefined, stamp: Stamp, rows: AssignmentRow[], assignment: AssignmentRow | undefined, named: boolean, now: Date): number | null {
  const [knownStamp, knownMinute] = (known ?? '').split('.').map(Number);
  if (!known || !(knownStamp >= stamp.rebuilt && knownStamp <= stamp.version)) return null;
  const minutes = Math.floor(now.getTime() / MINUTE) - knownMinute;
  const then = new Date(knownMinute * MINUTE);
  if (minutes < 0 || minutes > CHANGES_WITHIN_MINUTES || chinaDayOf(then) !== chinaDayOf(now)) return null;
  if (!named && defaultAssignment(rows, then)?.id !== assignment?.id) return null;
  return knownStamp;
}

/** The class's students whose progress or results changed after the stamp `since`. */
async function changedMembers(db: Db, klass: { id: number; schoolYear: number }, since: number) {
  return db
    .select(memberColumns)
    .from(classBoardStudents)
    .innerJoin(schoolStudents, eq(schoolStudents.userId, classBoardStudents.userId))
    .innerJoin(classStudents, and(eq(classStudents.studentId, schoolStudents.id), eq(classStudents.classId, klass.id), eq(classStudents.schoolYear, klass.schoolYear)))
    .where(and(eq(classBoardStudents.classId, klass.id), gt(classBoardStudents.version, since)));
}

/**
 * The live class board: every student of the class (or of the assignment) with where they are in each
 * assigned assessment, from the results on the server and the progress the devices reported. It is
 * read afresh from the database on every call, so any number of app instances show the same board.
 * A poll naming the current version (`knownVersion`, the call's `since`) gets "unchanged" after the access
 * check and one row; one naming an older version of the same frame gets the frame and the students changed since.
 */
export async function classBoard(
  db: Db,
  userId: number,
  classId: number,
  assignmentId: number | undefined,
  now: Date,
  knownVersion?: string,
): Promise<ClassBoard | BoardChanges | BoardUnchanged> {
  const { klass } = await requireClass(db, userId, classId, now);
  // Read before the board: a change made while the board is read raises the stamp, so the next poll reads it again.
  const stamp = await boardStamp(db, classId);
  const version = versionOf(stamp, now);
  if (knownVersion === version) return { unchanged: true, version, now };
  const rows = await classAssignmentRows(db, classId);
  const assignment = assignmentId === undefined ? defaultAssignment(rows, now) : rows.find((r) => r.id === assignmentId);
  const since = changesSince(knownVersion, stamp, rows, assignment, assignmentId !== undefined, now);
  const members = since === null ? await classMembers(db, klass) : await changedMembers(db, klass, since);
  const students = members.filter((s) => !assignment?.studentIds || assignment.studentIds.includes(s.id));
  const keys = (assignment?.assessments ?? []) as AssessmentKey[];
  const userIds = students.map((s) => s.userId);
  const windowOpened = assignment?.startsAt ?? now;

  // The newest result and the newest progress of each student in each assessment, nothing older.
  const results =
    keys.length && userIds.length
      ? await db
          .selectDistinctOn([assessmentResults.userId, assessmentResults.assessment], {
            id: assessmentResults.id,
            userId: assessmentResults.userId,
            assessment: assessmentResults.assessment,
            quality: assessmentResults.quality,
            createdAt: assessmentResults.createdAt,
            times: assessmentResults.times,
          })
          .from(assessmentResults)
          .where(and(inArray(assessmentResults.userId, userIds), inArray(assessmentResults.assessment, keys), gte(assessmentResults.createdAt, windowOpened)))
          .orderBy(assessmentResults.userId, assessmentResults.assessment, desc(assessmentResults.createdAt), desc(assessmentResults.id))
      : [];
  const progress =
    keys.length && userIds.length
      ? await db
          .selectDistinctOn([attemptProgress.userId, attemptProgress.assessment], { row: attemptProgress, device: classDevices.label })
          .from(attemptProgress)
          .leftJoin(classDevices, eq(attemptProgress.deviceId, classDevices.id))
          .where(and(inArray(attemptProgress.userId, userIds), inArray(attemptProgress.assessment, keys), gte(attemptProgress.lastActivityAt, windowOpened)))
          .orderBy(attemptProgress.userId, attemptProgress.assessment, desc(attemptProgress.lastActivityAt))
      : [];

  const board = students.map((student) => {
    const cells: Partial<Record<AssessmentKey, Cell>> = {};
    for (const key of keys) {
      const result = results.find((r) => r.userId === student.userId && r.assessment === key);
      // The test the student is on: the newest one a device reported, unless it is the one uploaded.
      const reported = progress.find((p) => p.row.userId === student.userId && p.row.assessment === key);
      const flagged = Boolean((result?.quality as ResponseQuality | null)?.flagged);
      const state = lessonStateOf({ result: result ? { flagged } : null, progress: reported ? { answered: reported.row.answered, finished: reported.row.finished } : null });
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

  const frame = {
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
    devices,
  };
  if (since !== null) return { ...frame, changes: true, students: board };
  return { ...frame, students: board, totals: boardTotals(board, keys) };
}

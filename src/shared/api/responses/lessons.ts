import { z } from 'zod/mini';
import { noData, positiveId } from './common';
import { resultData } from './assessment';

/** Schemas of what the lesson calls answer (lessons.ts takes only their types). */

const isoTime = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);
const assessmentKey = z.enum(['dyzn', 'hld', 'mbti']);
const windowState = z.enum(['upcoming', 'open', 'ended']);

export const assignmentData = z.strictObject({
  id: positiveId,
  assessments: z.array(assessmentKey),
  /** null: the whole class. */
  studentIds: z.nullable(z.array(positiveId)),
  startsAt: isoTime,
  endsAt: isoTime,
  note: z.string(),
  createdBy: z.string(),
  state: windowState,
  cancelled: z.boolean(),
});

export const myAssignmentData = z.strictObject({
  id: positiveId,
  assessments: z.array(
    z.strictObject({
      key: assessmentKey,
      /** The newest result since the assignment started, on the server. */
      done: z.nullable(z.strictObject({ resultId: positiveId, at: isoTime })),
    }),
  ),
  startsAt: isoTime,
  endsAt: isoTime,
  note: z.string(),
  className: z.string(),
  teacherName: z.string(),
  state: windowState,
});

const lessonState = z.enum(['not-started', 'in-progress', 'finished-waiting', 'uploaded', 'flagged']);

export const boardCellData = z.strictObject({
  state: lessonState,
  answered: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  /** The last answer a device reported (device clock, never later than received). */
  lastActivityAt: z.nullable(isoTime),
  /** When the server last heard about this test from a device. */
  reportedAt: z.nullable(isoTime),
  device: z.nullable(z.string()),
  resultId: z.nullable(positiveId),
  /** When the result reached the server, and the active minutes it took. */
  uploadedAt: z.nullable(isoTime),
  seconds: z.nullable(z.int().check(z.nonnegative())),
});

export const classBoardData = z.strictObject({
  classLabel: z.string(),
  /** The server's clock, so the board counts "n 秒前" without trusting the teacher's computer. */
  now: isoTime,
  assignment: z.nullable(assignmentData),
  assignments: z.array(z.strictObject({ id: positiveId, label: z.string(), state: windowState })),
  students: z.array(
    z.strictObject({
      id: positiveId,
      name: z.string(),
      studentNo: z.string(),
      /** Under 14 without a guardian's consent recorded: neither progress nor results reach the server yet. */
      needsConsent: z.boolean(),
      cells: z.partialRecord(assessmentKey, boardCellData),
    }),
  ),
  totals: z.partialRecord(assessmentKey, z.record(lessonState, z.int().check(z.nonnegative()))),
  devices: z.array(z.strictObject({ id: positiveId, label: z.string(), lastSeenAt: isoTime, lastReportAt: z.nullable(isoTime) })),
});

export const reportViewData = z.strictObject({
  viewer: z.string(),
  role: z.enum(['admin', 'teacher']),
  assessment: assessmentKey,
  resultId: positiveId,
  viewedAt: isoTime,
});

export const lessonsResponses = {
  createAssignment: z.strictObject({ id: positiveId }),
  getClassAssignments: z.array(assignmentData),
  cancelAssignment: noData,
  getClassBoard: classBoardData,
  getStudentReport: z.union([resultData.dyzn, resultData.hld, resultData.mbti]),
};

export const lessonProgressResponses = {
  getMyAssignments: z.array(myAssignmentData),
  reportProgress: z.strictObject({ stored: z.int().check(z.nonnegative()) }),
  getMyReportViews: z.array(reportViewData),
};

import { z } from 'zod/mini';
import { noData, positiveId } from './common';
import { resultData } from './assessment';
import { BOARD_VERSION_PATTERN } from '#shared/school/lesson-state';

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
  /** A finished sheet the server refused, with the server's words as the device reported them. */
  refused: z.nullable(z.string()),
});

const boardVersion = z.string().check(z.regex(BOARD_VERSION_PATTERN));

const boardStudentData = z.strictObject({
  id: positiveId,
  name: z.string(),
  studentNo: z.string(),
  /** Under 14 without a guardian's consent recorded: neither progress nor results reach the server yet. */
  needsConsent: z.boolean(),
  cells: z.partialRecord(assessmentKey, boardCellData),
});

/** What every board answer but "unchanged" carries: the class, the assignments, the tablets. */
const boardFrame = {
  classLabel: z.string(),
  version: boardVersion,
  /** The server's clock, so the board counts "n 秒前" without trusting the teacher's computer. */
  now: isoTime,
  assignment: z.nullable(assignmentData),
  assignments: z.array(z.strictObject({ id: positiveId, label: z.string(), state: windowState })),
  devices: z.array(z.strictObject({ id: positiveId, label: z.string(), lastSeenAt: isoTime, lastReportAt: z.nullable(isoTime) })),
};

export const classBoardData = z.strictObject({
  ...boardFrame,
  students: z.array(boardStudentData),
  totals: z.partialRecord(assessmentKey, z.record(lessonState, z.int().check(z.nonnegative()))),
});

/**
 * The answer to a poll whose `since` is an older version of the same board: the frame, and only the students
 * whose progress or results changed since (the caller merges them into what it shows; `mergeBoardChanges`).
 */
export const boardChangesData = z.strictObject({ ...boardFrame, changes: z.literal(true), students: z.array(boardStudentData) });

/** The answer to a board poll whose `since` is still the board's version: nothing to draw again. */
export const boardUnchangedData = z.strictObject({ unchanged: z.literal(true), version: boardVersion, now: isoTime });

export const reportViewData = z.strictObject({
  viewer: z.string(),
  role: z.enum(['admin', 'teacher']),
  via: z.enum(['report', 'class-report', 'xuanke-round']),
  assessment: assessmentKey,
  resultId: positiveId,
  viewedAt: isoTime,
});

const count = z.int().check(z.nonnegative());
const holland = z.enum(['R', 'I', 'A', 'S', 'E', 'C']);
const intelligence = z.enum(['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist']);

export const classSummaryData = z.strictObject({
  students: count,
  completed: z.strictObject({ hld: count, mbti: count, dyzn: count }),
  hld: z.strictObject({
    firstLetters: z.record(holland, count),
    codes: z.array(z.strictObject({ code: z.string(), count })),
    means: z.array(z.strictObject({ type: holland, name: z.string(), mean: z.number() })),
  }),
  mbti: z.strictObject({
    types: z.array(z.strictObject({ type: z.string(), count })),
    dimensions: z.array(
      z.strictObject({ dimension: z.string(), poles: z.tuple([z.string(), z.string()]), counts: z.tuple([count, count]), undecided: count, meanDifference: z.number() }),
    ),
  }),
  dyzn: z.strictObject({
    profile: z.array(z.strictObject({ key: intelligence, name: z.string(), mean: z.number() })),
    strongest: z.array(z.strictObject({ name: z.string(), count })),
  }),
});

export const classReportRowData = z.strictObject({
  studentId: positiveId,
  studentNo: z.string(),
  name: z.string(),
  hldCode: z.string(),
  hldNames: z.string(),
  mbtiType: z.string(),
  topIntelligences: z.string(),
  notes: z.array(z.string()),
  reasons: z.array(z.enum(['retest', 'flat-hld', 'flat-dyzn', 'apart'])),
  minutes: z.nullable(count),
  completedAt: z.nullable(z.number()),
  resultIds: z.strictObject({ hld: z.optional(positiveId), mbti: z.optional(positiveId), dyzn: z.optional(positiveId) }),
});

export const classReportData = z.strictObject({
  classLabel: z.string(),
  schoolName: z.string(),
  /** What the report covers: an assignment's results, or each student's newest. */
  scope: z.string(),
  generatedAt: isoTime,
  summary: classSummaryData,
  rows: z.array(classReportRowData),
});

export const schoolReportData = z.strictObject({
  schoolName: z.string(),
  schoolYearName: z.string(),
  school: classSummaryData,
  grades: z.array(
    z.strictObject({
      grade: z.int(),
      gradeName: z.string(),
      summary: classSummaryData,
      classes: z.array(
        z.strictObject({ id: positiveId, label: z.string(), students: count, completed: z.strictObject({ hld: count, mbti: count, dyzn: count }), attention: count }),
      ),
    }),
  ),
});

export const lessonsResponses = {
  createAssignment: z.strictObject({ id: positiveId }),
  getClassAssignments: z.array(assignmentData),
  cancelAssignment: noData,
  getClassBoard: z.union([classBoardData, boardChangesData, boardUnchangedData]),
  watchClassBoard: z.union([classBoardData, boardChangesData, boardUnchangedData]),
  getStudentReport: z.union([resultData.dyzn, resultData.hld, resultData.mbti]),
  getClassReport: classReportData,
  getSchoolReport: schoolReportData,
};

export const lessonProgressResponses = {
  getMyAssignments: z.array(myAssignmentData),
  reportProgress: z.strictObject({ stored: z.int().check(z.nonnegative()) }),
  getMyReportViews: z.array(reportViewData),
};

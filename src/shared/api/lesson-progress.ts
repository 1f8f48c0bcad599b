import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import type { myAssignmentData, reportViewData } from './responses/lessons';
import { ATTEMPT_ID_PATTERN } from '../validation/formats';

/**
 * A lesson's calls from the student's side (docs/SCHOOL.md, "A lesson"): their assignments, progress
 * reports from their devices, and who of the school's staff opened their reports. Apart from the
 * staff's calls (lessons.ts) because the test page loads this file.
 */

export type MyAssignment = z.output<typeof myAssignmentData>;
export type ReportView = z.output<typeof reportViewData>;

/** The longest refusal a device may repeat to the board: the server's own messages are far shorter. */
export const REFUSAL_MAX = 100;

/** One device's report on one attempt. `at`: the last answer, ms since 1970 by the device's clock. */
export const progressReport = z.strictObject({
  attemptId: z.string().check(z.regex(ATTEMPT_ID_PATTERN)),
  assessment: z.enum(['dyzn', 'hld', 'mbti']),
  answered: z.int().check(z.nonnegative(), z.maximum(500)),
  total: z.int().check(z.positive(), z.maximum(500)),
  finished: z.boolean(),
  at: z.int().check(z.positive(), z.maximum(8_640_000_000_000)),
  /** A finished sheet the server refused to store, with its words (e.g. 第99001题不存在), for the teacher's board. */
  refused: z.optional(z.string().check(z.minLength(1), z.maxLength(REFUSAL_MAX))),
});
export type ProgressReport = z.output<typeof progressReport>;
/** At most this many attempts per report (a tablet's students each report their own). */
export const MAX_PROGRESS_REPORTS = 10;

const progressList = z.pipe(
  z.string({ error: '进度格式不正确' }).check(z.maxLength(4000, '进度格式不正确')),
  z.transform((text: string, ctx): ProgressReport[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const checked = z.array(progressReport).check(z.minLength(1), z.maxLength(MAX_PROGRESS_REPORTS)).safeParse(parsed);
    if (!checked.success || checked.data.some((r) => r.answered > r.total)) {
      ctx.issues.push({ code: 'custom', message: '进度格式不正确', input: text });
      return z.NEVER;
    }
    return checked.data;
  }),
);

export const lessonProgressApi = {
  /** The signed-in student's assignments (none for an account not on a school roster). */
  getMyAssignments: endpoint('/api/school/getMyAssignments', 'required', z.object({}), returns<MyAssignment[]>()),
  /**
   * How far the tests on this device have come, for the class board. With the student's login or, on
   * a class tablet after the hand-over, their upload credential. Stored only for rostered students;
   * reports only move forward, so a repeated or late one changes nothing.
   */
  reportProgress: endpoint('/api/school/reportProgress', 'optional', z.object({ reports: progressList }), returns<{ stored: number }>()),
  /** Who of the school's staff opened the signed-in student's reports, and when. */
  getMyReportViews: endpoint('/api/school/getMyReportViews', 'required', z.object({}), returns<ReportView[]>()),
};

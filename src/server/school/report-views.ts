import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { StudentReport } from '#shared/api/lessons';
import type { ReportView } from '#shared/api/lesson-progress';
import type { AssessmentKey } from '#shared/assessments/types';
import type { Db } from '../db/client';
import { assessmentResults, reportViews, users } from '../db/schema';
import { studentResult } from '../assessments/public';
import { requireStudents, type StaffMember } from './school-access';

/** A class report re-read by the same teacher within this time is not recorded again for each student. */
const CLASS_REPORT_REPEAT_MS = 10 * 60_000;

async function viewerName(db: Db, staff: StaffMember): Promise<string> {
  const [viewer] = await db.select({ name: users.username }).from(users).where(eq(users.id, staff.userId));
  return `${viewer?.name || '教师'} · ${staff.schoolName}`;
}

/**
 * A class report (and its Excel file, made from the same answer) shows each student's results: each
 * shown result is recorded as seen by this member of staff, once per ten minutes of re-reading.
 */
export async function recordClassReportViews(
  db: Db,
  staff: StaffMember,
  shown: readonly { resultId: number; studentUserId: number }[],
  now: Date,
  via: 'class-report' | 'xuanke-round' = 'class-report',
): Promise<void> {
  if (shown.length === 0) return;
  const recent = await db
    .select({ resultId: reportViews.resultId })
    .from(reportViews)
    .where(
      and(
        eq(reportViews.viewerUserId, staff.userId),
        eq(reportViews.via, via),
        gt(reportViews.viewedAt, new Date(now.getTime() - CLASS_REPORT_REPEAT_MS)),
        inArray(
          reportViews.resultId,
          shown.map((s) => s.resultId),
        ),
      ),
    );
  const seen = new Set(recent.map((r) => r.resultId));
  const fresh = shown.filter((s) => !seen.has(s.resultId));
  if (fresh.length === 0) return;
  const name = await viewerName(db, staff);
  await db.insert(reportViews).values(fresh.map((s) => ({ ...s, viewerUserId: staff.userId, viewerName: name, viewerRole: staff.role, via, viewedAt: now })));
}

/**
 * Staff open a student's report (a teacher: students of their classes this year; an administrator:
 * the school's). Each opening is recorded with who it was, and the student reads the list in the user
 * center (docs/SCHOOL.md, "Who saw my report").
 */
export async function getStudentReport(db: Db, staffUserId: number, input: { studentId: number; assessment: AssessmentKey; id?: number }, now: Date): Promise<StudentReport> {
  const { staff, students } = await requireStudents(db, staffUserId, [input.studentId], now);
  const report = await studentResult(db, students[0].userId, input.assessment, input.id);
  await db.insert(reportViews).values({
    resultId: report.id,
    studentUserId: students[0].userId,
    viewerUserId: staffUserId,
    viewerName: await viewerName(db, staff),
    viewerRole: staff.role,
    viewedAt: now,
  });
  return report as StudentReport;
}

/** The signed-in user's reports opened by school staff, newest first (the last 200). */
export async function myReportViews(db: Db, userId: number): Promise<ReportView[]> {
  const rows = await db
    .select({
      viewer: reportViews.viewerName,
      role: reportViews.viewerRole,
      via: reportViews.via,
      assessment: assessmentResults.assessment,
      resultId: reportViews.resultId,
      viewedAt: reportViews.viewedAt,
    })
    .from(reportViews)
    .innerJoin(assessmentResults, eq(reportViews.resultId, assessmentResults.id))
    .where(eq(reportViews.studentUserId, userId))
    .orderBy(desc(reportViews.viewedAt), desc(reportViews.id))
    .limit(200);
  return rows.map((r) => ({ ...r, assessment: r.assessment as AssessmentKey }));
}

/** A staff account that is deleted leaves its name out of the students' lists. */
export async function forgetViewer(db: Db, userId: number): Promise<void> {
  await db.update(reportViews).set({ viewerName: '已注销的教职工账号' }).where(eq(reportViews.viewerUserId, userId));
}

import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ClassReport, SchoolReport } from '#shared/api/lessons';
import type { ResponseQuality } from '#shared/assessments/quality';
import type { AssessmentKey } from '#shared/assessments/types';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import { formatChinaDay } from '#shared/format/time';
import { classLabel, gradeName, schoolYearName } from '#shared/school/grades';
import { assessmentShortName } from '#shared/school/lesson-state';
import { needsGuardianConsent } from '#shared/school/roster';
import type { Db } from '../db/client';
import { assessmentResults, attemptProgress, classAssignments, schoolClasses } from '../db/schema';
import { ApiError } from '../lib/errors';
import { naturalCompare } from '../lib/natural-compare';
import { reportOf } from '../assessments/public';
import { reportRow, type StudentResults, summarize } from './class-report-rules';
import { recordClassReportViews } from './report-views';
import { classMembers, currentSchoolYear, requireAdmin, requireClass } from './school-access';

const ALL: AssessmentKey[] = ['hld', 'mbti', 'dyzn'];
export type Member = { id: number; name: string; studentNo: string; userId: number; birthMonth: string; consentMethod: string | null };

/** Each student's newest result of each assessment since `since`, as the class report reads them (the 选科意向 round too). */
export async function resultsOf(db: Db, members: Member[], keys: AssessmentKey[], since: Date): Promise<StudentResults[]> {
  const userIds = members.map((m) => m.userId);
  const rows = userIds.length
    ? await db
        .select()
        .from(assessmentResults)
        .where(and(inArray(assessmentResults.userId, userIds), inArray(assessmentResults.assessment, keys), gte(assessmentResults.createdAt, since)))
        .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    : [];
  return members.map((member) => {
    const student: StudentResults = { studentId: member.id, name: member.name, studentNo: member.studentNo };
    for (const key of keys) {
      // The newest is shown; how many there are, and whether an earlier sheet passed the check, is said in the row.
      const [row, ...earlier] = rows.filter((r) => r.userId === member.userId && r.assessment === key);
      if (!row) continue;
      const flagged = (r: typeof row) => Boolean((r.quality as ResponseQuality | null)?.flagged);
      const taken = {
        resultId: row.id,
        flagged: flagged(row),
        seconds: row.times,
        at: row.createdAt.getTime(),
        attempts: 1 + earlier.length,
        earlierClear: earlier.some((r) => !flagged(r)),
      };
      const report = reportOf(row);
      if (key === 'hld') student.hld = { ...taken, report: report as HldReport };
      else if (key === 'mbti') student.mbti = { ...taken, report: report as MbtiReport };
      else student.dyzn = { ...taken, report: report as DyznReport };
    }
    return student;
  });
}

/**
 * The class report for its teachers: an assignment's results (its students, results since it
 * opened) or, when none is named, every student's newest result of each assessment. Every student of
 * the class has a row, also one who did nothing.
 */
export async function classReport(db: Db, userId: number, classId: number, assignmentId: number | undefined, now: Date): Promise<ClassReport> {
  const { staff, klass } = await requireClass(db, userId, classId, now);
  let members: Member[] = await classMembers(db, klass);
  let keys = ALL;
  let since = new Date(0);
  let scope = '每位同学最近一次的测评结果';
  if (assignmentId !== undefined) {
    const [assignment] = await db
      .select()
      .from(classAssignments)
      .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, classId)));
    if (!assignment) throw new ApiError(ApiCode.NOT_FOUND, '这项布置不存在或已撤销');
    if (assignment.studentIds) members = members.filter((m) => assignment.studentIds!.includes(m.id));
    keys = assignment.assessments as AssessmentKey[];
    since = assignment.startsAt;
    scope = `${formatChinaDay(assignment.startsAt)}布置的${keys.map((k) => assessmentShortName[k]).join('、')}测评`;
  }
  const students = await resultsOf(db, members, keys, since);
  const userOf = new Map(members.map((m) => [m.id, m.userId]));
  const shown = students.flatMap((s) => [s.hld, s.mbti, s.dyzn].flatMap((taken) => (taken ? [{ resultId: taken.resultId, studentUserId: userOf.get(s.studentId)! }] : [])));
  await recordClassReportViews(db, staff, shown, now);
  const waiting = await waitingForConsent(db, members, keys, since, now);
  return {
    classLabel: classLabel(klass.grade, klass.name),
    schoolName: staff.schoolName,
    scope,
    generatedAt: now,
    summary: summarize(students),
    rows: students.map(reportRow).map((row) => {
      const note = waiting.get(row.studentId);
      return note ? { ...row, notes: [note, ...row.notes] } : row;
    }),
  };
}

/**
 * The students whose results cannot reach the server until their guardian's consent is recorded, with
 * what the teacher should read in their row: what they finished on a tablet (from the progress the
 * tablets reported), so they are not taken for students who did nothing.
 */
async function waitingForConsent(db: Db, members: Member[], keys: AssessmentKey[], since: Date, now: Date): Promise<Map<number, string>> {
  const held = members.filter((m) => !m.consentMethod && needsGuardianConsent(m.birthMonth, now));
  const notes = new Map<number, string>();
  if (held.length === 0) return notes;
  const finished = await db
    .select({ userId: attemptProgress.userId, assessment: attemptProgress.assessment })
    .from(attemptProgress)
    .where(
      and(
        inArray(
          attemptProgress.userId,
          held.map((m) => m.userId),
        ),
        inArray(attemptProgress.assessment, keys),
        eq(attemptProgress.finished, true),
        gte(attemptProgress.lastActivityAt, since),
      ),
    );
  for (const member of held) {
    const done = keys.filter((k) => finished.some((f) => f.userId === member.userId && f.assessment === k));
    notes.set(member.id, done.length ? `已完成${done.map((k) => assessmentShortName[k]).join('、')}，等待监护人同意后上传` : '待登记监护人同意：结果要等登记后才能上传');
  }
  return notes;
}

/** The administrator's roll-up of the current school year: the whole school, each grade, each class. */
export async function schoolReport(db: Db, userId: number, now: Date): Promise<SchoolReport> {
  const staff = await requireAdmin(db, userId);
  const year = await currentSchoolYear(db, staff.orgId, now);
  const classes = (
    await db
      .select()
      .from(schoolClasses)
      .where(and(eq(schoolClasses.orgId, staff.orgId), eq(schoolClasses.schoolYear, year)))
  ).sort((a, b) => a.grade - b.grade || naturalCompare(a.name, b.name));
  const byClass: { klass: (typeof classes)[number]; students: StudentResults[] }[] = [];
  for (const klass of classes) byClass.push({ klass, students: await resultsOf(db, await classMembers(db, klass), ALL, new Date(0)) });
  const grades = [...new Set(classes.map((c) => c.grade))].map((grade) => {
    const inGrade = byClass.filter((c) => c.klass.grade === grade);
    return {
      grade,
      gradeName: gradeName(grade),
      summary: summarize(inGrade.flatMap((c) => c.students)),
      classes: inGrade.map(({ klass, students }) => {
        const { completed } = summarize(students);
        return {
          id: klass.id,
          label: classLabel(klass.grade, klass.name),
          students: students.length,
          completed,
          attention: students.map(reportRow).filter((r) => r.reasons.length > 0).length,
        };
      }),
    };
  });
  return { schoolName: staff.schoolName, schoolYearName: schoolYearName(year), school: summarize(byClass.flatMap((c) => c.students)), grades };
}

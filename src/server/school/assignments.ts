import { and, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Assignment } from '#shared/api/lessons';
import type { MyAssignment } from '#shared/api/lesson-progress';
import { ApiCode } from '#shared/api/envelope';
import type { AssessmentKey } from '#shared/assessments/types';
import { classLabel } from '#shared/school/grades';
import { windowStateOf } from '#shared/school/lesson-state';
import type { Db } from '../db/client';
import { assessmentResults, classAssignments, classStudents, schoolClasses, schoolStudents, users } from '../db/schema';
import { ApiError, invalid } from '../lib/errors';
import { idsOf } from '../lib/id-list';
import { currentSchoolYear, requireClass, requireStaff } from './school-access';

/** Assignments (docs/SCHOOL.md, "A lesson"): a class's teacher gives it assessments to take within a window. */

export type AssignmentRow = typeof classAssignments.$inferSelect;

/** An assignment may not end in the past, nor start more than this far ahead. */
const MAX_LEAD_DAYS = 90;

export async function createAssignment(
  db: Db,
  userId: number,
  input: { classId: number; assessments: AssessmentKey[]; studentIds?: string; startsAt: number; endsAt: number; note?: string },
  now: Date,
): Promise<{ id: number }> {
  const { klass } = await requireClass(db, userId, input.classId, now);
  if (input.endsAt <= now.getTime()) throw invalid('截止时间已过，请重新选择');
  if (input.startsAt > now.getTime() + MAX_LEAD_DAYS * 86400_000) throw invalid(`开始时间请选在${MAX_LEAD_DAYS}天以内`);
  const picked = idsOf(input.studentIds ?? '');
  let studentIds: number[] | null = null;
  if (picked.length > 0) {
    const members = await db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(and(eq(classStudents.classId, klass.id), eq(classStudents.schoolYear, klass.schoolYear), inArray(classStudents.studentId, picked)));
    if (members.length !== new Set(picked).size) throw new ApiError(ApiCode.FORBIDDEN, '所选学生不都在这个班级');
    studentIds = [...new Set(picked)].sort((a, b) => a - b);
  }
  const [row] = await db
    .insert(classAssignments)
    .values({
      classId: klass.id,
      assessments: input.assessments,
      studentIds,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      note: input.note ?? '',
      createdBy: userId,
      createdAt: now,
    })
    .returning({ id: classAssignments.id });
  return row;
}

export async function classAssignmentRows(db: Db, classId: number): Promise<AssignmentRow[]> {
  return db.select().from(classAssignments).where(eq(classAssignments.classId, classId)).orderBy(desc(classAssignments.startsAt), desc(classAssignments.id));
}

export function presentAssignment(row: AssignmentRow, createdBy: string, now: Date): Assignment {
  return {
    id: row.id,
    assessments: row.assessments as AssessmentKey[],
    studentIds: row.studentIds,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    note: row.note,
    createdBy,
    state: windowStateOf({ startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() }, now.getTime()),
    cancelled: row.cancelledAt !== null,
  };
}

async function staffNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function getClassAssignments(db: Db, userId: number, classId: number, now: Date): Promise<Assignment[]> {
  await requireClass(db, userId, classId, now);
  const rows = await classAssignmentRows(db, classId);
  const names = await staffNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((row) => presentAssignment(row, names.get(row.createdBy ?? 0) ?? '', now));
}

/** Withdraws an assignment (its results stay the students'); 4004 alike for one of another class or school. */
export async function cancelAssignment(db: Db, userId: number, assignmentId: number, now: Date): Promise<void> {
  const staff = await requireStaff(db, userId);
  const [row] = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .innerJoin(schoolClasses, eq(classAssignments.classId, schoolClasses.id))
    .where(and(eq(classAssignments.id, assignmentId), eq(schoolClasses.orgId, staff.orgId)));
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '这项布置不存在或已撤销');
  await requireClass(db, userId, row.classId, now);
  await db
    .update(classAssignments)
    .set({ cancelledAt: now })
    .where(and(eq(classAssignments.id, assignmentId), isNull(classAssignments.cancelledAt)));
}

/** How long after its end an assignment is still listed for the student (to see it done). */
const SHOWN_AFTER_END_DAYS = 7;

/**
 * The signed-in student's assignments that have not ended more than a week ago, soonest deadline
 * first, each assessment with its newest result since the assignment started.
 */
export async function myAssignments(db: Db, userId: number, now: Date): Promise<MyAssignment[]> {
  const [student] = await db.select({ id: schoolStudents.id, orgId: schoolStudents.orgId }).from(schoolStudents).where(eq(schoolStudents.userId, userId));
  if (!student) return [];
  const year = await currentSchoolYear(db, student.orgId, now);
  const rows = await db
    .select({ assignment: classAssignments, grade: schoolClasses.grade, className: schoolClasses.name })
    .from(classStudents)
    .innerJoin(schoolClasses, eq(classStudents.classId, schoolClasses.id))
    .innerJoin(classAssignments, eq(classAssignments.classId, schoolClasses.id))
    .where(
      and(
        eq(classStudents.studentId, student.id),
        eq(classStudents.schoolYear, year),
        isNull(classAssignments.cancelledAt),
        gt(classAssignments.endsAt, new Date(now.getTime() - SHOWN_AFTER_END_DAYS * 86400_000)),
      ),
    );
  const mine = rows.filter(({ assignment }) => assignment.studentIds === null || assignment.studentIds.includes(student.id));
  if (mine.length === 0) return [];
  const earliest = new Date(Math.min(...mine.map((r) => r.assignment.startsAt.getTime())));
  const results = await db
    .select({ id: assessmentResults.id, assessment: assessmentResults.assessment, createdAt: assessmentResults.createdAt })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), gte(assessmentResults.createdAt, earliest)))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id));
  const teachers = await staffNames(
    db,
    mine.map((r) => r.assignment.createdBy),
  );
  return mine
    .sort((a, b) => a.assignment.endsAt.getTime() - b.assignment.endsAt.getTime() || a.assignment.id - b.assignment.id)
    .map(({ assignment, grade, className }) => ({
      id: assignment.id,
      assessments: (assignment.assessments as AssessmentKey[]).map((key) => {
        const done = results.find((r) => r.assessment === key && r.createdAt >= assignment.startsAt);
        return { key, done: done ? { resultId: done.id, at: done.createdAt } : null };
      }),
      startsAt: assignment.startsAt,
      endsAt: assignment.endsAt,
      note: assignment.note,
      className: classLabel(grade, className),
      teacherName: teachers.get(assignment.createdBy ?? 0) ?? '',
      state: windowStateOf({ startsAt: assignment.startsAt.getTime(), endsAt: assignment.endsAt.getTime() }, now.getTime()),
    }));
}

/**
 * A set-up tablet's copy of its class's assignments (not cancelled, not ended), so a student signing
 * in on it without a network goes to what the teacher assigned (docs/OFFLINE-LESSON.md).
 */
export async function tabletAssignments(db: Db, classId: number, now: Date) {
  const rows = await db
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.classId, classId), isNull(classAssignments.cancelledAt), gt(classAssignments.endsAt, now)))
    .orderBy(classAssignments.endsAt, classAssignments.id);
  const teachers = await staffNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((row) => ({
    id: row.id,
    assessments: row.assessments as AssessmentKey[],
    studentIds: row.studentIds,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    note: row.note,
    teacherName: teachers.get(row.createdBy ?? 0) ?? '',
  }));
}

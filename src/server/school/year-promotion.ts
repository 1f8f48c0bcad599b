import { and, count, eq, inArray } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Promoted } from '#shared/api/school';
import { MAX_GRADE } from '#shared/school/grades';
import type { Db } from '../db/client';
import { classStudents, classTeachers, organisations, schoolClasses } from '../db/schema';
import { ApiError } from '../lib/errors';
import { withKeyLock } from '../platform/dedupe';
import { currentSchoolYear, requireAdmin } from './school-access';

/**
 * Year-end promotion: every class of the year goes one grade up into next year with its students and
 * teachers; the top grade graduates (no class next year). Nothing is deleted: last year's classes keep
 * their members, and students keep their accounts and results.
 */
export async function promoteYear(db: Db, userId: number, from: number, now: Date): Promise<Promoted> {
  const staff = await requireAdmin(db, userId);
  // Under the school's lock: a double click, or two administrators, finds the year already moved on.
  return withKeyLock(db, `promote:${staff.orgId}`, async (tx) => {
    const year = await currentSchoolYear(tx, staff.orgId, now);
    if (from !== year) throw new ApiError(ApiCode.CONFLICT, '学年已变化，请刷新页面');
    const classes = await tx
      .select()
      .from(schoolClasses)
      .where(and(eq(schoolClasses.orgId, staff.orgId), eq(schoolClasses.schoolYear, year)));
    const staying = classes.filter((c) => c.grade < MAX_GRADE);
    const leaving = classes.filter((c) => c.grade >= MAX_GRADE).map((c) => c.id);
    for (const klass of staying) await promoteClass(tx, klass, now);
    const [{ graduated }] = leaving.length
      ? await tx
          .select({ graduated: count() })
          .from(classStudents)
          .where(and(inArray(classStudents.classId, leaving), eq(classStudents.schoolYear, year)))
      : [{ graduated: 0 }];
    await tx
      .update(organisations)
      .set({ schoolYear: year + 1 })
      .where(eq(organisations.id, staff.orgId));
    return { schoolYear: year + 1, classes: staying.length, graduated };
  });
}

async function promoteClass(tx: Db, klass: typeof schoolClasses.$inferSelect, now: Date): Promise<void> {
  const next = { orgId: klass.orgId, schoolYear: klass.schoolYear + 1, grade: klass.grade + 1, name: klass.name };
  const [created] = await tx
    .insert(schoolClasses)
    .values({ ...next, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: schoolClasses.id });
  const id = created?.id ?? (await classIdOf(tx, next));
  const students = await tx
    .select({ studentId: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, klass.id), eq(classStudents.schoolYear, klass.schoolYear)));
  if (students.length) {
    await tx
      .insert(classStudents)
      .values(students.map((s) => ({ classId: id, studentId: s.studentId, schoolYear: next.schoolYear })))
      .onConflictDoNothing();
  }
  const teachers = await tx.select({ userId: classTeachers.userId }).from(classTeachers).where(eq(classTeachers.classId, klass.id));
  if (teachers.length)
    await tx
      .insert(classTeachers)
      .values(teachers.map((t) => ({ classId: id, userId: t.userId })))
      .onConflictDoNothing();
}

/** The id of a class that exists already (made for next year before the promotion). */
async function classIdOf(tx: Db, c: { orgId: number; schoolYear: number; grade: number; name: string }): Promise<number> {
  const [row] = await tx
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, c.orgId), eq(schoolClasses.schoolYear, c.schoolYear), eq(schoolClasses.grade, c.grade), eq(schoolClasses.name, c.name)));
  return row.id;
}

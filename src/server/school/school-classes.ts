import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { SchoolClass, SchoolInfo } from '#shared/api/school';
import { classLabel, normalizeClassName, schoolYearName } from '#shared/school/grades';
import type { Db } from '../db/client';
import { classStudents, classTeachers, organisations, schoolClasses, users } from '../db/schema';
import { ApiError } from '../lib/errors';
import { naturalCompare } from '../lib/natural-compare';
import { currentSchoolYear, requireAdmin, requireStaff } from './school-access';

/**
 * The classes of a school year as the staff pages show them: label, student count of that year and
 * teachers, by grade then name. `teacherId`: only that teacher's; `classId`: only that one.
 */
export async function classSummaries(db: Db, orgId: number, year: number, only: { teacherId?: number; classId?: number } = {}): Promise<SchoolClass[]> {
  const conditions = [eq(schoolClasses.orgId, orgId), eq(schoolClasses.schoolYear, year)];
  if (only.classId !== undefined) conditions.push(eq(schoolClasses.id, only.classId));
  if (only.teacherId !== undefined) {
    const taught = db.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.userId, only.teacherId));
    conditions.push(inArray(schoolClasses.id, taught));
  }
  const classes = await db
    .select()
    .from(schoolClasses)
    .where(and(...conditions));
  if (classes.length === 0) return [];
  const ids = classes.map((c) => c.id);
  const counts = await db
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(and(inArray(classStudents.classId, ids), eq(classStudents.schoolYear, year)))
    .groupBy(classStudents.classId);
  const teachers = await db
    .select({ classId: classTeachers.classId, id: users.id, name: users.username })
    .from(classTeachers)
    .innerJoin(users, eq(classTeachers.userId, users.id))
    .where(inArray(classTeachers.classId, ids))
    .orderBy(asc(users.id));
  return classes
    .sort((a, b) => a.grade - b.grade || naturalCompare(a.name, b.name))
    .map((c) => ({
      id: c.id,
      grade: c.grade,
      name: c.name,
      label: classLabel(c.grade, c.name),
      students: counts.find((row) => row.classId === c.id)?.n ?? 0,
      teachers: teachers.filter((t) => t.classId === c.id).map(({ id, name }) => ({ id, name })),
    }));
}

/** The staff home page: the member's role, the school and its year, and the classes they see (an administrator: all). */
export async function getSchoolInfo(db: Db, userId: number, now: Date): Promise<SchoolInfo> {
  const staff = await requireStaff(db, userId);
  const year = await currentSchoolYear(db, staff.orgId, now);
  const [org] = await db.select({ province: organisations.province }).from(organisations).where(eq(organisations.id, staff.orgId));
  return {
    role: staff.role,
    school: { id: staff.orgId, name: staff.schoolName, province: org?.province ?? null },
    schoolYear: year,
    schoolYearName: schoolYearName(year),
    classes: await classSummaries(db, staff.orgId, year, staff.role === 'teacher' ? { teacherId: userId } : {}),
  };
}

/** A class of the current year; its name as schools write it (3 / （3）班 → 3班), so the roster's 班级 finds it. */
export async function createClass(db: Db, userId: number, input: { grade: number; name: string }, now: Date): Promise<{ id: number }> {
  const staff = await requireAdmin(db, userId);
  const year = await currentSchoolYear(db, staff.orgId, now);
  const [created] = await db
    .insert(schoolClasses)
    .values({ orgId: staff.orgId, schoolYear: year, grade: input.grade, name: normalizeClassName(input.name), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: schoolClasses.id });
  if (!created) throw new ApiError(ApiCode.CONFLICT, '该班级已存在');
  return created;
}

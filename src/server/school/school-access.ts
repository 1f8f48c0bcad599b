import { and, eq, inArray } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import { schoolYearOf } from '#shared/school/grades';
import type { Db } from '../db/client';
import { classStudents, classTeachers, organisations, schoolClasses, schoolStaff, schoolStudents } from '../db/schema';
import { ApiError } from '../lib/errors';
import { naturalCompare } from '../lib/natural-compare';

/**
 * Who may do what on the school side, in one place: a member of a school's staff acts in that school
 * only; an administrator reaches every class of it, a teacher only the classes they teach. Every
 * refusal is 4003 with the same words, whether the class exists elsewhere or not at all.
 */

export interface StaffMember {
  userId: number;
  orgId: number;
  role: 'admin' | 'teacher';
  schoolName: string;
}

const notStaff = () => new ApiError(ApiCode.FORBIDDEN, '此账号不是学校教职工账号，请用学校分配的账号登录');
const notYours = () => new ApiError(ApiCode.FORBIDDEN, '无权管理这个班级');
const notYourStudents = () => new ApiError(ApiCode.FORBIDDEN, '无权管理所选学生');
const adminsOnly = () => new ApiError(ApiCode.FORBIDDEN, '只有学校管理员可以进行此操作');

export async function requireStaff(db: Db, userId: number): Promise<StaffMember> {
  const [row] = await db
    .select({ orgId: schoolStaff.orgId, role: schoolStaff.role, schoolName: organisations.name })
    .from(schoolStaff)
    .innerJoin(organisations, eq(schoolStaff.orgId, organisations.id))
    .where(eq(schoolStaff.userId, userId))
    .limit(1);
  if (!row) throw notStaff();
  return { userId, orgId: row.orgId, role: row.role, schoolName: row.schoolName };
}

export async function requireAdmin(db: Db, userId: number): Promise<StaffMember> {
  const staff = await requireStaff(db, userId);
  if (staff.role !== 'admin') throw adminsOnly();
  return staff;
}

export type SchoolClassRow = typeof schoolClasses.$inferSelect;

/**
 * A class the member may manage: any of their school's for an administrator, for a teacher their own
 * of the current school year (after the year-end promotion last year's class, its PINs and reports are
 * the school's, not its former teacher's: the same rule as requireStudents).
 */
export async function requireClass(db: Db, userId: number, classId: number, now: Date): Promise<{ staff: StaffMember; klass: SchoolClassRow }> {
  // One statement: the class boards ask this every 2.5 s each (docs/SCHOOL.md, "The board at scale").
  const [row] = await db
    .select({
      orgId: schoolStaff.orgId,
      role: schoolStaff.role,
      schoolName: organisations.name,
      schoolYear: organisations.schoolYear,
      klass: schoolClasses,
      teaches: classTeachers.userId,
    })
    .from(schoolStaff)
    .innerJoin(organisations, eq(schoolStaff.orgId, organisations.id))
    .leftJoin(schoolClasses, and(eq(schoolClasses.id, classId), eq(schoolClasses.orgId, schoolStaff.orgId)))
    .leftJoin(classTeachers, and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)))
    .where(eq(schoolStaff.userId, userId))
    .limit(1);
  if (!row) throw notStaff();
  const { klass } = row;
  if (!klass) throw notYours();
  if (row.role === 'teacher' && (klass.schoolYear !== schoolYearIn(row.schoolYear, now) || row.teaches === null)) throw notYours();
  return { staff: { userId, orgId: row.orgId, role: row.role, schoolName: row.schoolName }, klass };
}

/** The school year a school is in: set by its last year-end promotion, else the calendar's. */
const schoolYearIn = (promotedTo: number | null, now: Date) => promotedTo ?? schoolYearOf(now);

export async function currentSchoolYear(db: Db, orgId: number, now: Date): Promise<number> {
  const [org] = await db.select({ year: organisations.schoolYear }).from(organisations).where(eq(organisations.id, orgId));
  return schoolYearIn(org?.year ?? null, now);
}

/**
 * Students the member may manage, all or none (4003): any of their school's for an administrator,
 * for a teacher those in their own classes of the current year (last year's pupils are someone else's now).
 */
export async function requireStudents(
  db: Db,
  userId: number,
  studentIds: readonly number[],
  now: Date,
): Promise<{ staff: StaffMember; students: { id: number; userId: number }[] }> {
  const staff = await requireStaff(db, userId);
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return { staff, students: [] };
  const ofSchool = and(eq(schoolStudents.orgId, staff.orgId), inArray(schoolStudents.id, ids));
  const student = { id: schoolStudents.id, userId: schoolStudents.userId };
  let students: { id: number; userId: number }[];
  if (staff.role === 'admin') {
    students = await db.select(student).from(schoolStudents).where(ofSchool);
  } else {
    const year = await currentSchoolYear(db, staff.orgId, now);
    students = await db
      .selectDistinct(student)
      .from(schoolStudents)
      .innerJoin(classStudents, and(eq(classStudents.studentId, schoolStudents.id), eq(classStudents.schoolYear, year)))
      .innerJoin(classTeachers, and(eq(classTeachers.classId, classStudents.classId), eq(classTeachers.userId, userId)))
      .where(ofSchool);
  }
  if (students.length !== ids.length) throw notYourStudents();
  return { staff, students };
}

/** What the class's lists read of each student (the board, the class report): who, and what their consent depends on. */
export const memberColumns = {
  id: schoolStudents.id,
  name: schoolStudents.name,
  studentNo: schoolStudents.studentNo,
  userId: schoolStudents.userId,
  birthMonth: schoolStudents.birthMonth,
  consentMethod: schoolStudents.consentMethod,
};

/** A class's students of its school year, in 学号 order (the order of the class list on the wall). */
export async function classMembers(db: Db, klass: Pick<SchoolClassRow, 'id' | 'schoolYear'>) {
  const rows = await db
    .select(memberColumns)
    .from(classStudents)
    .innerJoin(schoolStudents, eq(classStudents.studentId, schoolStudents.id))
    .where(and(eq(classStudents.classId, klass.id), eq(classStudents.schoolYear, klass.schoolYear)));
  return rows.sort((a, b) => naturalCompare(a.studentNo, b.studentNo));
}

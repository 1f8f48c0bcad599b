import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { AddedTeacher, Teacher } from '#shared/api/school';
import { schoolYearOf } from '#shared/school/grades';
import type { Db } from '../db/client';
import { classTeachers, organisations, schoolClasses, schoolStaff, users } from '../db/schema';
import { ApiError, invalid } from '../lib/errors';
import { idsOf } from '../lib/id-list';
import { CONSENT_VERSION } from '../accounts/public';
import { withKeyLock } from '../platform/dedupe';
import { hashPassword, randomInitialPassword } from '../platform/passwords';
import { currentSchoolYear, requireAdmin } from './school-access';

/**
 * A school's staff accounts: the school itself with its first administrator (npm run school:create),
 * the teachers an administrator adds, and the classes each teaches. A person is staff of one school.
 */

interface Person {
  mobile: string;
  name: string;
}

/**
 * Makes the person with this mobile a member of the school's staff: their own account, or a new one
 * with a one-time initial password (returned once, stored only hashed). Locked per mobile, so two
 * schools cannot take the same person at once. Already staff here: nothing changes (an administrator stays one).
 */
async function enrolStaff(db: Db, orgId: number, role: 'admin' | 'teacher', person: Person, now: Date): Promise<{ userId: number; initialPassword: string | null }> {
  return withKeyLock(db, `staff:${person.mobile}`, async (tx) => {
    let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, person.mobile));
    let initialPassword: string | null = null;
    if (!user) {
      const password = randomInitialPassword();
      [user] = await tx
        .insert(users)
        .values({
          mobile: person.mobile,
          username: person.name,
          nickname: person.name,
          passwordHash: await hashPassword(password),
          orgId,
          consentVersion: CONSENT_VERSION,
          consentAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.mobile })
        .returning({ id: users.id });
      // Registered in the meantime: it is their account after all.
      if (user) initialPassword = password;
      else [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, person.mobile));
    }
    const memberships = await tx.select({ orgId: schoolStaff.orgId }).from(schoolStaff).where(eq(schoolStaff.userId, user.id));
    if (memberships.some((m) => m.orgId !== orgId)) throw new ApiError(ApiCode.CONFLICT, '该手机号已是其他学校的教职工');
    if (memberships.length === 0) await tx.insert(schoolStaff).values({ orgId, userId: user.id, role, createdAt: now });
    return { userId: user.id, initialPassword };
  });
}

/**
 * A new school (an organisation) and its first administrator. Its school year is fixed now, so it
 * moves on only by the administrator's year-end promotion, never by the calendar alone.
 */
export async function createSchool(
  db: Db,
  input: { name: string; adminMobile: string; adminName: string; province?: string | null },
  now: Date,
): Promise<{ orgId: number; adminUserId: number; initialPassword: string | null }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [org] = await tx
      .insert(organisations)
      .values({ name: input.name, schoolYear: schoolYearOf(now), province: input.province ?? null })
      .returning({ id: organisations.id });
    const admin = await enrolStaff(tx, org.id, 'admin', { mobile: input.adminMobile, name: input.adminName }, now);
    return { orgId: org.id, adminUserId: admin.userId, initialPassword: admin.initialPassword };
  });
}

export async function addTeacher(db: Db, userId: number, person: Person, now: Date): Promise<AddedTeacher> {
  const staff = await requireAdmin(db, userId);
  const added = await enrolStaff(db, staff.orgId, 'teacher', person, now);
  return { id: added.userId, initialPassword: added.initialPassword };
}

/** The school's staff, administrators first, with the classes each teaches this school year. */
export async function getTeachers(db: Db, userId: number, now: Date): Promise<Teacher[]> {
  const staff = await requireAdmin(db, userId);
  const year = await currentSchoolYear(db, staff.orgId, now);
  const members = await db
    .select({ id: users.id, name: users.username, mobile: users.mobile, role: schoolStaff.role })
    .from(schoolStaff)
    .innerJoin(users, eq(schoolStaff.userId, users.id))
    .where(eq(schoolStaff.orgId, staff.orgId))
    .orderBy(asc(schoolStaff.id));
  const teaching = await db
    .select({ userId: classTeachers.userId, classId: classTeachers.classId })
    .from(classTeachers)
    .innerJoin(schoolClasses, eq(classTeachers.classId, schoolClasses.id))
    .where(and(eq(schoolClasses.orgId, staff.orgId), eq(schoolClasses.schoolYear, year)))
    .orderBy(asc(classTeachers.classId));
  return members
    .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'))
    .map((m) => ({ ...m, mobile: m.mobile ?? '', classIds: teaching.filter((t) => t.userId === m.id).map((t) => t.classId) }));
}

/** Replaces the classes a member of staff teaches this school year (earlier years' stay as they were). */
export async function setTeacherClasses(db: Db, userId: number, input: { teacherId: number; classIds: string }, now: Date): Promise<void> {
  const staff = await requireAdmin(db, userId);
  const year = await currentSchoolYear(db, staff.orgId, now);
  const classIds = idsOf(input.classIds);
  // One change at a time per school: two replacements at once would otherwise leave both sets.
  await withKeyLock(db, `teacher-classes:${staff.orgId}`, async (tx) => {
    const [member] = await tx
      .select()
      .from(schoolStaff)
      .where(and(eq(schoolStaff.orgId, staff.orgId), eq(schoolStaff.userId, input.teacherId)));
    if (!member) throw new ApiError(ApiCode.FORBIDDEN, '该教师不是本校教职工');
    const thisYear = and(eq(schoolClasses.orgId, staff.orgId), eq(schoolClasses.schoolYear, year));
    if (classIds.length) {
      const found = await tx
        .select({ id: schoolClasses.id })
        .from(schoolClasses)
        .where(and(thisYear, inArray(schoolClasses.id, classIds)));
      if (found.length !== classIds.length) throw invalid('所选班级不存在或不是本学年的班级，请刷新页面后重试');
    }
    const yearClasses = tx.select({ id: schoolClasses.id }).from(schoolClasses).where(thisYear);
    await tx.delete(classTeachers).where(and(eq(classTeachers.userId, input.teacherId), inArray(classTeachers.classId, yearClasses)));
    if (classIds.length) await tx.insert(classTeachers).values(classIds.map((classId) => ({ classId, userId: input.teacherId })));
  });
}

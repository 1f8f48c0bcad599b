import { and, count, countDistinct, eq, gte, inArray, max } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ConsoleSchool, ConsoleSchoolClass } from '#shared/api/console';
import { maskMobile } from '#server/lib/crypto';
import type { Db } from '#server/db/client';
import { assessmentResults, classStudents, organisations, schoolClasses, schoolStaff, schoolStudents } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import { currentSchoolYear, createSchool } from '../school/public';
import { recordAudit } from './audit';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * Schools as the company sees them (docs/CONSOLE.md, "Schools"): counts only, never a student's name
 * or result. A school is an organisation with staff (its administrator at least).
 */

const RECENT_DAYS = 30;

export async function listSchools(db: Db, now: Date): Promise<ConsoleSchool[]> {
  const schools = await db
    .select({ id: organisations.id, name: organisations.name, staff: count(schoolStaff.id) })
    .from(organisations)
    .innerJoin(schoolStaff, eq(schoolStaff.orgId, organisations.id))
    .groupBy(organisations.id, organisations.name)
    .orderBy(organisations.id);
  if (schools.length === 0) return [];
  const ids = schools.map((s) => s.id);
  const students = new Map(
    (await db.select({ orgId: schoolStudents.orgId, n: count() }).from(schoolStudents).where(inArray(schoolStudents.orgId, ids)).groupBy(schoolStudents.orgId)).map((r) => [
      r.orgId,
      r.n,
    ]),
  );
  const since = new Date(now.getTime() - RECENT_DAYS * 86400_000);
  const results = await db
    .select({ orgId: schoolStudents.orgId, total: count(), last: max(assessmentResults.createdAt) })
    .from(assessmentResults)
    .innerJoin(schoolStudents, eq(schoolStudents.userId, assessmentResults.userId))
    .where(inArray(schoolStudents.orgId, ids))
    .groupBy(schoolStudents.orgId);
  const recent = new Map(
    (
      await db
        .select({ orgId: schoolStudents.orgId, n: count() })
        .from(assessmentResults)
        .innerJoin(schoolStudents, eq(schoolStudents.userId, assessmentResults.userId))
        .where(and(inArray(schoolStudents.orgId, ids), gte(assessmentResults.createdAt, since)))
        .groupBy(schoolStudents.orgId)
    ).map((r) => [r.orgId, r.n]),
  );
  const byOrg = new Map(results.map((r) => [r.orgId, r]));
  return Promise.all(
    schools.map(async (s) => {
      const year = await currentSchoolYear(db, s.id, now);
      const [{ classes }] = await db
        .select({ classes: count() })
        .from(schoolClasses)
        .where(and(eq(schoolClasses.orgId, s.id), eq(schoolClasses.schoolYear, year)));
      const r = byOrg.get(s.id);
      return {
        id: s.id,
        name: s.name,
        schoolYear: year,
        staff: s.staff,
        classes,
        students: students.get(s.id) ?? 0,
        results: r?.total ?? 0,
        recentResults: recent.get(s.id) ?? 0,
        lastResultAt: r?.last ?? null,
      };
    }),
  );
}

/** A school's classes this school year, each with how many students it has and how many results they hold. */
export async function schoolClassesOf(db: Db, orgId: number, now: Date): Promise<ConsoleSchoolClass[]> {
  const [school] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(schoolStaff, eq(schoolStaff.orgId, organisations.id))
    .where(eq(organisations.id, orgId))
    .limit(1);
  if (!school) throw new ApiError(ApiCode.NOT_FOUND, '该学校不存在');
  const year = await currentSchoolYear(db, orgId, now);
  return db
    .select({
      id: schoolClasses.id,
      grade: schoolClasses.grade,
      name: schoolClasses.name,
      students: countDistinct(classStudents.studentId),
      results: countDistinct(assessmentResults.id),
    })
    .from(schoolClasses)
    .leftJoin(classStudents, and(eq(classStudents.classId, schoolClasses.id), eq(classStudents.schoolYear, year)))
    .leftJoin(schoolStudents, eq(schoolStudents.id, classStudents.studentId))
    .leftJoin(assessmentResults, eq(assessmentResults.userId, schoolStudents.userId))
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.schoolYear, year)))
    .groupBy(schoolClasses.id, schoolClasses.grade, schoolClasses.name)
    .orderBy(schoolClasses.grade, schoolClasses.name);
}

/** A new school and its first administrator (an existing account of that mobile, or a new one with a one-time password), logged. */
export async function createSchoolFromConsole(
  db: Db,
  caller: OperatorCaller,
  input: { name: string; adminMobile: string; adminName: string },
  now: Date,
): Promise<{ id: number; initialPassword: string | null }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const school = await createSchool(tx, input, now);
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'school.create',
        targetKind: 'school',
        targetId: school.orgId,
        summary: `新建学校「${input.name}」，管理员 ${input.adminName}（${maskMobile(input.adminMobile)}）`,
        after: { name: input.name, adminName: input.adminName },
      },
      now,
    );
    return { id: school.orgId, initialPassword: school.initialPassword };
  });
}

import { eq } from 'drizzle-orm';
import { CONSENT_VERSION } from '#server/accounts/accounts';
import { classStudents, classTeachers, organisations, schoolClasses, schoolStaff, schoolStudents, users } from '#server/db/schema';
import { schoolYearOf } from '#shared/school/grades';
import { registerUser, type TestApp } from './harness';

/**
 * A school as a test needs it, written straight to the database: a teacher (a real account that
 * signs in), one class per entry of `classes` with its roster students (no phone). The school's own
 * pages and import are tested in school-admin.test.ts; here they are only the stage.
 */
export async function makeSchool(
  t: TestApp,
  options: { name?: string; classes: { grade: number; name: string; students: { name: string; birthMonth?: string; consent?: boolean }[] }[] },
) {
  const { db } = t.database;
  const now = t.clock.now();
  const [org] = await db
    .insert(organisations)
    .values({ name: options.name ?? '实验中学' })
    .returning({ id: organisations.id });
  const teacher = await registerUser(t, { username: '李老师' });
  const [teacherRow] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, teacher.mobile));
  await db.insert(schoolStaff).values({ orgId: org.id, userId: teacherRow.id, role: 'teacher' });
  const year = schoolYearOf(now);
  let serial = 0;
  const classes = [];
  for (const klass of options.classes) {
    const [row] = await db.insert(schoolClasses).values({ orgId: org.id, schoolYear: year, grade: klass.grade, name: klass.name }).returning({ id: schoolClasses.id });
    await db.insert(classTeachers).values({ classId: row.id, userId: teacherRow.id });
    const students = [];
    for (const student of klass.students) {
      serial++;
      const [user] = await db
        .insert(users)
        .values({ username: student.name, nickname: student.name, orgId: org.id, consentVersion: CONSENT_VERSION, consentAt: now })
        .returning({ id: users.id });
      const pin = String(100000 + ((org.id * 7919 + serial * 104729) % 900000));
      const [record] = await db
        .insert(schoolStudents)
        .values({
          orgId: org.id,
          studentNo: `${org.id}${String(serial).padStart(4, '0')}`,
          name: student.name,
          birthMonth: student.birthMonth ?? '2010-03',
          userId: user.id,
          pin,
          ...(student.consent ? { consentMethod: '学校统一收集的书面同意', consentDate: '2026-09-01', consentBy: '李老师' } : {}),
        })
        .returning({ id: schoolStudents.id });
      await db.insert(classStudents).values({ classId: row.id, studentId: record.id, schoolYear: year });
      students.push({ id: record.id, userId: user.id, name: student.name, pin });
    }
    classes.push({ id: row.id, students });
  }
  return { orgId: org.id, teacher, classes };
}

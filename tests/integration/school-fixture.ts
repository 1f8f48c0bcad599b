import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
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

/** A tablet set up for the class through the real API (a device code, then 设置): its device token. */
export async function setUpTablet(t: TestApp, classId: number, teacherToken: string, options: { label?: string; ip?: string } = {}): Promise<string> {
  const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId, purpose: 'device' }, { token: teacherToken });
  expect(code.code, code.msg).toBe(1000);
  const setup = await t.call<{ deviceToken: string }>('/api/school/setupDevice', { code: code.data.code, ...(options.label ? { label: options.label } : {}) }, { ip: options.ip });
  expect(setup.code, setup.msg).toBe(1000);
  return setup.data.deviceToken;
}

/** A student signed in by PIN on a tablet newly set up for their class: the sign-in's answer and the tablet's token. */
export async function signInOnTablet(t: TestApp, classId: number, teacherToken: string, student: { id: number; pin: string }, label?: string) {
  const deviceToken = await setUpTablet(t, classId, teacherToken, { label });
  const login = await t.call<{ token: string; uploadCredential: string; userId: number }>(
    '/api/school/pinLogin',
    { studentId: student.id, pin: student.pin },
    { headers: { [CLASS_DEVICE_HEADER]: deviceToken } },
  );
  expect(login.code, login.msg).toBe(1000);
  return { ...login.data, deviceToken };
}

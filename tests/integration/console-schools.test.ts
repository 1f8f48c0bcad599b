import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOperations, ConsoleSchool, ConsoleSchoolClass, ConsoleSignIn } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import { attemptProgress, auditLog, schoolStudents } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { createTestApp, nextMobile, type TestApp } from './harness';
import { makeSchool } from './school-fixture';

/** Schools in the console: created with their first administrator, seen as counts only (issue 15). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function signedIn(role: 'admin' | 'operator') {
  const mobile = nextMobile();
  const { initialPassword } = await createOperator(t.database.db, null, { mobile, name: role === 'admin' ? '校务管理' : '校务运营', role }, t.clock.now());
  t.clock.advance(91_000);
  await t.call('/api/console/sendLoginCode', { mobile, password: initialPassword });
  const token = (await t.call<ConsoleSignIn>('/api/console/login', { mobile, password: initialPassword, code: t.sms.recent(mobile)[0].code })).data.token;
  return { headers: { [CONSOLE_TOKEN_HEADER]: token } };
}

describe('schools', () => {
  it('a 管理员 creates a school and its administrator, who signs in with the one-time password; the list counts classes, students and results', async () => {
    const admin = await signedIn('admin');
    const adminMobile = nextMobile();
    const created = await t.call<{ id: number; initialPassword: string }>('/api/console/createSchool', { name: '东城实验中学', adminMobile, adminName: '赵校长' }, admin);
    expect(created.code, created.msg).toBe(1000);
    expect(created.data.initialPassword).toMatch(/^\S{10}$/);
    expect((await t.call('/api/user/login', { mobile: adminMobile, password: created.data.initialPassword })).code).toBe(1000);
    // The same person cannot run a second school.
    expect((await t.call('/api/console/createSchool', { name: '另一所学校', adminMobile, adminName: '赵校长' }, admin)).code).toBe(4009);

    const { classes } = await makeSchool(t, {
      name: '西城第二中学',
      classes: [
        { grade: 7, name: '1班', students: [{ name: '甲' }, { name: '乙' }] },
        { grade: 8, name: '2班', students: [{ name: '丙' }] },
      ],
    });
    const list = await t.call<ConsoleSchool[]>('/api/console/listSchools', {}, admin);
    expect(list.code, list.msg).toBe(1000);
    const east = list.data.find((s) => s.id === created.data.id)!;
    const west = list.data.find((s) => s.name === '西城第二中学')!;
    expect(east).toMatchObject({ name: '东城实验中学', staff: 1, classes: 0, students: 0, results: 0, lastResultAt: null });
    expect(west).toMatchObject({ staff: 1, classes: 2, students: 3, results: 0 });
    const perClass = await t.call<ConsoleSchoolClass[]>('/api/console/getSchoolClasses', { id: west.id }, admin);
    expect(perClass.data.map((c) => [c.grade, c.name, c.students])).toEqual([
      [7, '1班', 2],
      [8, '2班', 1],
    ]);
    expect(classes).toHaveLength(2);
    // Counts only: no name of a student anywhere in the answers.
    expect(JSON.stringify([list.data, perClass.data])).not.toMatch(/甲|乙|丙/);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'school.create'));
    expect(entry.summary).toBe(`新建学校「东城实验中学」，管理员 赵校长（${adminMobile.slice(0, 3)}****${adminMobile.slice(7)}）`);
  });

  it('is for a 管理员 only, and refuses a bad school with a Chinese message', async () => {
    const operator = await signedIn('operator');
    expect((await t.call('/api/console/listSchools', {}, operator)).code).toBe(4003);
    expect((await t.call('/api/console/createSchool', { name: '越权中学', adminMobile: nextMobile(), adminName: '某某' }, operator)).code).toBe(4003);
    const admin = await signedIn('admin');
    expect((await t.call('/api/console/createSchool', { name: '', adminMobile: nextMobile(), adminName: '某某' }, admin)).msg).toBe('请输入学校名称（最多40个字）');
    expect((await t.call('/api/console/createSchool', { name: '好学校', adminMobile: '123', adminName: '某某' }, admin)).code).toBe(4000);
    expect((await t.call('/api/console/getSchoolClasses', { id: 999999 }, admin)).code).toBe(4004);
  });
});

describe('运维', () => {
  it('shows a 管理员 the SMS budget and its use, the database, and the tests finished on a school’s tablets but not uploaded', async () => {
    const admin = await signedIn('admin');
    const { orgId } = await makeSchool(t, { name: '北湖中学', classes: [{ grade: 10, name: '3班', students: [{ name: '丁' }, { name: '戊' }] }] });
    const students = await t.database.db.select({ userId: schoolStudents.userId }).from(schoolStudents).where(eq(schoolStudents.orgId, orgId));
    const now = t.clock.now();
    await t.database.db.insert(attemptProgress).values([
      { userId: students[0].userId, attemptId: 'ops-1', assessment: 'hld', answered: 60, total: 60, finished: true, lastActivityAt: now, receivedAt: now },
      { userId: students[1].userId, attemptId: 'ops-2', assessment: 'hld', answered: 12, total: 60, finished: false, lastActivityAt: now, receivedAt: now },
    ]);
    const res = await t.call<ConsoleOperations>('/api/console/getOperations', {}, admin);
    expect(res.code, res.msg).toBe(1000);
    expect(res.data.sms.sender).toBe('dev');
    expect(res.data.sms.used).toBeGreaterThan(0); // the sign-in codes of this file
    expect(res.data.pendingUploads).toEqual([{ school: '北湖中学', finished: 1, oldest: expect.any(String) }]);
    expect((await t.call('/api/console/getOperations', {}, await signedIn('operator'))).code).toBe(4003);
  });
});

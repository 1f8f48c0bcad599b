import { and, eq } from 'drizzle-orm';
import { withReaderChecks } from '#tests/support/reader-checks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '#content/assessments/registry';
import { ApiCode } from '#shared/api/envelope';
import type { ReportView } from '#shared/api/lesson-progress';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { assessmentResults, reportViews, schoolStaff, schoolStudents, users } from '#server/db/schema';
import { createTestApp, registerUser, type TestApp } from './harness';
import { makeSchool, setUpTablet } from './school-fixture';

/**
 * The holes an attack on the school side found (issue 36, items 1-5), each reproduced as the attacker
 * or the class met it, and closed.
 */
let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [
      {
        grade: 7,
        name: '1班',
        students: [
          { name: '王欣怡', consent: true },
          { name: '刘子豪', consent: true },
          { name: '张雨桐', consent: true },
        ],
      },
      {
        grade: 8,
        name: '2班',
        students: [
          { name: '孙浩然', consent: true },
          { name: '周梦琪', consent: true },
        ],
      },
    ],
  });
});
afterAll(async () => t?.close());

const onTablet = (deviceToken: string) => ({ headers: { [CLASS_DEVICE_HEADER]: deviceToken } });
const studentNoOf = async (id: number) => (await t.database.db.select().from(schoolStudents).where(eq(schoolStudents.id, id)))[0].studentNo;

const tabletOf = (classId: number) => setUpTablet(t, classId, school.teacher.token);

async function linkCode(classId: number) {
  const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId, purpose: 'link' }, { token: school.teacher.token });
  expect(code.code, code.msg).toBe(ApiCode.OK);
  return code.data.code;
}

const hldSheet = JSON.stringify(
  withReaderChecks(
    'hld',
    instruments.hld.items.map((item, i) => ({ id: item.id, value: instruments.hld.options[(i * 5 + (i >> 2)) % instruments.hld.options.length].value })),
  ),
);

describe('1. linking a phone account needs what only the student has', () => {
  it('a classmate who knows the 学号 and the name cannot take the record; the student with their card PIN can', async () => {
    const klass = school.classes[0];
    const victim = klass.students[0];
    const tablet = await tabletOf(klass.id);
    const signedIn = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: victim.id, pin: victim.pin }, onTablet(tablet));
    expect((await t.call('/api/hld/submitAnswer', { answer: hldSheet, times: 700 }, { token: signedIn.data.token })).code).toBe(ApiCode.OK);

    const code = await linkCode(klass.id);
    const studentNo = await studentNoOf(victim.id);
    const intruder = await registerUser(t, { username: '刘子豪' });
    // What the attack sent: code, 学号 and name, no PIN. Refused by the contract.
    const noPin = await t.call('/api/school/linkSchoolAccount', { code, studentNo, name: victim.name }, { token: intruder.token });
    expect(noPin.code).toBe(ApiCode.INVALID_PARAMS);
    // A guessed PIN: the same words as a wrong name, nothing moves.
    const wrongPin = victim.pin === '123456' ? '654321' : '123456';
    const guessed = await t.call('/api/school/linkSchoolAccount', { code, studentNo, name: victim.name, pin: wrongPin }, { token: intruder.token });
    expect([guessed.code, guessed.msg]).toEqual([ApiCode.INVALID_PARAMS, '班级码、学号、姓名或登录卡密码不符，请向老师确认']);
    const [record] = await t.database.db.select().from(schoolStudents).where(eq(schoolStudents.id, victim.id));
    expect(record.userId).toBe(victim.userId);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, victim.userId))).toHaveLength(1);
    // The victim's PIN still opens the victim's own account.
    const again = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: victim.id, pin: victim.pin }, onTablet(tablet));
    const info = await t.call<{ mobile: string | null }>('/api/user/getUserInfo', {}, { token: again.data.token });
    expect(info.data.mobile).not.toBe(intruder.mobile);
    expect(info.data.mobile).toBe('');

    // The student herself, with her card.
    const owner = await registerUser(t, { username: victim.name });
    const linked = await t.call('/api/school/linkSchoolAccount', { code, studentNo, name: victim.name, pin: victim.pin }, { token: owner.token });
    expect(linked.code, linked.msg).toBe(ApiCode.OK);
    const [ownerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, owner.mobile));
    expect((await t.database.db.select().from(schoolStudents).where(eq(schoolStudents.id, victim.id)))[0].userId).toBe(ownerRow.id);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, ownerRow.id))).toHaveLength(1);
  });

  it('guessing the PIN through linking counts against the same lock as the tablets', async () => {
    const klass = school.classes[0];
    const target = klass.students[1];
    const code = await linkCode(klass.id);
    const studentNo = await studentNoOf(target.id);
    const intruder = await registerUser(t);
    const wrong = (i: number) => (String(100000 + i) === target.pin ? '999999' : String(100000 + i));
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await t.call('/api/school/linkSchoolAccount', { code, studentNo, name: target.name, pin: wrong(i) }, { token: intruder.token })).code);
    expect(answers).toEqual(Array(10).fill(ApiCode.INVALID_PARAMS));
    // The next try, even with the right PIN, is refused: the per-user link limit (10 an hour) or the student's lock.
    const eleventh = await t.call('/api/school/linkSchoolAccount', { code, studentNo, name: target.name, pin: target.pin }, { token: intruder.token });
    expect(eleventh.code).toBe(ApiCode.TOO_MANY_REQUESTS);
    const tablet = await tabletOf(klass.id);
    const locked = await t.call('/api/school/pinLogin', { studentId: target.id, pin: target.pin }, onTablet(tablet));
    expect([locked.code, locked.msg]).toEqual([ApiCode.TOO_MANY_REQUESTS, '密码错误次数太多，请15分钟后再试，或请老师重置密码']);
    t.clock.advance(16 * 60_000);
  });
});

describe('3. resetting a PIN lifts the lockout it is the cure for', () => {
  it('the new PIN signs in at once after ten wrong tries', async () => {
    const klass = school.classes[0];
    const student = klass.students[2];
    const tablet = await tabletOf(klass.id);
    const wrong = student.pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expect((await t.call('/api/school/pinLogin', { studentId: student.id, pin: wrong }, onTablet(tablet))).code).toBe(ApiCode.LOGIN_FAILED);
    expect((await t.call('/api/school/pinLogin', { studentId: student.id, pin: student.pin }, onTablet(tablet))).code).toBe(ApiCode.TOO_MANY_REQUESTS);
    const reset = await t.call<{ pin: string }>('/api/school/resetPin', { studentId: student.id }, { token: school.teacher.token });
    expect(reset.code, reset.msg).toBe(ApiCode.OK);
    const after = await t.call('/api/school/pinLogin', { studentId: student.id, pin: reset.data.pin }, onTablet(tablet));
    expect(after.code, after.msg).toBe(ApiCode.OK);
  });
});

describe('4. the class report is on the students’ lists of who saw their reports', () => {
  it('records each result a class report shows, once per ten minutes of re-reading, and not for students without results', async () => {
    const klass = school.classes[1];
    const [hao, meng] = klass.students;
    const tablet = await tabletOf(klass.id);
    const signedIn = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: hao.id, pin: hao.pin }, onTablet(tablet));
    const stored = await t.call<{ id: number }>('/api/hld/submitAnswer', { answer: hldSheet, times: 650 }, { token: signedIn.data.token });
    expect(stored.code, stored.msg).toBe(ApiCode.OK);

    const report = await t.call('/api/school/getClassReport', { classId: klass.id }, { token: school.teacher.token });
    expect(report.code, report.msg).toBe(ApiCode.OK);
    const views = await t.call<ReportView[]>('/api/school/getMyReportViews', {}, { token: signedIn.data.token });
    expect(views.data).toEqual([{ viewer: '李老师 · 实验中学', role: 'teacher', via: 'class-report', assessment: 'hld', resultId: stored.data.id, viewedAt: expect.any(String) }]);
    // Re-read (or exported) a minute later: not a second row; an hour later: a new reading, recorded.
    t.clock.advance(60_000);
    await t.call('/api/school/getClassReport', { classId: klass.id }, { token: school.teacher.token });
    expect(await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, hao.userId))).toHaveLength(1);
    t.clock.advance(60 * 60_000);
    await t.call('/api/school/getClassReport', { classId: klass.id }, { token: school.teacher.token });
    expect(await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, hao.userId))).toHaveLength(2);
    expect(await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, meng.userId))).toEqual([]);
  });
});

describe('5. ids past PostgreSQL’s integer', () => {
  it('deleteResult with id 2147483648 is a 4000 with words, not a 500', async () => {
    const user = await registerUser(t);
    const res = await t.call('/api/user/deleteResult', { assessment: 'hld', id: '2147483648' }, { token: user.token });
    expect([res.code, res.msg]).toEqual([ApiCode.INVALID_PARAMS, '报告编号无效']);
    expect(
      await t.database.db
        .select()
        .from(assessmentResults)
        .where(and(eq(assessmentResults.assessment, 'hld'), eq(assessmentResults.userId, 0))),
    ).toEqual([]);
  });
});

describe('6. a device code is bounded: as many tablets as the teacher says, for a limited time', () => {
  it('sets up at most the number of tablets named, however many try at once', async () => {
    const klass = school.classes[0];
    const code = await t.call<{ code: string; tablets: number }>(
      '/api/school/createClassCode',
      { classId: klass.id, purpose: 'device', tablets: 3 },
      { token: school.teacher.token },
    );
    expect(code.data.tablets).toBe(3);
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.call('/api/school/setupDevice', { code: code.data.code, label: `平板${i}` }, { ip: `192.0.2.${i + 1}` })),
    );
    expect(tries.filter((r) => r.code === ApiCode.OK)).toHaveLength(3);
    expect(new Set(tries.filter((r) => r.code !== ApiCode.OK).map((r) => `${r.code} ${r.msg}`))).toEqual(
      new Set([`${ApiCode.INVALID_PARAMS} 这个平板设置码能设置的平板已经满了，请老师重新生成平板设置码`]),
    );
    const devices = await t.call<{ label: string }[]>('/api/school/getClassDevices', { classId: klass.id }, { token: school.teacher.token });
    expect(devices.data.filter((d) => /^平板\d$/.test(d.label))).toHaveLength(3);
    for (const tablets of ['0', '61', '2.5']) {
      const bad = await t.call('/api/school/createClassCode', { classId: klass.id, purpose: 'device', tablets }, { token: school.teacher.token });
      expect([bad.code, bad.msg]).toEqual([ApiCode.INVALID_PARAMS, '平板数量请填写1到60之间的整数']);
    }
  });
});

// Last: the promotion moves the school into the next year for the tests after it.
describe('2. a former teacher loses last year’s class at the year-end promotion', () => {
  it('cannot read its roster or report, set up its tablets or assign to it; the administrator still can', async () => {
    const klass = school.classes[1];
    const admin = await registerUser(t, { username: '王校长' });
    const [adminRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, admin.mobile));
    await t.database.db.insert(schoolStaff).values({ orgId: school.orgId, userId: adminRow.id, role: 'admin' });
    const [teacherRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, school.teacher.mobile));
    const year = (await t.call<{ schoolYear: number }>('/api/school/getSchoolInfo', {}, { token: admin.token })).data.schoolYear;

    expect((await t.call('/api/school/getClassRoster', { classId: klass.id }, { token: school.teacher.token })).code).toBe(ApiCode.OK);
    expect((await t.call('/api/school/promoteYear', { from: year }, { token: admin.token })).code).toBe(ApiCode.OK);
    expect((await t.call('/api/school/setTeacherClasses', { teacherId: teacherRow.id, classIds: '' }, { token: admin.token })).code).toBe(ApiCode.OK);

    const teacher = { token: school.teacher.token };
    const refused = [
      await t.call('/api/school/getClassRoster', { classId: klass.id }, teacher),
      await t.call('/api/school/getClassReport', { classId: klass.id }, teacher),
      await t.call('/api/school/getClassBoard', { classId: klass.id }, teacher),
      await t.call('/api/school/getClassDevices', { classId: klass.id }, teacher),
      await t.call('/api/school/createClassCode', { classId: klass.id, purpose: 'device' }, teacher),
      await t.call('/api/school/createClassCode', { classId: klass.id, purpose: 'link' }, teacher),
      await t.call('/api/school/getClassAssignments', { classId: klass.id }, teacher),
    ];
    expect(refused.map((r) => [r.code, r.msg])).toEqual(Array(refused.length).fill([ApiCode.FORBIDDEN, '无权管理这个班级']));
    // The school keeps its history: the administrator reads last year's class.
    expect((await t.call('/api/school/getClassRoster', { classId: klass.id }, { token: admin.token })).code).toBe(ApiCode.OK);
    expect((await t.call('/api/school/getClassReport', { classId: klass.id }, { token: admin.token })).code).toBe(ApiCode.OK);
  });
});

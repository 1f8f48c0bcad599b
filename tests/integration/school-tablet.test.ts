import { eq } from 'drizzle-orm';
import { withReaderChecks } from '#tests/support/reader-checks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '#content/assessments/registry';
import { IDEMPOTENCY_HEADER, SUBMITTER_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { assessmentResults, schoolStudents, users } from '#server/db/schema';
import { createTestApp, nextMobile, registerUser, type TestApp } from './harness';
import { makeSchool } from './school-fixture';

let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
let otherSchool: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [
      {
        grade: 7,
        name: '3班',
        students: [
          { name: '王小明', consent: true },
          { name: '李小红', consent: true },
          { name: '赵小华', birthMonth: '2014-02' },
        ],
      },
      { grade: 7, name: '4班', students: [{ name: '陈小东', consent: true }] },
    ],
  });
  otherSchool = await makeSchool(t, { name: '第二中学', classes: [{ grade: 8, name: '1班', students: [{ name: '周小北', consent: true }] }] });
});
afterAll(async () => t?.close());

const [THREE, FOUR] = [0, 1];
const onTablet = (deviceToken: string) => ({ headers: { [CLASS_DEVICE_HEADER]: deviceToken } });

async function deviceFor(classIndex: number, which = school) {
  const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: which.classes[classIndex].id, purpose: 'device' }, { token: which.teacher.token });
  expect(code.code, code.msg).toBe(1000);
  const setup = await t.call<{ deviceToken: string; classLabel: string }>('/api/school/setupDevice', { code: code.data.code.toLowerCase(), label: '1号平板' });
  expect(setup.code, setup.msg).toBe(1000);
  return setup.data.deviceToken;
}

const hldSheet = (seed: number) =>
  JSON.stringify(
    withReaderChecks(
      'hld',
      instruments.hld.items.map((item, i) => ({ id: item.id, value: instruments.hld.options[(i * seed + (i >> 2)) % instruments.hld.options.length].value })),
    ),
  );

describe('setting a tablet up for a class', () => {
  it('takes a live device code of that class; lists only that class’s names', async () => {
    const tablet = await deviceFor(THREE);
    const roster = await t.call<{ classLabel: string; schoolName: string; students: { id: number; name: string }[] }>('/api/school/getDeviceRoster', {}, onTablet(tablet));
    expect(roster.data).toMatchObject({
      classLabel: '初一 3班',
      schoolName: '实验中学',
      students: school.classes[THREE].students.map(({ id, name }) => ({ id, name, mark: null })),
    });
    expect((await t.call('/api/school/getDeviceRoster', {})).code).toBe(4003);
    expect((await t.call('/api/school/getDeviceRoster', {}, onTablet('x'.repeat(43)))).code).toBe(4003);
  });

  it('refuses a wrong or expired code, and codes of classes that are not the teacher’s', async () => {
    expect((await t.call('/api/school/setupDevice', { code: 'ABCDEF' })).code).toBe(4000);
    const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: school.classes[THREE].id, purpose: 'device' }, { token: school.teacher.token });
    t.clock.advance(16 * 60_000);
    expect((await t.call('/api/school/setupDevice', { code: code.data.code })).code).toBe(4000);
    expect((await t.call('/api/school/createClassCode', { classId: otherSchool.classes[0].id, purpose: 'device' }, { token: school.teacher.token })).code).toBe(4003);
    const student = await registerUser(t);
    expect((await t.call('/api/school/createClassCode', { classId: school.classes[THREE].id, purpose: 'device' }, { token: student.token })).code).toBe(4003);
  });
});

describe('PIN sign-in', () => {
  it('signs a student in by name and PIN on their class’s tablet, with the roster name as nickname', async () => {
    const tablet = await deviceFor(THREE);
    const [ming] = school.classes[THREE].students;
    const signedIn = await t.call<{ token: string; uploadCredential: string }>('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin }, onTablet(tablet));
    expect(signedIn.code, signedIn.msg).toBe(1000);
    const info = await t.call<{ nickname: string; mobile: string }>('/api/user/getUserInfo', {}, { token: signedIn.data.token });
    expect(info.data).toMatchObject({ nickname: '王小明', mobile: '' });
  });

  it('never works with a PIN alone: not on an un-set-up browser, not for another class or school', async () => {
    const tablet = await deviceFor(THREE);
    const [dong] = school.classes[FOUR].students;
    const [bei] = otherSchool.classes[0].students;
    const [ming] = school.classes[THREE].students;
    expect((await t.call('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin })).code).toBe(4003);
    const wrongClass = await t.call('/api/school/pinLogin', { studentId: dong.id, pin: dong.pin }, onTablet(tablet));
    const wrongSchool = await t.call('/api/school/pinLogin', { studentId: bei.id, pin: bei.pin }, onTablet(tablet));
    const wrongPin = await t.call('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin === '123456' ? '654321' : '123456' }, onTablet(tablet));
    for (const refused of [wrongClass, wrongSchool]) expect([refused.code, refused.msg]).toEqual([4032, wrongPin.msg]);
  });

  it('locks a student’s PIN sign-in after 10 wrong tries in parallel, on every tablet', async () => {
    const first = await deviceFor(THREE);
    const second = await deviceFor(THREE);
    const [, hong] = school.classes[THREE].students;
    const wrong = String((Number(hong.pin) + 1) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(Array.from({ length: 10 }, () => t.call('/api/school/pinLogin', { studentId: hong.id, pin: wrong }, onTablet(first))));
    expect(burst.map((r) => r.code)).toEqual(Array(10).fill(4032));
    const locked = await t.call('/api/school/pinLogin', { studentId: hong.id, pin: hong.pin }, onTablet(second));
    expect(locked.code).toBe(4029);
    t.clock.advance(16 * 60_000);
    expect((await t.call('/api/school/pinLogin', { studentId: hong.id, pin: hong.pin }, onTablet(second))).code).toBe(1000);
  }, 60_000);

  it('signs out whoever used a lost card when the teacher resets the PIN', async () => {
    const tablet = await deviceFor(THREE);
    const [ming] = school.classes[THREE].students;
    const signedIn = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin }, onTablet(tablet));
    const reset = await t.call<{ pin: string }>('/api/school/resetPin', { studentId: ming.id }, { token: school.teacher.token });
    expect(reset.code, reset.msg).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token: signedIn.data.token })).code).toBe(4001);
    expect((await t.call('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin }, onTablet(tablet))).code).toBe(reset.data.pin === ming.pin ? 1000 : 4032);
    expect((await t.call('/api/school/pinLogin', { studentId: ming.id, pin: reset.data.pin }, onTablet(tablet))).code).toBe(1000);
    ming.pin = reset.data.pin;
  });

  it('stops a tablet the teacher revokes', async () => {
    const tablet = await deviceFor(THREE);
    const devices = await t.call<{ id: number; label: string }[]>('/api/school/getClassDevices', { classId: school.classes[THREE].id }, { token: school.teacher.token });
    const mine = devices.data.at(-1)!;
    expect(mine.label).toBe('1号平板');
    expect((await t.call('/api/school/revokeDevice', { deviceId: mine.id }, { token: otherSchool.teacher.token })).code).toBe(4003);
    expect((await t.call('/api/school/revokeDevice', { deviceId: mine.id }, { token: school.teacher.token })).code).toBe(1000);
    expect((await t.call('/api/school/getDeviceRoster', {}, onTablet(tablet))).code).toBe(4003);
  });
});

describe('uploads after the hand-over', () => {
  it('stores a finished test under the student who took it, once, with no one signed in', async () => {
    const tablet = await deviceFor(THREE);
    const [ming] = school.classes[THREE].students;
    const { data } = await t.call<{ token: string; uploadCredential: string }>('/api/school/pinLogin', { studentId: ming.id, pin: ming.pin }, onTablet(tablet));
    await t.call('/api/user/logout', {}, { token: data.token }); // handed over: signed out
    const upload = (credential: string, device = tablet, attempt = 'tablet-attempt-0001') =>
      t.call<{ id: number }>(
        '/api/hld/submitAnswer',
        { answer: hldSheet(3), times: 700 },
        {
          headers: { [UPLOAD_CREDENTIAL_HEADER]: credential, [CLASS_DEVICE_HEADER]: device, [IDEMPOTENCY_HEADER]: attempt, [SUBMITTER_HEADER]: String(ming.userId) },
        },
      );
    const [first, again] = await Promise.all([upload(data.uploadCredential), upload(data.uploadCredential)]);
    expect(first.code, first.msg).toBe(1000);
    expect(again.data.id).toBe(first.data.id);
    const stored = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, ming.userId));
    expect(stored).toHaveLength(1);
    // Another tablet, a made-up credential or no credential at all: nothing is stored.
    const otherTablet = await deviceFor(THREE);
    expect((await upload(data.uploadCredential, otherTablet, 'tablet-attempt-0002')).code).toBe(4001);
    expect((await upload('y'.repeat(43), tablet, 'tablet-attempt-0003')).code).toBe(4001);
    expect((await t.call('/api/hld/submitAnswer', { answer: hldSheet(3), times: 700 })).code).toBe(4001);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, ming.userId))).toHaveLength(1);
  });

  it('keeps the result of a child under 14 without recorded consent out (4051) until the school records it', async () => {
    const tablet = await deviceFor(THREE);
    const hua = school.classes[THREE].students[2];
    const { data } = await t.call<{ token: string; uploadCredential: string }>('/api/school/pinLogin', { studentId: hua.id, pin: hua.pin }, onTablet(tablet));
    const upload = () => t.call('/api/hld/submitAnswer', { answer: hldSheet(5), times: 650 }, { token: data.token, headers: { [IDEMPOTENCY_HEADER]: 'consent-attempt-01' } });
    const waiting = await upload();
    expect(waiting.code).toBe(4051);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, hua.userId))).toHaveLength(0);
    await t.database.db.update(schoolStudents).set({ consentMethod: '家长会现场签字', consentDate: '2026-11-20', consentBy: '李老师' }).where(eq(schoolStudents.id, hua.id));
    expect((await upload()).code).toBe(1000);
  });
});

describe('linking a phone account', () => {
  it('joins the school record to the phone account, moving the roster account’s results', async () => {
    const tablet = await deviceFor(FOUR);
    const [dong] = school.classes[FOUR].students;
    const { data } = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: dong.id, pin: dong.pin }, onTablet(tablet));
    expect((await t.call('/api/hld/submitAnswer', { answer: hldSheet(7), times: 800 }, { token: data.token })).code).toBe(1000);
    const phone = await registerUser(t, { username: '陈小东' });
    const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: school.classes[FOUR].id, purpose: 'link' }, { token: school.teacher.token });
    const wrongName = await t.call('/api/school/linkSchoolAccount', { code: code.data.code, studentNo: '', name: '陈小东', pin: dong.pin }, { token: phone.token });
    expect(wrongName.code).toBe(4000);
    const studentNo = (await t.database.db.select().from(schoolStudents).where(eq(schoolStudents.id, dong.id)))[0].studentNo;
    expect((await t.call('/api/school/linkSchoolAccount', { code: code.data.code, studentNo, name: '陈小西', pin: dong.pin }, { token: phone.token })).code).toBe(4000);
    expect((await t.call('/api/school/linkSchoolAccount', { code: code.data.code, studentNo, name: '陈小东', pin: dong.pin }, { token: phone.token })).code).toBe(1000);
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, phone.mobile));
    expect((await t.database.db.select().from(schoolStudents).where(eq(schoolStudents.id, dong.id)))[0].userId).toBe(me.id);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, me.id))).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, dong.userId))).toEqual([]);
    const again = await registerUser(t);
    expect((await t.call('/api/school/linkSchoolAccount', { code: code.data.code, studentNo, name: '陈小东', pin: dong.pin }, { token: again.token })).code).toBe(4009);
  });
});

describe('a school to try the school side with, outside production', () => {
  it('is made by /dev/school.json, and its administrator signs in', async () => {
    const mobile = nextMobile();
    const made = await t.app.inject({
      method: 'POST',
      url: '/dev/school.json',
      payload: `name=${encodeURIComponent('示例中学')}&mobile=${mobile}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const { data } = made.json() as { data: { initialPassword: string } };
    const login = await t.call<{ token: string }>('/api/user/login', { mobile, password: data.initialPassword });
    const info = await t.call<{ role: string; school: { name: string } }>('/api/school/getSchoolInfo', {}, { token: login.data.token });
    expect(info.data).toMatchObject({ role: 'admin', school: { name: '示例中学' } });
    const refused = await t.app.inject({ method: 'POST', url: '/dev/school.json', payload: 'name=&mobile=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(refused.statusCode).toBe(400);
  });
});

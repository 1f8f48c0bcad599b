import { eq } from 'drizzle-orm';
import { sheetQuestionIds } from '#content/assessments/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import type { SignedResultFields } from '#shared/school/signed-result';
import { assessmentResults, classDevices, classStudents, heldResults } from '#server/db/schema';
import { makeDeviceKeys } from '#client/lib/device-crypto';
import { signedHld, withOneAnswerChanged } from '#tests/support/signed-lines';
import { createTestApp, type TestApp } from './harness';
import { makeSchool } from './school-fixture';

/**
 * Results a class tablet signed offline (docs/OFFLINE-LESSON.md): the tablet's real WebCrypto code
 * (src/client/lib/device-crypto.ts, on Node's WebCrypto) against the server on a real database.
 */

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
        students: ['王小明', '李小红', '赵小华', '孙小丽', '周小军'].map((name) => ({ name, consent: true })),
      },
      { grade: 7, name: '4班', students: [{ name: '陈小东', consent: true }] },
    ],
  });
  otherSchool = await makeSchool(t, { name: '第二中学', classes: [{ grade: 8, name: '1班', students: [{ name: '周小北', consent: true }] }] });
});
afterAll(async () => t?.close());

interface Tablet {
  deviceId: number;
  deviceToken: string;
  sealKey: string;
  privateKey: CryptoKey;
}

async function setUpTablet(classId = school.classes[0].id, teacher = school.teacher.token): Promise<Tablet> {
  const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId, purpose: 'device' }, { token: teacher });
  const keys = await makeDeviceKeys();
  const setup = await t.call<{ deviceToken: string; deviceId: number; sealKey: string }>('/api/school/setupDevice', {
    code: code.data.code,
    label: '2号平板',
    publicKey: keys.publicKey,
  });
  expect(setup.code, setup.msg).toBe(1000);
  return { ...setup.data, privateKey: keys.privateKey };
}

let attempts = 0;
const signed = (tablet: Tablet, student: { id: number }, pin: string, change: Partial<SignedResultFields> = {}) =>
  signedHld(tablet, student, pin, { attemptId: `offline-attempt-${String(++attempts).padStart(4, '0')}`, now: t.clock.now().getTime(), change });

const send = (result: string) => t.call<{ outcome: 'stored' | 'held'; message: string }>('/api/lesson/submitSignedResult', { result });
const resultsOf = (userId: number) => t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId));

describe('setting a tablet up with its key', () => {
  it('registers the tablet’s public key and gives it the server’s sealing key; a bad key sets nothing up', async () => {
    const tablet = await setUpTablet();
    const [row] = await t.database.db.select().from(classDevices).where(eq(classDevices.id, tablet.deviceId));
    expect(row.publicKey).toMatch(/^[\w-]{87}$/);
    expect(tablet.sealKey).toMatch(/^[\w-]{87}$/);
    // The teacher's phone gets the key with the class's tablets, to check what it scans.
    const listed = await t.call<{ id: number; publicKey: string | null }[]>('/api/school/getClassDevices', { classId: school.classes[0].id }, { token: school.teacher.token });
    expect(listed.data.find((d) => d.id === tablet.deviceId)?.publicKey).toBe(row.publicKey);
    const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: school.classes[0].id, purpose: 'device' }, { token: school.teacher.token });
    const before = await t.database.db.select().from(classDevices);
    const bad = await t.call('/api/school/setupDevice', { code: code.data.code, publicKey: `B${'A'.repeat(86)}` });
    expect(bad.code).toBe(4000);
    expect(await t.database.db.select().from(classDevices)).toHaveLength(before.length);
  });
});

describe('what a set-up tablet keeps for a lesson without a network', () => {
  it('gets its number, the sealing key, the class’s live assignments and the question lists it lacks', async () => {
    const tablet = await setUpTablet();
    const classId = school.classes[0].id;
    const now = t.clock.now().getTime();
    const made = await t.call<{ id: number }>(
      '/api/school/createAssignment',
      { classId, assessments: 'hld,mbti', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 3600_000).toISOString(), note: '第一节课' },
      { token: school.teacher.token },
    );
    expect(made.code, made.msg).toBe(1000);
    const onTablet = { headers: { [CLASS_DEVICE_HEADER]: tablet.deviceToken } };
    const roster = await t.call<{ deviceId: number; sealKey: string; assignments: { id: number; assessments: string[]; studentIds: null; note: string }[] }>(
      '/api/school/getDeviceRoster',
      {},
      onTablet,
    );
    expect(roster.data).toMatchObject({ deviceId: tablet.deviceId, sealKey: tablet.sealKey });
    expect(roster.data.assignments).toEqual([expect.objectContaining({ id: made.data.id, assessments: ['hld', 'mbti'], studentIds: null, note: '第一节课' })]);
    const all = await t.call<{ assessment: string; set: { version: string } }[]>('/api/school/getDeviceQuestions', {}, onTablet);
    expect(all.data.map((q) => q.assessment).sort()).toEqual(['dyzn', 'hld', 'mbti']);
    const have = all.data.map((q) => `${q.assessment}:${q.set.version}`).join(',');
    expect((await t.call<unknown[]>('/api/school/getDeviceQuestions', { have }, onTablet)).data).toEqual([]);
    expect((await t.call('/api/school/getDeviceQuestions', {})).code).toBe(4003);
    await t.call('/api/school/cancelAssignment', { assignmentId: made.data.id }, { token: school.teacher.token });
  });
});

describe('a result signed offline', () => {
  it('is stored once under the student it names, whoever sends it and however often', async () => {
    const tablet = await setUpTablet();
    const ming = school.classes[0].students[0];
    const result = await signed(tablet, ming, ming.pin);
    // The tablet and the teacher's phone send the same line, at the same time and again later.
    const answers = await Promise.all([send(result), send(result), send(result)]);
    for (const answer of answers) expect(answer.data?.outcome, answer.msg).toBe('stored');
    expect((await send(result)).data.outcome).toBe('stored');
    const rows = await resultsOf(ming.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0].attemptId).toMatch(/^offline-attempt-/);
    expect(rows[0].times).toBe(640);
    expect((rows[0].answers as { ms?: number }[]).every((a) => typeof a.ms === 'number')).toBe(true);
  });

  it('is refused with one answer changed, and nothing is stored', async () => {
    const tablet = await setUpTablet();
    const hong = school.classes[0].students[1];
    const result = await signed(tablet, hong, hong.pin);
    const answer = await send(withOneAnswerChanged(result));
    expect(answer.code).toBe(4000);
    expect(answer.msg).toContain('改动过');
    expect(await resultsOf(hong.userId)).toHaveLength(0);
  });

  it('from a tablet the teacher has stopped: what it finished before counts, arriving early or late; what it finished after is refused', async () => {
    const tablet = await setUpTablet();
    const [, , hua, li, jun] = school.classes[0].students;
    const sentBefore = await signed(tablet, hua, hua.pin);
    expect((await send(sentBefore)).data.outcome).toBe('stored');
    // Finished a minute before the stop, reaching the server only after it (the teacher's phone was offline).
    const sentAfter = await signed(tablet, li, li.pin);
    expect((await t.call('/api/school/revokeDevice', { deviceId: tablet.deviceId }, { token: school.teacher.token })).code).toBe(1000);
    expect((await send(sentAfter)).data.outcome).toBe('stored');
    expect(await resultsOf(li.userId)).toHaveLength(1);
    // Finished after the stop (by the tablet's clock): refused, nothing written.
    const now = t.clock.now().getTime();
    const refused = await send(await signed(tablet, jun, jun.pin, { startedAt: now - 300_000, finishedAt: now + 1000 }));
    expect(refused.code).toBe(4003);
    expect(refused.msg).toContain('停用');
    expect(await resultsOf(jun.userId)).toHaveLength(0);
    // The results stored before are sent again (the teacher's phone): replays, which change nothing.
    expect((await send(sentBefore)).data.outcome).toBe('stored');
    expect((await send(sentAfter)).data.outcome).toBe('stored');
    expect(await resultsOf(hua.userId)).toHaveLength(1);
    expect(await resultsOf(li.userId)).toHaveLength(1);
  });

  it('of a student of another class is stored under no one: held for the teacher (same school) or refused (another school)', async () => {
    const tablet = await setUpTablet();
    const dong = school.classes[1].students[0];
    const held = await send(await signed(tablet, dong, dong.pin));
    expect(held.data.outcome).toBe('held');
    expect(held.data.message).toContain('不在这台平板的班级');
    expect(await resultsOf(dong.userId)).toHaveLength(0);
    const bei = otherSchool.classes[0].students[0];
    const foreign = await send(await signed(tablet, bei, bei.pin));
    expect(foreign.code).toBe(4003);
    expect(await resultsOf(bei.userId)).toHaveLength(0);
    expect(await t.database.db.select().from(heldResults).where(eq(heldResults.studentId, bei.id))).toHaveLength(0);
  });

  it('with a wrong PIN, or a PIN sealed for someone else, waits for the teacher, who stores or discards it', async () => {
    const tablet = await setUpTablet();
    const jun = school.classes[0].students[4];
    const li = school.classes[0].students[3];
    const wrong = await signed(tablet, jun, jun.pin === '000000' ? '111111' : '000000');
    const first = await send(wrong);
    expect(first.data.outcome).toBe('held');
    expect(first.data.message).toContain('密码');
    expect((await send(wrong)).data.outcome).toBe('held');
    // Li's own PIN, sealed for Li, copied into a result naming Jun: it does not open for Jun.
    const copied = await signed(tablet, jun, '000000', { sealedPin: (await signed(tablet, li, li.pin)).split('~')[11] });
    expect((await send(copied)).data.outcome).toBe('held');
    expect(await resultsOf(jun.userId)).toHaveLength(0);
    // The held results are Jun's data: in his export, with their answers and without the sealed PIN.
    const session = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: jun.id, pin: jun.pin }, { headers: { [CLASS_DEVICE_HEADER]: tablet.deviceToken } });
    const exported = await t.call<{ heldResults: { reason: string; device: string; answers: unknown[] }[] }>('/api/user/exportData', {}, { token: session.data.token });
    expect(exported.data.heldResults.map((h) => [h.reason, h.device, h.answers.length])).toEqual([
      ['pin', '2号平板', sheetQuestionIds('hld').length],
      ['pin', '2号平板', sheetQuestionIds('hld').length],
    ]);
    expect(JSON.stringify(exported.data.heldResults)).not.toContain('~');

    const classId = school.classes[0].id;
    expect((await t.call('/api/lesson/getHeldResults', { classId }, { token: otherSchool.teacher.token })).code).toBe(4003);
    const list = await t.call<{ id: number; studentName: string; reason: string; deviceLabel: string }[]>(
      '/api/lesson/getHeldResults',
      { classId },
      { token: school.teacher.token },
    );
    const juns = list.data.filter((h) => h.studentName === '周小军');
    expect(juns.map((h) => [h.reason, h.deviceLabel])).toEqual([
      ['pin', '2号平板'],
      ['pin', '2号平板'],
    ]);
    expect((await t.call('/api/lesson/resolveHeldResult', { id: juns[0].id, action: 'store' }, { token: otherSchool.teacher.token })).code).toBe(4003);
    expect((await t.call('/api/lesson/resolveHeldResult', { id: juns[0].id, action: 'store' }, { token: school.teacher.token })).code).toBe(1000);
    expect((await t.call('/api/lesson/resolveHeldResult', { id: juns[1].id, action: 'discard' }, { token: school.teacher.token })).code).toBe(1000);
    expect(await resultsOf(jun.userId)).toHaveLength(1);
    expect(await t.database.db.select().from(heldResults).where(eq(heldResults.studentId, jun.id))).toHaveLength(0);
  });

  it('held because the student left the class can only be discarded', async () => {
    const tablet = await setUpTablet();
    const ming = school.classes[0].students[0];
    const result = await signed(tablet, ming, ming.pin);
    await t.database.db.delete(classStudents).where(eq(classStudents.studentId, ming.id));
    expect((await send(result)).data.outcome).toBe('held');
    const list = await t.call<{ id: number; reason: string }[]>('/api/lesson/getHeldResults', { classId: school.classes[0].id }, { token: school.teacher.token });
    const held = list.data.find((h) => h.reason === 'class')!;
    expect((await t.call('/api/lesson/resolveHeldResult', { id: held.id, action: 'store' }, { token: school.teacher.token })).code).toBe(5001);
    await t.database.db
      .insert(classStudents)
      .values({ classId: school.classes[0].id, studentId: ming.id, schoolYear: (await t.database.db.select().from(classStudents))[0].schoolYear });
  });

  it('refuses what is not a signed result of this platform', async () => {
    const tablet = await setUpTablet();
    expect((await send('https://example.com/some-other-qr')).code).toBe(4000);
    const result = await signed(tablet, school.classes[0].students[1], school.classes[0].students[1].pin);
    expect((await send(result.replace(`R1~${tablet.deviceId}~`, 'R1~999999~'))).code).toBe(4000);
    expect((await send(result.slice(0, -10))).code).toBe(4000);
    // The tablet token is not a signature: a device header changes nothing.
    expect((await t.call('/api/lesson/submitSignedResult', { result: result.slice(0, -10) }, { headers: { [CLASS_DEVICE_HEADER]: tablet.deviceToken } })).code).toBe(4000);
  });
});

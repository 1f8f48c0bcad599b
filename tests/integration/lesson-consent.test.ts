import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import type { ClassBoard, ClassReport } from '#shared/api/lessons';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { boardStateLabel } from '#shared/school/lesson-state';
import { createTestApp, type TestApp } from './harness';
import { makeSchool, signInOnTablet } from './school-fixture';
import { acceptedAnswer } from './sheets';

/**
 * Issue 36, item 11: a child whose guardian's consent is not recorded takes the test on a class
 * tablet. Her answers stay on the tablet (4051), but the teacher's board and class report must show
 * that she is working and has finished, and the tablet's last contact keeps moving while she answers.
 */
let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [
      {
        grade: 7,
        name: '2班',
        students: [
          { name: '王小明', consent: true },
          { name: '赵小华', birthMonth: '2014-02' },
          { name: '钱小雨', birthMonth: '2014-05' },
        ],
      },
    ],
  });
});
afterAll(async () => t?.close());

const MIN = 60_000;
const teacher = () => ({ token: school.teacher.token });
const klass = () => school.classes[0];

describe('a student without recorded consent in a lesson', () => {
  it('shows 作答中 and 已完成，等待监护人同意后上传 on the board and in the class report, keeps no answer, and uploads once consent is recorded', async () => {
    const now = t.clock.now().getTime();
    const assigned = await t.call<{ id: number }>(
      '/api/school/createAssignment',
      { classId: klass().id, assessments: 'hld', startsAt: new Date(now - MIN).toISOString(), endsAt: new Date(now + 45 * MIN).toISOString(), note: '' },
      teacher(),
    );
    expect(assigned.code, assigned.msg).toBe(1000);
    const hua = klass().students[1];
    const login = await signInOnTablet(t, klass().id, school.teacher.token, hua, '5号平板');
    const { deviceToken } = login;
    // The tablet learns whose the credential is from the sign-in itself.
    expect(login.userId).toBe(hua.userId);

    const board = async () => (await t.call<ClassBoard>('/api/school/getClassBoard', { classId: klass().id, assignmentId: assigned.data.id }, teacher())).data;
    const cell = (b: ClassBoard) => b.students.find((s) => s.name === '赵小华')!.cells.hld!;
    const tablet = (b: ClassBoard) => b.devices.find((d) => d.label === '5号平板')!;
    const report = (answered: number, finished = false) => ({ attemptId: 'hua-hld-attempt-1', assessment: 'hld', answered, total: 60, finished, at: t.clock.now().getTime() });
    const progress = (reports: object[], token: string, headers: Record<string, string>) =>
      t.call<{ stored: number }>('/api/school/reportProgress', { reports: JSON.stringify(reports) }, { token, headers });

    // She answers: the board shows 作答中 with her count, and the tablet's last report moves with her answers.
    t.clock.advance(30_000);
    expect((await progress([report(12)], login.token, { [CLASS_DEVICE_HEADER]: deviceToken })).data.stored).toBe(1);
    let view = await board();
    expect(view.students.find((s) => s.name === '赵小华')).toMatchObject({ needsConsent: true });
    expect(cell(view)).toMatchObject({ state: 'in-progress', answered: 12, total: 60, device: '5号平板' });
    const firstContact = new Date(tablet(view).lastReportAt!).getTime();
    t.clock.advance(3 * MIN);
    expect((await progress([report(40)], login.token, { [CLASS_DEVICE_HEADER]: deviceToken })).data.stored).toBe(1);
    view = await board();
    expect(new Date(tablet(view).lastReportAt!).getTime()).toBe(firstContact + 3 * MIN);

    // She finishes and hands over; the tablet reports for her with her credential, and tries the upload: 4051, nothing stored.
    await t.call('/api/user/logout', {}, { token: login.token });
    const asTablet = { [UPLOAD_CREDENTIAL_HEADER]: login.uploadCredential, [CLASS_DEVICE_HEADER]: deviceToken };
    expect((await progress([report(60, true)], '', asTablet)).data.stored).toBe(1);
    const refused = await t.call('/api/hld/submitAnswer', acceptedAnswer('hld', 2), { headers: { ...asTablet, [IDEMPOTENCY_HEADER]: 'hua-hld-attempt-1' } });
    expect(refused.code).toBe(4051);
    view = await board();
    expect(cell(view)).toMatchObject({ state: 'finished-waiting', resultId: null });
    expect(boardStateLabel(cell(view).state, true)).toBe('已完成，等待监护人同意后上传');
    expect(view.totals.hld).toMatchObject({ 'finished-waiting': 1, 'not-started': 2 });

    // The class report tells her apart from 钱小雨 (no consent, did nothing) and 王小明 (consent, did nothing).
    const classReport = (await t.call<ClassReport>('/api/school/getClassReport', { classId: klass().id, assignmentId: assigned.data.id }, teacher())).data;
    const notesOf = (name: string) => classReport.rows.find((r) => r.name === name)!.notes;
    expect(notesOf('赵小华')).toEqual(['已完成职业兴趣，等待监护人同意后上传']);
    expect(notesOf('钱小雨')).toEqual(['待登记监护人同意：结果要等登记后才能上传']);
    expect(notesOf('王小明')).toEqual([]);

    // The teacher records the consent: the tablet's next try stores it under her, and the board says 已上传.
    const recorded = await t.call('/api/school/recordConsent', { studentIds: String(hua.id), method: '家长签字的纸质同意书', date: '2026-09-01' }, teacher());
    expect(recorded.code, recorded.msg).toBe(1000);
    const uploaded = await t.call<{ id: number }>('/api/hld/submitAnswer', acceptedAnswer('hld', 2), { headers: { ...asTablet, [IDEMPOTENCY_HEADER]: 'hua-hld-attempt-1' } });
    expect(uploaded.code, uploaded.msg).toBe(1000);
    expect(cell(await board())).toMatchObject({ state: 'uploaded', resultId: uploaded.data.id });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, SUBMITTER_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import type { ClassBoard, ClassReport, SchoolReport } from '#shared/api/lessons';
import type { MyAssignment, ReportView } from '#shared/api/lesson-progress';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { attemptProgress, reportViews, schoolStaff } from '#server/db/schema';
import { createTestApp, registerUser, type TestApp } from './harness';
import { makeSchool, signInOnTablet } from './school-fixture';
import { acceptedAnswer, straightLined } from './sheets';

let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
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
          { name: '孙小强', consent: true },
        ],
      },
      { grade: 7, name: '4班', students: [{ name: '陈小东', consent: true }] },
    ],
  });
  other = await makeSchool(t, { name: '第二中学', classes: [{ grade: 8, name: '1班', students: [{ name: '周小北', consent: true }] }] });
});
afterAll(async () => t?.close());

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const teacher = () => ({ token: school.teacher.token });
const klass = () => school.classes[0];

const signIn = (student: { id: number; pin: string }) => signInOnTablet(t, klass().id, school.teacher.token, student, '3号平板');

async function assign(body: Record<string, string | number> = {}) {
  const now = t.clock.now().getTime();
  const res = await t.call<{ id: number }>(
    '/api/school/createAssignment',
    { classId: klass().id, assessments: 'hld,mbti', startsAt: iso(now - MIN), endsAt: iso(now + 45 * MIN), note: '第三节课完成', ...body },
    teacher(),
  );
  expect(res.code, res.msg).toBe(1000);
  return res.data.id;
}

const board = async (assignmentId?: number) => {
  const res = await t.call<ClassBoard>('/api/school/getClassBoard', { classId: klass().id, ...(assignmentId ? { assignmentId } : {}) }, teacher());
  expect(res.code, res.msg).toBe(1000);
  return res.data;
};
const cellOf = (b: ClassBoard, name: string, key: 'hld' | 'mbti') => b.students.find((s) => s.name === name)!.cells[key]!;
const progress = (token: string, reports: object[], headers: Record<string, string> = {}) =>
  t.call<{ stored: number }>('/api/school/reportProgress', { reports: JSON.stringify(reports) }, { token, headers });

describe('assigning assessments', () => {
  it('checks what a teacher assigns, and to whom', async () => {
    const now = t.clock.now().getTime();
    const call = (body: Record<string, string | number>, token = school.teacher.token) =>
      t.call('/api/school/createAssignment', { classId: klass().id, assessments: 'hld', startsAt: iso(now), endsAt: iso(now + 45 * MIN), ...body }, { token });
    for (const [body, words] of [
      [{ assessments: 'hld,hld' }, '请选择测评'],
      [{ assessments: 'abc' }, '请选择测评'],
      [{ assessments: '' }, '请选择测评'],
      [{ endsAt: iso(now - MIN) }, '截止时间要晚于开始时间'],
      [{ endsAt: iso(now + 31 * 86400_000) }, '测评时间最长30天'],
      [{ startsAt: '2026-11-23 10:00' }, '请填写开始时间'],
    ] as const) {
      const res = await call(body);
      expect(res.code, JSON.stringify(body)).toBe(4000);
      expect(JSON.stringify(res)).toContain(words);
    }
    expect((await call({ startsAt: iso(now - 90 * MIN), endsAt: iso(now - MIN) })).msg).toBe('截止时间已过，请重新选择');
    // A student of the other class, another school's class, another school's teacher, a student: 4003.
    expect((await call({ studentIds: String(school.classes[1].students[0].id) })).code).toBe(4003);
    expect((await call({ classId: other.classes[0].id })).code).toBe(4003);
    expect((await call({}, other.teacher.token)).code).toBe(4003);
    const student = await signIn(klass().students[0]);
    expect((await call({}, student.token)).code).toBe(4003);
  });

  it('shows a student their teacher’s assignments, whole class or chosen students, until a week after the end', async () => {
    const whole = await assign();
    const chosen = await assign({ assessments: 'dyzn', studentIds: String(klass().students[1].id), note: '' });
    const ming = await signIn(klass().students[0]);
    const hong = await signIn(klass().students[1]);
    const mine = async (token: string) => (await t.call<MyAssignment[]>('/api/school/getMyAssignments', {}, { token })).data;
    expect((await mine(ming.token)).map((a) => a.id)).toEqual([whole]);
    const hongs = await mine(hong.token);
    expect(hongs.map((a) => a.id).sort()).toEqual([whole, chosen].sort());
    const first = hongs.find((a) => a.id === whole)!;
    expect(first).toMatchObject({ className: '初一 3班', teacherName: '李老师', note: '第三节课完成', state: 'open' });
    expect(first.assessments).toEqual([
      { key: 'hld', done: null },
      { key: 'mbti', done: null },
    ]);

    // A result since the start counts as done; someone with no school record has no assignments.
    const sheet = acceptedAnswer('hld', 1);
    const submitted = await t.call<{ id: number }>('/api/hld/submitAnswer', sheet, { token: ming.token, headers: { [IDEMPOTENCY_HEADER]: 'assigned-hld-0001' } });
    expect(submitted.code, submitted.msg).toBe(1000);
    expect((await mine(ming.token))[0].assessments[0].done?.resultId).toBe(submitted.data.id);
    const outsider = await registerUser(t);
    expect(await mine(outsider.token)).toEqual([]);

    // Cancelled: gone for the students; other teachers cannot cancel it.
    expect((await t.call('/api/school/cancelAssignment', { assignmentId: chosen }, { token: other.teacher.token })).code).toBe(4004);
    expect((await t.call('/api/school/cancelAssignment', { assignmentId: chosen }, teacher())).code).toBe(1000);
    expect((await mine(hong.token)).map((a) => a.id)).toEqual([whole]);
    const listed = (await t.call<{ id: number; cancelled: boolean }[]>('/api/school/getClassAssignments', { classId: klass().id }, teacher())).data;
    expect(listed.find((a) => a.id === chosen)?.cancelled).toBe(true);
  });
});

describe('progress from the devices and the class board', () => {
  it('shows every student’s state, moving only forward, from the student’s login or the tablet’s credential', async () => {
    t.clock.advance(2 * 86400_000);
    const id = await assign();
    const [ming, hong, hua, qiang] = klass().students;
    const a = await signIn(ming);
    const b = await signIn(hong);
    const c = await signIn(hua);
    const d = await signIn(qiang);
    const now = t.clock.now().getTime();
    let view = await board(id);
    expect(view.students.map((s) => s.name)).toEqual(['王小明', '李小红', '赵小华', '孙小强']);
    expect(view.totals.hld).toMatchObject({ 'not-started': 4, 'in-progress': 0 });

    // 王小明 answers on a tablet: 12 of 60, then a late, older report (5) that must not move it back.
    const report = (answered: number, finished = false, attemptId = 'ming-hld-attempt-1') => ({ attemptId, assessment: 'hld', answered, total: 60, finished, at: now });
    expect((await progress(a.token, [report(12)], { [CLASS_DEVICE_HEADER]: a.deviceToken })).data.stored).toBe(1);
    expect((await progress(a.token, [report(5)])).data.stored).toBe(1);
    view = await board(id);
    expect(cellOf(view, '王小明', 'hld')).toMatchObject({ state: 'in-progress', answered: 12, total: 60, device: '3号平板' });
    expect(view.devices.some((dev) => dev.label === '3号平板' && dev.lastReportAt !== null)).toBe(true);

    // He finishes and hands the tablet over: the tablet reports for him with his credential.
    await t.call('/api/user/logout', {}, { token: a.token });
    const asTablet = { [UPLOAD_CREDENTIAL_HEADER]: a.uploadCredential, [CLASS_DEVICE_HEADER]: a.deviceToken };
    expect((await progress('', [report(60, true)], asTablet)).data.stored).toBe(1);
    expect(cellOf(await board(id), '王小明', 'hld').state).toBe('finished-waiting');
    const upload = await t.call('/api/hld/submitAnswer', acceptedAnswer('hld', 2), { headers: { ...asTablet, [IDEMPOTENCY_HEADER]: 'ming-hld-attempt-1' } });
    expect(upload.code, upload.msg).toBe(1000);
    expect(cellOf(await board(id), '王小明', 'hld')).toMatchObject({ state: 'uploaded', resultId: (upload.data as { id: number }).id });

    // 李小红 straight-lines: 需关注. 赵小华 (under 14, no consent): her counts are kept for the board (never an answer: tests/integration/lesson-consent.test.ts).
    const flagged = await t.call('/api/mbti/submitAnswer', straightLined('mbti'), { token: b.token, headers: { [IDEMPOTENCY_HEADER]: 'hong-mbti-attempt-1' } });
    expect(flagged.code, flagged.msg).toBe(1000);
    expect((await progress(c.token, [{ ...report(3), attemptId: 'hua-hld-attempt-1' }])).data.stored).toBe(1);
    // 孙小强's report names someone else: refused, nothing stored.
    expect((await progress(d.token, [{ ...report(9), attemptId: 'qiang-hld-attempt-1' }], { [SUBMITTER_HEADER]: String(ming.userId) })).code).toBe(4003);
    view = await board(id);
    expect(cellOf(view, '李小红', 'mbti').state).toBe('flagged');
    expect(view.students.find((s) => s.name === '赵小华')).toMatchObject({ needsConsent: true });
    expect(cellOf(view, '赵小华', 'hld').state).toBe('in-progress');
    expect(cellOf(view, '孙小强', 'hld').state).toBe('not-started');
    expect(view.totals.hld).toMatchObject({ uploaded: 1, 'in-progress': 1, 'not-started': 2 });
    expect(view.totals.mbti).toMatchObject({ flagged: 1, 'not-started': 3 });

    // Someone not on a roster reports: nothing kept. Bad reports: 4000, nothing kept.
    const outsider = await registerUser(t);
    expect((await progress(outsider.token, [{ ...report(3), attemptId: 'outsider-attempt-1' }])).data.stored).toBe(0);
    for (const bad of ['[]', 'not json', JSON.stringify([{ ...report(61) }]), JSON.stringify([{ ...report(3), extra: 1 }]), JSON.stringify(Array(11).fill(report(1)))]) {
      expect((await t.call('/api/school/reportProgress', { reports: bad }, { token: d.token })).code, bad).toBe(4000);
    }
    expect(await t.database.db.select().from(attemptProgress).where(eq(attemptProgress.userId, qiang.userId))).toEqual([]);

    // 孙小强 finishes a sheet the server refuses (an item no version knows): his tablet tells the board,
    // with the server's words; a refusal on a test not finished is not believed, nor a long one.
    const qiangReport = { ...report(60, true), attemptId: 'qiang-hld-attempt-2' };
    expect((await progress(d.token, [{ ...qiangReport, answered: 30, finished: false, refused: '假的' }])).data.stored).toBe(1);
    expect(cellOf(await board(id), '孙小强', 'hld')).toMatchObject({ state: 'in-progress', refused: null });
    expect((await t.call('/api/school/reportProgress', { reports: JSON.stringify([{ ...qiangReport, refused: '长'.repeat(101) }]) }, { token: d.token })).code).toBe(4000);
    expect((await progress(d.token, [{ ...qiangReport, refused: '第99001题不存在' }])).data.stored).toBe(1);
    expect(cellOf(await board(id), '孙小强', 'hld')).toMatchObject({ state: 'finished-waiting', refused: '第99001题不存在' });

    // Another school's teacher sees nothing of it.
    expect((await t.call('/api/school/getClassBoard', { classId: klass().id }, { token: other.teacher.token })).code).toBe(4003);
  });
});

describe('staff opening a student’s report', () => {
  it('shows a teacher the report of a student of theirs, records it, and the student reads who looked', async () => {
    const [ming] = klass().students;
    const opened = await t.call<{ id: number; isOwner: boolean; nickname: string }>('/api/school/getStudentReport', { studentId: ming.id, assessment: 'hld' }, teacher());
    expect(opened.code, opened.msg).toBe(1000);
    expect(opened.data).toMatchObject({ isOwner: false, nickname: '王小明' });
    expect((await t.call('/api/school/getStudentReport', { studentId: ming.id, assessment: 'dyzn' }, teacher())).code).toBe(4004);
    // Another school's teacher, and a classmate: refused, nothing recorded.
    expect((await t.call('/api/school/getStudentReport', { studentId: ming.id, assessment: 'hld' }, { token: other.teacher.token })).code).toBe(4003);
    const hong = await signIn(klass().students[1]);
    expect((await t.call('/api/school/getStudentReport', { studentId: ming.id, assessment: 'hld' }, { token: hong.token })).code).toBe(4003);
    expect(await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, ming.userId))).toHaveLength(1);

    const me = await signIn(ming);
    const views = await t.call<ReportView[]>('/api/school/getMyReportViews', {}, { token: me.token });
    expect(views.data).toEqual([{ viewer: '李老师 · 实验中学', role: 'teacher', via: 'report', assessment: 'hld', resultId: opened.data.id, viewedAt: expect.any(String) }]);
    expect((await t.call<ReportView[]>('/api/school/getMyReportViews', {}, { token: hong.token })).data).toEqual([]);
  });
});

describe('the class report', () => {
  it('has a row for every student, also one who did nothing, the distributions without flagged sheets, and the lists to act on', async () => {
    const lab = await makeSchool(t, {
      name: '第三中学',
      classes: [
        {
          grade: 10,
          name: '1班',
          students: [
            { name: '甲同学', consent: true },
            { name: '乙同学', consent: true },
            { name: '丙同学', consent: true },
          ],
        },
      ],
    });
    const [a, b] = lab.classes[0].students;
    const tokenOf = async (student: { id: number; pin: string }) => (await signInOnTablet(t, lab.classes[0].id, lab.teacher.token, student)).token;
    const submit = async (token: string, key: 'hld' | 'mbti' | 'dyzn', sheet: { answer: string; times: number }, attempt: string) =>
      expect((await t.call(`/api/${key}/submitAnswer`, sheet, { token, headers: { [IDEMPOTENCY_HEADER]: attempt } })).code).toBe(1000);
    const ta = await tokenOf(a);
    await submit(ta, 'hld', acceptedAnswer('hld', 11), 'report-a-hld-1');
    await submit(ta, 'dyzn', acceptedAnswer('dyzn', 12), 'report-a-dyzn-1');
    const tb = await tokenOf(b);
    await submit(tb, 'mbti', straightLined('mbti'), 'report-b-mbti-1');
    await submit(tb, 'hld', acceptedAnswer('hld', 13), 'report-b-hld-1');

    const report = await t.call<ClassReport>('/api/school/getClassReport', { classId: lab.classes[0].id }, { token: lab.teacher.token });
    expect(report.code, report.msg).toBe(1000);
    const { rows, summary } = report.data;
    expect(rows.map((r) => r.name)).toEqual(['甲同学', '乙同学', '丙同学']);
    expect(rows[0].hldCode).toMatch(/^[RIASEC]{3}$/);
    expect(rows[0].topIntelligences.split('、').length).toBeGreaterThanOrEqual(1);
    expect(rows[0].minutes).toBeGreaterThan(0);
    expect(rows[1].notes).toContain('建议重测（性格类型）');
    // A flagged sheet's cell says so (docs/REPORTS.md#caveats).
    expect(rows[1].mbtiType).toMatch(/^[EI][SN][TF][JP]（待重测）$/);
    expect(rows[2]).toMatchObject({ hldCode: '', mbtiType: '', topIntelligences: '', minutes: null, completedAt: null, notes: [] });
    expect(summary).toMatchObject({ students: 3, completed: { hld: 2, mbti: 1, dyzn: 1 } });
    // The flagged personality sheet is listed for a retest, not counted in the distribution.
    expect(summary.mbti.types).toEqual([]);
    expect(Object.values(summary.hld.firstLetters).reduce((x, y) => x + y, 0)).toBe(2);

    // Scoped to an assignment that opened after these results: nobody has done it yet.
    const now = t.clock.now().getTime();
    const assigned = await t.call<{ id: number }>(
      '/api/school/createAssignment',
      { classId: lab.classes[0].id, assessments: 'mbti', startsAt: iso(now + MIN), endsAt: iso(now + 45 * MIN) },
      { token: lab.teacher.token },
    );
    const scoped = await t.call<ClassReport>('/api/school/getClassReport', { classId: lab.classes[0].id, assignmentId: assigned.data.id }, { token: lab.teacher.token });
    expect(scoped.data.scope).toMatch(/布置的性格类型测评$/);
    expect(scoped.data.summary.completed).toEqual({ hld: 0, mbti: 0, dyzn: 0 });
    expect(scoped.data.rows).toHaveLength(3);

    // Another school's teacher, an assignment of another class: refused.
    expect((await t.call('/api/school/getClassReport', { classId: lab.classes[0].id }, { token: school.teacher.token })).code).toBe(4003);
    expect((await t.call('/api/school/getClassReport', { classId: lab.classes[0].id, assignmentId: 1 }, { token: lab.teacher.token })).code).toBe(4004);

    // The school's roll-up is the administrator's.
    expect((await t.call('/api/school/getSchoolReport', {}, { token: lab.teacher.token })).code).toBe(4003);
    await t.database.db.update(schoolStaff).set({ role: 'admin' }).where(eq(schoolStaff.orgId, lab.orgId));
    const rollUp = await t.call<SchoolReport>('/api/school/getSchoolReport', {}, { token: lab.teacher.token });
    expect(rollUp.code, rollUp.msg).toBe(1000);
    expect(rollUp.data.grades).toHaveLength(1);
    expect(rollUp.data.grades[0]).toMatchObject({
      grade: 10,
      gradeName: '高一',
      classes: [{ label: '高一 1班', students: 3, completed: { hld: 2, mbti: 1, dyzn: 1 }, attention: 1 }],
    });
    expect(rollUp.data.school.completed).toEqual({ hld: 2, mbti: 1, dyzn: 1 });
  });
});

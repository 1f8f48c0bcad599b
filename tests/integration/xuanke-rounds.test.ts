import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import type { MyXuankeRound, XuankeChoiceAccepted, XuankeRoundListItem, XuankeRoundView } from '#shared/api/xuanke-rounds';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import { closedCategories, combinationOf } from '#shared/xuanke/round';
import { reportOf } from '#server/assessments/public';
import { loadXuankeTable } from '#content/xuanke/editions';
import { suggestedCategoriesOf } from '#content/profile/index';
import { assessmentResults, organisations, reportViews, schoolStaff, users, xuankeRounds, xuankeSubmissions } from '#server/db/schema';
import { acceptedAnswer } from './sheets';
import { createTestApp, registerUser, type TestApp } from './harness';
import { makeSchool, signInOnTablet } from './school-fixture';

let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
let other: Awaited<ReturnType<typeof makeSchool>>;
let admin: { token: string };
const students: Record<string, { id: number; userId: number; token: string; uploadCredential: string; deviceToken: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [
      { grade: 10, name: '3班', students: [{ name: '王小明' }, { name: '李小红' }, { name: '赵小华' }, { name: '孙小强', birthMonth: '2014-02' }] },
      { grade: 10, name: '4班', students: [{ name: '陈小东' }] },
    ],
  });
  other = await makeSchool(t, { name: '第二中学', classes: [{ grade: 10, name: '1班', students: [{ name: '周小北' }] }] });
  const registered = await registerUser(t, { username: '张校长' });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, registered.mobile));
  await t.database.db.insert(schoolStaff).values({ orgId: school.orgId, userId: row.id, role: 'admin' });
  admin = { token: registered.token };
  const all = [...school.classes[0].students, ...school.classes[1].students, ...other.classes[0].students];
  for (const student of all) {
    const klass = [...school.classes, ...other.classes].find((c) => c.students.includes(student))!;
    const teacherToken = klass === other.classes[0] ? other.teacher.token : school.teacher.token;
    const { token, uploadCredential, deviceToken } = await signInOnTablet(t, klass.id, teacherToken, student, '平板');
    students[student.name] = { id: student.id, userId: student.userId, token, uploadCredential, deviceToken };
  }
});
afterAll(async () => t?.close());

const teacher = () => ({ token: school.teacher.token });
const class3 = () => school.classes[0].id;
let submissionSerial = 0;
const nextId = () => `sub-${Date.now()}-${++submissionSerial}`;

async function open(body: Record<string, string | number> = {}, as = teacher()) {
  const res = await t.call<{ id: number }>('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: '高一上学期第一次选科意向', model: '3+1+2', ...body }, as);
  expect(res.code, res.msg).toBe(1000);
  return res.data.id;
}

function submit(name: string, roundId: number, combination: string, extra: Record<string, string | number> = {}) {
  return t.call<XuankeChoiceAccepted>(
    '/api/school/submitXuankeChoice',
    { roundId, submissionId: nextId(), combination, submittedAt: t.clock.now().getTime(), ...extra },
    { token: students[name].token },
  );
}

const rowsOf = (roundId: number) => t.database.db.select().from(xuankeSubmissions).where(eq(xuankeSubmissions.roundId, roundId));
const view = async (roundId: number, as = teacher()) => {
  const res = await t.call<XuankeRoundView>('/api/school/getXuankeRound', { roundId }, as);
  expect(res.code, res.msg).toBe(1000);
  return res.data;
};

describe('opening and closing a round', () => {
  it('a teacher opens a round for their class; the students see it, the other class does not', async () => {
    const roundId = await open();
    const mine = await t.call<MyXuankeRound[]>('/api/school/getMyXuankeRounds', {}, { token: students['王小明'].token });
    expect(mine.data.find((r) => r.id === roundId)).toMatchObject({
      title: '高一上学期第一次选科意向',
      model: '3+1+2',
      scopeLabel: '高一 3班',
      open: true,
      teacherName: '李老师',
      choice: null,
    });
    const theirs = await t.call<MyXuankeRound[]>('/api/school/getMyXuankeRounds', {}, { token: students['陈小东'].token });
    expect(theirs.data.some((r) => r.id === roundId)).toBe(false);
    const list = await t.call<XuankeRoundListItem[]>('/api/school/getXuankeRounds', { classId: class3() }, teacher());
    expect(list.data[0]).toMatchObject({ id: roundId, students: 4, submitted: 0, open: true, scope: 'class' });
  });

  it('without a model (and no province), with a past closing time or without a title: a clear refusal and no round', async () => {
    const before = (await t.database.db.select().from(xuankeRounds)).length;
    const noModel = await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: '第二次' }, teacher());
    expect([noModel.code, noModel.msg]).toEqual([4000, '请选择选科模式（3+1+2 或 3+3）']);
    const past = await t.call(
      '/api/school/openXuankeRound',
      { scope: 'class', classId: class3(), title: '第二次', model: '3+3', closesAt: new Date(t.clock.now().getTime() - 60_000).toISOString() },
      teacher(),
    );
    expect([past.code, past.msg]).toEqual([4000, '截止时间要晚于现在']);
    const noTitle = await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: ' ', model: '3+3' }, teacher());
    expect(noTitle.code).toBe(4000);
    expect(noTitle.data).toEqual({ errors: [{ field: 'title', message: '请填写标题' }] });
    const badModel = await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: '第二次', model: '2+2' }, teacher());
    expect(badModel.code).toBe(4000);
    expect((await t.database.db.select().from(xuankeRounds)).length).toBe(before);
  });

  it('the school province fixes the model: 广东 is 3+1+2, a 3+3 round is refused', async () => {
    await t.database.db.update(organisations).set({ province: '广东省' }).where(eq(organisations.id, school.orgId));
    try {
      const refused = await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: '第二次', model: '3+3' }, teacher());
      expect([refused.code, refused.msg]).toEqual([4000, '学校所在的广东省采用 3+1+2 选科模式，不能选 3+3']);
      const res = await t.call<{ id: number }>('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: '按省份' }, teacher());
      expect(res.code, res.msg).toBe(1000);
      expect((await view(res.data.id)).round.model).toBe('3+1+2');
      await t.call('/api/school/closeXuankeRound', { roundId: res.data.id }, teacher());
    } finally {
      await t.database.db.update(organisations).set({ province: null }).where(eq(organisations.id, school.orgId));
    }
  });

  it('closing stops new submissions; a retry of a stored one still answers; a passed closing time closes too', async () => {
    const roundId = await open({ title: '关闭测试' });
    const submissionId = nextId();
    const body = { roundId, submissionId, combination: '物理+化学+生物', submittedAt: t.clock.now().getTime() };
    expect((await t.call('/api/school/submitXuankeChoice', body, { token: students['王小明'].token })).code).toBe(1000);
    expect((await t.call('/api/school/closeXuankeRound', { roundId }, teacher())).code).toBe(1000);
    const late = await submit('李小红', roundId, '物理+化学+地理');
    expect([late.code, late.msg]).toEqual([4009, '这次选科意向已经结束，不能再提交或修改']);
    const retry = await t.call<XuankeChoiceAccepted>('/api/school/submitXuankeChoice', body, { token: students['王小明'].token });
    expect(retry.code).toBe(1000);
    expect(retry.data.current).toBe(true);
    expect(await rowsOf(roundId)).toHaveLength(1);

    const timed = await open({ title: '限时', closesAt: new Date(t.clock.now().getTime() + 60 * 60_000).toISOString() });
    expect((await submit('王小明', timed, '历史+思想政治+地理')).code).toBe(1000);
    t.clock.advance(61 * 60_000);
    expect((await submit('王小明', timed, '物理+化学+生物')).code).toBe(4009);
    const list = await t.call<XuankeRoundListItem[]>('/api/school/getXuankeRounds', { classId: class3() }, teacher());
    expect(list.data.find((r) => r.id === timed)).toMatchObject({ open: false, submitted: 1 });
  });
});

describe('submitting', () => {
  it('a resubmission replaces the earlier choice by when it was made, whatever order they arrive in', async () => {
    const roundId = await open({ title: '乱序' });
    const now = t.clock.now().getTime();
    const later = await submit('王小明', roundId, '历史+思想政治+地理', { submittedAt: now - 1_000 });
    expect(later.data).toMatchObject({ current: true, combination: '历史+思想政治+地理' });
    // The earlier choice, made on a tablet that was offline, arrives second: it is stored, not in force.
    const earlier = await submit('王小明', roundId, '物理+化学+生物', { submittedAt: now - 60_000, note: '先这样' });
    expect(earlier.code).toBe(1000);
    expect(earlier.data).toMatchObject({ current: false, combination: '历史+思想政治+地理' });
    expect(await rowsOf(roundId)).toHaveLength(2);
    const mine = await t.call<MyXuankeRound[]>('/api/school/getMyXuankeRounds', {}, { token: students['王小明'].token });
    expect(mine.data.find((r) => r.id === roundId)?.choice?.combination).toBe('历史+思想政治+地理');
    // A device clock ahead of the server's counts as now: a later real submission still wins.
    await submit('王小明', roundId, '物理+生物+地理', { submittedAt: now + 86400_000 });
    t.clock.advance(1_000);
    const newest = await submit('王小明', roundId, '物理+化学+地理');
    expect(newest.data).toMatchObject({ current: true, combination: '物理+化学+地理' });
    // At most 50 submissions per student and round: the 51st is refused and not stored.
    for (let i = (await rowsOf(roundId)).length; i < 50; i++) expect((await submit('王小明', roundId, '物理+化学+生物')).code).toBe(1000);
    const tooMany = await submit('王小明', roundId, '物理+化学+生物');
    expect([tooMany.code, tooMany.msg]).toEqual([4009, '这一轮已经提交了50次，不能再修改，请联系老师']);
    expect(await rowsOf(roundId)).toHaveLength(50);
  });

  it('is exactly once: retries and concurrent copies of a submission store one row; the same id with another choice is 4022', async () => {
    const roundId = await open({ title: '重试' });
    const body = { roundId, submissionId: nextId(), combination: '物理+化学+生物', submittedAt: t.clock.now().getTime(), note: '想学医' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call<XuankeChoiceAccepted>('/api/school/submitXuankeChoice', body, { token: students['李小红'].token })));
    expect(answers.map((a) => a.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect((await t.call('/api/school/submitXuankeChoice', body, { token: students['李小红'].token })).code).toBe(1000);
    expect(await rowsOf(roundId)).toHaveLength(1);
    const changed = await t.call('/api/school/submitXuankeChoice', { ...body, combination: '物理+化学+地理' }, { token: students['李小红'].token });
    expect([changed.code, changed.msg]).toEqual([4022, '这次提交的编号已用于另一个选择']);
    expect(await rowsOf(roundId)).toHaveLength(1);
  });

  it('a bad combination is refused with its reason and nothing is written', async () => {
    const roundId = await open({ title: '组合' });
    for (const combination of ['物理+历史+化学', '化学+生物+物理', '物理+化学', '物理+化学+化学', '']) {
      const res = await submit('赵小华', roundId, combination);
      expect(res.code, combination).toBe(4000);
    }
    const res = await submit('赵小华', roundId, '物理+历史+化学');
    expect(res.msg).toBe('「物理+历史+化学」不是 3+1+2 的选科组合（首选科目在 物理、历史 中选 1 门，再选科目在 化学、生物、思想政治、地理 中选 2 门，共 12 种组合）');
    expect(res.data).toEqual({ errors: [{ field: 'combination', message: res.msg }] });
    const longNote = await submit('赵小华', roundId, '物理+化学+生物', { note: '长'.repeat(101) });
    expect([longNote.code, longNote.msg]).toEqual([4000, '备注请控制在100个字以内']);
    const badId = await submit('赵小华', roundId, '物理+化学+生物', { submissionId: 'x' });
    expect(badId.code).toBe(4000);
    expect(await rowsOf(roundId)).toHaveLength(0);
    const ok33 = await open({ title: '3+3', model: '3+3' });
    expect((await submit('赵小华', ok33, '化学+生物+地理')).code).toBe(1000);
    expect((await submit('赵小华', ok33, '物理+化学+生物+地理')).code).toBe(4000);
  });

  it('a student of another class or school is refused (4004) and nothing is written', async () => {
    const roundId = await open({ title: '本班' });
    for (const name of ['陈小东', '周小北']) {
      const res = await submit(name, roundId, '物理+化学+生物');
      expect([res.code, res.msg]).toEqual([4004, '这次选科意向不存在，或不属于你的班级']);
    }
    expect((await submit('王小明', 999_999, '物理+化学+生物')).code).toBe(4004);
    expect(await rowsOf(roundId)).toHaveLength(0);
  });

  it("a class tablet sends a handed-over student's choice with their upload credential, stored under that student", async () => {
    const roundId = await open({ title: '平板' });
    const s = students['王小明'];
    const res = await t.call<XuankeChoiceAccepted>(
      '/api/school/submitXuankeChoice',
      { roundId, submissionId: nextId(), combination: '历史+化学+生物', submittedAt: t.clock.now().getTime() },
      { headers: { [UPLOAD_CREDENTIAL_HEADER]: s.uploadCredential, [CLASS_DEVICE_HEADER]: s.deviceToken } },
    );
    expect(res.code, res.msg).toBe(1000);
    const [row] = await rowsOf(roundId);
    expect(row.userId).toBe(s.userId);
    expect(row.deviceId).not.toBeNull();
    // Another tablet's token beside the credential, or no login at all: refused, nothing written.
    const wrongTablet = await t.call(
      '/api/school/submitXuankeChoice',
      { roundId, submissionId: nextId(), combination: '历史+化学+生物', submittedAt: t.clock.now().getTime() },
      { headers: { [UPLOAD_CREDENTIAL_HEADER]: s.uploadCredential, [CLASS_DEVICE_HEADER]: students['李小红'].deviceToken } },
    );
    expect(wrongTablet.code).toBe(4001);
    const anonymous = await t.call('/api/school/submitXuankeChoice', { roundId, submissionId: nextId(), combination: '历史+化学+生物', submittedAt: 1 });
    expect(anonymous.code).toBe(4001);
    expect(await rowsOf(roundId)).toHaveLength(1);
  });

  it("a child under 14 without a guardian's consent recorded waits (4051), nothing written", async () => {
    const roundId = await open({ title: '同意' });
    const res = await submit('孙小强', roundId, '物理+化学+生物');
    expect(res.code).toBe(4051);
    expect(await rowsOf(roundId)).toHaveLength(0);
  });
});

describe('who may do what', () => {
  it('students, other schools and teachers of other classes are refused; grade rounds are for administrators', async () => {
    const roundId = await open({ title: '权限' });
    const asStudent = await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: 'x', model: '3+3' }, { token: students['王小明'].token });
    expect(asStudent.code).toBe(4003);
    expect((await t.call('/api/school/getXuankeRound', { roundId }, { token: students['王小明'].token })).code).toBe(4003);
    expect((await t.call('/api/school/getXuankeRound', { roundId }, { token: other.teacher.token })).code).toBe(4003);
    expect((await t.call('/api/school/closeXuankeRound', { roundId }, { token: other.teacher.token })).code).toBe(4003);
    expect((await t.call('/api/school/openXuankeRound', { scope: 'class', classId: class3(), title: 'x', model: '3+3' }, { token: other.teacher.token })).code).toBe(4003);
    const grade = await t.call('/api/school/openXuankeRound', { scope: 'grade', grade: 10, title: '高一年级', model: '3+1+2' }, teacher());
    expect([grade.code, grade.msg]).toEqual([4003, '只有学校管理员可以为整个年级发起选科意向']);
    expect((await t.call('/api/school/getXuankeRound', { roundId })).code).toBe(4001);
    expect((await t.call('/api/school/getMyXuankeRounds', {})).code).toBe(4001);
    const stranger = await registerUser(t);
    expect((await t.call<MyXuankeRound[]>('/api/school/getMyXuankeRounds', {}, { token: stranger.token })).data).toEqual([]);
    expect((await t.call('/api/school/getXuankeRounds', {}, { token: stranger.token })).code).toBe(4003);
  });

  it('an administrator opens a grade round: every class of the grade submits, the teacher does not see it', async () => {
    const noGrade = await t.call('/api/school/openXuankeRound', { scope: 'grade', grade: 11, title: '高二', model: '3+1+2' }, admin);
    expect([noGrade.code, noGrade.msg]).toEqual([4000, '本学年没有高二的班级']);
    const opened = await t.call<{ id: number }>('/api/school/openXuankeRound', { scope: 'grade', grade: 10, title: '高一年级第一次', model: '3+1+2' }, admin);
    expect(opened.code, opened.msg).toBe(1000);
    const roundId = opened.data.id;
    expect((await submit('陈小东', roundId, '物理+化学+生物')).code).toBe(1000);
    expect((await submit('王小明', roundId, '物理+化学+生物')).code).toBe(1000);
    const v = await view(roundId, admin);
    expect(v.round).toMatchObject({ scope: 'grade', scopeLabel: '高一年级' });
    expect(v.students.map((s) => s.classLabel)).toEqual(['高一 3班', '高一 3班', '高一 3班', '高一 3班', '高一 4班']);
    expect(v.counts.submitted).toBe(2);
    expect((await t.call('/api/school/getXuankeRound', { roundId }, teacher())).code).toBe(4003);
  });
});

describe('the round page', () => {
  it('counts per combination and subject, and the changes since the previous round of the class', async () => {
    const fresh = await makeSchool(t, { name: '第三中学', classes: [{ grade: 10, name: '1班', students: ['甲', '乙', '丙', '丁'].map((name) => ({ name })) }] });
    const tokenOf: Record<string, string> = {};
    for (const s of fresh.classes[0].students) {
      const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: fresh.classes[0].id, purpose: 'device' }, { token: fresh.teacher.token });
      const setup = await t.call<{ deviceToken: string }>('/api/school/setupDevice', { code: code.data.code });
      tokenOf[s.name] = (
        await t.call<{ token: string }>('/api/school/pinLogin', { studentId: s.id, pin: s.pin }, { headers: { [CLASS_DEVICE_HEADER]: setup.data.deviceToken } })
      ).data.token;
    }
    const as = { token: fresh.teacher.token };
    const choose = (name: string, roundId: number, combination: string) =>
      t.call('/api/school/submitXuankeChoice', { roundId, submissionId: nextId(), combination, submittedAt: t.clock.now().getTime() }, { token: tokenOf[name] });
    const first = (await t.call<{ id: number }>('/api/school/openXuankeRound', { scope: 'class', classId: fresh.classes[0].id, title: '第一次', model: '3+1+2' }, as)).data.id;
    await choose('甲', first, '物理+化学+生物');
    await choose('乙', first, '物理+化学+生物');
    await choose('丙', first, '历史+思想政治+地理');
    await t.call('/api/school/closeXuankeRound', { roundId: first }, as);
    t.clock.advance(60_000);
    const second = (await t.call<{ id: number }>('/api/school/openXuankeRound', { scope: 'class', classId: fresh.classes[0].id, title: '第二次', model: '3+1+2' }, as)).data.id;
    await choose('甲', second, '物理+化学+生物');
    await choose('乙', second, '物理+化学+地理');
    await choose('丁', second, '物理+化学+地理');
    const v = await view(second, as);
    expect(v.previous?.id).toBe(first);
    expect(v.counts.submitted).toBe(3);
    expect(v.counts.combinations.slice(0, 2)).toEqual([
      { label: '物理+化学+地理', count: 2 },
      { label: '物理+化学+生物', count: 1 },
    ]);
    expect(v.counts.combinations).toHaveLength(12);
    expect(Object.fromEntries(v.counts.subjects.map((s) => [s.subject, s.count]))).toEqual({ 物理: 3, 化学: 3, 生物: 1, 思想政治: 0, 历史: 0, 地理: 2 });
    expect(v.changes).toMatchObject({ kept: 1, added: 1, missing: 1, flows: [{ from: '物理+化学+生物', to: '物理+化学+地理', count: 1 }] });
    const byName = Object.fromEntries(v.students.map((s) => [s.name, s]));
    expect(byName['乙']).toMatchObject({ previous: '物理+化学+生物', choice: { combination: '物理+化学+地理' } });
    expect(byName['丙']).toMatchObject({ previous: '历史+思想政治+地理', choice: null });
    expect(v.edition.disclaimer).toBe('以目标院校当年公布的选考科目要求为准');
  });

  it("names the suggested 专业类 each student's combination closes, from their latest reports, and records the results it read", async () => {
    const roundId = await open({ title: '推荐专业类' });
    const s = students['李小红'];
    for (const key of ['hld', 'dyzn'] as const) {
      const res = await t.call<{ id: number }>(`/api/${key}/submitAnswer`, acceptedAnswer(key, 5), { token: s.token });
      expect(res.code, res.msg).toBe(1000);
    }
    expect((await submit('李小红', roundId, '历史+思想政治+地理')).code).toBe(1000);
    expect((await submit('王小明', roundId, '物理+化学+生物')).code).toBe(1000);
    const v = await view(roundId);
    const row = v.students.find((x) => x.name === '李小红')!;
    // Worked out here from the same stored results with the same rules: the page says what the rules say.
    const rows = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, s.userId));
    const reportOfKey = (key: string) => reportOf(rows.find((r) => r.assessment === key)!);
    const suggested = suggestedCategoriesOf({ hld: reportOfKey('hld') as HldReport, dyzn: reportOfKey('dyzn') as DyznReport }, {});
    const table = await loadXuankeTable();
    const expected = closedCategories(combinationOf('3+1+2', '历史+思想政治+地理')!, suggested, table.categories);
    expect(suggested.length).toBeGreaterThan(0);
    expect(expected.closed.length).toBeGreaterThan(0);
    expect(row.suggested).toEqual({ total: suggested.length, closed: expected.closed });
    // 王小明 has no results: nothing to suggest from, and nothing recorded about him.
    expect(v.students.find((x) => x.name === '王小明')!.suggested).toBeNull();
    const views = await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, s.userId));
    expect(views.filter((r) => r.via === 'xuanke-round').length).toBe(2);
    // Re-reading the page within ten minutes records nothing more.
    await view(roundId);
    expect((await t.database.db.select().from(reportViews).where(eq(reportViews.studentUserId, s.userId))).filter((r) => r.via === 'xuanke-round').length).toBe(2);
  });
});

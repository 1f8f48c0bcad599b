import { and, count, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER, type ClassRoster, type Promoted, type RosterPreview, type SchoolInfo, type Teacher } from '#shared/api/school';
import { consentMessages } from '#shared/school/consent';
import type { RosterRow } from '#shared/school/roster';
import { sameNameMarks } from '#shared/school/same-name';
import { assessmentResults, classDevices, classStudents, schoolStudents, uploadCredentials, users } from '#server/db/schema';
import { createSchool } from '#server/school/school-staff';
import { createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/**
 * The school's staff side on the real app: roles, classes, teachers, the roster import, year-end
 * promotion, PINs and guardians' consent (`npm run school:create` as a process: school-create.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function signIn(mobile: string, password: string): Promise<string> {
  const res = await t.call<{ token: string }>('/api/user/login', { mobile, password });
  expect(res.code, res.msg).toBe(ApiCode.OK);
  return res.data.token;
}

/** A new school made as the script makes one, its administrator signed in with the initial password. */
async function newSchool(name = '第一实验中学') {
  const mobile = nextMobile();
  const school = await createSchool(db(), { name, adminMobile: mobile, adminName: '王校长' }, t.clock.now());
  expect(school.initialPassword).toMatch(/^[A-Za-z2-9]{10}$/);
  return { ...school, mobile, token: await signIn(mobile, school.initialPassword!) };
}

async function ok<T>(path: string, body: Record<string, string | number>, token: string): Promise<T> {
  const res = await t.call<T>(`/api/school/${path}`, body, { token });
  expect(res.code, `${path}: ${res.msg}`).toBe(ApiCode.OK);
  return res.data;
}

async function createClass(token: string, grade: number, name: string): Promise<number> {
  return (await ok<{ id: number }>('createClass', { grade, name }, token)).id;
}

/** Rows as the browser reads them from a sheet: header on line 1. */
function rows(n: number, { grade = '初一', className = '1班', first = 1, prefix = '2026' } = {}): RosterRow[] {
  return Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    name: `学生${first + i}`,
    studentNo: `${prefix}${String(first + i).padStart(3, '0')}`,
    gender: i % 2 ? '女' : '男',
    grade,
    className,
    birthMonth: '2013-05',
  }));
}

const preview = (token: string, list: RosterRow[]) => ok<RosterPreview>('previewRoster', { rows: JSON.stringify(list) }, token);
const importRows = (token: string, list: RosterRow[]) => ok<RosterPreview>('importRoster', { rows: JSON.stringify(list) }, token);
const roster = (token: string, classId: number) => ok<ClassRoster>('getClassRoster', { classId }, token);

async function studentCounts(orgId: number) {
  const [students] = await db()
    .select({ n: count(), updated: max(schoolStudents.updatedAt) })
    .from(schoolStudents)
    .where(eq(schoolStudents.orgId, orgId));
  const [accounts] = await db()
    .select({ n: count(), updated: max(users.updatedAt) })
    .from(users)
    .where(eq(users.orgId, orgId));
  const [members] = await db()
    .select({ n: count() })
    .from(classStudents)
    .innerJoin(schoolStudents, eq(classStudents.studentId, schoolStudents.id))
    .where(eq(schoolStudents.orgId, orgId));
  return { students: students.n, accounts: accounts.n, members: members.n, updated: [students.updated?.getTime(), accounts.updated?.getTime()] };
}

describe('who may do what', () => {
  it('a plain student is no staff; a teacher sees only their classes and none of the administrator calls', async () => {
    const student = await registerUser(t);
    expect(await t.call('/api/school/getSchoolInfo', {}, { token: student.token })).toMatchObject({ code: ApiCode.FORBIDDEN });

    const school = await newSchool();
    const info = await ok<SchoolInfo>('getSchoolInfo', {}, school.token);
    expect(info).toEqual({ role: 'admin', school: { id: school.orgId, name: '第一实验中学', province: null }, schoolYear: 2026, schoolYearName: '2026-2027学年', classes: [] });
    const mine = await createClass(school.token, 7, '1班');
    const other = await createClass(school.token, 7, '2班');

    const added = await ok<{ id: number; initialPassword: string }>('addTeacher', { mobile: nextMobile(), name: '李老师' }, school.token);
    const teacherMobile = (await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, added.id)))[0].mobile!;
    const teacher = await signIn(teacherMobile, added.initialPassword);
    await ok('setTeacherClasses', { teacherId: added.id, classIds: String(mine) }, school.token);

    const seen = await ok<SchoolInfo>('getSchoolInfo', {}, teacher);
    expect(seen.role).toBe('teacher');
    expect(seen.classes.map((c) => c.id)).toEqual([mine]);
    expect(seen.classes[0]).toMatchObject({ label: '初一 1班', teachers: [{ id: added.id, name: '李老师' }] });
    expect((await roster(teacher, mine)).class.id).toBe(mine);
    expect(await t.call('/api/school/getClassRoster', { classId: other }, { token: teacher })).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '无权管理这个班级' });
    // Another school's class answers alike.
    const elsewhere = await newSchool('第二中学');
    const theirs = await createClass(elsewhere.token, 7, '1班');
    expect((await t.call('/api/school/getClassRoster', { classId: theirs }, { token: school.token })).code).toBe(ApiCode.FORBIDDEN);

    const adminCalls: [string, Record<string, string | number>][] = [
      ['createClass', { grade: 7, name: '3班' }],
      ['getTeachers', {}],
      ['addTeacher', { mobile: nextMobile(), name: '赵老师' }],
      ['setTeacherClasses', { teacherId: added.id, classIds: `${mine},${other}` }],
      ['previewRoster', { rows: JSON.stringify(rows(1)) }],
      ['importRoster', { rows: JSON.stringify(rows(1)) }],
      ['promoteYear', { from: 2026 }],
    ];
    for (const [path, body] of adminCalls) {
      expect(await t.call(`/api/school/${path}`, body, { token: teacher }), path).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '只有学校管理员可以进行此操作' });
    }
    expect((await ok<SchoolInfo>('getSchoolInfo', {}, school.token)).classes.map((c) => c.name)).toEqual(['1班', '2班']);
  });
});

describe('classes and teachers', () => {
  it('names classes as schools write them, refuses a duplicate of the year, and sorts 2班 before 10班', async () => {
    const school = await newSchool();
    await createClass(school.token, 8, '1');
    await createClass(school.token, 7, '10班');
    await createClass(school.token, 7, '（2）班');
    await createClass(school.token, 7, '实验班');
    expect(await t.call('/api/school/createClass', { grade: 7, name: '2' }, { token: school.token })).toMatchObject({ code: ApiCode.CONFLICT, msg: '该班级已存在' });
    expect((await t.call('/api/school/createClass', { grade: 13, name: '1班' }, { token: school.token })).code).toBe(ApiCode.INVALID_PARAMS);
    const info = await ok<SchoolInfo>('getSchoolInfo', {}, school.token);
    expect(info.classes.map((c) => c.label)).toEqual(['初一 2班', '初一 10班', '初一 实验班', '初二 1班']);
    expect(info.classes.every((c) => c.students === 0 && c.teachers.length === 0)).toBe(true);
  });

  it('adds teachers: a new account with a working initial password, an existing account, never staff of another school', async () => {
    const school = await newSchool();
    const classId = await createClass(school.token, 7, '1班');
    const mobile = nextMobile();
    const fresh = await ok<{ id: number; initialPassword: string | null }>('addTeacher', { mobile, name: '李老师' }, school.token);
    expect(fresh.initialPassword).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{10}$/);
    const token = await signIn(mobile, fresh.initialPassword!);
    const [account] = await db().select().from(users).where(eq(users.id, fresh.id));
    expect(account).toMatchObject({ username: '李老师', nickname: '李老师', orgId: school.orgId });
    expect(account.passwordHash).not.toContain(fresh.initialPassword!);
    expect((await ok<SchoolInfo>('getSchoolInfo', {}, token)).role).toBe('teacher');
    // Added twice (a double click): the same account, no new password.
    expect(await ok('addTeacher', { mobile, name: '李老师' }, school.token)).toEqual({ id: fresh.id, initialPassword: null });

    const own = await registerUser(t);
    const existing = await ok<{ id: number; initialPassword: string | null }>('addTeacher', { mobile: own.mobile, name: '周老师' }, school.token);
    expect(existing.initialPassword).toBeNull();
    expect((await ok<SchoolInfo>('getSchoolInfo', {}, own.token)).school.id).toBe(school.orgId);
    expect((await signIn(own.mobile, own.password)).length).toBeGreaterThan(0); // their own password still

    const other = await newSchool('第二中学');
    expect(await t.call('/api/school/addTeacher', { mobile, name: '李老师' }, { token: other.token })).toMatchObject({
      code: ApiCode.CONFLICT,
      msg: '该手机号已是其他学校的教职工',
    });
    expect(await t.call('/api/school/addTeacher', { mobile: school.mobile, name: '王校长' }, { token: other.token })).toMatchObject({ code: ApiCode.CONFLICT });

    await ok('setTeacherClasses', { teacherId: fresh.id, classIds: String(classId) }, school.token);
    const teachers = await ok<Teacher[]>('getTeachers', {}, school.token);
    expect(teachers.map((x) => [x.name, x.role, x.classIds])).toEqual([
      ['王校长', 'admin', []],
      ['李老师', 'teacher', [classId]],
      ['小明', 'teacher', []],
    ]);
    expect(teachers[1].mobile).toBe(mobile);
    // Replaced, not added to; another school's class or someone not on the staff is refused.
    await ok('setTeacherClasses', { teacherId: fresh.id, classIds: '' }, school.token);
    expect((await ok<Teacher[]>('getTeachers', {}, school.token))[1].classIds).toEqual([]);
    const theirs = await createClass(other.token, 7, '1班');
    expect((await t.call('/api/school/setTeacherClasses', { teacherId: fresh.id, classIds: `${classId},${theirs}` }, { token: school.token })).code).toBe(ApiCode.INVALID_PARAMS);
    expect((await t.call('/api/school/setTeacherClasses', { teacherId: other.adminUserId, classIds: String(classId) }, { token: school.token })).code).toBe(ApiCode.FORBIDDEN);
    expect((await ok<Teacher[]>('getTeachers', {}, school.token))[1].classIds).toEqual([]);
  });
});

describe('the roster import', () => {
  it('previews exactly the bad rows, imports all or nothing, a second import changes nothing, a changed row updates the student', async () => {
    const school = await newSchool();
    const class1 = await createClass(school.token, 7, '1班');
    const class2 = await createClass(school.token, 7, '2班');
    const file = rows(45);
    const bad = structuredClone(file);
    bad[4].studentNo = ''; // line 6
    bad[10].studentNo = bad[9].studentNo; // line 12 repeats line 11
    bad[20].className = '9班'; // line 22
    bad[20].birthMonth = '2013-13';
    const checked = await preview(school.token, bad);
    expect(checked.counts).toEqual({ create: 42, update: 0, unchanged: 0, problems: 3 });
    expect(checked.rows.filter((r) => r.problems.length).map((r) => [r.line, r.problems])).toEqual([
      [6, ['缺少学号']],
      [12, ['学号与第11行重复']],
      [22, ['学校里没有“初一 9班”，请先创建该班级', '出生年月“2013-13”无法识别，请写成如 2013-05']],
    ]);
    expect(checked.rows.filter((r) => r.problems.length).every((r) => r.action === null)).toBe(true);
    expect(await t.call('/api/school/importRoster', { rows: JSON.stringify(bad) }, { token: school.token })).toMatchObject({
      code: ApiCode.INVALID_PARAMS,
      msg: '名单中有3行需要修改，未导入任何学生',
    });
    expect((await studentCounts(school.orgId)).students).toBe(0);

    const imported = await importRows(school.token, file);
    expect(imported.counts).toEqual({ create: 45, update: 0, unchanged: 0, problems: 0 });
    const students = await db()
      .select({ student: schoolStudents, user: users })
      .from(schoolStudents)
      .innerJoin(users, eq(schoolStudents.userId, users.id))
      .where(eq(schoolStudents.orgId, school.orgId));
    expect(students).toHaveLength(45);
    for (const { student, user } of students) {
      expect(student.pin).toMatch(/^\d{6}$/);
      expect(user).toMatchObject({ mobile: null, passwordHash: null, username: student.name, nickname: student.name, orgId: school.orgId });
    }
    const list = await roster(school.token, class1);
    expect(list.class).toMatchObject({ id: class1, label: '初一 1班', students: 45 });
    expect(list.schoolName).toBe('第一实验中学');
    expect(list.students.map((s) => s.studentNo)).toEqual(file.map((r) => r.studentNo));
    expect(list.students[0]).toMatchObject({ name: '学生1', gender: '男', birthMonth: '2013-05', linked: false, consent: null, needsConsent: true });

    // The same file again, later: nothing written.
    const before = await studentCounts(school.orgId);
    t.clock.advance(60_000);
    const again = await importRows(school.token, file);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 45, problems: 0 });
    expect(await studentCounts(school.orgId)).toEqual(before);

    // 学生3 is renamed and moves to 2班.
    const changed = structuredClone(file);
    changed[2].name = '王小雨';
    changed[2].className = '（2）班';
    expect((await preview(school.token, changed)).counts).toEqual({ create: 0, update: 1, unchanged: 44, problems: 0 });
    expect((await importRows(school.token, changed)).rows[2]).toMatchObject({ action: 'update', name: '王小雨', className: '2班' });
    const moved = await roster(school.token, class2);
    expect(moved.students.map((s) => [s.studentNo, s.name])).toEqual([['2026003', '王小雨']]);
    expect((await roster(school.token, class1)).students).toHaveLength(44);
    const [account] = await db()
      .select({ username: users.username, nickname: users.nickname })
      .from(users)
      .innerJoin(schoolStudents, eq(schoolStudents.userId, users.id))
      .where(eq(schoolStudents.id, moved.students[0].id));
    expect(account).toEqual({ username: '王小雨', nickname: '王小雨' });
    expect((await studentCounts(school.orgId)).members).toBe(45);
  });

  it('warns about two students of one class with the same name, imports them, and the tablet tells them apart as the cards do', async () => {
    const school = await newSchool();
    const class1 = await createClass(school.token, 7, '1班');
    await createClass(school.token, 7, '2班');
    const file = rows(4);
    file[1].name = '王欣怡'; // line 3
    file[3].name = '王欣怡'; // line 5
    file[2] = { ...file[2], name: '王欣怡', className: '2班' }; // the same name in another class: no warning
    const checked = await preview(school.token, file);
    expect(checked.counts).toEqual({ create: 4, update: 0, unchanged: 0, problems: 0 });
    expect(checked.rows.map((r) => [r.line, r.warnings])).toEqual([
      [2, []],
      [3, ['与第5行同名：平板、登录卡和名单上会在姓名后标出学号尾号，请提醒学生认准自己的名字']],
      [4, []],
      [5, ['与第3行同名：平板、登录卡和名单上会在姓名后标出学号尾号，请提醒学生认准自己的名字']],
    ]);
    await importRows(school.token, file);

    // A third 王欣怡 joins 1班 later: her row is warned about the two already in the class.
    const [late] = rows(1, { first: 9 });
    late.name = '王欣怡';
    expect((await preview(school.token, [late])).rows[0].warnings).toEqual([
      '与班里已有的同学（学号2026002、2026004）同名：平板、登录卡和名单上会在姓名后标出学号尾号，请提醒学生认准自己的名字',
    ]);

    const code = await ok<{ code: string }>('createClassCode', { classId: class1, purpose: 'device' }, school.token);
    const setup = await t.call<{ deviceToken: string }>('/api/school/setupDevice', { code: code.code, label: '1号平板' });
    expect(setup.code, setup.msg).toBe(ApiCode.OK);
    const tablet = await t.call<{ students: { id: number; name: string; mark: string | null }[] }>(
      '/api/school/getDeviceRoster',
      {},
      { headers: { [CLASS_DEVICE_HEADER]: setup.data.deviceToken } },
    );
    expect(tablet.data.students.map((s) => [s.name, s.mark])).toEqual([
      ['学生1', null],
      ['王欣怡', '学号…6002'],
      ['王欣怡', '学号…6004'],
    ]);
    // The mark the cards and the roster page compute from the roster is the one the tablet shows.
    const marks = sameNameMarks((await roster(school.token, class1)).students);
    expect(tablet.data.students.map((s) => marks.get(s.id) ?? null)).toEqual(tablet.data.students.map((s) => s.mark));
  });

  it('refuses rows that are not a roster', async () => {
    const school = await newSchool();
    await createClass(school.token, 7, '1班');
    const [row] = rows(1);
    const malformed = [
      'not json',
      '{}',
      '[1]',
      JSON.stringify([{ ...row, extra: 'x' }]),
      JSON.stringify([{ ...row, line: 0 }]),
      JSON.stringify([{ ...row, name: 5 }]),
      JSON.stringify([row, row]),
      // What JSON can carry but PostgreSQL cannot store, and an overlong cell.
      JSON.stringify([{ ...row, name: '王\u0000明' }]),
      JSON.stringify([{ ...row, className: '\ud800班' }]),
      JSON.stringify([{ ...row, grade: '初一\u001b' }]),
      JSON.stringify([{ ...row, className: '班'.repeat(101) }]),
    ];
    for (const text of malformed) {
      expect(await t.call('/api/school/previewRoster', { rows: text }, { token: school.token }), text).toMatchObject({ code: ApiCode.INVALID_PARAMS, msg: '名单格式不正确' });
    }
    expect(await t.call('/api/school/previewRoster', { rows: JSON.stringify(rows(3001)) }, { token: school.token })).toMatchObject({ code: ApiCode.INVALID_PARAMS });
  });

  it('the same file imported 5 times at once creates each student once', async () => {
    const school = await newSchool();
    await createClass(school.token, 7, '1班');
    const file = JSON.stringify(rows(30));
    const results = await Promise.all([0, 1, 2, 3, 4].map(() => t.call<RosterPreview>('/api/school/importRoster', { rows: file }, { token: school.token })));
    expect(results.map((r) => r.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(results.map((r) => r.data.counts.create).sort()).toEqual([0, 0, 0, 0, 30]);
    expect(await studentCounts(school.orgId)).toMatchObject({ students: 30, accounts: 31, members: 30 }); // 31: the administrator
  });
});

describe('year-end promotion', () => {
  it('moves classes a grade up with their students and teachers, graduates 高三, once, and keeps results', async () => {
    const school = await newSchool();
    const junior = await createClass(school.token, 7, '1班');
    const senior = await createClass(school.token, 12, '3班');
    await importRows(school.token, [...rows(40), ...rows(20, { grade: '高三', className: '3班', first: 41 }).map((r, i) => ({ ...r, line: 42 + i }))]);
    const teacher = await ok<{ id: number; initialPassword: string }>('addTeacher', { mobile: nextMobile(), name: '李老师' }, school.token);
    await ok('setTeacherClasses', { teacherId: teacher.id, classIds: `${junior},${senior}` }, school.token);
    const [graduate] = await db()
      .select()
      .from(schoolStudents)
      .where(and(eq(schoolStudents.orgId, school.orgId), eq(schoolStudents.studentNo, '2026041')));
    await db()
      .insert(assessmentResults)
      .values({ userId: graduate.userId, assessment: 'hld', attemptId: 'a1', payloadHash: 'x', instrumentVersion: '1', answers: [], times: 60, result: {} });

    // A double click: one promotion, the other finds the year moved on.
    const both = await Promise.all([0, 1].map(() => t.call<Promoted>('/api/school/promoteYear', { from: 2026 }, { token: school.token })));
    expect(both.map((r) => r.code).sort()).toEqual([ApiCode.OK, ApiCode.CONFLICT]);
    expect(both.find((r) => r.code === ApiCode.OK)!.data).toEqual({ schoolYear: 2027, classes: 1, graduated: 20 });
    expect(both.find((r) => r.code === ApiCode.CONFLICT)!.msg).toBe('学年已变化，请刷新页面');

    const info = await ok<SchoolInfo>('getSchoolInfo', {}, school.token);
    expect(info).toMatchObject({ schoolYear: 2027, schoolYearName: '2027-2028学年' });
    expect(info.classes).toEqual([{ id: expect.any(Number), grade: 8, name: '1班', label: '初二 1班', students: 40, teachers: [{ id: teacher.id, name: '李老师' }] }]);
    const next = await roster(school.token, info.classes[0].id);
    expect(next.students.map((s) => s.studentNo)).toEqual(rows(40).map((r) => r.studentNo));
    // Last year's classes and the graduates' records and results stay.
    expect((await roster(school.token, junior)).students).toHaveLength(40);
    expect((await roster(school.token, senior)).students).toHaveLength(20);
    expect(await db().select({ id: assessmentResults.id }).from(assessmentResults).where(eq(assessmentResults.userId, graduate.userId))).toHaveLength(1);
    expect(await t.call('/api/school/promoteYear', { from: 2026 }, { token: school.token })).toMatchObject({ code: ApiCode.CONFLICT });
    // The roster now checks against 2027's classes: 初二 1班 exists, 初一 1班 does not (yet).
    expect((await preview(school.token, rows(1, { grade: '初二' }))).counts).toMatchObject({ unchanged: 1 });
    expect((await preview(school.token, rows(1))).counts).toMatchObject({ problems: 1 });
  });
});

describe('PINs and consent', () => {
  async function classWithStudents() {
    const school = await newSchool();
    const mine = await createClass(school.token, 7, '1班');
    const other = await createClass(school.token, 7, '2班');
    const file = rows(4);
    file[1].birthMonth = '2010-01'; // 16: no consent needed
    file[2].birthMonth = ''; // age unknown: needed
    file[3].className = '2班';
    await importRows(school.token, file);
    const added = await ok<{ id: number; initialPassword: string }>('addTeacher', { mobile: nextMobile(), name: '李老师' }, school.token);
    const [{ mobile }] = await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, added.id));
    await ok('setTeacherClasses', { teacherId: added.id, classIds: String(mine) }, school.token);
    const teacher = await signIn(mobile!, added.initialPassword);
    const students = (await roster(school.token, mine)).students;
    const outsider = (await roster(school.token, other)).students[0];
    return { school, teacher, mine, students, outsider };
  }

  it('a new PIN ends the student’s upload credentials; a teacher resets only their own students’', async () => {
    const { school, teacher, mine, students, outsider } = await classWithStudents();
    const [device] = await db().insert(classDevices).values({ classId: mine, tokenHash: 'device-hash' }).returning();
    const expiresAt = new Date(t.clock.now().getTime() + 86400_000);
    const accounts = await db()
      .select({ id: schoolStudents.id, userId: schoolStudents.userId })
      .from(schoolStudents)
      .where(inArray(schoolStudents.id, [students[0].id, students[1].id]));
    const userOf = (id: number) => accounts.find((a) => a.id === id)!.userId;
    await db()
      .insert(uploadCredentials)
      .values([
        { tokenHash: 'c0', userId: userOf(students[0].id), deviceId: device.id, expiresAt },
        { tokenHash: 'c1', userId: userOf(students[1].id), deviceId: device.id, expiresAt },
      ]);

    const { pin } = await ok<{ pin: string }>('resetPin', { studentId: students[0].id }, teacher);
    expect(pin).toMatch(/^\d{6}$/);
    expect((await roster(school.token, mine)).students[0].pin).toBe(pin);
    expect((await db().select({ hash: uploadCredentials.tokenHash }).from(uploadCredentials).where(eq(uploadCredentials.deviceId, device.id))).map((c) => c.hash)).toEqual(['c1']);

    expect(await t.call('/api/school/resetPin', { studentId: outsider.id }, { token: teacher })).toMatchObject({ code: ApiCode.FORBIDDEN });
    expect((await ok<{ pin: string }>('resetPin', { studentId: outsider.id }, school.token)).pin).toMatch(/^\d{6}$/);
    const elsewhere = await newSchool('第二中学');
    expect((await t.call('/api/school/resetPin', { studentId: outsider.id }, { token: elsewhere.token })).code).toBe(ApiCode.FORBIDDEN);
  });

  it('records guardians’ consent for all the students or none, and needsConsent follows', async () => {
    const { school, teacher, mine, students, outsider } = await classWithStudents();
    expect(students.map((s) => s.needsConsent)).toEqual([true, false, true]);

    const refused = await t.call('/api/school/recordConsent', { studentIds: `${students[0].id},${outsider.id}`, method: '家长会签字', date: '2026-09-01' }, { token: teacher });
    expect(refused.code).toBe(ApiCode.FORBIDDEN);
    expect((await roster(school.token, mine)).students.every((s) => s.consent === null)).toBe(true);
    // After today in China: the form's words, beside its date field (src/shared/school/consent.ts).
    const future = { code: ApiCode.INVALID_PARAMS, msg: consentMessages.dateInvalid, data: { errors: [{ field: 'date', message: consentMessages.dateInvalid }] } };
    expect(await t.call('/api/school/recordConsent', { studentIds: String(students[0].id), method: '家长会签字', date: '2027-01-01' }, { token: teacher })).toMatchObject(future);
    expect((await t.call('/api/school/recordConsent', { studentIds: String(students[0].id), method: '家长会签字', date: '2026-02-30' }, { token: teacher })).code).toBe(
      ApiCode.INVALID_PARAMS,
    );

    await ok('recordConsent', { studentIds: `${students[0].id},${students[2].id}`, method: '家长会签字', date: '2026-09-01' }, teacher);
    const after = (await roster(school.token, mine)).students;
    expect(after.map((s) => s.consent)).toEqual([
      { method: '家长会签字', date: '2026-09-01', recordedBy: '李老师' },
      null,
      { method: '家长会签字', date: '2026-09-01', recordedBy: '李老师' },
    ]);
    expect(after.map((s) => s.needsConsent)).toEqual([false, false, false]);
  });
});

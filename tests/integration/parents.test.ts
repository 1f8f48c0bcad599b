import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyLinks, Invite, InviteCheck, LinkRequest, ParentInfo } from '#shared/api/family';
import { familyMessages } from '#shared/family/invite';
import { parentInvites, parentLinks, users } from '#server/db/schema';
import { pruneExpired } from '#server/platform/prune';
import { asParent, parentCall as familyCall, registerParent as newParent } from './family-fixture';
import { captchaTicket, createTestApp, registerUser, type TestApp } from './harness';
import { makeSchool } from './school-fixture';

/**
 * The parents' side (issue 33 items 1, 2 and 6; docs/PARENTS.md): parent accounts are a role apart,
 * linking by the child's invite, approved by a child of 14 or more or proved by SMS to the guardian's
 * own phone under 14, single use under a race, expiry, rate limits, unlinking from either side.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR = 3600_000;
const OVER_14 = '2011-05';
const UNDER_14 = '2013-05';

const registerParent = (options: { mobile?: string; ip?: string } = {}) => newParent(t, '王妈妈', options);
const parentCall = <T>(path: string, body: Record<string, string | number>, token: string, ip?: string) => familyCall<T>(t, path, body, token, ip);

async function invite(token: string, birthMonth = '') {
  const made = await t.call<Invite>('/api/family/createInvite', { birthMonth }, { token });
  expect(made.code, made.msg).toBe(1000);
  return made.data;
}

async function guardianLink(parentToken: string, parentMobile: string, code: string) {
  const sent = await parentCall('getGuardianCode', { code }, parentToken);
  expect(sent.code, sent.msg).toBe(1000);
  const smsCode = t.sms.recent(parentMobile)[0].code;
  return parentCall<LinkRequest>('requestLink', { code, smsCode }, parentToken);
}

describe('parent accounts are a role apart', () => {
  it('registers and signs in by mobile, SMS code and password; the same mobile may also hold a student account', async () => {
    const student = await registerUser(t, { birthMonth: '' });
    const parent = await registerParent({ mobile: student.mobile });
    const info = await parentCall<ParentInfo>('getInfo', {}, parent.token);
    expect(info.code, info.msg).toBe(1000);
    expect(info.data).toMatchObject({ name: '王妈妈', children: [] });
    expect(info.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const login = await t.call<{ token: string }>('/api/parent/login', { mobile: student.mobile, password: 'Lantern#2026' });
    expect(login.code, login.msg).toBe(1000);
    const wrong = await t.call('/api/parent/login', { mobile: student.mobile, password: 'Wrong#2026x' });
    expect(wrong).toMatchObject({ code: 4032, msg: '账号或密码错误' });
    // A second parent account on one mobile is refused once the code is right.
    const ticket = await captchaTicket(t, 'register');
    t.clock.advance(91_000);
    await t.call('/api/parent/getRegisterCode', { mobile: student.mobile, ticket });
    const again = await t.call('/api/parent/register', {
      mobile: student.mobile,
      code: t.sms.recent(student.mobile)[0].code,
      name: '王妈妈',
      password: 'Lantern#2026',
      consent: '1',
    });
    expect(again).toMatchObject({ code: 4009, msg: '该手机号已注册家长账号，请直接登录' });
  });

  it('resets a forgotten password by SMS code: every session ends; an unknown number answers as a wrong code', async () => {
    const parent = await registerParent();
    const reset = async (mobile: string) => {
      await t.call('/api/parent/getResetCode', { mobile, ticket: await captchaTicket(t, 'reset') });
      return t.call('/api/parent/resetPassword', { mobile, code: t.sms.recent(mobile)[0].code, password: 'Willow#2027' });
    };
    expect((await reset(parent.mobile)).code).toBe(1000);
    expect((await parentCall('getInfo', {}, parent.token)).code).toBe(4001);
    expect((await t.call('/api/parent/login', { mobile: parent.mobile, password: 'Willow#2027' })).code).toBe(1000);
    // A student's number without a parent account: the same answer as a wrong code.
    const student = await registerUser(t, { birthMonth: '' });
    expect(await reset(student.mobile)).toMatchObject({ code: 4031 });
    expect((await t.call('/api/user/login', { mobile: student.mobile, password: student.password })).code).toBe(1000);
  });

  it('exports everything kept about the parent, and deletes the account with its links once the password is confirmed', async () => {
    const parent = await registerParent();
    const child = await registerUser(t, { birthMonth: '', username: '阿青' });
    const linked = await guardianLink(parent.token, parent.mobile, (await invite(child.token, UNDER_14)).code);
    expect(linked.data.status).toBe('approved');
    const exported = await parentCall<{ account: { mobile: string }; sessions: unknown[]; children: { name: string; verification: string }[]; smsCodes: { purpose: string }[] }>(
      'exportData',
      {},
      parent.token,
    );
    expect(exported.data.account.mobile).toBe(parent.mobile);
    expect(exported.data.sessions).toHaveLength(1);
    expect(exported.data.children).toEqual([expect.objectContaining({ name: '阿青', verification: 'guardian-sms' })]);
    expect(exported.data.smsCodes.map((c) => c.purpose).sort()).toEqual(['guardian', 'parent-register']);
    expect(JSON.stringify(exported.data)).not.toMatch(/[0-9a-f]{64}/);

    expect(await parentCall('deleteAccount', { password: 'Wrong#2026x' }, parent.token)).toMatchObject({ code: 4032, msg: '密码错误' });
    expect((await parentCall('getInfo', {}, parent.token)).code).toBe(1000);
    expect((await parentCall('deleteAccount', { password: 'Lantern#2026' }, parent.token)).code).toBe(1000);
    expect((await parentCall('getInfo', {}, parent.token)).code).toBe(4001);
    expect((await t.call<FamilyLinks>('/api/family/getLinks', {}, { token: child.token })).data.parents).toEqual([]);
    const { parentAccounts, smsCodes } = await import('#server/db/schema');
    expect(await t.database.db.select().from(parentAccounts).where(eq(parentAccounts.mobile, parent.mobile))).toEqual([]);
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, parent.mobile))).toEqual([]);
    // The child's invite that was used keeps no trace of who used it.
    const [used] = await t.database.db
      .select()
      .from(parentInvites)
      .where(eq(parentInvites.studentUserId, await userIdOf(child.mobile)));
    expect(used.usedByParentId).toBeNull();
  });

  it('a parent token opens no student or staff call, and a student token no parent call', async () => {
    const parent = await registerParent();
    const student = await registerUser(t, { birthMonth: '' });
    const school = await makeSchool(t, { classes: [{ grade: 7, name: '1班', students: [{ name: '学生甲' }] }] });
    // The parent's token, sent where a student's goes or in its own header, opens no student or staff call.
    for (const path of ['/api/user/getUserInfo', '/api/family/getLinks', '/api/family/createInvite', '/api/hld/getResultHistory', '/api/school/getSchoolInfo']) {
      for (const options of [{ token: parent.token }, asParent(parent.token)]) {
        const answer = await t.call(path, {}, options);
        expect(answer.code, `${path} with a parent token`).toBe(4001);
      }
    }
    // A student's or a teacher's token opens no parent call, in either header.
    for (const token of [student.token, school.teacher.token]) {
      for (const path of ['getInfo', 'checkInvite', 'requestLink', 'unlink', 'logout']) {
        const body: Record<string, string | number> = path === 'unlink' ? { linkId: 1 } : path === 'checkInvite' || path === 'requestLink' ? { code: 'ABCDEFGH' } : {};
        expect((await t.call(`/api/parent/${path}`, body, { token })).code, `${path} with a student token`).toBe(4001);
        expect((await parentCall(path, body, token)).code, `${path} with a student token as a parent's`).toBe(4001);
      }
    }
    // Staff make no invites.
    expect(await t.call('/api/family/createInvite', {}, { token: school.teacher.token })).toMatchObject({ code: 4003 });
    // After logout the parent's token is dead.
    expect((await parentCall('logout', {}, parent.token)).code).toBe(1000);
    expect((await parentCall('getInfo', {}, parent.token)).code).toBe(4001);
  });
});

describe('linking', () => {
  it('a child of 14 or more approves; the parent sees pending, then approved; either side unlinks', async () => {
    const parent = await registerParent();
    const child = await registerUser(t, { birthMonth: '', username: '李华' });
    const made = await invite(child.token, OVER_14);
    expect(made).toMatchObject({ under14: false });
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // Typed with a dash, in lower case: the same code.
    const typed = `${made.code.slice(0, 4).toLowerCase()}-${made.code.slice(4)}`;
    expect((await parentCall<InviteCheck>('checkInvite', { code: typed }, parent.token)).data).toEqual({ childName: '李华', under14: false });
    // No SMS path for a child of 14 or more.
    expect((await parentCall('getGuardianCode', { code: made.code }, parent.token)).code).toBe(4009);
    const asked = await parentCall<LinkRequest>('requestLink', { code: typed }, parent.token);
    expect(asked.data.status).toBe('pending');
    const links = (await t.call<FamilyLinks>('/api/family/getLinks', {}, { token: child.token })).data;
    expect(links.parents).toEqual([expect.objectContaining({ name: '王妈妈', status: 'pending', verification: 'student-approval' })]);
    expect(links.liveInviteUntil).toBeNull();
    const linkId = links.parents[0].linkId;
    expect((await t.call('/api/family/decide', { linkId, approve: '1' }, { token: child.token })).code).toBe(1000);
    // Answered once: a second answer finds nothing pending.
    expect((await t.call('/api/family/decide', { linkId, approve: '0' }, { token: child.token })).code).toBe(4004);
    const info = (await parentCall<ParentInfo>('getInfo', {}, parent.token)).data;
    expect(info.children).toEqual([expect.objectContaining({ name: '李华', status: 'approved', verification: 'student-approval', under14: false })]);
    const [row] = await t.database.db.select().from(parentLinks).where(eq(parentLinks.id, linkId));
    expect(row).toMatchObject({ verification: 'student-approval', guardianMobile: null, childUnder14: false });

    // Someone else's link is not theirs to unlink (the same answer as a missing one).
    const stranger = await registerParent();
    expect((await parentCall('unlink', { linkId }, stranger.token)).code).toBe(4004);
    const other = await registerUser(t, { birthMonth: '' });
    expect((await t.call('/api/family/unlink', { linkId }, { token: other.token })).code).toBe(4004);
    // The child unlinks: gone at once for the parent.
    expect((await t.call('/api/family/unlink', { linkId }, { token: child.token })).code).toBe(1000);
    expect((await parentCall<ParentInfo>('getInfo', {}, parent.token)).data.children).toEqual([]);

    // A refused request can be asked again with a new invite; the parent unlinks the approved one.
    const second = await invite(child.token, OVER_14);
    const again = await parentCall<LinkRequest>('requestLink', { code: second.code }, parent.token);
    expect((await t.call('/api/family/decide', { linkId: again.data.linkId, approve: '0' }, { token: child.token })).code).toBe(1000);
    expect((await parentCall<ParentInfo>('getInfo', {}, parent.token)).data.children[0].status).toBe('refused');
    const third = await invite(child.token, OVER_14);
    const asked3 = await parentCall<LinkRequest>('requestLink', { code: third.code }, parent.token);
    expect(asked3.data.status).toBe('pending');
    expect((await t.call('/api/family/decide', { linkId: asked3.data.linkId, approve: '1' }, { token: child.token })).code).toBe(1000);
    expect((await parentCall('unlink', { linkId: asked3.data.linkId }, parent.token)).code).toBe(1000);
    expect((await t.call<FamilyLinks>('/api/family/getLinks', {}, { token: child.token })).data.parents).toEqual([]);
  });

  it('under 14 (or of unknown age) the invite and an SMS code to the parent’s own phone link at once; the child’s own mobile is refused', async () => {
    const child = await registerUser(t, { birthMonth: '', username: '小雨' });
    const parent = await registerParent();
    const made = await invite(child.token, UNDER_14);
    expect(made.under14).toBe(true);
    expect((await parentCall<InviteCheck>('checkInvite', { code: made.code }, parent.token)).data).toEqual({ childName: '小雨', under14: true });
    // Without the SMS code: refused, the invite still usable.
    const bare = await parentCall('requestLink', { code: made.code }, parent.token);
    expect(bare).toMatchObject({ code: 4000, msg: '孩子未满14周岁，需要先获取并填写发到您手机上的验证码' });
    // A wrong code: refused, nothing linked.
    await parentCall('getGuardianCode', { code: made.code }, parent.token);
    const right = t.sms.recent(parent.mobile)[0].code;
    const wrongCode = right === '0000' ? '1111' : '0000';
    expect((await parentCall('requestLink', { code: made.code, smsCode: wrongCode }, parent.token)).code).toBe(4031);
    expect(
      await t.database.db
        .select()
        .from(parentLinks)
        .where(eq(parentLinks.studentUserId, await userIdOf(child.mobile))),
    ).toEqual([]);
    const linked = await parentCall<LinkRequest>('requestLink', { code: made.code, smsCode: right }, parent.token);
    expect(linked.data.status).toBe('approved');
    const [row] = await t.database.db.select().from(parentLinks).where(eq(parentLinks.id, linked.data.linkId));
    expect(row).toMatchObject({ verification: 'guardian-sms', guardianMobile: parent.mobile, childUnder14: true, status: 'approved' });
    // The link and how it was proved are in the child's data export (the parent masked).
    const exported = await t.call<{ parentLinks: { verification: string; parentMobile: string }[]; parentInvites: unknown[] }>('/api/user/exportData', {}, { token: child.token });
    expect(exported.data.parentLinks).toEqual([
      expect.objectContaining({ verification: 'guardian-sms', childUnder14: true, parentMobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }),
    ]);
    expect(exported.data.parentInvites).toHaveLength(1);

    // A child of unknown age counts as under 14.
    const unknown = await invite(child.token);
    expect(unknown.under14).toBe(true);
    // The child's own mobile is no guardian phone: a parent account on it is refused before any SMS.
    const sameMobile = await registerParent({ mobile: child.mobile });
    const sent = t.sms.recent(child.mobile).length;
    expect(await parentCall('getGuardianCode', { code: unknown.code }, sameMobile.token)).toMatchObject({
      code: 4003,
      msg: '监护人手机号不能是孩子本人的手机号。请用您自己的手机号注册家长账号后再关联',
    });
    expect(t.sms.recent(child.mobile).length).toBe(sent);
    expect((await parentCall('requestLink', { code: unknown.code, smsCode: '1234' }, sameMobile.token)).code).toBe(4003);
  });

  it('the school roster’s birth month decides, not what the child says', async () => {
    const school = await makeSchool(t, { classes: [{ grade: 7, name: '2班', students: [{ name: '赵小华', birthMonth: UNDER_14 }] }] });
    const child = await registerUser(t, { birthMonth: '' });
    // The phone account takes the roster record's place (as school-link does), keeping its birth month.
    const rostered = school.classes[0].students[0];
    const { schoolStudents } = await import('#server/db/schema');
    await t.database.db
      .update(schoolStudents)
      .set({ userId: await userIdOf(child.mobile) })
      .where(eq(schoolStudents.id, rostered.id));
    const made = await invite(child.token, OVER_14);
    expect(made.under14).toBe(true);
    expect((await t.call<FamilyLinks>('/api/family/getLinks', {}, { token: child.token })).data.birthMonthKnown).toBe(true);
  });

  it('a school administrator sees and revokes the links of the school’s rostered students only; a teacher cannot', async () => {
    const school = await makeSchool(t, { classes: [{ grade: 7, name: '3班', students: [{ name: '孙小林', birthMonth: UNDER_14 }] }] });
    const other = await makeSchool(t, { name: '第二中学', classes: [{ grade: 7, name: '1班', students: [{ name: '周小北' }] }] });
    const child = await registerUser(t, { birthMonth: '' });
    const rostered = school.classes[0].students[0];
    const { schoolStaff, schoolStudents } = await import('#server/db/schema');
    await t.database.db
      .update(schoolStudents)
      .set({ userId: await userIdOf(child.mobile) })
      .where(eq(schoolStudents.id, rostered.id));
    const parent = await registerParent();
    const asked = await parentCall<LinkRequest>('requestLink', { code: (await invite(child.token)).code }, parent.token);
    expect(asked.code).toBe(4000); // under 14 by the roster: needs the guardian's SMS
    t.clock.advance(91_000);
    const linked = await guardianLink(parent.token, parent.mobile, (await invite(child.token)).code);
    expect(linked.data.status).toBe('approved');

    const admin = await registerUser(t, { birthMonth: '', username: '校管理员' });
    const otherAdmin = await registerUser(t, { birthMonth: '', username: '别校管理员' });
    const orgOf = async (teacherMobile: string) => {
      const [row] = await t.database.db
        .select({ orgId: schoolStaff.orgId })
        .from(schoolStaff)
        .where(eq(schoolStaff.userId, await userIdOf(teacherMobile)));
      return row.orgId;
    };
    await t.database.db.insert(schoolStaff).values({ orgId: await orgOf(school.teacher.mobile), userId: await userIdOf(admin.mobile), role: 'admin' });
    await t.database.db.insert(schoolStaff).values({ orgId: await orgOf(other.teacher.mobile), userId: await userIdOf(otherAdmin.mobile), role: 'admin' });
    const body = { studentId: rostered.id, linkId: linked.data.linkId };
    // A teacher, another school's administrator, a student: refused, nothing changes.
    for (const token of [school.teacher.token, otherAdmin.token, child.token]) {
      expect((await t.call('/api/family/schoolLinks', { studentId: rostered.id }, { token })).code).toBe(4003);
      expect((await t.call('/api/family/schoolRevoke', body, { token })).code).toBe(4003);
      expect((await t.call('/api/family/schoolInvite', { studentId: rostered.id }, { token })).code).toBe(4003);
    }
    const seen = await t.call<{ parents: FamilyLinks['parents'] }>('/api/family/schoolLinks', { studentId: rostered.id }, { token: admin.token });
    expect(seen.data.parents).toEqual([expect.objectContaining({ name: '王妈妈', status: 'approved', verification: 'guardian-sms' })]);
    expect((await t.call('/api/family/schoolRevoke', body, { token: admin.token })).code).toBe(1000);
    expect((await parentCall<ParentInfo>('getInfo', {}, parent.token)).data.children).toEqual([]);
    expect((await t.call('/api/family/schoolRevoke', body, { token: admin.token })).code).toBe(4004);

    // The school makes an invite for the student to take home: the same rules as the student's own.
    const studentsOwn = await invite(child.token);
    const made = await t.call<Invite>('/api/family/schoolInvite', { studentId: rostered.id }, { token: admin.token });
    expect(made.data.under14).toBe(true);
    expect((await parentCall('checkInvite', { code: studentsOwn.code }, parent.token)).msg).toBe(familyMessages.inviteExpired);
    t.clock.advance(91_000);
    expect((await guardianLink(parent.token, parent.mobile, made.data.code)).data.status).toBe('approved');
  });

  it('several guardians per child and several children per guardian', async () => {
    const [mother, father] = [await registerParent(), await registerParent()];
    const [older, younger] = [await registerUser(t, { birthMonth: '', username: '哥哥' }), await registerUser(t, { birthMonth: '', username: '妹妹' })];
    for (const parent of [mother, father]) {
      const a = await invite(older.token, OVER_14);
      const asked = await parentCall<LinkRequest>('requestLink', { code: a.code }, parent.token);
      await t.call('/api/family/decide', { linkId: asked.data.linkId, approve: '1' }, { token: older.token });
      const b = await invite(younger.token, UNDER_14);
      t.clock.advance(91_000);
      expect((await guardianLink(parent.token, parent.mobile, b.code)).data.status).toBe('approved');
    }
    for (const parent of [mother, father]) {
      const children = (await parentCall<ParentInfo>('getInfo', {}, parent.token)).data.children;
      expect(children.map((c) => [c.name, c.status])).toEqual([
        ['哥哥', 'approved'],
        ['妹妹', 'approved'],
      ]);
    }
    expect((await t.call<FamilyLinks>('/api/family/getLinks', {}, { token: older.token })).data.parents).toHaveLength(2);
  });
});

describe('invites', () => {
  it('two parents taking one invite at once link exactly one; a used invite is refused', async () => {
    const child = await registerUser(t, { birthMonth: '' });
    const made = await invite(child.token, OVER_14);
    const parents = await Promise.all(Array.from({ length: 6 }, () => registerParent()));
    const answers = await Promise.all(parents.map((p) => parentCall<LinkRequest>('requestLink', { code: made.code }, p.token)));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1000)) {
      expect(refused).toMatchObject({ code: 4009, msg: '这个邀请码已经用过了，请让孩子在“个人中心 › 家长关联”重新生成' });
    }
    const rows = await t.database.db
      .select()
      .from(parentLinks)
      .where(eq(parentLinks.studentUserId, await userIdOf(child.mobile)));
    expect(rows).toHaveLength(1);
    expect((await parentCall('checkInvite', { code: made.code }, parents[0].token)).code).toBe(4009);
  });

  it('under 14 too: two guardians with their codes at once link exactly one', async () => {
    const child = await registerUser(t, { birthMonth: '' });
    const made = await invite(child.token, UNDER_14);
    const parents = [await registerParent(), await registerParent()];
    for (const p of parents) expect((await parentCall('getGuardianCode', { code: made.code }, p.token)).code).toBe(1000);
    const answers = await Promise.all(parents.map((p) => parentCall<LinkRequest>('requestLink', { code: made.code, smsCode: t.sms.recent(p.mobile)[0].code }, p.token)));
    expect(answers.map((a) => a.code).sort()).toEqual([1000, 4009]);
  });

  it('expires after 24 hours, and a new invite ends the earlier one', async () => {
    const child = await registerUser(t, { birthMonth: '' });
    const parent = await registerParent();
    const first = await invite(child.token, OVER_14);
    const second = await invite(child.token, OVER_14);
    expect(await parentCall('checkInvite', { code: first.code }, parent.token)).toMatchObject({ code: 4009, msg: '这个邀请码已过期（有效期24小时），请让孩子重新生成' });
    expect((await parentCall('checkInvite', { code: second.code }, parent.token)).code).toBe(1000);
    t.clock.advance(24 * HOUR + 1000);
    expect(await parentCall('requestLink', { code: second.code }, parent.token)).toMatchObject({ code: 4009, msg: '这个邀请码已过期（有效期24小时），请让孩子重新生成' });
    const [row] = await t.database.db
      .select()
      .from(parentInvites)
      .where(eq(parentInvites.studentUserId, await userIdOf(child.mobile)))
      .limit(1);
    expect(row.usedAt).toBeNull();
    // A day past expiry, unused invites are pruned.
    t.clock.advance(24 * HOUR + 1000);
    expect((await pruneExpired(t.database.db, t.clock.now())).parentInvites).toBeGreaterThanOrEqual(2);
    expect(
      await t.database.db
        .select()
        .from(parentInvites)
        .where(eq(parentInvites.studentUserId, await userIdOf(child.mobile))),
    ).toEqual([]);
  });

  // Some 250 calls: 3 s on a quiet machine, more than 20 on a loaded one.
  it('guessing is limited per parent, per code and per address', { timeout: 60_000 }, async () => {
    const guesser = await registerParent({ ip: '10.9.0.1' });
    const codes = Array.from({ length: 21 }, (_, i) => `ABCDEF${'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[i]}2`);
    const answers = [];
    for (const code of codes) answers.push((await parentCall('checkInvite', { code }, guesser.token, '10.9.0.1')).code);
    expect(answers.slice(0, 20).every((c) => c === 4004)).toBe(true);
    expect(answers[20]).toBe(4029);

    // One code: 10 tries an hour, whoever tries it.
    t.clock.advance(HOUR);
    const child = await registerUser(t, { birthMonth: '' });
    const made = await invite(child.token, UNDER_14);
    const tries = [];
    for (let i = 0; i < 11; i++) {
      const p = await registerParent({ ip: `10.9.1.${i}` });
      tries.push((await parentCall('checkInvite', { code: made.code }, p.token, `10.9.1.${i}`)).code);
    }
    expect(tries.slice(0, 10).every((c) => c === 1000)).toBe(true);
    expect(tries[10]).toBe(4029);

    // One address: 200 an hour across parents.
    t.clock.advance(HOUR);
    const many = await Promise.all(Array.from({ length: 11 }, () => registerParent({ ip: '10.9.2.1' })));
    let last = 0;
    const A = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    for (let i = 0; i < 201; i++) last = (await parentCall('checkInvite', { code: `ZZZZZZ${A[i % 32]}${A[Math.floor(i / 32)]}` }, many[Math.floor(i / 19)].token, '10.9.2.1')).code;
    expect(last).toBe(4029);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const parent = await registerParent();
    const child = await registerUser(t, { birthMonth: '' });
    for (const code of ['', 'ABC', 'ABCDEFG0', 'ABCDEFGHJ', '测试测试测试测试']) {
      const answer = await parentCall('checkInvite', { code }, parent.token);
      expect(answer).toMatchObject({ code: 4000, msg: '邀请码是8位字母和数字，请检查后重新输入' });
    }
    for (const birthMonth of ['2013', '2013-13', '2099-01', '1980-01']) {
      expect((await t.call('/api/family/createInvite', { birthMonth }, { token: child.token })).msg).toBe('出生年月请选择如 2012-05 的年月');
    }
    expect(
      await t.database.db
        .select()
        .from(parentInvites)
        .where(eq(parentInvites.studentUserId, await userIdOf(child.mobile))),
    ).toEqual([]);
    expect((await parentCall('unlink', { linkId: 'x' }, parent.token)).code).toBe(4000);
    expect((await t.call('/api/family/decide', { linkId: 1, approve: 'yes' }, { token: child.token })).code).toBe(4000);
  });
});

async function userIdOf(mobile: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row.id;
}

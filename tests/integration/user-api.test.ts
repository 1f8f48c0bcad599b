import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsCodes, users } from '#server/db/schema';
import { sha256 } from '#server/lib/crypto';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('registration', () => {
  it('registers with a code from the dev outbox and logs in', async () => {
    const { mobile, password, token } = await registerUser(t);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const info = await t.call<{ username: string; mobile: string; nickname: string; orginfo: object }>('/api/user/getUserInfo', {}, { token });
    expect(info.code).toBe(1000);
    expect(info.data).toMatchObject({ username: '小明', mobile, nickname: '', orginfo: { bannerimage: expect.any(String), reportlogo: '' } });
    const login = await t.call<{ token: string }>('/api/user/login', { mobile, password });
    expect(login.code).toBe(1000);
    expect(login.data.token).not.toBe(token);
  });

  it('stores only hashes of passwords, tokens and codes', async () => {
    const { mobile, password, token } = await registerUser(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(password);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const codes = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(codes.every((c) => !/^\d{4}$/.test(c.codeHash))).toBe(true);
  });

  it('refuses a code request without a solved captcha, and a ticket twice', async () => {
    const mobile = nextMobile();
    const missing = await t.call('/api/user/getRegisterCode', { mobile });
    expect(missing.code).toBe(4000);
    expect(missing.msg).toBe('请完成验证');
    const forged = await t.call('/api/user/getRegisterCode', { mobile, ticket: 'made-up' });
    expect(forged.code).toBe(4030);
    const ticket = await captchaTicket(t, 'register');
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket })).code).toBe(1000);
    const again = await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket });
    expect(again.code).toBe(4030);
    expect(t.sms.recent(mobile)).toHaveLength(1); // refusals sent nothing
  });

  it('refuses a ticket from another address or another device than the one that solved it', async () => {
    const mobile = nextMobile();
    const tablet = { 'x-device-id': 'tablet-a-0123456789' };
    const ticket = await captchaTicket(t, 'register', '10.3.0.1', tablet);
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: '10.3.0.2', headers: tablet })).code).toBe(4030);
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: '10.3.0.1', headers: { 'x-device-id': 'tablet-b-0123456789' } })).code).toBe(4030);
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: '10.3.0.1' })).code).toBe(4030);
    expect(t.sms.recent(mobile)).toHaveLength(0);
    // Those refusals did not use it up: from its own address and device it works, once.
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: '10.3.0.1', headers: tablet })).code).toBe(1000);
  });

  it('refuses a ticket after 3 minutes', async () => {
    const ticket = await captchaTicket(t, 'register');
    t.clock.advance(3 * 60_000 + 1);
    expect(await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket })).toMatchObject({ code: 4030, msg: '请完成验证' });
  });

  it('refuses a ticket issued for another purpose', async () => {
    const ticket = await captchaTicket(t, 'reset');
    const res = await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket });
    expect(res.code).toBe(4030);
  });

  it('limits codes to one per 90 seconds per mobile', async () => {
    const mobile = nextMobile();
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') })).code).toBe(1000);
    const second = await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') });
    expect(second.code).toBe(4029);
    t.clock.advance(91_000);
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') })).code).toBe(1000);
  });

  it('voids a code after five wrong tries and never accepts it twice', async () => {
    const mobile = nextMobile();
    await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') });
    const code = t.sms.recent(mobile)[0].code;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('/api/user/register', { mobile, password: 'Lantern#2026', code: wrong, username: '小红', consent: '1' });
      expect(res.code).toBe(4031);
    }
    const late = await t.call('/api/user/register', { mobile, password: 'Lantern#2026', code, username: '小红', consent: '1' });
    expect(late.code).toBe(4031);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toBeUndefined();
  });

  it('expires codes after five minutes', async () => {
    const mobile = nextMobile();
    await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') });
    const code = t.sms.recent(mobile)[0].code;
    t.clock.advance(5 * 60_000 + 1000);
    const res = await t.call('/api/user/register', { mobile, password: 'Lantern#2026', code, username: '小红', consent: '1' });
    expect(res.code).toBe(4031);
  });

  it('validates every field with the spec messages and changes nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mobile: '', password: 'abcdef1', code: '1234', username: 'a', consent: '1' }, '请输入手机号'],
      [{ mobile: '12345678901', password: 'abcdef1', code: '1234', username: 'a', consent: '1' }, '手机格式有误，请重新输入'],
      [{ mobile: '13912345678', password: 'abc', code: '1234', username: 'a', consent: '1' }, '请输入6-16位密码'],
      [{ mobile: '13912345678', password: 'abcdef1', code: '12', username: 'a', consent: '1' }, '请输入正确的验证码'],
      [{ mobile: '13912345678', password: 'abcdef1', code: '1234', username: '', consent: '1' }, '请输入姓名'],
      [{ mobile: '13912345678', password: 'abcdef1', code: '1234', username: 'a' }, '请阅读并同意用户协议和隐私政策'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call('/api/user/register', body);
      expect(res.code).toBe(4000);
      expect(res.msg).toBe(msg);
    }
  });

  it('refuses common passwords and a registered mobile, telling only who holds the code that it is registered', async () => {
    const { mobile } = await registerUser(t);
    const stranger = nextMobile();
    // Without the code a registered and an unknown number answer alike: no way to test who has an account.
    const guessRegistered = await t.call('/api/user/register', { mobile, password: 'Another#2026', code: '1234', username: '小明', consent: '1' });
    const guessUnknown = await t.call('/api/user/register', { mobile: stranger, password: 'Another#2026', code: '1234', username: '小明', consent: '1' });
    expect([guessRegistered.code, guessRegistered.msg]).toEqual([4031, guessUnknown.msg]);
    expect(guessUnknown.code).toBe(4031);
    t.clock.advance(91_000);
    await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') });
    const dup = await t.call('/api/user/register', { mobile, password: 'Another#2026', code: t.sms.recent(mobile)[0].code, username: '小明', consent: '1' });
    expect(dup.code).toBe(4009);
    const other = nextMobile();
    await t.call('/api/user/getRegisterCode', { mobile: other, ticket: await captchaTicket(t, 'register') });
    const weak = await t.call('/api/user/register', { mobile: other, password: '123456', code: t.sms.recent(other)[0].code, username: '小明', consent: '1' });
    expect(weak.code).toBe(4000);
    expect(weak.msg).toContain('常见');
  });
});

describe('login and sessions', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const info = (token: string) => t.call('/api/user/getUserInfo', {}, { token });
  const sessionRow = async (userToken: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(userToken)))
    )[0];

  it('ends a sign-in for this tab after 2 hours without a call, and says why', async () => {
    const { mobile, password } = await registerUser(t);
    const { data } = await t.call<{ token: string }>('/api/user/login', { mobile, password });
    t.clock.advance(HOUR + 59 * MINUTE);
    expect((await info(data.token)).code).toBe(1000); // use keeps it alive…
    t.clock.advance(HOUR + 59 * MINUTE);
    expect((await info(data.token)).code).toBe(1000);
    t.clock.advance(2 * HOUR + MINUTE); // …two hours without a call end it
    expect(await info(data.token)).toMatchObject({ code: 4001, msg: '长时间未操作，已自动退出，请重新登录' });
    expect((await sessionRow(data.token)).revokedAt).not.toBeNull();
    expect(await info(data.token)).toMatchObject({ code: 4001, msg: '请先登录' });
  });

  it('keeps a sign-in kept on the device for 7 days unused, and writes the last use at most every 5 minutes', async () => {
    const { mobile, password } = await registerUser(t);
    const { data } = await t.call<{ token: string }>('/api/user/login', { mobile, password, remember: '1' });
    const signedIn = (await sessionRow(data.token)).lastSeenAt.getTime();
    t.clock.advance(4 * MINUTE);
    expect((await info(data.token)).code).toBe(1000);
    expect((await sessionRow(data.token)).lastSeenAt.getTime()).toBe(signedIn);
    t.clock.advance(6 * 24 * HOUR);
    expect((await info(data.token)).code).toBe(1000);
    expect((await sessionRow(data.token)).lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(7 * 24 * HOUR + MINUTE);
    expect((await info(data.token)).code).toBe(4001);
    expect((await t.call('/api/user/login', { mobile, password, remember: 'yes' })).code).toBe(4000);
  });

  it('gives one message for a wrong mobile or password', async () => {
    const { mobile } = await registerUser(t);
    const wrongPassword = await t.call('/api/user/login', { mobile, password: 'Wrong#2026' });
    const unknown = await t.call('/api/user/login', { mobile: nextMobile(), password: 'Wrong#2026' });
    expect(wrongPassword.code).toBe(4032);
    expect(unknown.msg).toBe(wrongPassword.msg);
    const badAccount = await t.call('/api/user/login', { mobile: '123', password: 'Wrong#2026' });
    expect(badAccount.msg).toBe('请输入正确的账号');
  });

  it('locks a mobile after ten failures', async () => {
    const { mobile, password } = await registerUser(t);
    for (let i = 0; i < 10; i++) await t.call('/api/user/login', { mobile, password: 'Wrong#2026' });
    const locked = await t.call('/api/user/login', { mobile, password });
    expect(locked.code).toBe(4029);
  });

  it('logout revokes the token', async () => {
    const { token } = await registerUser(t);
    expect((await t.call('/api/user/logout', {}, { token })).code).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token })).code).toBe(4001);
  });

  it('answers 4001 without a token and for a made-up one', async () => {
    expect((await t.call('/api/user/getUserInfo')).code).toBe(4001);
    expect((await t.call('/api/user/getUserInfo', {}, { token: 'x'.repeat(43) })).code).toBe(4001);
  });

  it('a password change keeps this session and ends the others', async () => {
    const { mobile, password, token } = await registerUser(t);
    const other = (await t.call<{ token: string }>('/api/user/login', { mobile, password })).data.token;
    const mismatch = await t.call('/api/user/resetpwdByPassword', { oldpassword: password, password: 'Harbor#2027', repassword: 'Harbor#2028' }, { token });
    expect(mismatch.msg).toBe('两次密码不一致，请重新输入');
    const wrongOld = await t.call('/api/user/resetpwdByPassword', { oldpassword: 'Nope#20261', password: 'Harbor#2027', repassword: 'Harbor#2027' }, { token });
    expect(wrongOld.code).toBe(4000);
    const ok = await t.call('/api/user/resetpwdByPassword', { oldpassword: password, password: 'Harbor#2027', repassword: 'Harbor#2027' }, { token });
    expect(ok.code).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token })).code).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token: other })).code).toBe(4001);
    expect((await t.call('/api/user/login', { mobile, password: 'Harbor#2027' })).code).toBe(1000);
  });
});

describe('password reset', () => {
  it('resets with a code and ends every session', async () => {
    const { mobile, token } = await registerUser(t);
    const ticket = await captchaTicket(t, 'reset');
    expect((await t.call('/api/user/getResetPasswordCode', { mobile, ticket })).code).toBe(1000);
    const code = t.sms.recent(mobile)[0].code;
    const res = await t.call('/api/user/resetpwd', { mobile, password: 'Meadow#2026', code });
    expect(res.code).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token })).code).toBe(4001);
    expect((await t.call('/api/user/login', { mobile, password: 'Meadow#2026' })).code).toBe(1000);
    const reuse = await t.call('/api/user/resetpwd', { mobile, password: 'Another#2026', code });
    expect(reuse.code).toBe(4031);
  });
});

describe('profile', () => {
  it('lists sections and sets name, nickname and class', async () => {
    const { token } = await registerUser(t);
    const tree = await t.call<{ list: { id: number; name: string; childlist: { id: number; name: string }[] }[]; lable: string }>('/api/user/getSectionList', {}, { token });
    expect(tree.data.lable).toBe('年级班级');
    expect(tree.data.list.map((g) => g.name)).toEqual(['初一', '初二', '初三', '高一', '高二', '高三']);
    const grade = tree.data.list[3];
    const klass = grade.childlist[2];
    const onlyGrade = await t.call('/api/user/updateBaseInfo', { username: '小明', sectionid: String(grade.id) }, { token });
    expect(onlyGrade.msg).toBe('请选择年级班级信息');
    const wrongOrder = await t.call('/api/user/updateBaseInfo', { username: '小明', sectionid: `${klass.id},${grade.id}` }, { token });
    expect(wrongOrder.code).toBe(4000);
    const ok = await t.call('/api/user/updateBaseInfo', { username: '李明', nickname: '明明', sectionid: `${grade.id},${klass.id}` }, { token });
    expect(ok.code).toBe(1000);
    const info = await t.call<{ username: string; nickname: string; sectionstr: string }>('/api/user/getUserInfo', {}, { token });
    expect(info.data).toMatchObject({ username: '李明', nickname: '明明', sectionstr: '高一 3班' });
  });

  it('changes the mobile with the password and a code sent to the new number', async () => {
    const { password, token } = await registerUser(t);
    const newMobile = nextMobile();
    const ticket = await captchaTicket(t, 'mobile');
    expect((await t.call('/api/user/getChangeMobileCode', { mobile: newMobile, ticket }, { token })).code).toBe(1000);
    const code = t.sms.recent(newMobile)[0].code;
    const wrongPassword = await t.call('/api/user/updateMobile', { password: 'Nope#20261', mobile: newMobile, code }, { token });
    expect(wrongPassword.code).toBe(4000);
    const ok = await t.call('/api/user/updateMobile', { password, mobile: newMobile, code }, { token });
    expect(ok.code).toBe(1000);
    const info = await t.call<{ mobile: string }>('/api/user/getUserInfo', {}, { token });
    expect(info.data.mobile).toBe(newMobile);
  });

  it('answers a wrong code alike whether the new mobile is taken or free', async () => {
    const { password, token } = await registerUser(t);
    const { mobile: taken } = await registerUser(t);
    const guessTaken = await t.call('/api/user/updateMobile', { password, mobile: taken, code: '1234' }, { token });
    const guessFree = await t.call('/api/user/updateMobile', { password, mobile: nextMobile(), code: '1234' }, { token });
    expect([guessTaken.code, guessTaken.msg]).toEqual([guessFree.code, guessFree.msg]);
    expect(guessFree.code).toBe(4031);
    await t.call('/api/user/getChangeMobileCode', { mobile: taken, ticket: await captchaTicket(t, 'mobile') }, { token });
    const withCode = await t.call('/api/user/updateMobile', { password, mobile: taken, code: t.sms.recent(taken)[0].code }, { token });
    expect(withCode.code).toBe(4009);
  });

  it('reports no test taken yet, exports and deletes the account', async () => {
    const { mobile, password, token } = await registerUser(t);
    expect((await t.call('/api/user/getUserTestTypeList', {}, { token })).data).toEqual({ hld: 0, mbti: 0, dyzn: 0 });
    const exported = await t.call<{ user: { mobile: string } }>('/api/user/exportData', {}, { token });
    expect(exported.data.user.mobile).toBe(mobile);
    expect((await t.call('/api/user/deleteAccount', { password: 'Nope#20261' }, { token })).code).toBe(4000);
    expect((await t.call('/api/user/deleteAccount', { password }, { token })).code).toBe(1000);
    expect((await t.call('/api/user/login', { mobile, password })).code).toBe(4032);
  });
});

describe('SMS limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SMS_PER_IP_HOURLY: '2' });
  });
  afterAll(() => limited?.close());

  it('caps codes per IP address', async () => {
    for (let i = 0; i < 2; i++) {
      const ok = await limited.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: await captchaTicket(limited, 'register', '10.1.1.1') }, { ip: '10.1.1.1' });
      expect(ok.code).toBe(1000);
    }
    const third = await limited.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: await captchaTicket(limited, 'register', '10.1.1.1') }, { ip: '10.1.1.1' });
    expect(third.code).toBe(4029);
    const otherIp = await limited.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: await captchaTicket(limited, 'register', '10.1.1.2') }, { ip: '10.1.1.2' });
    expect(otherIp.code).toBe(1000);
  });
});

describe('the API layer', () => {
  it('answers unknown paths with 4004 and malformed bodies with 4000', async () => {
    const unknown = await t.call('/api/user/nope');
    expect(unknown).toMatchObject({ code: 4004, status: 404 });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.json().code).toBe(4000);
  });

  it('refuses oversized bodies', async () => {
    const res = await t.call('/api/user/login', { mobile: '13912345678', password: 'x'.repeat(300_000) });
    expect(res.code).toBe(4013);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/getUserInfo' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

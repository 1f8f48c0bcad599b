import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '#shared/api/envelope';
import { PASSWORD_MAX_FAILURES } from '#server/platform/password-attempts';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/** Security races (issue "Security and privacy hardening", points 1-5): each holds under parallel requests. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('races closed in the database', () => {
  it('40 parallel logins for one mobile check at most 10 passwords, also when the right one comes last', async () => {
    const { mobile, password } = await registerUser(t);
    const tries = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `Wrong#${i}pass`));
    const codes = await Promise.all(tries.map((p, i) => t.call('/api/user/login', { mobile, password: p }, { ip: `10.9.0.${i}` }).then((r) => r.code)));
    const checked = codes.filter((c) => c === ApiCode.LOGIN_FAILED || c === ApiCode.OK);
    expect(checked.length).toBeLessThanOrEqual(PASSWORD_MAX_FAILURES);
    expect(codes.filter((c) => c === ApiCode.TOO_MANY_REQUESTS).length).toBeGreaterThanOrEqual(30);
    // The mobile is locked now: the right password is refused too, until the window passes.
    if (!codes.includes(ApiCode.OK)) expect((await t.call('/api/user/login', { mobile, password })).code).toBe(ApiCode.TOO_MANY_REQUESTS);
    t.clock.advance(15 * 60_000);
    expect((await t.call('/api/user/login', { mobile, password })).code).toBe(ApiCode.OK);
  });

  it('6 parallel code requests for one mobile, each with its own ticket, send one SMS', async () => {
    const mobile = nextMobile();
    const tickets = await Promise.all(Array.from({ length: 6 }, (_, i) => captchaTicket(t, 'register', `10.8.0.${i}`)));
    const codes = await Promise.all(tickets.map((ticket, i) => t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: `10.8.0.${i}` }).then((r) => r.code)));
    expect(codes.filter((c) => c === ApiCode.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === ApiCode.TOO_MANY_REQUESTS)).toHaveLength(5);
    expect(t.sms.recent(mobile)).toHaveLength(1);
  });

  it('5 parallel password changes with the same old password: exactly one succeeds, and its password works', async () => {
    const { mobile, password, token } = await registerUser(t);
    const next = (i: number) => `Harbour#${i}2026`;
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => t.call('/api/user/resetpwdByPassword', { oldpassword: password, password: next(i), repassword: next(i) }, { token }).then((r) => r.code)),
    );
    expect(results.filter((c) => c === ApiCode.OK)).toHaveLength(1);
    const winner = results.indexOf(ApiCode.OK);
    expect((await t.call('/api/user/login', { mobile, password: next(winner) })).code).toBe(ApiCode.OK);
    for (const i of [0, 1, 2, 3, 4].filter((i) => i !== winner)) expect((await t.call('/api/user/login', { mobile, password: next(i) })).code).toBe(ApiCode.LOGIN_FAILED);
  });

  it('a stolen token cannot guess the password: deleteAccount, resetpwdByPassword and updateMobile share a per-user limit, also in parallel', async () => {
    const { password, token } = await registerUser(t);
    const wrong = Array.from({ length: 40 }, (_, i) => {
      if (i % 3 === 0) return t.call('/api/user/deleteAccount', { password: `Guess#${i}word` }, { token });
      if (i % 3 === 1) return t.call('/api/user/resetpwdByPassword', { oldpassword: `Guess#${i}word`, password: 'Harbour#2026x', repassword: 'Harbour#2026x' }, { token });
      return t.call('/api/user/updateMobile', { password: `Guess#${i}word`, mobile: nextMobile(), code: '1234' }, { token });
    });
    const codes = (await Promise.all(wrong)).map((r) => r.code);
    expect(codes.filter((c) => c !== ApiCode.TOO_MANY_REQUESTS).length).toBeLessThanOrEqual(PASSWORD_MAX_FAILURES);
    const locked = await t.call('/api/user/deleteAccount', { password }, { token });
    expect([locked.code, locked.msg]).toEqual([ApiCode.TOO_MANY_REQUESTS, '密码错误次数过多，请15分钟后再试']);
    t.clock.advance(15 * 60_000);
    expect((await t.call('/api/user/getUserInfo', {}, { token })).code).toBe(ApiCode.OK); // nothing was deleted
  });
});

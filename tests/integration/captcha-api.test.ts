import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { captchaTicket, createTestApp, nextMobile, solveCaptcha, type TestApp } from './harness';
import { testDatabaseKind } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const verify = (payload: string, options: { ip?: string; headers?: Record<string, string> } = {}, purpose = 'register') =>
  t.call<{ ticket: string }>('/api/captcha/verify', { purpose, payload }, options);

describe(`the proof-of-work captcha over HTTP (${testDatabaseKind()})`, () => {
  it('refuses a wrong solution with 4030 and a Chinese message', async () => {
    const payload = await solveCaptcha(t);
    const { challenge, solution } = JSON.parse(Buffer.from(payload, 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter + 1, derivedKey: '0'.repeat(64) } })).toString('base64');
    expect(await verify(wrong)).toMatchObject({ code: 4030, msg: '验证未通过，请重试', data: null });
    expect(await verify(Buffer.from('{}').toString('base64'))).toMatchObject({ code: 4030, msg: '验证未通过，请重试' });
    expect(await verify('')).toMatchObject({ code: 4000 });
  });

  it('redeems a solved challenge once, also when 20 requests race with it', async () => {
    const payload = await solveCaptcha(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(payload)));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4030 && a.msg === '该验证已使用过，请重新验证')).toHaveLength(19);
    expect(await verify(payload, { ip: '10.4.0.9' }, 'reset')).toMatchObject({ code: 4030, msg: '该验证已使用过，请重新验证' });
  });

  it('uses a ticket once even when 20 code requests race with it', async () => {
    const ticket = await captchaTicket(t, 'register');
    const mobiles = Array.from({ length: 20 }, () => nextMobile());
    const answers = await Promise.all(mobiles.map((mobile) => t.call('/api/user/getRegisterCode', { mobile, ticket })));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(mobiles.filter((m) => t.sms.recent(m).length > 0)).toHaveLength(1);
  });

  it('refuses a challenge solved too late', async () => {
    const payload = await solveCaptcha(t);
    t.clock.advance(5 * 60_000);
    expect(await verify(payload)).toMatchObject({ code: 4030, msg: '验证已过期，请重试' });
  });

  it('two app servers on one database behave as one: either verifies the other’s challenge, and only once', async () => {
    const second = await buildApp({ db: t.database.db, listen: t.database.listen, env: t.env, sms: t.sms, clock: t.clock, logger: false });
    try {
      const payload = await solveCaptcha(t);
      const post = (body: Record<string, string>) =>
        second.inject({
          method: 'POST',
          url: '/api/captcha/verify',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        });
      const there = (await post({ purpose: 'register', payload })).json();
      expect(there.code).toBe(1000);
      expect(await verify(payload)).toMatchObject({ code: 4030, msg: '该验证已使用过，请重新验证' });
      // And the ticket the second server issued is good on the first, once.
      expect((await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: there.data.ticket })).code).toBe(1000);
      expect((await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: there.data.ticket })).code).toBe(4030);
    } finally {
      await second.close();
    }
  });
});

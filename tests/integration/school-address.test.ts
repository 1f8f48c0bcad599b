import { like } from 'drizzle-orm';
import { instruments } from '#content/assessments/registry';
import { shownIds } from '#shared/assessments/shown-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '#shared/api/envelope';
import { rateLimits } from '#server/db/schema';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/**
 * Issue 17 point 12, "One school, one address": a school sits behind one NAT address, so four
 * classes of 30 register, sign in and start a test from that one address within an hour. The
 * default limits (src/server/env.ts) must let them; one device or one mobile is still held back.
 */

const SCHOOL = '10.20.30.40';
const PASSWORD = 'Lantern#2026';
let deviceSerial = 0;
/** A tablet of its own: a fresh random-looking device id. */
const newDevice = () => `tablet-${process.pid}-${String(deviceSerial++).padStart(6, '0')}`;
const onDevice = (device: string) => ({ [DEVICE_HEADER]: device });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // the default limits, nothing raised
});
afterAll(async () => t?.close());

/** One student on their own tablet at school: captcha, code, register, nickname and class; returns the mobile. */
async function registerAtSchool(device: string): Promise<string> {
  const mobile = nextMobile();
  const headers = onDevice(device);
  const ticket = await captchaTicket(t, 'register', SCHOOL, headers);
  const sent = await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: SCHOOL, headers });
  expect(sent, `code request of ${mobile}`).toMatchObject({ code: 1000 });
  const code = t.sms.recent(mobile)[0].code;
  const registered = await t.call<{ token: string }>('/api/user/register', { mobile, password: PASSWORD, code, username: '同学', consent: '1' }, { ip: SCHOOL });
  expect(registered, `registration of ${mobile}`).toMatchObject({ code: 1000 });
  return mobile;
}

describe('four classes of 30 behind one school address', () => {
  // The test clock starts on the hour (08:00) and ends at 08:40: every hourly counter sees all 120 in one window.
  it('all 120 register, sign in and start a test within the hour', { timeout: 300_000 }, async () => {
    const devices = Array.from({ length: 120 }, newDevice);
    const mobiles: string[] = [];
    // A class does it together: its 30 requests of each step arrive at once.
    for (let klass = 0; klass < 4; klass++) {
      mobiles.push(...(await Promise.all(devices.slice(klass * 30, klass * 30 + 30).map(registerAtSchool))));
      t.clock.advance(10 * 60_000); // the next class, ten minutes later: all four within the hour
    }
    expect(new Set(mobiles).size).toBe(120);

    const startTest = async (mobile: string, i: number) => {
      const headers = onDevice(devices[i]);
      const login = await t.call<{ token: string }>('/api/user/login', { mobile, password: PASSWORD }, { ip: SCHOOL, headers });
      expect(login, `login #${i + 1}`).toMatchObject({ code: 1000 });
      const token = login.data.token;
      const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token, ip: SCHOOL })).data.list[1];
      await t.call('/api/user/updateBaseInfo', { username: '同学', nickname: `同学${i}`, sectionid: `${grade.id},${grade.childlist[0].id}` }, { token, ip: SCHOOL });
      const questions = await t.call<{ list: unknown[] }>('/api/hld/getQuestionList', {}, { token, ip: SCHOOL });
      expect(questions, `test start #${i + 1}`).toMatchObject({ code: 1000 });
      expect(questions.data.list).toHaveLength(shownIds(instruments.hld).length);
    };
    for (let klass = 0; klass < 4; klass++) await Promise.all(mobiles.slice(klass * 30, klass * 30 + 30).map((mobile, j) => startTest(mobile, klass * 30 + j)));
  });
});

describe('one device or one mobile is still limited', () => {
  it('a device gets 10 codes an hour, whatever mobiles it asks for; the school’s other devices are not held back', async () => {
    const device = newDevice();
    const ip = '10.20.31.1';
    for (let i = 0; i < 10; i++) {
      const ticket = await captchaTicket(t, 'register', ip, onDevice(device));
      expect((await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket }, { ip, headers: onDevice(device) })).code).toBe(1000);
    }
    const mobile = nextMobile();
    const ticket = await captchaTicket(t, 'register', ip, onDevice(device));
    const refused = await t.call<{ retryAfter: number }>('/api/user/getRegisterCode', { mobile, ticket }, { ip, headers: onDevice(device) });
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^本设备获取验证码太频繁，请\d+(分钟|小时)后再试$/);
    expect(refused.data.retryAfter).toBeGreaterThan(0);
    expect(t.sms.recent(mobile)).toHaveLength(0);
    const other = newDevice();
    const otherTicket = await captchaTicket(t, 'register', ip, onDevice(other));
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket: otherTicket }, { ip, headers: onDevice(other) })).code).toBe(1000);
  });

  it('a device gets 60 captcha challenges an hour', async () => {
    const device = newDevice();
    const ip = '10.20.31.2';
    for (let i = 0; i < 60; i++) expect((await t.call('/api/captcha/get', {}, { ip, headers: onDevice(device) })).code).toBe(1000);
    const refused = await t.call('/api/captcha/get', {}, { ip, headers: onDevice(device) });
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^本设备获取验证太频繁/);
    expect((await t.call('/api/captcha/get', {}, { ip, headers: onDevice(newDevice()) })).code).toBe(1000);
  });

  it('a device gets 60 sign-ins an hour; another device at the same address signs in', { timeout: 120_000 }, async () => {
    const { mobile, password } = await registerUser(t);
    const device = newDevice();
    const ip = '10.20.31.3';
    for (let i = 0; i < 60; i++) expect((await t.call('/api/user/login', { mobile, password }, { ip, headers: onDevice(device) })).code).toBe(1000);
    const refused = await t.call('/api/user/login', { mobile, password }, { ip, headers: onDevice(device) });
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^本设备登录尝试太频繁/);
    expect((await t.call('/api/user/login', { mobile, password }, { ip, headers: onDevice(newDevice()) })).code).toBe(1000);
  });

  it('a mobile keeps its own limits from any device: one code per 90 s, 5 an hour, a lock after 10 wrong passwords', async () => {
    const mobile = nextMobile();
    const ask = async () => {
      const device = newDevice();
      const ticket = await captchaTicket(t, 'register', SCHOOL, onDevice(device));
      return (await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip: SCHOOL, headers: onDevice(device) })).code;
    };
    expect(await ask()).toBe(1000);
    expect(await ask()).toBe(4029);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(91_000);
      expect(await ask()).toBe(1000);
    }
    t.clock.advance(91_000);
    expect(await ask()).toBe(4029); // the sixth within the hour

    const student = await registerUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await t.call('/api/user/login', { mobile: student.mobile, password: 'Wrong#2026' }, { ip: SCHOOL, headers: onDevice(newDevice()) })).code).toBe(4032);
    }
    const locked = await t.call('/api/user/login', { mobile: student.mobile, password: student.password }, { ip: SCHOOL, headers: onDevice(newDevice()) });
    expect(locked.code).toBe(4029);
    expect(locked.msg).toContain('账号已暂时锁定');
  });
});

describe('the device id header', () => {
  const malformed = ['short', 'x'.repeat(65), 'abcdefgh12345678:ip:1.2.3.4', "abcdefgh12345678' --", '设备设备设备设备设备设备设备设备'];

  it('is refused with 4000 when malformed, before anything is counted, sent or consumed', async () => {
    const ip = '10.20.32.1';
    for (const bad of malformed) {
      const mobile = nextMobile();
      const device = onDevice(newDevice());
      const ticket = await captchaTicket(t, 'register', ip, device);
      const code = await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip, headers: { [DEVICE_HEADER]: bad } });
      expect(code).toMatchObject({ code: 4000, msg: '设备标识格式不正确，请刷新页面后重试' });
      expect(t.sms.recent(mobile)).toHaveLength(0);
      // The ticket was not used up: the same request with the good id that solved it goes through.
      expect((await t.call('/api/user/getRegisterCode', { mobile, ticket }, { ip, headers: device })).code).toBe(1000);
      expect((await t.call('/api/captcha/get', {}, { ip, headers: { [DEVICE_HEADER]: bad } })).code).toBe(4000);
      expect((await t.call('/api/captcha/verify', { purpose: 'register', payload: 'e30=' }, { ip, headers: { [DEVICE_HEADER]: bad } })).code).toBe(4000);
      expect((await t.call('/api/enroll/submitEnroll', { name: '李华', telphone: mobile, project: '1', ticket: 'x' }, { ip, headers: { [DEVICE_HEADER]: bad } })).code).toBe(4000);
      expect((await t.call('/api/user/login', { mobile, password: PASSWORD }, { ip, headers: { [DEVICE_HEADER]: bad } })).code).toBe(4000);
    }
    const keys = await t.database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, '%:dev:%'));
    for (const { key } of keys) expect(key).toMatch(/^(sms|login|captcha):dev:[A-Za-z0-9-]{16,64}$/);
    for (const bad of malformed) expect(keys.map((k) => k.key).some((key) => key.includes(bad))).toBe(false);
    // Calls that do not count per device never read it.
    const { token } = await registerUser(t);
    expect((await t.call('/api/user/getUserInfo', {}, { token, headers: { [DEVICE_HEADER]: 'not valid at all; but unused' } })).code).toBe(1000);
  });

  it('is counted under its own key when well-formed, and optional (an older app sends none)', async () => {
    const device = newDevice();
    await captchaTicket(t, 'register', '10.20.32.2', onDevice(device));
    const keys = (
      await t.database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, `%${device}`))
    ).map((r) => r.key);
    expect(keys).toEqual([`captcha:dev:${device}`]);
    const { mobile, password } = await registerUser(t); // no device header anywhere
    expect((await t.call('/api/user/login', { mobile, password }, { ip: '10.20.32.2' })).code).toBe(1000);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Database } from '../db/client';
import { openTestDatabase } from '#tests/support/test-database';
import { smsCodes } from '../db/schema';
import { testEnv, type Env } from '../env';
import { fakeClock } from '../lib/clock';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, consumeCode, sendCode, type CodePurpose } from './sms-codes';
import type { Origin } from './rate-limit';
import { DevSmsSender, type SmsSender } from './sms-sender';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// Every test uses its own mobiles and IPs: the counters live in the shared database.
let serial = 0;
const nextMobile = () => `139${String(10_000_000 + serial++).slice(-8)}`;
// An address of its own and no device id, so only the limit a test is about applies.
const newOrigin = (): Origin => ({ ip: `10.0.${Math.floor(serial / 250)}.${serial++ % 250}`, device: null });

function setup(env: Env = testEnv(), sms: SmsSender = new DevSmsSender()) {
  const clock = fakeClock();
  return { deps: { db: database.db, env, sms, clock }, clock };
}

function lastCode(sms: DevSmsSender, mobile: string): string {
  const [entry] = sms.recent(mobile);
  if (!entry) throw new Error(`no code sent to ${mobile}`);
  return entry.code;
}

const wrong = { code: ApiCode.CODE_INVALID };
const tooMany = { code: ApiCode.TOO_MANY_REQUESTS };
const notThe = (code: string) => (code === '0000' ? '1111' : '0000');

async function rows(mobile: string, purpose: CodePurpose) {
  return database.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)));
}

describe('sendCode', () => {
  it('sends a 4-digit code and stores only its hash', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    const sent = sms.recent(mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0].code).toMatch(/^\d{4}$/);
    const stored = await rows(mobile, 'register');
    expect(stored).toHaveLength(1);
    expect(stored[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(stored[0])).not.toContain(sent[0].code);
    expect(stored[0].attempts).toBe(0);
    expect(stored[0].usedAt).toBeNull();
    expect(stored[0].expiresAt.getTime() - clock.now().getTime()).toBe(CODE_TTL_SECONDS * 1000);
    await expect(consumeCode(deps, mobile, 'register', sent[0].code)).resolves.toBeUndefined();
  });

  it('refuses a second request within 90 s with 4029 and allows it after', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv(), sms);
    const mobile = nextMobile();
    const origin = newOrigin();
    await sendCode(deps, mobile, 'register', origin);
    clock.advance(30_000);
    const error = await sendCode(deps, mobile, 'register', origin).catch((e: unknown) => e);
    expect(error).toMatchObject({ ...tooMany, data: { retryAfter: 60 } });
    expect((error as Error).message).toBe('获取验证码太频繁，请1分钟后再试');
    clock.advance(59_000);
    await expect(sendCode(deps, mobile, 'register', origin)).rejects.toMatchObject(tooMany);
    expect(sms.recent(mobile)).toHaveLength(1);
    clock.advance(1_000); // 90 s after the first
    await expect(sendCode(deps, mobile, 'register', origin)).resolves.toBeUndefined();
    expect(sms.recent(mobile)).toHaveLength(2);
    expect(CODE_RESEND_SECONDS).toBe(90);
  });

  it('the 90 s limit is per purpose: a reset code may follow a register code at once', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    await expect(sendCode(deps, mobile, 'reset', newOrigin())).resolves.toBeUndefined();
  });

  it('a new code replaces the previous one', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'reset', newOrigin());
    const first = lastCode(sms, mobile);
    clock.advance(CODE_RESEND_SECONDS * 1000);
    await sendCode(deps, mobile, 'reset', newOrigin());
    const second = lastCode(sms, mobile);
    if (first !== second) await expect(consumeCode(deps, mobile, 'reset', first)).rejects.toMatchObject(wrong);
    await expect(consumeCode(deps, mobile, 'reset', second)).resolves.toBeUndefined();
    const stored = await rows(mobile, 'reset');
    expect(stored.filter((r) => r.usedAt === null)).toHaveLength(0);
  });

  it('limits a mobile to 5 codes an hour', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv(), sms);
    const mobile = nextMobile();
    for (let i = 0; i < 5; i++) {
      await sendCode(deps, mobile, 'register', newOrigin());
      clock.advance(CODE_RESEND_SECONDS * 1000);
    }
    await expect(sendCode(deps, mobile, 'register', newOrigin())).rejects.toMatchObject(tooMany);
    expect(sms.recent(mobile)).toHaveLength(5);
  });

  it('a failing sender leaves no usable code and answers 5000', async () => {
    let attempted = '';
    const failing: SmsSender = {
      send: vi.fn(async (_mobile: string, code: string) => {
        attempted = code;
        throw new Error('SMS provider refused: isv.BUSINESS_LIMIT_CONTROL');
      }),
      sendsNotices: async () => false,
      sendNotice: async () => {},
      sendsFamilyNotices: async () => false,
      sendFamilyNotice: async () => {},
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { deps } = setup(testEnv(), failing);
      const mobile = nextMobile();
      await expect(sendCode(deps, mobile, 'register', newOrigin())).rejects.toMatchObject({ code: ApiCode.SERVER_ERROR, message: '短信发送失败，请稍后再试' });
      expect(failing.send).toHaveBeenCalledTimes(1);
      expect(attempted).toMatch(/^\d{4}$/);
      expect((await rows(mobile, 'register')).filter((r) => r.usedAt === null)).toHaveLength(0);
      await expect(consumeCode(deps, mobile, 'register', attempted)).rejects.toMatchObject(wrong);
      // The log names the failure, not the code or the mobile.
      expect(logged).toHaveBeenCalled();
      const text = logged.mock.calls.flat().map(String).join(' ');
      expect(text).not.toContain(mobile);
    } finally {
      logged.mockRestore();
    }
  });

  it('limits sends per IP (SMS_PER_IP_HOURLY)', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv({ SMS_PER_IP_HOURLY: '2' }), sms);
    const origin = newOrigin();
    await sendCode(deps, nextMobile(), 'register', origin);
    await sendCode(deps, nextMobile(), 'register', origin);
    const third = nextMobile();
    await expect(sendCode(deps, third, 'register', origin)).rejects.toMatchObject(tooMany);
    expect(sms.recent(third)).toHaveLength(0);
    await expect(sendCode(deps, nextMobile(), 'register', newOrigin())).resolves.toBeUndefined();
  });

  it('limits sends per device (SMS_PER_DEVICE_HOURLY), whatever the address, before the address counts', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv({ SMS_PER_DEVICE_HOURLY: '2', SMS_PER_IP_HOURLY: '3' }), sms);
    const device = `dev-${serial++}-0123456789abcdef`;
    const school = newOrigin().ip;
    await sendCode(deps, nextMobile(), 'register', { ip: school, device });
    await sendCode(deps, nextMobile(), 'register', { ip: newOrigin().ip, device });
    const refused = await sendCode(deps, nextMobile(), 'register', { ip: school, device }).catch((e: unknown) => e);
    expect(refused).toMatchObject(tooMany);
    expect((refused as Error).message).toMatch(/^本设备获取验证码太频繁，请\d+(分钟|小时)后再试$/);
    // The refused device used none of the school's allowance: two more students there still get codes.
    await sendCode(deps, nextMobile(), 'register', { ip: school, device: `other-${serial++}-0123456789` });
    await sendCode(deps, nextMobile(), 'register', { ip: school, device: null });
    await expect(sendCode(deps, nextMobile(), 'register', { ip: school, device: null })).rejects.toMatchObject({ message: expect.stringMatching(/^本网络获取验证码太频繁/) });
    clock.advance(3600_000); // a new hour
    await expect(sendCode(deps, nextMobile(), 'register', { ip: newOrigin().ip, device })).resolves.toBeUndefined();
  });

  describe('on a database of its own, so the global counter starts at zero', () => {
    let own: Database;
    beforeAll(async () => {
      own = await openTestDatabase();
    });
    afterAll(() => own?.close());

    it('stops at the global daily budget (SMS_DAILY_BUDGET)', async () => {
      const sms = new DevSmsSender();
      const clock = fakeClock();
      const deps = { db: own.db, env: testEnv({ SMS_DAILY_BUDGET: '2' }), sms, clock };
      await sendCode(deps, nextMobile(), 'register', newOrigin());
      await sendCode(deps, nextMobile(), 'register', newOrigin());
      await expect(sendCode(deps, nextMobile(), 'register', newOrigin())).rejects.toMatchObject(tooMany);
      expect(sms.recent()).toHaveLength(2);
    });
  });
});

describe('consumeCode', () => {
  it('accepts the right code once', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    const code = lastCode(sms, mobile);
    await expect(consumeCode(deps, mobile, 'register', code)).resolves.toBeUndefined();
    await expect(consumeCode(deps, mobile, 'register', code)).rejects.toMatchObject({ ...wrong, message: '验证码错误或已过期，请重新获取' });
  });

  it('refuses when no code was sent', async () => {
    const { deps } = setup();
    await expect(consumeCode(deps, nextMobile(), 'register', '1234')).rejects.toMatchObject(wrong);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    const code = lastCode(sms, mobile);
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) {
      await expect(consumeCode(deps, mobile, 'register', notThe(code))).rejects.toMatchObject(wrong);
    }
    await expect(consumeCode(deps, mobile, 'register', code)).resolves.toBeUndefined();
  });

  it('voids the code after 5 wrong tries', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    const code = lastCode(sms, mobile);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      await expect(consumeCode(deps, mobile, 'register', notThe(code))).rejects.toMatchObject(wrong);
    }
    await expect(consumeCode(deps, mobile, 'register', code)).rejects.toMatchObject(wrong);
    const [row] = await rows(mobile, 'register');
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect(row.usedAt).not.toBeNull();
  });

  it('expires after 5 minutes', async () => {
    const sms = new DevSmsSender();
    const { deps, clock } = setup(testEnv(), sms);
    const early = nextMobile();
    const late = nextMobile();
    await sendCode(deps, early, 'register', newOrigin());
    await sendCode(deps, late, 'register', newOrigin());
    clock.advance(CODE_TTL_SECONDS * 1000 - 1000);
    await expect(consumeCode(deps, early, 'register', lastCode(sms, early))).resolves.toBeUndefined();
    clock.advance(1000);
    await expect(consumeCode(deps, late, 'register', lastCode(sms, late))).rejects.toMatchObject(wrong);
  });

  it('binds the code to its purpose', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    const code = lastCode(sms, mobile);
    await expect(consumeCode(deps, mobile, 'reset', code)).rejects.toMatchObject(wrong);
    await expect(consumeCode(deps, mobile, 'mobile', code)).rejects.toMatchObject(wrong);
    await expect(consumeCode(deps, mobile, 'register', code)).resolves.toBeUndefined();
  });

  it('binds the code to its mobile', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'register', newOrigin());
    await expect(consumeCode(deps, nextMobile(), 'register', lastCode(sms, mobile))).rejects.toMatchObject(wrong);
  });

  // Parallel wrong guesses must each count (the counter is incremented in SQL, not from a stale read).
  it('counts concurrent wrong guesses, so 5 parallel guesses also void the code', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'reset', newOrigin());
    const code = lastCode(sms, mobile);
    await Promise.allSettled(Array.from({ length: CODE_MAX_ATTEMPTS }, () => consumeCode(deps, mobile, 'reset', notThe(code))));
    await expect(consumeCode(deps, mobile, 'reset', code)).rejects.toMatchObject(wrong);
  });

  it('lets only one of two concurrent uses win', async () => {
    const sms = new DevSmsSender();
    const { deps } = setup(testEnv(), sms);
    const mobile = nextMobile();
    await sendCode(deps, mobile, 'reset', newOrigin());
    const code = lastCode(sms, mobile);
    const results = await Promise.allSettled([consumeCode(deps, mobile, 'reset', code), consumeCode(deps, mobile, 'reset', code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { CaptchaPurpose, PowChallenge, PowPayload } from '#shared/api/captcha';
import type { Database } from '../db/client';
import { openTestDatabase } from '#tests/support/test-database';
import { appMeta, captchaRedeemed, captchaTickets } from '../db/schema';
import { fakeClock } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { bindingOf, CAPTCHA_MESSAGES, CHALLENGE_TTL_MS, disabledCaptcha, powCaptcha, type Captcha, type Solver } from './captcha';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const POW = { maxNumber: 30, cost: 10 };
const here: Solver = { ip: '10.0.0.7', device: 'tablet-0001-abcdef' };

function setup(options: Partial<typeof POW> & { secret?: string } = {}) {
  const clock = fakeClock();
  return { clock, captcha: powCaptcha(database.db, clock, { ...POW, ...options }) };
}

async function newChallenge(captcha: Captcha): Promise<PowChallenge> {
  const created = await captcha.create();
  if (created.disabled) throw new Error('expected an enabled captcha');
  return created.challenge;
}

/** What a script does: altcha-lib's own solver, on the server's CPU. */
async function solvedPayload(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encode({ challenge, solution });
}

const encode = (payload: PowPayload) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function ticketFor(captcha: Captcha, purpose: CaptchaPurpose, solver: Solver = here): Promise<string> {
  return captcha.verify({ payload: await solvedPayload(await newChallenge(captcha)), purpose, solver });
}

const refused = (message: string) => ({ code: ApiCode.CAPTCHA_INVALID, message });

describe('powCaptcha.create', () => {
  it('gives an HMAC-signed PBKDF2/SHA-256 challenge with the configured cost, expiring in 5 minutes', async () => {
    const { captcha, clock } = setup();
    const challenge = await newChallenge(captcha);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32, data: { exp: clock.now().getTime() + CHALLENGE_TTL_MS } });
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // The answer is not in it: only a prefix of the derived key and an HMAC of the whole key.
    expect(JSON.stringify(challenge)).not.toMatch(/counter|number/i);
    const other = await newChallenge(captcha);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
    expect(other.parameters.salt).not.toBe(challenge.parameters.salt);
  });

  it('hides a counter from 0 to maxNumber: the work is what the configuration says', async () => {
    const { captcha } = setup({ maxNumber: 40 });
    const counters: number[] = [];
    for (let i = 0; i < 12; i++) {
      const solution = await solveChallenge({ challenge: await newChallenge(captcha), deriveKey });
      counters.push(solution!.counter);
    }
    expect(Math.max(...counters)).toBeLessThanOrEqual(40);
    expect(new Set(counters).size).toBeGreaterThan(3);
  });

  it('signs with a secret made once and kept in the database, so every instance verifies every other one', async () => {
    const clock = fakeClock();
    const first = powCaptcha(database.db, clock, POW);
    const second = powCaptcha(database.db, clock, POW);
    const payload = await solvedPayload(await newChallenge(first));
    await expect(second.verify({ payload, purpose: 'register', solver: here })).resolves.toEqual(expect.any(String));
    const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'captcha_hmac_secret'));
    expect(rows).toHaveLength(1);
    expect(rows[0].value.length).toBeGreaterThanOrEqual(40);
  });
});

describe('powCaptcha.verify', () => {
  it('issues a ticket for a solved challenge, storing only its hash, its purpose and a hash of address and device', async () => {
    const { captcha } = setup();
    const ticket = await ticketFor(captcha, 'register');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await database.db
      .select()
      .from(captchaTickets)
      .where(eq(captchaTickets.ticketHash, sha256(ticket)));
    expect(row.purpose).toBe('register');
    expect(row.bindingHash).toBe(bindingOf(here));
    expect(JSON.stringify(row)).not.toContain(here.ip);
    expect(JSON.stringify(row)).not.toContain(here.device);
  });

  it('refuses a wrong solution with a Chinese message', async () => {
    const { captcha } = setup();
    const challenge = await newChallenge(captcha);
    const right = (await solveChallenge({ challenge, deriveKey }))!;
    const wrongKey = right.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const solution of [
      { counter: right.counter + 1, derivedKey: wrongKey },
      { counter: right.counter, derivedKey: wrongKey },
      { counter: 0, derivedKey: '00'.repeat(32) },
    ]) {
      await expect(captcha.verify({ payload: encode({ challenge, solution }), purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.wrong));
    }
    // The right one still works afterwards: a wrong answer burns nothing, and guessing a 256-bit key is hopeless.
    await expect(captcha.verify({ payload: encode({ challenge, solution: right }), purpose: 'register', solver: here })).resolves.toEqual(expect.any(String));
  });

  it('refuses a challenge made easier by the client, or signed by someone else', async () => {
    const { captcha } = setup();
    const challenge = await newChallenge(captcha);
    const easier: PowChallenge = { ...challenge, parameters: { ...challenge.parameters, cost: 1, keyPrefix: challenge.parameters.keyPrefix.slice(0, 2) } };
    await expect(captcha.verify({ payload: await solvedPayload(easier), purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.wrong));
    const later = { ...challenge, parameters: { ...challenge.parameters, data: { exp: challenge.parameters.data.exp + 3600_000 } } };
    await expect(captcha.verify({ payload: await solvedPayload(later), purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.wrong));
    const stranger = setup({ secret: 'another-deployment-secret-0123456789abcdef' }).captcha;
    const foreign = await newChallenge(stranger);
    await expect(captcha.verify({ payload: await solvedPayload(foreign), purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.wrong));
  });

  it('refuses payloads that are not a solved challenge at all', async () => {
    const { captcha } = setup();
    const challenge = await newChallenge(captcha);
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const bad = [
      '',
      'bm90IGpzb24=',
      Buffer.from('{"challenge":1}').toString('base64'),
      encode({ challenge: { ...challenge, signature: '' }, solution }),
      encode({ challenge, solution: { ...solution, counter: -1 } }),
    ];
    for (const payload of bad) {
      await expect(captcha.verify({ payload, purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.wrong));
    }
  });

  it('refuses a challenge solved after it expired', async () => {
    const { captcha, clock } = setup();
    const payload = await solvedPayload(await newChallenge(captcha));
    clock.advance(CHALLENGE_TTL_MS);
    await expect(captcha.verify({ payload, purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.expired));
  });

  it('redeems a solved challenge once: the same payload again is refused', async () => {
    const { captcha } = setup();
    const payload = await solvedPayload(await newChallenge(captcha));
    await captcha.verify({ payload, purpose: 'register', solver: here });
    await expect(captcha.verify({ payload, purpose: 'register', solver: here })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.used));
    await expect(captcha.verify({ payload, purpose: 'reset', solver: { ip: '10.9.9.9', device: null } })).rejects.toMatchObject(refused(CAPTCHA_MESSAGES.used));
  });

  it('gives exactly one ticket for 20 parallel redemptions of one solution', async () => {
    const { captcha } = setup();
    const challenge = await newChallenge(captcha);
    const payload = await solvedPayload(challenge);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => captcha.verify({ payload, purpose: 'register', solver: here })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(Array(19).fill(CAPTCHA_MESSAGES.used));
    const rows = await database.db
      .select()
      .from(captchaRedeemed)
      .where(eq(captchaRedeemed.challengeHash, sha256(challenge.signature)));
    expect(rows).toHaveLength(1);
  });
});

describe('powCaptcha.consume', () => {
  it('accepts a ticket once', async () => {
    const { captcha } = setup();
    const ticket = await ticketFor(captcha, 'register');
    await expect(captcha.consume(ticket, 'register', here)).resolves.toBeUndefined();
    await expect(captcha.consume(ticket, 'register', here)).rejects.toMatchObject(refused('请完成验证'));
  });

  it('accepts a ticket for its purpose only, without using it up on a wrong purpose', async () => {
    const { captcha } = setup();
    const ticket = await ticketFor(captcha, 'reset');
    await expect(captcha.consume(ticket, 'register', here)).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(ticket, 'enroll', here)).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(ticket, 'reset', here)).resolves.toBeUndefined();
  });

  it('accepts a ticket only from the address and device that solved it', async () => {
    const { captcha } = setup();
    const ticket = await ticketFor(captcha, 'register', here);
    await expect(captcha.consume(ticket, 'register', { ...here, ip: '10.0.0.8' })).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(ticket, 'register', { ...here, device: 'another-device-000001' })).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(ticket, 'register', { ...here, device: null })).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(ticket, 'register', here)).resolves.toBeUndefined();
    // Solved without a device id (a script, an older app): good from that address without one only.
    const bare = await ticketFor(captcha, 'register', { ip: here.ip, device: null });
    await expect(captcha.consume(bare, 'register', here)).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume(bare, 'register', { ip: here.ip, device: null })).resolves.toBeUndefined();
  });

  it('refuses an expired ticket (3 minutes)', async () => {
    const { captcha, clock } = setup();
    const fresh = await ticketFor(captcha, 'mobile');
    const stale = await ticketFor(captcha, 'mobile');
    clock.advance(3 * 60_000 - 1000);
    await expect(captcha.consume(fresh, 'mobile', here)).resolves.toBeUndefined();
    clock.advance(2000);
    await expect(captcha.consume(stale, 'mobile', here)).rejects.toMatchObject(refused('请完成验证'));
  });

  it('refuses made-up tickets', async () => {
    const { captcha } = setup();
    await expect(captcha.consume('', 'register', here)).rejects.toMatchObject(refused('请完成验证'));
    await expect(captcha.consume('captcha-off', 'register', here)).rejects.toMatchObject(refused('请完成验证'));
  });

  it('lets one of 20 parallel requests consume a ticket', async () => {
    const { captcha } = setup();
    const ticket = await ticketFor(captcha, 'enroll');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => captcha.consume(ticket, 'enroll', here)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('disabledCaptcha', () => {
  it('says it is disabled and needs no ticket', async () => {
    await expect(disabledCaptcha.create()).resolves.toEqual({ disabled: true });
    await expect(disabledCaptcha.verify({ payload: 'x', purpose: 'register', solver: here })).resolves.toEqual(expect.any(String));
    await expect(disabledCaptcha.consume('', 'register', here)).resolves.toBeUndefined();
    await expect(disabledCaptcha.consume('anything', 'enroll', here)).resolves.toBeUndefined();
  });
});

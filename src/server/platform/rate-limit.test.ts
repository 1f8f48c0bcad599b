import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { openTestDatabase } from '#tests/support/test-database';
import { rateLimits } from '../db/schema';
import { clearLimit, hitEach, hitLimit, peekLimit, perDevice } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// 08:00:10 UTC: a 60 s window starts at 08:00:00, an hour window at 08:00:00.
const T0 = new Date('2026-11-21T08:00:10Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('hitLimit', () => {
  it('counts hits within a window and allows up to the limit', async () => {
    const { db } = database;
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await hitLimit(db, 'count', 3, 60, at(i * 1000)));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3]);
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(results[0].retryAfter).toBe(50);
    expect(results[2].retryAfter).toBe(48);
  });

  it('refuses over the limit and keeps counting', async () => {
    const { db } = database;
    await hitLimit(db, 'over', 2, 60, T0);
    await hitLimit(db, 'over', 2, 60, T0);
    const third = await hitLimit(db, 'over', 2, 60, at(5000));
    expect(third).toEqual({ allowed: false, count: 3, retryAfter: 45 });
    const fourth = await hitLimit(db, 'over', 2, 60, at(6000));
    expect(fourth.allowed).toBe(false);
    expect(fourth.count).toBe(4);
  });

  it('resets in a new window', async () => {
    const { db } = database;
    await hitLimit(db, 'reset', 1, 60, T0);
    expect((await hitLimit(db, 'reset', 1, 60, at(1000))).allowed).toBe(false);
    const next = await hitLimit(db, 'reset', 1, 60, at(50_000)); // 08:01:00, the next window
    expect(next).toEqual({ allowed: true, count: 1, retryAfter: 60 });
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'reset'));
    expect(row.windowStart.toISOString()).toBe('2026-11-21T08:01:00.000Z');
  });

  it('keeps separate counters per key', async () => {
    const { db } = database;
    await hitLimit(db, 'k:a', 1, 60, T0);
    expect((await hitLimit(db, 'k:a', 1, 60, T0)).allowed).toBe(false);
    expect((await hitLimit(db, 'k:b', 1, 60, T0)).allowed).toBe(true);
  });

  it('works with hour and day windows', async () => {
    const { db } = database;
    const r = await hitLimit(db, 'hour', 5, 3600, T0);
    expect(r.retryAfter).toBe(3600 - 10);
    const d = await hitLimit(db, 'day', 5, 86400, T0);
    expect(d.retryAfter).toBe(86400 - 8 * 3600 - 10);
    expect((await hitLimit(db, 'hour', 5, 3600, at(3590_000))).count).toBe(1);
  });
});

describe('peekLimit', () => {
  it('reads the counter without counting', async () => {
    const { db } = database;
    expect(await peekLimit(db, 'peek', 60, T0)).toBe(0);
    await hitLimit(db, 'peek', 5, 60, T0);
    await hitLimit(db, 'peek', 5, 60, T0);
    expect(await peekLimit(db, 'peek', 60, at(1000))).toBe(2);
    expect(await peekLimit(db, 'peek', 60, at(1000))).toBe(2);
    expect((await hitLimit(db, 'peek', 5, 60, at(2000))).count).toBe(3);
  });

  it('reads 0 once the window has passed', async () => {
    const { db } = database;
    await hitLimit(db, 'peek-old', 5, 60, T0);
    expect(await peekLimit(db, 'peek-old', 60, at(50_000))).toBe(0);
  });
});

describe('clearLimit', () => {
  it('removes the counter so the next hit starts at 1', async () => {
    const { db } = database;
    await hitLimit(db, 'clear', 1, 60, T0);
    await hitLimit(db, 'clear', 1, 60, T0);
    await clearLimit(db, 'clear');
    expect(await peekLimit(db, 'clear', 60, T0)).toBe(0);
    expect(await hitLimit(db, 'clear', 1, 60, T0)).toMatchObject({ allowed: true, count: 1 });
  });

  it('leaves other keys alone and ignores unknown keys', async () => {
    const { db } = database;
    await hitLimit(db, 'keep', 5, 60, T0);
    await clearLimit(db, 'clear-other');
    await clearLimit(db, 'never-used');
    expect(await peekLimit(db, 'keep', 60, T0)).toBe(1);
  });
});

describe('hitEach', () => {
  const rules = (n: string) => [
    { key: `${n}:narrow`, limit: 1, windowSeconds: 60, what: '本设备获取验证码' },
    { key: `${n}:wide`, limit: 10, windowSeconds: 60, what: '本网络获取验证码' },
  ];

  it('refuses at the first rule over its limit, names it, and leaves the rules after it uncounted', async () => {
    const { db } = database;
    await hitEach(db, rules('each'), T0);
    await expect(hitEach(db, rules('each'), at(5000))).rejects.toMatchObject({ code: 4029, message: '本设备获取验证码太频繁，请45秒后再试', data: { retryAfter: 45 } });
    expect(await peekLimit(db, 'each:narrow', 60, at(5000))).toBe(2);
    expect(await peekLimit(db, 'each:wide', 60, at(5000))).toBe(1);
  });
});

describe('perDevice', () => {
  it('makes a rule keyed by the device, and none without a device id', () => {
    const rule = { prefix: 'sms', limit: 10, windowSeconds: 3600, what: '本设备获取验证码' };
    expect(perDevice({ ip: '10.0.0.1', device: 'abcdef0123456789' }, rule)).toEqual([
      { key: 'sms:dev:abcdef0123456789', limit: 10, windowSeconds: 3600, what: '本设备获取验证码' },
    ]);
    expect(perDevice({ ip: '10.0.0.1', device: null }, rule)).toEqual([]);
  });
});

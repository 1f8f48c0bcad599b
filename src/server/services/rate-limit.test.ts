import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPglite, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { clearLimit, hitLimit, peekLimit } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openPglite('memory://');
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

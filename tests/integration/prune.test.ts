import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaRedeemed, captchaTickets, operatorSessions, rateLimits, sessions, smsCodes, users } from '#server/db/schema';
import { createOperatorSession } from '#server/platform/operator-sessions';
import { createOperator } from '#server/console/operators';
import { SESSION_DAYS } from '#server/platform/sessions';
import { PRUNE_EVERY_MS, pruneExpired, pruneIfDue } from '#server/platform/prune';
import { captchaTicket, createTestApp, registerUser, type TestApp } from './harness';
import { testDatabaseKind } from '../support/test-database';

const DAY = 86400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function rowCounts() {
  const { db } = t.database;
  return {
    sessions: (await db.select().from(sessions)).length,
    operatorSessions: (await db.select().from(operatorSessions)).length,
    smsCodes: (await db.select().from(smsCodes)).length,
    captchaRedeemed: (await db.select().from(captchaRedeemed)).length,
    captchaTickets: (await db.select().from(captchaTickets)).length,
    rateLimits: (await db.select().from(rateLimits)).length,
    users: (await db.select().from(users)).length,
  };
}

describe(`pruning expired rows (${testDatabaseKind()})`, () => {
  it('deletes what has expired, keeps what is live, and leaves accounts alone', async () => {
    // Old rows: a registered user (session, used code, rate-limit rows, a redeemed challenge), a ticket never used.
    const old = await registerUser(t);
    await captchaTicket(t, 'register');
    const operator = await createOperator(t.database.db, null, { mobile: '13900009999', name: '清理测试', role: 'operator' }, t.clock.now());
    await createOperatorSession(t.database.db, operator.id, t.clock.now());
    const before = await rowCounts();
    for (const table of ['sessions', 'operatorSessions', 'smsCodes', 'captchaRedeemed', 'captchaTickets', 'rateLimits'] as const) expect(before[table], table).toBeGreaterThan(0);

    t.clock.advance((SESSION_DAYS + 1) * DAY);
    const counts = await pruneIfDue(t.database.db, t.clock.now());
    expect(counts).toEqual({
      sessions: before.sessions,
      operatorSessions: before.operatorSessions,
      smsCodes: before.smsCodes,
      captchaRedeemed: before.captchaRedeemed,
      captchaTickets: before.captchaTickets,
      rateLimits: before.rateLimits,
      attemptProgress: 0,
      parentSessions: 0,
      parentInvites: 0,
    });
    expect(await rowCounts()).toEqual({ sessions: 0, operatorSessions: 0, smsCodes: 0, captchaRedeemed: 0, captchaTickets: 0, rateLimits: 0, users: before.users });

    // New rows, made now: pruning at this very moment deletes none of them.
    const fresh = await registerUser(t);
    await captchaTicket(t, 'register');
    await createOperatorSession(t.database.db, operator.id, t.clock.now());
    const live = await rowCounts();
    expect(await pruneExpired(t.database.db, t.clock.now())).toEqual({
      sessions: 0,
      operatorSessions: 0,
      smsCodes: 0,
      captchaRedeemed: 0,
      captchaTickets: 0,
      rateLimits: 0,
      attemptProgress: 0,
      parentSessions: 0,
      parentInvites: 0,
    });
    expect(await rowCounts()).toEqual(live);

    // The fresh session still works; the old one expired; the old account can still sign in.
    expect((await t.call('/api/user/getUserInfo', {}, { token: fresh.token })).code).toBe(1000);
    expect((await t.call('/api/user/getUserInfo', {}, { token: old.token })).code).toBe(4001);
    expect((await t.call('/api/user/login', { mobile: old.mobile, password: old.password })).code).toBe(1000);
  });

  it('deletes a session a day after it ended for want of use, and keeps one in use', async () => {
    const idle = await registerUser(t, { remember: false }); // a sign-in for this tab: 2 hours idle end it
    const used = await registerUser(t);
    for (let hour = 0; hour < 26; hour++) {
      t.clock.advance(3600_000);
      expect((await t.call('/api/user/getUserInfo', {}, { token: used.token })).code).toBe(1000);
    }
    t.clock.advance(60_000);
    const userIds = async () => (await t.database.db.select({ userId: sessions.userId }).from(sessions)).map((row) => row.userId);
    const [idleUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, idle.mobile));
    expect(await userIds()).toContain(idleUser.id);
    expect((await pruneExpired(t.database.db, t.clock.now())).sessions).toBeGreaterThanOrEqual(1);
    expect(await userIds()).not.toContain(idleUser.id);
    expect((await t.call('/api/user/getUserInfo', {}, { token: used.token })).code).toBe(1000);
  });

  it('lets exactly one of many instances prune per period', async () => {
    t.clock.advance(PRUNE_EVERY_MS);
    const now = t.clock.now();
    const turns = await Promise.all(Array.from({ length: 12 }, () => pruneIfDue(t.database.db, now)));
    expect(turns.filter((c) => c !== null)).toHaveLength(1);

    expect(await pruneIfDue(t.database.db, new Date(now.getTime() + PRUNE_EVERY_MS / 2))).toBeNull();
    expect(await pruneIfDue(t.database.db, new Date(now.getTime() + PRUNE_EVERY_MS))).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#tests/support/test-database';
import { rateLimits } from '#server/db/schema';
import { testEnv } from '#server/env';
import { buildTagOf, operationsOverview } from './operations';

describe('operationsOverview', () => {
  const server = { startedAt: new Date('2026-11-24T00:00:00Z'), node: 'v22', version: '0.1.0', build: 'index-abc' };
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('reads the SMS window of the last day and answers the database', async () => {
    const now = new Date('2026-11-24T08:00:00Z');
    await database.db.insert(rateLimits).values({ key: 'sms:global', windowStart: new Date('2026-11-24T01:00:00Z'), count: 37 });
    const overview = await operationsOverview(database.db, testEnv({ SMS_DAILY_BUDGET: '500' }), now, server);
    expect(overview.sms).toMatchObject({ sender: 'dev', budget: 500, used: 37 });
    expect(overview.database.kind).toBe('pglite');
    expect(overview.pendingUploads).toEqual([]);
    expect(overview.server).toEqual(server);
    expect(overview.sms.templates).toEqual({ code: null, notice: null, family: null });
    const later = await operationsOverview(database.db, testEnv(), new Date('2026-11-25T02:00:00Z'), server);
    expect(later.sms).toMatchObject({ used: 0, windowStart: null });
  });
});

describe('buildTagOf', () => {
  it('names the entry script of a built page, and nothing without one', () => {
    expect(buildTagOf('<script type="module" crossorigin src="/assets/index-B3x_k9Qa.js"></script>')).toBe('index-B3x_k9Qa');
    expect(buildTagOf('<html></html>')).toBeNull();
    expect(buildTagOf(null)).toBeNull();
  });
});

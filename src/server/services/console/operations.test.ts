import { describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { testEnv } from '#server/env';
import { operationsOverview } from './operations';

describe('operationsOverview (draft)', () => {
  it('reads the SMS window of the last day and answers the database', async () => {
    const database = await openPglite('memory://');
    try {
      const now = new Date('2026-11-24T08:00:00Z');
      await database.db.insert(rateLimits).values({ key: 'sms:global', windowStart: new Date('2026-11-24T01:00:00Z'), count: 37 });
      const overview = await operationsOverview(database.db, testEnv({ SMS_DAILY_BUDGET: '500' }), now, now);
      expect(overview.sms).toMatchObject({ sender: 'dev', budget: 500, used: 37 });
      expect(overview.database.kind).toBe('pglite');
      expect(overview.pendingUploads).toEqual([]);
      const later = await operationsOverview(database.db, testEnv(), new Date('2026-11-25T02:00:00Z'), now);
      expect(later.sms).toMatchObject({ used: 0, windowStart: null });
    } finally {
      await database.close();
    }
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDatabase, type LocalResult, type OutboxRow } from './schema';
import { outboxDeps } from './outbox';
import { keptReportKey } from './kept-report';

let count = 0;
const freshDb = () => new AppDatabase(`kept-report-${++count}`);

afterEach(() => vi.unstubAllGlobals());

/** The device's report is opaque here: it is kept as scored. */
const report = { result: 'RIA', scores: [{ key: 'R', score: 31 }] };

async function finishedHere(db: AppDatabase, local: Partial<LocalResult> = {}) {
  const row: OutboxRow = {
    attemptId: 'a1',
    userId: 7,
    assessment: 'hld',
    payload: { answer: '[]', times: 600 },
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: '',
    state: 'pending',
  };
  await db.outbox.put(row);
  await db.localResults.put({ attemptId: 'a1', userId: 7, assessment: 'hld', createdAt: Date.UTC(2026, 10, 29, 2), times: 600, report, quality: null, ...local });
  return row;
}

describe('an upload the server confirms', () => {
  it('keeps the report scored here under the server id, in the same step, for the report and the history offline', async () => {
    vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
    const db = freshDb();
    const row = await finishedHere(db);
    await outboxDeps(db, 7, { token: 't' }, () => true).confirmed(row, 41);

    expect(await db.outbox.get('a1')).toBeUndefined();
    expect((await db.localResults.get('a1'))?.resultId).toBe(41);
    const kept = await db.reports.get(keptReportKey(7, 'hld', 41));
    expect(kept).toMatchObject({
      userId: 7,
      assessment: 'hld',
      data: { ...report, id: 41, assessment: 'hld', createtime: '2026-11-29 10:00', usedtime: '10分0秒', times: 600, isOwner: true },
    });
  });

  it('never replaces a copy the server sent', async () => {
    vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
    const db = freshDb();
    const row = await finishedHere(db);
    const server = { key: keptReportKey(7, 'hld', 41), userId: 7, assessment: 'hld' as const, data: { id: 41, nickname: '小林' }, savedAt: 5 };
    await db.reports.put(server);
    await outboxDeps(db, 7, { token: 't' }, () => true).confirmed(row, 41);
    expect(await db.reports.get(server.key)).toEqual(server);
  });

  it('keeps nothing when the device could not score the sheet', async () => {
    vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
    const db = freshDb();
    const row = await finishedHere(db, { report: undefined });
    await outboxDeps(db, 7, { token: 't' }, () => true).confirmed(row, 41);
    expect(await db.reports.count()).toBe(0);
    expect((await db.localResults.get('a1'))?.resultId).toBe(41);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { progressSnapshots, unconfirmed } from './progress-report';
import { AppDatabase } from './schema';
import { finishSession, recordAnswer, startSession } from './test-session';

const questions = [1, 2, 3, 4].map((id) => ({
  id,
  name: `题${id}`,
  options: [
    { name: '是', value: 2 },
    { name: '否', value: 0 },
  ],
}));
let db: AppDatabase;
let n = 0;

afterEach(async () => {
  await db?.delete();
});

describe('progress for the class board', () => {
  it('is read from the tests on the device: one in progress, one finished and waiting, none of other users', async () => {
    db = new AppDatabase(`progress-${n++}`);
    const hld = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1000 });
    await recordAnswer(db, hld.attemptId, 1, 2, 1000, 5000);
    await recordAnswer(db, hld.attemptId, 2, 0, 2000, 6000);
    const mbti = await startSession(db, { userId: 7, assessment: 'mbti', version: 'v1', questions, now: 1000 });
    let done = mbti;
    for (const q of questions) done = await recordAnswer(db, mbti.attemptId, q.id, 2, 1000, 7000);
    await finishSession(db, done, {}, 8000);
    const other = await startSession(db, { userId: 8, assessment: 'hld', version: 'v1', questions, now: 1000 });
    await recordAnswer(db, other.attemptId, 1, 2, 1000, 5000);
    // A test opened but not answered yet says nothing.
    await startSession(db, { userId: 7, assessment: 'dyzn', version: 'v1', questions, now: 1000 });

    const snapshots = await progressSnapshots(db, 7);
    expect(snapshots).toEqual([
      { attemptId: mbti.attemptId, assessment: 'mbti', answered: 4, total: 4, finished: true, at: 8000 },
      { attemptId: hld.attemptId, assessment: 'hld', answered: 2, total: 4, finished: false, at: 6000 },
    ]);
  });

  it('sends only what the server has not confirmed: more answers, or finished since', () => {
    const report = (answered: number, finished = false, attemptId = 'attempt-0001') => ({ attemptId, assessment: 'hld' as const, answered, total: 4, finished, at: 1 });
    expect(unconfirmed([report(2)], [])).toEqual([report(2)]);
    expect(unconfirmed([report(2)], [{ attemptId: 'attempt-0001', answered: 2, finished: false }])).toEqual([]);
    expect(unconfirmed([report(3)], [{ attemptId: 'attempt-0001', answered: 2, finished: false }])).toEqual([report(3)]);
    expect(unconfirmed([report(4, true)], [{ attemptId: 'attempt-0001', answered: 4, finished: false }])).toEqual([report(4, true)]);
    expect(unconfirmed([report(4, true), report(1, false, 'attempt-0002')], [{ attemptId: 'attempt-0001', answered: 4, finished: true }])).toEqual([
      report(1, false, 'attempt-0002'),
    ]);
    // Refused after it was reported finished: the board hears of the refusal once.
    const refused = { ...report(4, true), refused: '第99001题不存在' };
    expect(unconfirmed([refused], [{ attemptId: 'attempt-0001', answered: 4, finished: true }])).toEqual([refused]);
    expect(unconfirmed([refused], [{ attemptId: 'attempt-0001', answered: 4, finished: true, refused: true }])).toEqual([]);
  });

  it("names a sheet the server refused, with the server's words", async () => {
    db = new AppDatabase(`progress-${n++}`);
    const hld = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1000 });
    let done = hld;
    for (const q of questions) done = await recordAnswer(db, hld.attemptId, q.id, 2, 1000, 2000);
    await finishSession(db, done, {}, 3000);
    await db.outbox.update(hld.attemptId, { state: 'rejected', lastError: '第99001题不存在' });
    expect(await progressSnapshots(db, 7)).toEqual([{ attemptId: hld.attemptId, assessment: 'hld', answered: 4, total: 4, finished: true, at: 3000, refused: '第99001题不存在' }]);
  });
});

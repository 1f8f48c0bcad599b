import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase } from '#client/offline/schema';
import { finishSession, startSession } from '#client/offline/test-session';
import { classifySaveError } from './save-problem';

const questions = [1, 2].map((id) => ({ id, name: `题${id}`, options: [{ name: '是', value: 2 }] }));
/** As Chromium aborts a write on a full disk: no cause given. */
const abortedCommit = () => new DOMException('The transaction was aborted, so the request cannot be fulfilled.', 'AbortError');
const backingStore = () => new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
const noPause = async () => undefined;
let db: AppDatabase;
let n = 0;

afterEach(async () => {
  await db?.delete().catch(() => undefined);
});

describe('classifySaveError', () => {
  it('says storage full for every form a full disk takes', async () => {
    db = new AppDatabase(`save-${n++}`);
    const { attemptId } = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    expect(await classifySaveError(db, attemptId, new DOMException('The quota has been exceeded.', 'QuotaExceededError'), noPause)).toBe('storage-full');
    expect(await classifySaveError(db, attemptId, abortedCommit(), noPause)).toBe('storage-full');
    expect(await classifySaveError(db, attemptId, new Dexie.DatabaseClosedError(backingStore()), noPause)).toBe('storage-full');
    expect(await classifySaveError(db, attemptId, new Error('something else'), noPause)).toBe('other');
  });

  it('tells cleared data and a test finished in another tab from a full disk', async () => {
    db = new AppDatabase(`save-${n++}`);
    const session = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    const other = await startSession(db, { userId: 7, assessment: 'mbti', version: 'v1', questions, now: 1 });
    await finishSession(db, { ...other, answers: { 1: { value: 2, at: 2 }, 2: { value: 2, at: 3 } } }, null, 4);
    expect(await classifySaveError(db, other.attemptId, abortedCommit(), noPause)).toBe('finished-elsewhere');
    await db.sessions.clear();
    expect(await classifySaveError(db, session.attemptId, abortedCommit(), noPause)).toBe('data-cleared');
  });

  it('looks once more a moment later: clearing data can fail a write before the session is gone', async () => {
    db = new AppDatabase(`save-${n++}`);
    const { attemptId } = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    expect(await classifySaveError(db, attemptId, abortedCommit(), () => db.sessions.clear())).toBe('data-cleared');
  });
});

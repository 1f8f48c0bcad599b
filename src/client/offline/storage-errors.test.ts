import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDatabase } from './schema';
import { isAbortedWrite, isStorageFull, reopenAfterStorageFailure } from './storage-errors';
import { recordAnswer, startSession } from './test-session';

/** The errors Chromium gave on a browser profile on a full 64 MB volume (issue 36, item 15). */
const abortedCommit = () => new DOMException('The transaction was aborted, so the request cannot be fulfilled.', 'AbortError');
const backingStore = () => new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');

describe('isStorageFull', () => {
  it('knows a full disk by every name it comes under', () => {
    expect(isStorageFull(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted', new DOMException('quota', 'QuotaExceededError')))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('aborted'), { name: 'AbortError', cause: new DOMException('quota', 'QuotaExceededError') }))).toBe(true);
    expect(isStorageFull(backingStore())).toBe(true);
    // Every call after a failed reopen.
    expect(isStorageFull(new Dexie.DatabaseClosedError(backingStore()))).toBe(true);
  });

  it('does not call other failures a full disk', () => {
    expect(isStorageFull(new Error('test session not found'))).toBe(false);
    expect(isStorageFull(new Dexie.DatabaseClosedError())).toBe(false);
    expect(isStorageFull(new DOMException('Some other failure', 'UnknownError'))).toBe(false);
    expect(isStorageFull(abortedCommit())).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });

  it('tells a write the browser aborted from other errors', () => {
    expect(isAbortedWrite(abortedCommit())).toBe(true);
    expect(isAbortedWrite(new Dexie.AbortError('Transaction aborted'))).toBe(true);
    expect(isAbortedWrite(new Error('test session not found'))).toBe(false);
  });
});

const questions = [1, 2].map((id) => ({ id, name: `题${id}`, options: [{ name: '是', value: 2 }] }));
let db: AppDatabase;
let n = 0;

afterEach(async () => {
  vi.restoreAllMocks();
  await db?.delete().catch(() => undefined);
});

/** indexedDB.open failing as on a full disk, until `free()` is called. */
function fullDisk() {
  const open = indexedDB.open.bind(indexedDB);
  const spy = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    const request = { error: backingStore() } as unknown as IDBOpenDBRequest & { onerror?: (event: unknown) => void };
    setTimeout(() => request.onerror?.({ target: request, type: 'error', preventDefault() {}, stopPropagation() {} }), 0);
    return request;
  });
  return { free: () => spy.mockImplementation(open) };
}

describe('reopenAfterStorageFailure', () => {
  it('opens the database again once the disk has room, so the answer is saved without a reload', async () => {
    db = new AppDatabase(`storage-${n++}`);
    const session = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    const disk = fullDisk();
    // Chromium closes the database under the page, and every reopen fails while the disk is full.
    db.backendDB().onclose!(new Event('close'));
    const whileFull = await recordAnswer(db, session.attemptId, 1, 2, 1000, 2).catch((e: unknown) => e);
    expect(isStorageFull(whileFull)).toBe(true);

    disk.free();
    // Without help Dexie keeps refusing (DatabaseClosedError) although the disk has room now: what kept the test stuck.
    const stillClosed = await recordAnswer(db, session.attemptId, 1, 2, 1000, 2).catch((e: unknown) => e);
    expect(stillClosed).toBeInstanceOf(Dexie.DatabaseClosedError);
    reopenAfterStorageFailure(db);
    const saved = await recordAnswer(db, session.attemptId, 1, 2, 1000, 2);
    expect(saved.answers[1].value).toBe(2);
    expect(db.isOpen()).toBe(true);
  });

  it('leaves an open database, and one closed on purpose, as they are', async () => {
    db = new AppDatabase(`storage-${n++}`);
    await db.open();
    reopenAfterStorageFailure(db);
    expect(db.isOpen()).toBe(true);
    db.close();
    reopenAfterStorageFailure(db);
    await expect(db.sessions.count()).rejects.toBeInstanceOf(Dexie.DatabaseClosedError);
  });
});

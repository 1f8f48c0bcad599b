import type Dexie from 'dexie';

/**
 * The one place that tells a device without room to write from any other failure. On a really full
 * disk Chromium does not say QuotaExceededError: the write's transaction is aborted (AbortError, no
 * cause), the browser closes the database, and every reopen fails with「UnknownError: Internal error
 * opening backing store」, which Dexie then wraps in DatabaseClosedError for every later call.
 */

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
  cause?: unknown;
}

/** The error and what it wraps (Dexie's `inner`, the standard `cause`), outermost first. */
function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; e && typeof e === 'object' && chain.length < 8;) {
    const link = e as ErrorLike;
    chain.push(link);
    e = link.inner ?? link.cause;
  }
  return chain;
}

const isNoRoom = (e: ErrorLike) => e.name === 'QuotaExceededError' || (e.name === 'UnknownError' && /backing store/i.test(String(e.message ?? '')));

/** The device's storage is full or cannot be written: quota, or the backing store the browser could not (re)open. */
export function isStorageFull(error: unknown): boolean {
  return chainOf(error).some(isNoRoom);
}

/**
 * A write's transaction that the browser aborted on its own (nothing in this app aborts one). With the
 * test session still there, it is the first sign of a full disk; the classifier in save-problem.ts
 * checks that.
 */
export function isAbortedWrite(error: unknown): boolean {
  const chain = chainOf(error);
  return chain.length > 0 && chain.every((e) => e.name === 'AbortError');
}

/**
 * After a failed reopen Dexie keeps the database closed and refuses every call with
 * DatabaseClosedError, also once the disk has room again. This lets the next call open it anew. A
 * database closed on purpose (db.close(), db.delete()) stays closed.
 */
export function reopenAfterStorageFailure(db: Dexie): void {
  if (!db.isOpen() && db.hasFailed() && !db.hasBeenClosed()) db.close({ disableAutoOpen: false });
}

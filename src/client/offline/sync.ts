import { getDefaultStore } from 'jotai';
import { getToken } from '../lib/token-storage';
import { onServerBack } from '../lib/server-reachability';
import { db } from './db';
import { retryWhenBackAt, waitBeforeRetry } from './drain';
import { reopenAfterStorageFailure } from './storage-errors';
import { drainHandedOver, drainOnce } from './outbox';
import { uploadNeedsLoginAtom } from './sync-state';

/** Progress for the class board, loaded when first needed (it stays out of the start-up and test-page code). */
function sendProgress(signedIn: { userId: number; token: string } | null) {
  void import('./progress-report').then(({ reportProgress }) => reportProgress(db, signedIn)).catch(() => undefined);
}

let onAuthExpired = () => {};
/** What to do when the server says the session ended during an upload (the row stays in the outbox). */
export function setAuthExpiredHandler(handler: () => void) {
  onAuthExpired = handler;
}

let currentUserId: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
/** A trigger came while a drain ran (the network back, a hand-over): one more drain follows it. */
let again = false;
/** resumeUploads asked for every pending row to be due: done at the start of the next drain, after any reschedule of the one running. */
let resumeWanted = false;

/**
 * Drains now: the signed-in user's rows with their login, then (on a class tablet) the rows of
 * students who handed it over, with their upload credentials; then schedules the next try for the
 * earliest due row of either. Called while a drain runs, it runs once more after it: the running one
 * may have met the network still down, or been for a student who has just handed the tablet over,
 * and a trigger must never be lost to it (issue 36: a result stranded after the network came back).
 */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const userId = currentUserId;
  const token = getToken();
  // The drain is for this user with this login; signing out or another sign-in ends it (drain.ts).
  const active = () => currentUserId === userId && getToken() === token;
  running = (async () => {
    // A database that failed to reopen while the disk was full is opened anew: the uploads go on once there is room.
    reopenAfterStorageFailure(db);
    if (resumeWanted) {
      resumeWanted = false;
      await makeAllDue(userId);
    }
    // Beside the uploads, not before them: the class board hears of a finished test even when the upload waits.
    sendProgress(userId !== null && token !== null ? { userId, token } : null);
    if (userId !== null && token !== null) {
      const summary = await drainOnce(db, { userId, token, active }).catch(() => null);
      if (!active()) return;
      if (summary) getDefaultStore().set(uploadNeedsLoginAtom, summary.needsLogin);
      if (summary?.needsLogin) onAuthExpired();
    }
    const handedOver = (await drainHandedOver(db, userId).catch(() => null)) ?? [];
    await scheduleNext([...(userId !== null && token !== null ? [userId] : []), ...handedOver]);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
      // Someone signed in or handed over while this drain ran, or a trigger came meanwhile: their turn now.
      const rerun = again || !active();
      again = false;
      if (rerun) void syncNow();
    });
  return running;
}

/** Every pending row due now; a row parked by an earlier version of the app is tried once more (the server may accept it now). */
async function makeAllDue(userId: number | null) {
  await db.outbox.toCollection().modify((row) => {
    if (row.userId === userId && row.state === 'rejected' && row.rejectedIn !== __APP_BUILD_ID__) row.state = 'pending';
    if (row.state === 'pending') row.nextAttemptAt = 0;
  });
}

/** Only the rows some drain will send: others (no login, no credential) must not wake a timer. */
async function scheduleNext(userIds: number[]) {
  clearTimeout(timer);
  if (userIds.length === 0) return;
  const pending = (await db.outbox.where('userId').anyOf(userIds).toArray()).filter((r) => r.state === 'pending');
  if (pending.length === 0) return;
  timer = setTimeout(() => void syncNow(), waitBeforeRetry(pending.map((r) => r.nextAttemptAt), Date.now()));
}

const PROGRESS_EVERY_MS = 2000;
let progressTimer: ReturnType<typeof setTimeout> | undefined;
let lastProgressAt = 0;

/**
 * An answer was saved: the class board hears of it within about two seconds. At most one report per
 * PROGRESS_EVERY_MS, sent in the background; answering never waits for it.
 */
export function progressChanged() {
  if (progressTimer !== undefined) return;
  progressTimer = setTimeout(() => {
    progressTimer = undefined;
    lastProgressAt = Date.now();
    const token = getToken();
    sendProgress(currentUserId !== null && token !== null ? { userId: currentUserId, token } : null);
  }, Math.max(0, lastProgressAt + PROGRESS_EVERY_MS - Date.now()));
}

/**
 * The network is back or the user signed in again: every pending row of theirs is due now, and a row
 * parked by an earlier version of the app is tried once more (the server may accept it now). On a
 * class tablet the handed-over students' rows are due now too.
 */
export async function resumeUploads() {
  resumeWanted = true;
  await syncNow();
}

/**
 * The server answers again after failing (an outage, a deploy, lie-fi): rows waiting out a long
 * backoff go within a few seconds instead (drain.ts, retryWhenBackAt).
 */
export async function retrySoonAfterServerBack(now = Date.now(), random = Math.random) {
  await db.outbox.toCollection().modify((row) => {
    if (row.state === 'pending') row.nextAttemptAt = retryWhenBackAt(row.nextAttemptAt, now, random);
  });
  // A drain under way may have read the rows before: the one after it sets the timer from the new times.
  await running?.catch(() => undefined);
  await syncNow();
}

/**
 * Triggers of OFFLINE.md: app start and sign-in (setSyncUser), the `online` event, the server
 * answering again after failing, the page becoming visible, right after enqueue (callers call syncNow) and the backoff timer.
 */
export function setSyncUser(userId: number | null) {
  if (userId === currentUserId) return;
  currentUserId = userId;
  clearTimeout(timer);
  getDefaultStore().set(uploadNeedsLoginAtom, false);
  void resumeUploads();
}

let installed = false;
export function installSyncTriggers() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => void resumeUploads());
  onServerBack(() => void retrySoonAfterServerBack().catch(() => undefined));
  // A class tablet starts with no one signed in: students who handed it over may still have tests to send.
  void resumeUploads();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void syncNow());
}

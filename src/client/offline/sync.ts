import { getDefaultStore } from 'jotai';
import { getClassDevice } from '../lib/class-device';
import { getToken } from '../lib/token-storage';
import { onServerBack } from '../lib/server-reachability';
import { db } from './db';
import { retryWhenBackAt } from './drain';
import { drainHandedOver, drainOnce } from './outbox';
import { reopenAfterStorageFailure } from './storage-errors';
import { createSyncLoop } from './sync-loop';
import { uploadNeedsLoginAtom } from './sync-state';

/**
 * Progress for the class board, loaded when first needed (it stays out of the start-up and test-page
 * code): only on a class tablet or for a student with assignments, the two cases it reports for
 * (progress-report.ts). Anyone else never downloads it.
 */
function sendProgress(signedIn: { userId: number; token: string } | null) {
  const reports = async () => Boolean(getClassDevice()) || (signedIn !== null && Boolean((await db.assignments.get(signedIn.userId))?.list.length));
  void reports()
    .then(async (needed) => needed && (await import('./progress-report')).reportProgress(db, signedIn))
    .catch(() => undefined);
}

let onAuthExpired = () => {};
/** What to do when the server says the session ended during an upload (the row stays in the outbox). */
export function setAuthExpiredHandler(handler: () => void) {
  onAuthExpired = handler;
}

let currentUserId: number | null = null;

const loop = createSyncLoop({
  who: () => ({ userId: currentUserId, token: getToken() }),
  // A database that failed to reopen while the disk was full is opened anew: the uploads go on once there is room.
  beforeDrain: () => reopenAfterStorageFailure(db),
  makeAllDue,
  sendProgress,
  drainOwn: ({ userId, token }, active) => drainOnce(db, { userId, token, active }),
  ownDrained: (summary) => {
    getDefaultStore().set(uploadNeedsLoginAtom, summary.needsLogin);
    if (summary.needsLogin) onAuthExpired();
  },
  drainHandedOver: (signedIn) => drainHandedOver(db, signedIn),
  pendingRetries: async (userIds) =>
    [...(await db.outbox.where('userId').anyOf(userIds).toArray()), ...(await db.choices.where('userId').anyOf(userIds).toArray())]
      .filter((r) => r.state === 'pending')
      .map((r) => r.nextAttemptAt),
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
});

/**
 * Drains now: the signed-in user's rows with their login, then (on a class tablet) the rows of
 * students who handed it over, with their upload credentials; then schedules the next try for the
 * earliest due row of either. Called while a drain runs, it runs once more after it (sync-loop.ts).
 */
export const syncNow = loop.syncNow;

/** Every pending row due now; a row parked by an earlier version of the app is tried once more (the server may accept it now). */
async function makeAllDue(userId: number | null) {
  const due = (row: { userId: number; state: 'pending' | 'rejected'; rejectedIn?: string; nextAttemptAt: number }) => {
    if (row.userId === userId && row.state === 'rejected' && row.rejectedIn !== __APP_BUILD_ID__) row.state = 'pending';
    if (row.state === 'pending') row.nextAttemptAt = 0;
  };
  await db.outbox.toCollection().modify(due);
  await db.choices.toCollection().modify(due);
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
  progressTimer = setTimeout(
    () => {
      progressTimer = undefined;
      lastProgressAt = Date.now();
      const token = getToken();
      sendProgress(currentUserId !== null && token !== null ? { userId: currentUserId, token } : null);
    },
    Math.max(0, lastProgressAt + PROGRESS_EVERY_MS - Date.now()),
  );
}

/**
 * The network is back or the user signed in again: every pending row of theirs is due now, and a row
 * parked by an earlier version of the app is tried once more (the server may accept it now). On a
 * class tablet the handed-over students' rows are due now too.
 */
export async function resumeUploads() {
  await loop.resumeUploads();
}

/**
 * The server answers again after failing (an outage, a deploy, lie-fi): rows waiting out a long
 * backoff go within a few seconds instead (drain.ts, retryWhenBackAt). A drain under way may have read
 * the rows before: the one the loop runs after it sets the timer from the new times.
 */
export async function retrySoonAfterServerBack(now = Date.now(), random = Math.random) {
  const soon = (row: { state: 'pending' | 'rejected'; nextAttemptAt: number }) => {
    if (row.state === 'pending') row.nextAttemptAt = retryWhenBackAt(row.nextAttemptAt, now, random);
  };
  await db.outbox.toCollection().modify(soon);
  await db.choices.toCollection().modify(soon);
  await syncNow();
}

/**
 * The app is looked at again (back from WeChat, the tablet woken): rows that wait for a guardian's
 * consent go now rather than at the end of their backoff — the parent may have just agreed on their phone.
 */
async function retryConsentWaits() {
  const now = (row: { state: 'pending' | 'rejected'; waitingFor?: unknown; nextAttemptAt: number }) => {
    if (row.state === 'pending' && row.waitingFor) row.nextAttemptAt = 0;
  };
  await db.outbox.toCollection().modify(now);
  await db.choices.toCollection().modify(now);
  await syncNow();
}

/**
 * Triggers of OFFLINE.md: app start and sign-in (setSyncUser), the `online` event, the server
 * answering again after failing, the page becoming visible, right after enqueue (callers call
 * syncNow) and the backoff timer.
 */
export function setSyncUser(userId: number | null) {
  if (userId === currentUserId) return;
  currentUserId = userId;
  loop.cancelTimer();
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
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void retryConsentWaits().catch(() => undefined));
}

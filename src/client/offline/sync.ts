import { getDefaultStore } from 'jotai';
import { getToken } from '../lib/token-storage';
import { db } from './db';
import { waitBeforeRetry } from './drain';
import { drainOnce } from './outbox';
import { uploadNeedsLoginAtom } from './sync-state';

let onAuthExpired = () => {};
/** What to do when the server says the session ended during an upload (the row stays in the outbox). */
export function setAuthExpiredHandler(handler: () => void) {
  onAuthExpired = handler;
}

let currentUserId: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;

/** Drains now (if a user is signed in), then schedules the next try for the earliest due row. */
export function syncNow(): Promise<void> {
  if (running) return running;
  const userId = currentUserId;
  const token = getToken();
  if (userId === null || token === null) return Promise.resolve();
  // The drain is for this user with this login; signing out or another sign-in ends it (drain.ts).
  const active = () => currentUserId === userId && getToken() === token;
  running = (async () => {
    const summary = await drainOnce(db, { userId, token, active }).catch(() => null);
    if (!active()) return;
    if (summary) getDefaultStore().set(uploadNeedsLoginAtom, summary.needsLogin);
    if (summary?.needsLogin) onAuthExpired();
    await scheduleNext(userId);
  })().finally(() => {
    running = null;
    // Someone else signed in while this drain ran: their rows' turn now.
    if (!active() && currentUserId !== null) void syncNow();
  });
  return running;
}

async function scheduleNext(userId: number) {
  clearTimeout(timer);
  const pending = (await db.outbox.where({ userId }).toArray()).filter((r) => r.state === 'pending');
  if (pending.length === 0) return;
  timer = setTimeout(() => void syncNow(), waitBeforeRetry(pending.map((r) => r.nextAttemptAt), Date.now()));
}

/**
 * The network is back or the user signed in again: every pending row of theirs is due now, and a row
 * parked by an earlier version of the app is tried once more (the server may accept it now).
 */
export async function resumeUploads() {
  if (currentUserId === null) return;
  await db.outbox.where({ userId: currentUserId }).modify((row) => {
    if (row.state === 'rejected' && row.rejectedIn !== __APP_BUILD_ID__) row.state = 'pending';
    if (row.state === 'pending') row.nextAttemptAt = 0;
  });
  await syncNow();
}

/**
 * Triggers of OFFLINE.md: app start and sign-in (setSyncUser), the `online` event,
 * the page becoming visible, right after enqueue (callers call syncNow) and the backoff timer.
 */
export function setSyncUser(userId: number | null) {
  if (userId === currentUserId) return;
  currentUserId = userId;
  clearTimeout(timer);
  getDefaultStore().set(uploadNeedsLoginAtom, false);
  if (userId !== null) void resumeUploads();
}

let installed = false;
export function installSyncTriggers() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => void resumeUploads());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void syncNow());
}

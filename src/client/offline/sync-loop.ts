import { type DrainSummary, waitBeforeRetry } from './drain';

export interface SignedIn {
  userId: number;
  token: string;
}

/** What the sync loop works with: the outbox, who is signed in, the clock and a timer (sync.ts gives the real ones). */
export interface SyncLoopDeps {
  /** Who is signed in on this tab now, with which login. */
  who(): { userId: number | null; token: string | null };
  /** Before each drain: what must be ready for it (the database reopened after a full disk). */
  beforeDrain(): void;
  /** Every pending row due now; a row of `userId` parked by an earlier version of the app pending again. */
  makeAllDue(userId: number | null): Promise<void>;
  /** The class board's progress, beside the uploads (never awaited). */
  sendProgress(signedIn: SignedIn | null): void;
  /** The signed-in student's due rows, with their login; stops once `active` says the tab changed hands. */
  drainOwn(signedIn: SignedIn, active: () => boolean): Promise<DrainSummary | null>;
  /** What the signed-in student's drain found (a login that ended, say), while they are still signed in. */
  ownDrained(summary: DrainSummary): void;
  /** On a class tablet: the due rows of students who handed it over; the ids whose rows still wait. */
  drainHandedOver(signedIn: number | null): Promise<number[] | null>;
  /** When the pending rows of these students are next due (nextAttemptAt). */
  pendingRetries(userIds: number[]): Promise<number[]>;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/**
 * The upload loop: one drain at a time, the next try timed for the earliest due row. A trigger that
 * comes while a drain runs (the network back, a hand-over, a new sign-in) runs one more drain right
 * after it: the running one may have met the network still down, or been for the student who has just
 * handed the tablet over, and a trigger must never be lost to it (issue 36: a finished result stranded
 * after the network came back, waiting out a backoff or a tap).
 */
export function createSyncLoop(deps: SyncLoopDeps) {
  let timer: unknown;
  let running: Promise<void> | null = null;
  /** A trigger came while a drain ran: one more drain follows it. */
  let again = false;
  /** Every pending row due: done at the start of the next drain, after any reschedule of the one running. */
  let resumeWanted = false;

  async function scheduleNext(userIds: number[]) {
    deps.clearTimer(timer);
    if (userIds.length === 0) return;
    const retries = await deps.pendingRetries(userIds);
    if (retries.length === 0) return;
    timer = deps.setTimer(() => void syncNow(), waitBeforeRetry(retries, deps.now()));
  }

  async function drain(userId: number | null, token: string | null, active: () => boolean) {
    deps.beforeDrain();
    if (resumeWanted) {
      resumeWanted = false;
      await deps.makeAllDue(userId);
    }
    const signedIn = userId !== null && token !== null ? { userId, token } : null;
    deps.sendProgress(signedIn);
    if (signedIn) {
      const summary = await deps.drainOwn(signedIn, active).catch(() => null);
      if (!active()) return;
      if (summary) deps.ownDrained(summary);
    }
    // Only the rows some drain will send: others (no login, no credential) must not wake a timer.
    const handedOver = (await deps.drainHandedOver(userId).catch(() => null)) ?? [];
    await scheduleNext([...(signedIn ? [signedIn.userId] : []), ...handedOver]);
  }

  /** Drains now; called while a drain runs, it runs once more after it. */
  function syncNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const { userId, token } = deps.who();
    // The drain is for this user with this login; signing out or another sign-in ends it (drain.ts).
    const active = () => {
      const now = deps.who();
      return now.userId === userId && now.token === token;
    };
    running = drain(userId, token, active)
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

  return {
    syncNow,
    /** The network is back or the student changed: every pending row is due now. */
    resumeUploads(): Promise<void> {
      resumeWanted = true;
      return syncNow();
    },
    /** The user changed: the timer set for the last one's rows goes (the drain that follows sets the next). */
    cancelTimer() {
      deps.clearTimer(timer);
    },
  };
}

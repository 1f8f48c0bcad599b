import type { ConsentWait } from '#shared/family/consent';
import type { OutboxRow } from './schema';

/** What the server said about one send. */
export type SendOutcome =
  | { kind: 'ok'; resultId: number }
  /** Network error, timeout, 5xx, rate limit, or a guardian's consent not recorded yet (4051): try again later. */
  | { kind: 'retry'; error: string; waitingFor?: ConsentWait }
  /** 4001: keep the row; it goes out after this user logs in again. */
  | { kind: 'auth'; error: string }
  /** 4003: the session is another user's; keep the row for its own user and stop. */
  | { kind: 'other-account'; error: string }
  /** The payload itself is invalid: park it, visible to the user, never silently dropped. `held`: a signed result the server keeps for the teacher. */
  | { kind: 'rejected'; error: string; held?: boolean };

/** What the drainer needs of a queued row: how often it was tried. Finished tests (OutboxRow) and 选科意向 choices (ChoiceRow) are both. */
export interface QueuedRow {
  attempts: number;
}

/** A row's next try after a failure, and why it waits. */
export type RetryUpdate = Pick<OutboxRow, 'attempts' | 'nextAttemptAt' | 'lastError' | 'waitingFor'>;

export interface DrainDeps<R extends QueuedRow = OutboxRow> {
  /** Pending rows of the signed-in user whose time has come. */
  due(now: number): Promise<R[]>;
  /**
   * Whether the user this drain sends for is still the one signed in (same token). Once not, the drain
   * stops before the next send and acts on no answer: on a shared tablet a row is only ever sent with
   * its own user's login.
   */
  active(): boolean;
  send(row: R): Promise<SendOutcome>;
  /** Deletes the row only now that the server has confirmed it. */
  confirmed(row: R, resultId: number): Promise<void>;
  reschedule(row: R, update: RetryUpdate): Promise<void>;
  park(row: R, error: string): Promise<void>;
  now(): number;
  random(): number;
}

export interface DrainSummary {
  sent: number;
  retrying: number;
  rejected: number;
  needsLogin: boolean;
  /** The signed-in user changed while draining; the rest waits for its own user. */
  stopped: boolean;
}

export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60_000;

/**
 * Whether a pending row should be tried now. A retry is never more than MAX_DELAY_MS away, so a
 * `nextAttemptAt` further ahead than that means the wall clock was set back (a tablet's clock
 * corrected, a dead battery): the row is due now instead of hours later.
 */
export function isDue(row: Pick<OutboxRow, 'state' | 'nextAttemptAt'>, now: number): boolean {
  return row.state === 'pending' && (row.nextAttemptAt <= now || row.nextAttemptAt - now > MAX_DELAY_MS);
}

/** How long to wait before the earliest of these retries, whatever the wall clock did (see isDue). */
export function waitBeforeRetry(nextAttempts: number[], now: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(250, Math.min(...nextAttempts) - now));
}

/** Once the server answers again after failing, a retry waits at most this long, whatever its backoff had grown to. */
export const RETRY_WHEN_BACK_MS = 5000;

/**
 * When a row whose retry was scheduled at `nextAttemptAt` goes now that the server answers again:
 * within 0.5-4.5 s (spread, so a classroom that comes back together does not send together), or
 * sooner if it was due sooner anyway.
 */
export function retryWhenBackAt(nextAttemptAt: number, now: number, random: () => number): number {
  return Math.min(nextAttemptAt, now + Math.round(500 + random() * (RETRY_WHEN_BACK_MS - 1000)));
}

/** About 1 s doubling to 5 min, with ±50 % jitter so a classroom does not retry in lockstep. */
export function backoffDelay(attempts: number, random: () => number): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random()));
}

/**
 * Sends due rows one by one. A row leaves the outbox only after the server confirmed it;
 * retryable failures are rescheduled (never dropped, however many attempts); 4001 stops the drain.
 */
export async function drainOutbox<R extends QueuedRow>(deps: DrainDeps<R>): Promise<DrainSummary> {
  const summary: DrainSummary = { sent: 0, retrying: 0, rejected: 0, needsLogin: false, stopped: false };
  for (const row of await deps.due(deps.now())) {
    if (!deps.active()) {
      summary.stopped = true;
      break;
    }
    const outcome = await deps.send(row).catch((error: unknown): SendOutcome => ({ kind: 'retry', error: String(error) }));
    // A confirmed row is stored under its own user (it went with that user's token); any other
    // answer that arrives after a change of user says nothing about the new one.
    if (outcome.kind !== 'ok' && !deps.active()) {
      summary.stopped = true;
      break;
    }
    if (outcome.kind === 'ok') {
      await deps.confirmed(row, outcome.resultId);
      summary.sent++;
    } else if (outcome.kind === 'rejected') {
      await deps.park(row, outcome.error);
      summary.rejected++;
    } else {
      const attempts = row.attempts + 1;
      // The student is told why it waits: the network, or (4051) a guardian's consent.
      const waitingFor = outcome.kind === 'retry' ? outcome.waitingFor : undefined;
      await deps.reschedule(row, { attempts, nextAttemptAt: deps.now() + backoffDelay(attempts, deps.random), lastError: outcome.error, waitingFor });
      if (outcome.kind === 'auth') {
        summary.needsLogin = true;
        break;
      }
      if (outcome.kind === 'other-account') {
        summary.stopped = true;
        break;
      }
      summary.retrying++;
    }
  }
  return summary;
}

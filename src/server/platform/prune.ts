import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, attemptProgress, captchaRedeemed, captchaTickets, operatorSessions, parentInvites, parentSessions, rateLimits, sessions, smsCodes } from '../db/schema';
import { CONSOLE_IDLE_SECONDS } from './operator-sessions';
import { PARENT_IDLE_SECONDS } from './parent-sessions';
import type { Clock } from '../lib/clock';
import { MAX_WINDOW_SECONDS } from './rate-limit';

/** How often some instance prunes; every instance tries, the first one in each period does the work. */
export const PRUNE_EVERY_MS = 10 * 60_000;
/** SMS codes are kept an hour past expiry: the resend window looks back 90 s at the newest code. */
const SMS_CODE_GRACE_MS = 3600_000;
/** Revoked and idle-ended sessions are kept a day (such a token answers 4001 like an unknown one either way). */
const REVOKED_SESSION_GRACE_MS = 86400_000;
/** Devices' progress reports for the class board (docs/SCHOOL.md, "A lesson"). */
export const PROGRESS_KEPT_DAYS = 30;

export interface PruneCounts {
  sessions: number;
  operatorSessions: number;
  smsCodes: number;
  captchaRedeemed: number;
  captchaTickets: number;
  rateLimits: number;
  attemptProgress: number;
  parentSessions: number;
  parentInvites: number;
}

/**
 * Takes this period's pruning turn: one atomic upsert on `app_meta`, so with several app servers on
 * one PostgreSQL exactly one of them prunes per period (the others get no row back and skip).
 */
async function takeTurn(db: Db, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - PRUNE_EVERY_MS + 1000);
  const taken = await db
    .insert(appMeta)
    .values({ key: 'pruned_at', value: now.toISOString(), updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updatedAt: now }, setWhere: lt(appMeta.updatedAt, due) })
    .returning({ key: appMeta.key });
  return taken.length > 0;
}

/** Deletes rows nothing can use any more. Each delete is idempotent, so a run cut short is simply repeated. */
export async function pruneExpired(db: Db, now: Date): Promise<PruneCounts> {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const graceStart = new Date(now.getTime() - REVOKED_SESSION_GRACE_MS);
  return {
    sessions: await count(
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, graceStart)),
            // Idle past its timeout a day ago: it can only answer 4001 now.
            sql`${sessions.lastSeenAt} + ${sessions.idleSeconds} * interval '1 second' < ${graceStart.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: sessions.id }),
    ),
    // Console sign-ins: expired, revoked or idle (30 minutes) a day ago.
    operatorSessions: await count(
      db
        .delete(operatorSessions)
        .where(
          or(
            lt(operatorSessions.expiresAt, now),
            and(isNotNull(operatorSessions.revokedAt), lt(operatorSessions.revokedAt, graceStart)),
            lt(operatorSessions.lastSeenAt, new Date(graceStart.getTime() - CONSOLE_IDLE_SECONDS * 1000)),
          ),
        )
        .returning({ id: operatorSessions.id }),
    ),
    smsCodes: await count(
      db
        .delete(smsCodes)
        .where(lt(smsCodes.expiresAt, new Date(now.getTime() - SMS_CODE_GRACE_MS)))
        .returning({ id: smsCodes.id }),
    ),
    captchaRedeemed: await count(db.delete(captchaRedeemed).where(lt(captchaRedeemed.expiresAt, now)).returning({ hash: captchaRedeemed.challengeHash })),
    captchaTickets: await count(db.delete(captchaTickets).where(lt(captchaTickets.expiresAt, now)).returning({ id: captchaTickets.ticketHash })),
    // Every limit's window is at most MAX_WINDOW_SECONDS long, so a row whose window began before that is over.
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now.getTime() - MAX_WINDOW_SECONDS * 1000)))
        .returning({ key: rateLimits.key }),
    ),
    // The class board needs progress only during a lesson; the result carries the rest.
    attemptProgress: await count(
      db
        .delete(attemptProgress)
        .where(lt(attemptProgress.receivedAt, new Date(now.getTime() - PROGRESS_KEPT_DAYS * 86400_000)))
        .returning({ id: attemptProgress.attemptId }),
    ),
    // Parents' sign-ins: expired, revoked or idle (7 days) a day ago.
    parentSessions: await count(
      db
        .delete(parentSessions)
        .where(
          or(
            lt(parentSessions.expiresAt, now),
            and(isNotNull(parentSessions.revokedAt), lt(parentSessions.revokedAt, graceStart)),
            lt(parentSessions.lastSeenAt, new Date(graceStart.getTime() - PARENT_IDLE_SECONDS * 1000)),
          ),
        )
        .returning({ id: parentSessions.id }),
    ),
    // Invites never used, a day past expiry (a used one stays: its link names it, and it is deleted with the child).
    parentInvites: await count(
      db
        .delete(parentInvites)
        .where(and(isNull(parentInvites.usedAt), lt(parentInvites.expiresAt, graceStart)))
        .returning({ id: parentInvites.id }),
    ),
  };
}

/** Prunes if this period's turn is free; returns the counts, or null when another instance had the turn. */
export async function pruneIfDue(db: Db, now: Date): Promise<PruneCounts | null> {
  if (!(await takeTurn(db, now))) return null;
  return pruneExpired(db, now);
}

/**
 * Runs pruneIfDue every PRUNE_EVERY_MS (with jitter, so instances started together spread out) and once
 * soon after start. Returns a stop function for shutdown. Errors are logged and the next period retries.
 */
export function schedulePruning(db: Db, clock: Clock, log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const counts = await pruneIfDue(db, clock.now());
      if (counts) log.info({ pruned: counts }, 'pruned expired rows');
    } catch (error) {
      // The app logger's `err` serializer (lib/safe-error.ts) keeps query parameters out of the log.
      log.warn({ err: error }, 'pruning failed; will retry');
    }
    if (!stopped) arm(PRUNE_EVERY_MS * (0.9 + Math.random() * 0.2));
  };
  // unref: a pending prune never keeps the process alive.
  const arm = (ms: number) => (timer = setTimeout(run, ms)).unref?.();
  arm(5_000 + Math.random() * 5_000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

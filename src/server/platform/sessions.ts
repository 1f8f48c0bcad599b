import { and, eq, isNull, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

export const SESSION_DAYS = 30;

/**
 * Idle timeouts. A sign-in for this tab only ends after 2 hours without a call (a double lesson with
 * its break; answering a test is local, so a slow test must not end it). A sign-in kept on the device
 * (「记住我」, the student's own phone) ends after 7 days unused. Either way it ends
 * SESSION_DAYS after sign-in.
 */
export const IDLE_SECONDS = { tab: 2 * 3600, device: 7 * 86400 } as const;
export type SessionKind = keyof typeof IDLE_SECONDS;

/** The last use is written at most this often: one write per session per few minutes, not per call. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Issues a 256-bit token; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date, kind: SessionKind = 'tab'): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86400_000),
    lastSeenAt: now,
    idleSeconds: IDLE_SECONDS[kind],
  });
  return token;
}

/** A live session's user, 'idle' when it just ended for want of use (and is revoked now), else null. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<{ userId: number; sessionId: number } | 'idle' | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, idleSeconds: sessions.idleSeconds })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > row.idleSeconds * 1000) {
    await revokeSession(db, row.sessionId, now);
    return 'idle';
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { userId: row.userId, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every other session of the user ends. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null, now: Date): Promise<void> {
  const condition =
    keepSessionId === null
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
}

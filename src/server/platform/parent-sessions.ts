import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parentSessions } from '#server/db/schema';
import { randomToken, sha256 } from '#server/lib/crypto';

/**
 * A parent's sign-in (docs/PARENTS.md): its own table and header, like the console's, so a parent
 * token opens no student or staff call and a student's token no parent call. A parent uses their
 * own phone: the sign-in is kept on it, ends after 7 days unused and 30 days at most.
 */
export const PARENT_IDLE_SECONDS = 7 * 86400;
export const PARENT_SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 5 * 60_000;

export interface ParentCaller {
  parentId: number;
  sessionId: number;
}

export async function createParentSession(db: Db, parentId: number, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(parentSessions).values({
    parentId,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + PARENT_SESSION_DAYS * 86400_000),
  });
  return token;
}

/** The parent of a live token; 'idle' when it just ended for want of use (and is revoked now), else null. */
export async function resolveParentSession(db: Db, token: string, now: Date): Promise<ParentCaller | 'idle' | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: parentSessions.id, parentId: parentSessions.parentId, lastSeenAt: parentSessions.lastSeenAt })
    .from(parentSessions)
    .where(and(eq(parentSessions.tokenHash, sha256(token)), isNull(parentSessions.revokedAt), gt(parentSessions.expiresAt, now)));
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > PARENT_IDLE_SECONDS * 1000) {
    await revokeParentSession(db, row.sessionId, now);
    return 'idle';
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await db
      .update(parentSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(parentSessions.id, row.sessionId), lt(parentSessions.lastSeenAt, now)));
  }
  return { parentId: row.parentId, sessionId: row.sessionId };
}

export async function revokeParentSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(parentSessions).set({ revokedAt: now }).where(eq(parentSessions.id, sessionId));
}

/** Every session of a parent but `keep`. */
export async function revokeParentSessions(db: Db, parentId: number, now: Date, keep?: number): Promise<void> {
  const live = and(eq(parentSessions.parentId, parentId), isNull(parentSessions.revokedAt));
  await db
    .update(parentSessions)
    .set({ revokedAt: now })
    .where(keep === undefined ? live : and(live, ne(parentSessions.id, keep)));
}

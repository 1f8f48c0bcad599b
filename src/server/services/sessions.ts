import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

export const SESSION_DAYS = 30;

/** Issues a 256-bit token; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86400_000),
  });
  return token;
}

/** The user id of a live session, or null. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<{ userId: number; sessionId: number } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every other session of the user ends. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null, now: Date): Promise<void> {
  const condition = keepSessionId === null
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
}

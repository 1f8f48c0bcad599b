import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { OperatorRole } from '#shared/console/rules';
import type { Db } from '#server/db/client';
import { operatorSessions, operators } from '#server/db/schema';
import { randomToken, sha256 } from '#server/lib/crypto';

/** A console sign-in ends after this long unused (a desk left open), and at the latest after a working day. */
export const CONSOLE_IDLE_SECONDS = 30 * 60;
export const CONSOLE_SESSION_HOURS = 12;
/** The last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export interface OperatorCaller {
  operatorId: number;
  sessionId: number;
  role: OperatorRole;
}

/** Issues a 256-bit token for an operator; only its hash is stored. */
export async function createOperatorSession(db: Db, operatorId: number, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + CONSOLE_SESSION_HOURS * 3600_000),
  });
  return token;
}

/**
 * The operator of a live console token, with the role they have now (a role changed or an account
 * switched off takes effect on the next call); 'idle' when the session just ended for want of use.
 */
export async function resolveOperatorSession(db: Db, token: string, now: Date): Promise<OperatorCaller | 'idle' | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: operatorSessions.id, operatorId: operators.id, role: operators.role, lastSeenAt: operatorSessions.lastSeenAt })
    .from(operatorSessions)
    .innerJoin(operators, eq(operatorSessions.operatorId, operators.id))
    .where(and(eq(operatorSessions.tokenHash, sha256(token)), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), isNull(operators.disabledAt)));
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > CONSOLE_IDLE_SECONDS * 1000) {
    await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, row.sessionId));
    return 'idle';
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(operatorSessions.id, row.sessionId), lt(operatorSessions.lastSeenAt, now)));
  }
  return { operatorId: row.operatorId, sessionId: row.sessionId, role: row.role };
}

export async function revokeOperatorSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
}

/** Ends every session of an operator (switched off, password reset), but `keep` (their own, after changing it). */
export async function revokeOperatorSessions(db: Db, operatorId: number, now: Date, keep?: number): Promise<void> {
  const live = and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt));
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(keep === undefined ? live : and(live, ne(operatorSessions.id, keep)));
}

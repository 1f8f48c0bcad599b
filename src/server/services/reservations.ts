import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experts, products, reservations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { tooMany } from '../lib/errors';
import { notFound } from './content';
import { withKeyLock } from './dedupe';
import { hitLimit } from './rate-limit';

export type ReservationKind = 'expert' | 'product';

/** A repeat of the same reservation within this window is the same request (double click, retry). */
export const RESERVATION_DEDUPE_MS = 10 * 60_000;
/** Reservations per user per hour; staff call each one back, so a script must not flood them. */
export const RESERVATIONS_PER_HOUR = 10;

const missing: Record<ReservationKind, string> = { expert: '该专家不存在，请刷新页面后重试', product: '该产品不存在或已下架' };

async function targetExists(db: Db, kind: ReservationKind, id: number): Promise<boolean> {
  const table = kind === 'expert' ? experts : products;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Records that the user wants an appointment with an expert or about a product. */
export async function reserve(deps: { db: Db; clock: Clock }, userId: number, kind: ReservationKind, targetId: number): Promise<void> {
  const { db, clock } = deps;
  if (!(await targetExists(db, kind, targetId))) throw notFound(missing[kind]);
  const now = clock.now();
  // Resolves to the seconds to wait when the limit refuses, else null.
  const refusedFor = await withKeyLock(db, `reserve:${userId}:${kind}:${targetId}`, async (tx) => {
    const since = new Date(now.getTime() - RESERVATION_DEDUPE_MS);
    const [recent] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), eq(reservations.kind, kind), eq(reservations.targetId, targetId), gt(reservations.createdAt, since)))
      .limit(1);
    if (recent) return null; // already booked: answer as the first time did
    // Counted only for a new row, so a double click does not use up the user's allowance.
    const limit = await hitLimit(tx, `reserve:user:${userId}`, RESERVATIONS_PER_HOUR, 3600, now);
    if (!limit.allowed) return limit.retryAfter;
    await tx.insert(reservations).values({ userId, kind, targetId, createdAt: now });
    return null;
  });
  if (refusedFor !== null) throw tooMany(refusedFor, '预约');
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs `work` in a transaction holding a PostgreSQL advisory lock on `key` (or on each of `keys`,
 * taken in the order given), so two requests for the same thing (a double click, a retried submit,
 * two app servers) run one after the other: the second then sees the first one's row and does not
 * insert another. Whoever takes several keys must take them in one fixed order.
 */
export async function withKeyLock<T>(db: Db, key: string | readonly string[], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const one of typeof key === 'string' ? [key] : key) await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${one}, 0))`);
    return work(t);
  });
}

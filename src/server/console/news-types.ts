import { asc, count, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ConsoleNewsType } from '#shared/api/console';
import type { Db } from '#server/db/client';
import { news, newsTypes } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import { withKeyLock } from '#server/platform/dedupe';
import { recordAudit } from './audit';
import { reorder } from './reorder';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * News categories (/news's tabs): named, ordered, and removed only when empty, since every article
 * belongs to one. All changes run under one lock, so the order never has ties.
 */

const LOCK = 'console:news-types';
const notFound = () => new ApiError(ApiCode.NOT_FOUND, '该分类不存在');

export async function listNewsTypes(db: Db): Promise<ConsoleNewsType[]> {
  const counts = new Map((await db.select({ typeid: news.typeid, n: count() }).from(news).groupBy(news.typeid)).map((r) => [r.typeid, r.n]));
  const rows = await db.select().from(newsTypes).orderBy(asc(newsTypes.sort), asc(newsTypes.id));
  return rows.map((t) => ({ id: t.id, name: t.name, articles: counts.get(t.id) ?? 0 }));
}

async function ordered(tx: Db) {
  return tx.select().from(newsTypes).orderBy(asc(newsTypes.sort), asc(newsTypes.id));
}

/** A new category (last) or a new name for one; the same name twice is refused. */
export async function saveNewsType(db: Db, caller: OperatorCaller, input: { id?: number | ''; name: string }, now: Date): Promise<ConsoleNewsType[]> {
  await withKeyLock(db, LOCK, async (tx) => {
    const all = await ordered(tx);
    if (all.some((t) => t.name === input.name && t.id !== input.id))
      throw new ApiError(ApiCode.INVALID_PARAMS, '已有同名分类', { errors: [{ field: 'name', message: '已有同名分类' }] });
    if (!input.id) {
      const [created] = await tx
        .insert(newsTypes)
        .values({ name: input.name, sort: (all.at(-1)?.sort ?? -1) + 1 })
        .returning();
      await recordAudit(tx, caller.operatorId, { action: 'news_type.create', targetKind: 'news_type', targetId: created.id, summary: `新建资讯分类「${created.name}」` }, now);
      return;
    }
    const before = all.find((t) => t.id === input.id);
    if (!before) throw notFound();
    if (before.name === input.name) return;
    await tx.update(newsTypes).set({ name: input.name }).where(eq(newsTypes.id, before.id));
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'news_type.update',
        targetKind: 'news_type',
        targetId: before.id,
        summary: `资讯分类「${before.name}」改名为「${input.name}」`,
        before: { name: before.name },
        after: { name: input.name },
      },
      now,
    );
  });
  return listNewsTypes(db);
}

export async function moveNewsType(db: Db, caller: OperatorCaller, id: number, direction: 'up' | 'down', now: Date): Promise<ConsoleNewsType[]> {
  await withKeyLock(db, LOCK, async (tx) => {
    const moved = reorder(await ordered(tx), id, direction);
    if (!moved) throw notFound();
    const { order, from, to } = moved;
    if (from === to) return;
    for (const row of moved.renumbered) await tx.update(newsTypes).set({ sort: row.sort }).where(eq(newsTypes.id, row.id));
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'news_type.move',
        targetKind: 'news_type',
        targetId: id,
        summary: `资讯分类「${order[to].name}」${direction === 'up' ? '上移' : '下移'}到第${to + 1}位`,
        before: { position: from + 1 },
        after: { position: to + 1 },
      },
      now,
    );
  });
  return listNewsTypes(db);
}

/** Only an empty category goes: an article is never left without one. */
export async function deleteNewsType(db: Db, caller: OperatorCaller, id: number, now: Date): Promise<ConsoleNewsType[]> {
  await withKeyLock(db, LOCK, async (tx) => {
    const [type] = await tx.select().from(newsTypes).where(eq(newsTypes.id, id)).for('update');
    if (!type) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(news).where(eq(news.typeid, id));
    if (n > 0) throw new ApiError(ApiCode.INVALID_PARAMS, `该分类下还有${n}篇资讯，请先把它们移到其他分类`);
    await tx.delete(newsTypes).where(eq(newsTypes.id, id));
    await recordAudit(
      tx,
      caller.operatorId,
      { action: 'news_type.delete', targetKind: 'news_type', targetId: id, summary: `删除资讯分类「${type.name}」`, before: { name: type.name } },
      now,
    );
  });
  return listNewsTypes(db);
}

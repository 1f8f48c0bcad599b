import { and, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ConsoleNews, ConsoleNewsRow } from '#shared/api/console';
import { type NewsState, newsStateLabels } from '#shared/console/rules';
import { chinaDayOf } from '#shared/format/time';
import type { Db } from '#server/db/client';
import { news, newsTypes } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import { sanitizeHtml } from '#server/lib/sanitize-html';
import { publicNews } from '../marketing/public';
import { recordAudit } from './audit';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * News as the console manages it (docs/CONSOLE.md, "Content"). The site shows an article when it is
 * published and its time has come (`publicNews`); the console sees every one with its state.
 */

type Row = typeof news.$inferSelect;

/** The console's state of anything published like news (草稿, 定时发布, 已发布). */
export const stateOf = (row: Pick<Row, 'status' | 'publishAt'>, now: Date): NewsState =>
  row.status === 'draft' ? 'draft' : row.publishAt && row.publishAt > now ? 'scheduled' : 'published';

const notFound = () => new ApiError(ApiCode.NOT_FOUND, '该资讯不存在或已删除');
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function typeNames(db: Db): Promise<Map<number, string>> {
  return new Map((await db.select({ id: newsTypes.id, name: newsTypes.name }).from(newsTypes)).map((t) => [t.id, t.name]));
}

const toRow = (row: Row, types: Map<number, string>, now: Date): ConsoleNewsRow => ({
  id: row.id,
  name: row.name,
  type: types.get(row.typeid) ?? '',
  state: stateOf(row, now),
  publishAt: row.status === 'draft' ? null : row.publishAt,
  updatedAt: row.updatedAt,
});

const toNews = (row: Row, types: Map<number, string>, now: Date): ConsoleNews => ({
  ...toRow(row, types, now),
  typeid: row.typeid,
  description: row.description,
  coverimage: row.coverimage,
  content: row.content,
  preview: sanitizeHtml(row.content),
  createdate: row.createdate,
});

export async function listNews(
  db: Db,
  input: { page: number; q?: string; state?: NewsState | '' },
  pageSize: number,
  now: Date,
): Promise<{ rows: ConsoleNewsRow[]; total: number }> {
  const parts: SQL[] = [];
  if (input.q) parts.push(ilike(news.name, pattern(input.q)));
  if (input.state === 'draft') parts.push(eq(news.status, 'draft'));
  if (input.state === 'scheduled') parts.push(and(eq(news.status, 'published'), gt(news.publishAt, now))!);
  if (input.state === 'published') parts.push(publicNews(now));
  const where = parts.length ? and(...parts) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.updatedAt), desc(news.id))
    .limit(pageSize)
    .offset((input.page - 1) * pageSize);
  const types = await typeNames(db);
  return { rows: rows.map((r) => toRow(r, types, now)), total };
}

export async function getNews(db: Db, id: number, now: Date): Promise<ConsoleNews> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return toNews(row, await typeNames(db), now);
}

export interface NewsInput {
  id?: number | '';
  typeid: number;
  name: string;
  description: string;
  coverimage: string;
  content: string;
}

const FIELD_NAMES: Record<string, string> = { typeid: '分类', name: '标题', description: '摘要', coverimage: '封面', content: '正文' };

/** A new draft, or changes to an article (a published one shows them at once); logged with the fields changed. */
export async function saveNews(db: Db, caller: OperatorCaller, input: NewsInput, now: Date): Promise<ConsoleNews> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const types = await typeNames(tx);
    if (!types.has(input.typeid)) throw new ApiError(ApiCode.INVALID_PARAMS, '请选择资讯分类', { errors: [{ field: 'typeid', message: '请选择资讯分类' }] });
    const fields = { typeid: input.typeid, name: input.name, description: input.description, coverimage: input.coverimage, content: input.content };
    if (!input.id) {
      const [created] = await tx
        .insert(news)
        .values({ ...fields, status: 'draft', createdate: chinaDayOf(now), updatedAt: now })
        .returning();
      await recordAudit(tx, caller.operatorId, { action: 'news.create', targetKind: 'news', targetId: created.id, summary: `新建资讯草稿「${created.name}」` }, now);
      return toNews(created, types, now);
    }
    const [before] = await tx.select().from(news).where(eq(news.id, input.id)).for('update');
    if (!before) throw notFound();
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((key) => fields[key] !== before[key]);
    if (changed.length === 0) return toNews(before, types, now);
    const [after] = await tx
      .update(news)
      .set({ ...fields, updatedAt: now })
      .where(eq(news.id, before.id))
      .returning();
    // The text of an article is public anyway; the log keeps which fields changed and the titles.
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'news.update',
        targetKind: 'news',
        targetId: before.id,
        summary: `修改资讯「${after.name}」：${changed.map((k) => FIELD_NAMES[k]).join('、')}${stateOf(before, now) === 'published' ? '（已在网站上生效）' : ''}`,
        before: Object.fromEntries(changed.filter((k) => k !== 'content').map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.filter((k) => k !== 'content').map((k) => [k, after[k]])),
      },
      now,
    );
    return toNews(after, types, now);
  });
}

/** `publishAt` is Beijing time to the minute ('2026-12-01T08:00'); missing or '': now. */
export function publishMoment(publishAt: string | undefined, now: Date): Date {
  return publishAt ? new Date(`${publishAt}:00+08:00`) : now;
}

export async function publishNews(db: Db, caller: OperatorCaller, id: number, publishAt: string | undefined, now: Date): Promise<ConsoleNews> {
  const at = publishMoment(publishAt, now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(news)
      .set({ status: 'published', publishAt: at, createdate: chinaDayOf(at), updatedAt: now })
      .where(eq(news.id, id))
      .returning();
    const scheduled = at > now;
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'news.publish',
        targetKind: 'news',
        targetId: id,
        summary: `${scheduled ? '定时发布' : '发布'}资讯「${after.name}」${scheduled ? `（${publishAt?.replace('T', ' ')}）` : ''}`,
        before: { state: newsStateLabels[stateOf(before, now)] },
        after: { state: newsStateLabels[stateOf(after, now)], publishAt: at.toISOString() },
      },
      now,
    );
    return toNews(after, await typeNames(tx), now);
  });
}

export async function unpublishNews(db: Db, caller: OperatorCaller, id: number, now: Date): Promise<ConsoleNews> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(news).set({ status: 'draft', updatedAt: now }).where(eq(news.id, id)).returning();
    if (before.status !== 'draft') {
      await recordAudit(
        tx,
        caller.operatorId,
        {
          action: 'news.unpublish',
          targetKind: 'news',
          targetId: id,
          summary: `撤回资讯「${after.name}」（网站上不再显示）`,
          before: { state: newsStateLabels[stateOf(before, now)] },
          after: { state: '草稿' },
        },
        now,
      );
    }
    return toNews(after, await typeNames(tx), now);
  });
}

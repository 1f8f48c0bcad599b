import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiCode } from '#shared/api/envelope';
import type { CatalogItem, CatalogRow } from '#shared/api/console';
import { type CatalogKind, type CatalogValues, catalogKinds, titleField } from '#shared/console/catalog';
import { newsStateLabels } from '#shared/console/rules';
import type { Db } from '#server/db/client';
import { banners, cooperationCases, enrollProjects, experts, products } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import { sanitizeHtml } from '#server/lib/sanitize-html';
import { withKeyLock } from '#server/platform/dedupe';
import { recordAudit } from './audit';
import { reorder } from './reorder';
import { publishMoment, stateOf } from './news';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * Banners, products, experts, enrollment projects and cases as the console manages them
 * (docs/CONSOLE.md, "Content"): the same states as news (草稿, 定时发布, 已发布; the site's side is
 * `onSite` in marketing/content.ts) and an order the site lists them in. The kinds and their fields
 * are `catalogKinds` (src/shared/console/catalog.ts); this file maps each kind to its table.
 */

const tables = { banner: banners, product: products, expert: experts, project: enrollProjects, case: cooperationCases } as const;
type CatalogTable = (typeof tables)[CatalogKind];
/** A row of any of the tables: its own fields by name, with the publishing columns they all share. */
type Row = Record<string, unknown> & { id: number; sort: number; status: 'draft' | 'published'; publishAt: Date | null; updatedAt: Date };

const notFound = () => new ApiError(ApiCode.NOT_FOUND, '该内容不存在或已删除');
const column = (table: CatalogTable, key: string) => (table as unknown as Record<string, PgColumn>)[key];

// Drizzle types each table apart; the five share the columns used here (id, sort and the publishing ones), so one typed view serves all.
interface Access {
  all(db: Db): Promise<Row[]>;
  one(db: Db, id: number, lock?: boolean): Promise<Row | undefined>;
  insert(db: Db, values: Record<string, unknown>): Promise<Row>;
  update(db: Db, id: number, values: Record<string, unknown>): Promise<Row>;
}

function access(kind: CatalogKind): Access {
  const table = tables[kind] as typeof banners;
  const id = column(tables[kind], 'id');
  return {
    all: (db) =>
      db
        .select()
        .from(table)
        .orderBy(asc(column(tables[kind], 'sort')), asc(id)) as unknown as Promise<Row[]>,
    one: async (db, rowId, lock) => {
      const query = db.select().from(table).where(eq(id, rowId));
      return ((await (lock ? query.for('update') : query)) as unknown as Row[])[0];
    },
    insert: async (db, values) =>
      (
        (await db
          .insert(table)
          .values(values as typeof banners.$inferInsert)
          .returning()) as unknown as Row[]
      )[0],
    update: async (db, rowId, values) => ((await db.update(table).set(values).where(eq(id, rowId)).returning()) as unknown as Row[])[0],
  };
}

const fieldsOf = (kind: CatalogKind) => catalogKinds[kind].fields;
const titleOf = (kind: CatalogKind, row: Row) => String(row[titleField(kind)]);
const imageOf = (kind: CatalogKind, row: Row) => {
  const field = fieldsOf(kind).find((f) => f.type === 'image');
  return field ? String(row[field.key]) : '';
};

const toRow = (kind: CatalogKind, row: Row, now: Date): CatalogRow => ({
  id: row.id,
  title: titleOf(kind, row),
  image: imageOf(kind, row),
  state: stateOf(row, now),
  publishAt: row.status === 'draft' ? null : row.publishAt,
  updatedAt: row.updatedAt,
});

const toItem = (kind: CatalogKind, row: Row, now: Date): CatalogItem => {
  const fields = fieldsOf(kind);
  return {
    ...toRow(kind, row, now),
    kind,
    values: Object.fromEntries(fields.map((f) => [f.key, row[f.key] as string | number])),
    preview: Object.fromEntries(fields.filter((f) => f.type === 'html').map((f) => [f.key, sanitizeHtml(String(row[f.key]))])),
  };
};

export async function listCatalog(db: Db, kind: CatalogKind, now: Date): Promise<CatalogRow[]> {
  return (await access(kind).all(db)).map((row) => toRow(kind, row, now));
}

export async function getCatalogItem(db: Db, kind: CatalogKind, id: number, now: Date): Promise<CatalogItem> {
  const row = await access(kind).one(db, id);
  if (!row) throw notFound();
  return toItem(kind, row, now);
}

/** Each kind's changes run one after the other (new items take the next place, moves renumber). */
const kindLock = (kind: CatalogKind) => `console:catalog:${kind}`;

/** A new draft at the end of the order, or changes to an item (a published one shows them at once); logged with the fields changed. */
export async function saveCatalogItem(db: Db, caller: OperatorCaller, input: { kind: CatalogKind; id?: number | ''; values: CatalogValues }, now: Date): Promise<CatalogItem> {
  const { kind, values } = input;
  const spec = catalogKinds[kind];
  const rows = access(kind);
  return withKeyLock(db, kindLock(kind), async (tx) => {
    if (!input.id) {
      const last = (await rows.all(tx)).at(-1);
      const created = await rows.insert(tx, { ...values, sort: (last?.sort ?? -1) + 1, status: 'draft', updatedAt: now });
      await recordAudit(
        tx,
        caller.operatorId,
        { action: 'content.create', targetKind: kind, targetId: created.id, summary: `新建${spec.noun}「${titleOf(kind, created)}」（草稿）` },
        now,
      );
      return toItem(kind, created, now);
    }
    const before = await rows.one(tx, input.id, true);
    if (!before) throw notFound();
    const changed = spec.fields.filter((f) => values[f.key] !== before[f.key]);
    if (changed.length === 0) return toItem(kind, before, now);
    const after = await rows.update(tx, before.id, { ...values, updatedAt: now });
    // HTML is public anyway and long: the log names that it changed, and keeps the other fields' before and after.
    const plain = changed.filter((f) => f.type !== 'html');
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'content.update',
        targetKind: kind,
        targetId: before.id,
        summary: `修改${spec.noun}「${titleOf(kind, after)}」：${changed.map((f) => f.label).join('、')}${stateOf(before, now) === 'published' ? '（已在网站上生效）' : ''}`,
        before: Object.fromEntries(plain.map((f) => [f.key, before[f.key]])),
        after: Object.fromEntries(plain.map((f) => [f.key, after[f.key]])),
      },
      now,
    );
    return toItem(kind, after, now);
  });
}

export async function publishCatalogItem(db: Db, caller: OperatorCaller, kind: CatalogKind, id: number, publishAt: string | undefined, now: Date): Promise<CatalogItem> {
  const at = publishMoment(publishAt, now);
  const rows = access(kind);
  return withKeyLock(db, kindLock(kind), async (tx) => {
    const before = await rows.one(tx, id, true);
    if (!before) throw notFound();
    const after = await rows.update(tx, id, { status: 'published', publishAt: at, updatedAt: now });
    const scheduled = at > now;
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'content.publish',
        targetKind: kind,
        targetId: id,
        summary: `${scheduled ? '定时发布' : '发布'}${catalogKinds[kind].noun}「${titleOf(kind, after)}」${scheduled ? `（${publishAt?.replace('T', ' ')}）` : ''}`,
        before: { state: newsStateLabels[stateOf(before, now)] },
        after: { state: newsStateLabels[stateOf(after, now)], publishAt: at.toISOString() },
      },
      now,
    );
    return toItem(kind, after, now);
  });
}

export async function unpublishCatalogItem(db: Db, caller: OperatorCaller, kind: CatalogKind, id: number, now: Date): Promise<CatalogItem> {
  const rows = access(kind);
  return withKeyLock(db, kindLock(kind), async (tx) => {
    const before = await rows.one(tx, id, true);
    if (!before) throw notFound();
    if (before.status === 'draft') return toItem(kind, before, now);
    const after = await rows.update(tx, id, { status: 'draft', updatedAt: now });
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'content.unpublish',
        targetKind: kind,
        targetId: id,
        summary: `撤回${catalogKinds[kind].noun}「${titleOf(kind, after)}」（网站上不再显示）`,
        before: { state: newsStateLabels[stateOf(before, now)] },
        after: { state: '草稿' },
      },
      now,
    );
    return toItem(kind, after, now);
  });
}

/** Swaps an item with its neighbour (`reorder`), one kind at a time. */
export async function moveCatalogItem(db: Db, caller: OperatorCaller, kind: CatalogKind, id: number, direction: 'up' | 'down', now: Date): Promise<CatalogRow[]> {
  const rows = access(kind);
  return withKeyLock(db, kindLock(kind), async (tx) => {
    const moved = reorder(await rows.all(tx), id, direction);
    if (!moved) throw notFound();
    const { order, from, to } = moved;
    if (from === to) return order.map((row) => toRow(kind, row, now));
    for (const { id: rowId, sort } of moved.renumbered) await rows.update(tx, rowId, { sort });
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'content.move',
        targetKind: kind,
        targetId: id,
        summary: `${catalogKinds[kind].noun}「${titleOf(kind, order[to])}」${direction === 'up' ? '上移' : '下移'}到第${to + 1}位`,
        before: { position: from + 1 },
        after: { position: to + 1 },
      },
      now,
    );
    return order.map((row) => toRow(kind, row, now));
  });
}

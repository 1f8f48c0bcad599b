import { desc, eq, sql } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { XuankeChange, XuankeCoverageChange, XuankePreview, XuankePublished, XuankePublishResult } from '#shared/api/xuanke';
import { buildTable, type CatalogueEntry, type XuankeTable } from '#shared/xuanke/edition';
import { checkImportFields, importErrorSummary, packImport, unpackImport, type ImportRow, type PackedImport } from '#shared/xuanke/import-file';
import { buildMajorTable, specialtyNamesOf, tallyMajors, type XuankeMajorTable } from '#shared/xuanke/majors';
import { editionNotes } from '#shared/xuanke/notes';
import { requirementLabel, type Model, type Subject } from '#shared/xuanke/requirement';
import { tallyEdition } from '#shared/xuanke/tally';
import { loadXuankeTable, xuankeSample2027 } from '#content/xuanke/editions';
import type { Db } from '#server/db/client';
import { xuankeEditions } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import type { OperatorCaller } from '#server/platform/operator-sessions';
import { recordAudit } from '../console/public';
import { publishedMeta } from './meta';

/**
 * Editions of the 选科 data an operator publishes from an official per-university file (docs/XUANKE.md,
 * "Importing an edition"). The console has checked the file; everything is checked again here with the
 * same shared rules, and nothing is stored unless every row is good. The tables are computed once, at
 * publication; the newest published edition is served, the shipped sample while there is none.
 */

/** The 专业类 catalogue (93 classes): the shipped table's, the one every edition is counted against. */
let catalogue: Promise<CatalogueEntry[]> | null = null;
export const xuankeCatalogue = () =>
  (catalogue ??= loadXuankeTable(xuankeSample2027.id).then((table) =>
    table.categories.map(({ code, name, menlei, catalogue: editions }) => ({ code, name, menlei, catalogue: editions })),
  ));

/** Said of a class no row of an edition names. */
const NOT_OBSERVED_NOTE = '本版本数据中没有该专业类的招生专业。';

/** The rows of a console's request, every one checked; a bad one answers 4000 naming each bad line (at most 50) and the count. */
export function readImportRows(text: string): { rows: ImportRow[]; packed: PackedImport } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(ApiCode.INVALID_PARAMS, '导入数据格式不正确，请重新选择文件', { errors: [{ field: 'rows', message: '导入数据不是有效的 JSON' }] });
  }
  const unpacked = unpackImport(value);
  if (!unpacked.ok) throw new ApiError(ApiCode.INVALID_PARAMS, unpacked.error, { errors: [{ field: 'rows', message: unpacked.error }] });
  const checked = checkImportFields(unpacked.rows);
  if (!checked.ok) throw new ApiError(ApiCode.INVALID_PARAMS, importErrorSummary(checked), { errors: checked.errors.map((message) => ({ field: 'rows', message })) });
  // Stored packed again from the checked rows: nothing the browser added beside them is kept.
  return { rows: checked.rows, packed: packImport(checked.rows) };
}

/** The per-专业类 and per-专业 tables of an edition's rows, by the shared rules. */
export async function computeEdition(rows: readonly ImportRow[], edition: string) {
  const entries = await xuankeCatalogue();
  const codes = entries.map((entry) => entry.code);
  const tally = tallyEdition(rows, codes);
  const names = specialtyNamesOf(rows);
  const fallback = Object.fromEntries(entries.map((entry) => [entry.code, NOT_OBSERVED_NOTE]));
  const table = buildTable(edition, tally, entries, editionNotes(rows, tally, entries, names, fallback));
  const majors = buildMajorTable(edition, tallyMajors(rows, codes), names);
  return { tally, table, majors };
}

const servedColumns = {
  id: xuankeEditions.id,
  name: xuankeEditions.name,
  sourceTitle: xuankeEditions.sourceTitle,
  sourcePublisher: xuankeEditions.sourcePublisher,
  sourceUrl: xuankeEditions.sourceUrl,
  fileName: xuankeEditions.fileName,
  gaokaoFrom: xuankeEditions.gaokaoFrom,
  gaokaoTo: xuankeEditions.gaokaoTo,
  publishedAt: xuankeEditions.publishedAt,
};

/** The id of the newest published edition, or 0 when none was published (a cheap read: the ETag). */
export async function newestEditionId(db: Db): Promise<number> {
  const [row] = await db.select({ id: xuankeEditions.id }).from(xuankeEditions).orderBy(desc(xuankeEditions.id)).limit(1);
  return row?.id ?? 0;
}

/** The table served now, and what it is: the newest published edition's, else the shipped sample's. */
export async function servedTable(db: Db): Promise<{ name: string; from: 'published' | 'sample'; table: XuankeTable }> {
  const [row] = await db.select({ name: xuankeEditions.name, categories: xuankeEditions.categories }).from(xuankeEditions).orderBy(desc(xuankeEditions.id)).limit(1);
  if (row) return { name: row.name, from: 'published', table: row.categories as XuankeTable };
  return { name: xuankeSample2027.name, from: 'sample', table: await loadXuankeTable(xuankeSample2027.id) };
}

const labelOf = (subjects: readonly Subject[] | undefined | null) => (subjects ? requirementLabel(subjects) : null);

/** What the rows would publish, beside the edition served now: counts, the classes whose modal requirement changes, coverage. */
export async function previewEdition(db: Db, text: string): Promise<XuankePreview> {
  const { rows } = readImportRows(text);
  const { tally, table, majors } = await computeEdition(rows, 'preview');
  const current = await servedTable(db);
  const before = new Map(current.table.categories.map((category) => [category.code, category]));
  const changes: XuankeChange[] = [];
  for (const category of table.categories) {
    const old = before.get(category.code);
    const after = labelOf(category.req3plus3?.subjects);
    const was = labelOf(old?.req3plus3?.subjects);
    if (after !== was || category.status !== (old?.status ?? 'not_observed'))
      changes.push({
        code: category.code,
        name: category.name,
        before: was,
        after,
        beforeStatus: old?.status ?? 'not_observed',
        afterStatus: category.status,
        n: category.evidence.n,
      });
  }
  const coverageOf = (model: Model): XuankeCoverageChange[] => {
    const old = new Map(current.table.coverage[model].map((figure) => [figure.combination, figure.programmeShare]));
    return table.coverage[model].map((figure) => ({
      combination: figure.combination,
      programmeShare: figure.programmeShare,
      before: old.get(figure.combination) ?? null,
      categoriesOpenByModal: figure.categoriesOpenByModal,
    }));
  };
  return {
    counts: { ...tally.counts, categoriesWithData: tally.categories.filter((c) => c.n > 0).length, categories: tally.categories.length, majors: majors.majors.length },
    unknownCodes: tally.unknownCodes.slice(0, 50),
    current: { name: current.name, from: current.from },
    changes,
    coverage: { '3+3': coverageOf('3+3'), '3+1+2': coverageOf('3+1+2') },
  };
}

export interface PublishInput {
  rows: string;
  fileName: string;
  name: string;
  sourceTitle: string;
  sourcePublisher: string;
  sourceUrl: string;
  yearFrom: number;
  yearTo: number | '';
}

/** The rows as a new edition: its tables, its rows and its audit entry in one transaction. */
export async function publishEdition(db: Db, caller: OperatorCaller, input: PublishInput, now: Date): Promise<XuankePublishResult> {
  const { rows, packed } = readImportRows(input.rows);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The id first, so the tables name their edition: postgres-js answers rows as an array, PGlite as { rows }.
    const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('xuanke_editions', 'id')) as id`)) as unknown as { id: string }[] | { rows: { id: string }[] };
    const id = Number((Array.isArray(next) ? next : next.rows)[0].id);
    const { tally, table, majors } = await computeEdition(rows, `published-${id}`);
    await tx.insert(xuankeEditions).values({
      id,
      name: input.name,
      sourceTitle: input.sourceTitle,
      sourcePublisher: input.sourcePublisher,
      sourceUrl: input.sourceUrl,
      fileName: input.fileName,
      gaokaoFrom: input.yearFrom,
      gaokaoTo: input.yearTo === '' ? null : input.yearTo,
      categories: table,
      majors,
      rows: packed,
      publishedBy: caller.operatorId,
      publishedAt: now,
    });
    const { counts } = tally;
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'xuanke.publish',
        targetKind: 'xuanke_edition',
        targetId: id,
        summary: `发布选科数据版本「${input.name}」：${counts.rows}行，${counts.schools}所院校，${majors.majors.length}个专业`,
        after: {
          name: input.name,
          source: `${input.sourcePublisher}《${input.sourceTitle}》${input.sourceUrl ? ` ${input.sourceUrl}` : ''}`,
          gaokaoYears: input.yearTo === '' ? `${input.yearFrom}起` : `${input.yearFrom}–${input.yearTo}`,
          fileName: input.fileName,
          counts,
        },
      },
      now,
    );
    return { id, name: input.name, publishedAt: now.toISOString() };
  });
}

/** The newest edition as the public call answers it (the whole envelope's data), or null while none was published. */
export async function publishedEdition(db: Db, id: number): Promise<XuankePublished> {
  const [row] = await db
    .select({ ...servedColumns, categories: xuankeEditions.categories, majors: xuankeEditions.majors })
    .from(xuankeEditions)
    .where(eq(xuankeEditions.id, id));
  if (!row) return { edition: null };
  const table = row.categories as XuankeTable;
  return {
    edition: {
      version: row.id,
      publishedAt: row.publishedAt.toISOString(),
      meta: publishedMeta(row, table),
      table,
      majors: row.majors as XuankeMajorTable,
    },
  };
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildTable, type CatalogueEntry } from '#shared/xuanke/edition';
import { editionNotes, type SpecialtyNames } from '#shared/xuanke/notes';
import { parseSampleTsv, tallyEdition, type XuankeRow } from '#shared/xuanke/tally';

/**
 * The shipped 2027 sample's source files (src/content/xuanke/sources/2027-sample/, docs/XUANKE.md), read
 * for the generator (scripts/xuanke-edition.ts) and the integrity tests. The app never reads them: it
 * loads the generated table.
 */

export const SAMPLE_DIR = fileURLToPath(new URL('../../src/content/xuanke/sources/2027-sample/', import.meta.url));

export function readSampleFile(name: string): string {
  return readFileSync(SAMPLE_DIR + name, 'utf8');
}

/** The 13,745 rows of rows-2027-sample.tsv; throws with every bad line. */
export function sampleRows(text = readSampleFile('rows-2027-sample.tsv')): XuankeRow[] {
  const parsed = parseSampleTsv(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.rows;
}

/** The reference tables as tally.mjs wrote them (major-categories.json, combination-coverage-sample.json). */
export interface ReferenceCategory extends CatalogueEntry {
  status: string;
  req_3plus3: { subjects: string[]; text: string } | null;
  req_3plus1plus2: { 首选: string; 再选: string[]; text: string } | null;
  alternative?: { req_3plus3: { subjects: string[]; text: string }; req_3plus1plus2: { 首选: string; 再选: string[]; text: string } };
  evidence: { n: number; modal_share?: number; distribution?: Record<string, number>; edition?: string };
  confidence: string;
  notes?: string;
  source: string;
}
export interface ReferenceCoverage {
  combination: string;
  programme_share: number;
  categories_open_by_modal: number;
  categories_with_data: number;
}

export function referenceCategories(): { _meta: { sample_rows_by_province: Record<string, number>; sources: string[] }; categories: ReferenceCategory[] } {
  return JSON.parse(readSampleFile('major-categories.json'));
}

export function referenceCoverage(): { '3+3': ReferenceCoverage[]; '3+1+2': ReferenceCoverage[] } {
  return JSON.parse(readSampleFile('combination-coverage-sample.json'));
}

/**
 * Codes our notes cite that tally.mjs's do not, with their names in 《普通高等学校本科专业目录》: 060102 世界史
 * (3 rows 不提, 3 rows 历史) is a specialty-level exception under the README's tie rule (more subjects
 * first), which tally.mjs breaks towards 不提 (docs/XUANKE.md, "Where this differs from tally.mjs").
 */
const EXTRA_NAMES: SpecialtyNames = { '060102': '世界史' };

/**
 * The catalogue (code, name, 门类, catalogue editions) from the reference table, the notes it published
 * (`referenceNotes`), the note of each class the sample does not observe (`catalogueNotes`, a fact of the
 * catalogue, not a count) and the names of the specialty codes notes cite.
 */
export function sampleCatalogue(): { catalogue: CatalogueEntry[]; referenceNotes: Record<string, string>; catalogueNotes: Record<string, string>; names: SpecialtyNames } {
  const { categories } = referenceCategories();
  return {
    catalogue: categories.map(({ code, name, menlei, catalogue }) => ({ code, name, menlei, catalogue })),
    referenceNotes: Object.fromEntries(categories.filter((c) => c.notes).map((c) => [c.code, c.notes as string])),
    catalogueNotes: Object.fromEntries(categories.filter((c) => c.notes && c.evidence.n === 0).map((c) => [c.code, c.notes as string])),
    names: { ...JSON.parse(readSampleFile('specialty-names.json')), ...EXTRA_NAMES },
  };
}

/** The table of the shipped sample as the shared rules compute it from `rows`. */
export function sampleTable(rows: XuankeRow[] = sampleRows()) {
  const { catalogue, catalogueNotes, names } = sampleCatalogue();
  const tally = tallyEdition(
    rows,
    catalogue.map((entry) => entry.code),
  );
  return { tally, table: buildTable('2027-sample', tally, catalogue, editionNotes(rows, tally, catalogue, names, catalogueNotes)) };
}

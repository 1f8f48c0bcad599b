import { derive312, text3plus3, type Model, type Requirement312, type Subject } from './requirement';
import type { CategoryStatus, Confidence, EditionTally } from './tally';

/**
 * The form an edition of the 选科 data takes in the product: what it is (`XuankeEditionMeta`, written by
 * hand in src/content/xuanke/) and its table (`XuankeTable`, generated from the rows by `buildTable`).
 */

export interface XuankeSource {
  /** What the source gives: 「选考科目要求（原始数据）」, 「专业类代码与名称」, 「仅用于核对」. */
  role: string;
  title: string;
  publisher: string;
  url?: string;
  /** Where and in what form it was read (repository, file, commit). */
  detail?: string;
}

export interface XuankeEditionMeta {
  id: string;
  /** 「2027 通用版（样本统计）」 */
  name: string;
  /** What the product calls a 专业类's requirement: 「常见要求（样本统计）」. */
  label: string;
  /** Shown with every figure: 以目标院校当年公布的选考科目要求为准. */
  disclaimer: string;
  /** The gaokao years the requirements apply to. */
  gaokaoYears: { from: number; to?: number };
  appliesTo: string;
  /** True when the figures come from a sample of the per-university rows, not all of them. */
  isSample: boolean;
  sources: XuankeSource[];
  sample: { rows: number; tallied: number; trial: number; vocational: number; universities: number; provinces: number; fileRows: number; description: string };
  method: string[];
  limits: string[];
}

export interface CatalogueEntry {
  code: string;
  name: string;
  menlei: { code: string; name: string };
  /** Editions of 《普通高等学校本科专业目录》 that list the class. */
  catalogue: string[];
}

export interface XuankeCategory extends CatalogueEntry {
  status: CategoryStatus;
  req3plus3: { subjects: Subject[]; text: string } | null;
  req312: Requirement312 | null;
  /** The runner-up requirement of a `split` class. */
  alternative: { req3plus3: { subjects: Subject[]; text: string }; req312: Requirement312 } | null;
  evidence: { n: number; modalShare: number; distribution: [label: string, rows: number][] };
  confidence: Confidence;
  /** Distribution and 专业-level exceptions in words. */
  notes?: string;
}

export interface XuankeCoverage {
  combination: string;
  subjects: Subject[];
  /** Share of the tallied rows the combination can apply to, 3 decimals. */
  programmeShare: number;
  categoriesOpenByModal: number;
  categoriesWithData: number;
}

export interface XuankeTable {
  edition: string;
  counts: EditionTally['counts'];
  rowsByProvince: [province: string, rows: number][];
  categories: XuankeCategory[];
  coverage: Record<Model, XuankeCoverage[]>;
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function forms(subjects: Subject[]) {
  return { req3plus3: { subjects, text: text3plus3(subjects) }, req312: derive312(subjects) };
}

/** The table of an edition from its tally; `notes` by class code (generated with the reference tally). */
export function buildTable(edition: string, tally: EditionTally, catalogue: readonly CatalogueEntry[], notes: Readonly<Record<string, string>> = {}): XuankeTable {
  const byCode = new Map(tally.categories.map((category) => [category.code, category]));
  return {
    edition,
    counts: tally.counts,
    rowsByProvince: tally.rowsByProvince,
    categories: catalogue.map((entry) => {
      const t = byCode.get(entry.code);
      if (!t) throw new Error(`专业类 ${entry.code} 未统计`);
      const main = t.modal ? forms(t.modal) : null;
      return {
        code: entry.code,
        name: entry.name,
        menlei: entry.menlei,
        catalogue: entry.catalogue,
        status: t.status,
        req3plus3: main?.req3plus3 ?? null,
        req312: main?.req312 ?? null,
        alternative: t.alternative ? forms(t.alternative) : null,
        evidence: { n: t.n, modalShare: round(t.modalShare, 2), distribution: t.distribution },
        confidence: t.confidence,
        ...(notes[entry.code] ? { notes: notes[entry.code] } : {}),
      };
    }),
    coverage: {
      '3+3': tally.coverage['3+3'].map(({ combination, subjects, programmeShare, categoriesOpenByModal, categoriesWithData }) => ({
        combination,
        subjects,
        programmeShare: round(programmeShare, 3),
        categoriesOpenByModal,
        categoriesWithData,
      })),
      '3+1+2': tally.coverage['3+1+2'].map(({ combination, subjects, programmeShare, categoriesOpenByModal, categoriesWithData }) => ({
        combination,
        subjects,
        programmeShare: round(programmeShare, 3),
        categoriesOpenByModal,
        categoriesWithData,
      })),
    },
  };
}

/** The edition whose gaokao years hold `year` (the newest first in `editions`); undefined when none does. */
export function editionForYear<E extends Pick<XuankeEditionMeta, 'gaokaoYears'>>(editions: readonly E[], year: number): E | undefined {
  return editions.find(({ gaokaoYears }) => year >= gaokaoYears.from && (gaokaoYears.to === undefined || year <= gaokaoYears.to));
}

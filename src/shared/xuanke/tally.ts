import { combinationsOf, combinationSatisfies, compareLabels, parseSubjectsList, requirementLabel, subjectsOfLabel, type Model, type Subject } from './requirement';

/**
 * From per-university rows (one university × 专业 each) to the per-专业类 table and the coverage of each
 * subject combination (docs/XUANKE.md, "Method"). It takes rows, not files: the shipped sample's loader
 * and, later, the console's import of a new edition both hand it parsed rows.
 */

/** One row of a per-university file. */
export interface XuankeRow {
  schoolCode: string;
  province: string;
  /** As printed: 080202, 080202H (中外合作), 0802 (按类招生), 00600 (试验班), 310201 (职业本科). */
  majorCode: string;
  /** The required subjects, canonical; empty = 不提科目要求. */
  subjects: Subject[];
}

export const MAJOR_CODE_PATTERN = /^\d{4,7}[A-Z]{0,2}$/;

/**
 * Where a row is counted. `class`: the 专业类 of the first 4 digits (a 4-digit code is the class, 按类招生;
 * letter suffixes such as H are ignored). Not tallied: `trial` (试验班, school-internal codes starting 00),
 * `vocational` (职业本科, codes starting 2 or 3, not in the 本科专业目录), `unknown` (a class not in the catalogue).
 */
export type RowPlace = { kind: 'class'; code: string } | { kind: 'trial' } | { kind: 'vocational' } | { kind: 'unknown'; code: string };

export function placeOf(majorCode: string, catalogue: ReadonlySet<string>): RowPlace {
  if (majorCode.startsWith('00')) return { kind: 'trial' };
  if (majorCode.startsWith('2') || majorCode.startsWith('3')) return { kind: 'vocational' };
  const code = majorCode.slice(0, 4);
  return catalogue.has(code) ? { kind: 'class', code } : { kind: 'unknown', code };
}

/** Checks one row's fields as read from a file; `line` is its line in the file, for the message. */
export function parseRow(
  fields: { schoolCode: string; province: string; majorCode: string; subjectsList: string },
  line: number,
): { ok: true; row: XuankeRow } | { ok: false; error: string } {
  const majorCode = fields.majorCode.trim();
  if (!MAJOR_CODE_PATTERN.test(majorCode)) return { ok: false, error: `第${line}行：专业代码「${fields.majorCode}」无效（应为4–7位数字，可带字母后缀）` };
  if (!fields.schoolCode.trim()) return { ok: false, error: `第${line}行：缺少院校代码` };
  const subjects = parseSubjectsList(fields.subjectsList);
  if (!subjects.ok) return { ok: false, error: `第${line}行：${subjects.error}` };
  return { ok: true, row: { schoolCode: fields.schoolCode.trim(), province: fields.province.trim(), majorCode, subjects: subjects.value } };
}

export const SAMPLE_TSV_HEADER = 'offset\tschool_code\tprovince\tmajor_code\tsubjects_list';

/** The shipped sample's TSV (columns offset, school_code, province, major_code, subjects_list); every bad line is reported. */
export function parseSampleTsv(text: string): { ok: true; rows: XuankeRow[] } | { ok: false; errors: string[] } {
  const lines = text.split('\n');
  if (lines[0].replace(/\r$/, '') !== SAMPLE_TSV_HEADER) return { ok: false, errors: [`第1行：表头应为 ${SAMPLE_TSV_HEADER.replaceAll('\t', ' ')}`] };
  const rows: XuankeRow[] = [];
  const errors: string[] = [];
  lines.slice(1).forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (!line) return;
    const cells = line.split('\t');
    if (cells.length !== 5) {
      errors.push(`第${index + 2}行：应有5列，实有${cells.length}列`);
      return;
    }
    const parsed = parseRow({ schoolCode: cells[1], province: cells[2], majorCode: cells[3], subjectsList: cells[4] }, index + 2);
    if (parsed.ok) rows.push(parsed.row);
    else errors.push(parsed.error);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

export type CategoryStatus = 'modal' | 'split' | 'mixed' | 'not_observed';
export type Confidence = 'high' | 'medium' | 'low' | 'none';

export interface CategoryTally {
  code: string;
  /** Tallied rows of the class. */
  n: number;
  /** Requirement label → rows, most frequent first (ties: more subjects first, then subject order). */
  distribution: [label: string, rows: number][];
  /** The modal requirement; null when not observed. */
  modal: Subject[] | null;
  /** The runner-up requirement when `status` is `split`. */
  alternative: Subject[] | null;
  /** The modal requirement's share of the rows (unrounded); 0 when not observed. */
  modalShare: number;
  status: CategoryStatus;
  confidence: Confidence;
}

/** high: n ≥ 10 and share ≥ 90 %; medium: n ≥ 5 and share ≥ 70 %, or n ≥ 3 and share 100 %; low otherwise; none: no row. */
export function confidenceOf(n: number, share: number): Confidence {
  if (n === 0) return 'none';
  if (n >= 10 && share >= 0.9) return 'high';
  if ((n >= 5 && share >= 0.7) || (n >= 3 && share === 1)) return 'medium';
  return 'low';
}

/** Requirement labels by count, most frequent first; ties go to more subjects, then to the subject order. */
export function distributionOf(rows: readonly { subjects: readonly Subject[] }[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = requirementLabel(row.subjects);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || subjectsOfLabel(b[0]).length - subjectsOfLabel(a[0]).length || compareLabels(a[0], b[0]));
}

/**
 * The modal requirement of one class and its status: `split` when the runner-up has at least 80 % of the
 * modal count, else `mixed` when the modal share is below 60 %, else `modal`.
 */
export function tallyCategory(code: string, rows: readonly { subjects: readonly Subject[] }[]): CategoryTally {
  const n = rows.length;
  if (!n) return { code, n: 0, distribution: [], modal: null, alternative: null, modalShare: 0, status: 'not_observed', confidence: 'none' };
  const distribution = distributionOf(rows);
  const [modalLabel, modalCount] = distribution[0];
  const runner = distribution[1];
  const modalShare = modalCount / n;
  const status: CategoryStatus = runner && runner[1] >= 0.8 * modalCount ? 'split' : modalShare < 0.6 ? 'mixed' : 'modal';
  return {
    code,
    n,
    distribution,
    modal: subjectsOfLabel(modalLabel),
    alternative: status === 'split' ? subjectsOfLabel(runner[0]) : null,
    modalShare,
    status,
    confidence: confidenceOf(n, modalShare),
  };
}

export interface CoverageFigure {
  combination: string;
  subjects: Subject[];
  /** Rows the combination can apply to. */
  rows: number;
  /** `rows` over the tallied rows (unrounded). */
  programmeShare: number;
  /** 专业类 whose modal requirement the combination satisfies. */
  categoriesOpenByModal: number;
  /** 专业类 with at least one row. */
  categoriesWithData: number;
}

/** Coverage of every combination of `model`, highest share first (ties in subject order). */
export function coverageOf(model: Model, tallied: readonly { subjects: readonly Subject[] }[], categories: readonly CategoryTally[]): CoverageFigure[] {
  const observed = categories.filter((category) => category.modal !== null);
  return combinationsOf(model)
    .map((combination) => {
      const rows = tallied.filter((row) => combinationSatisfies(combination, row.subjects)).length;
      return {
        combination: combination.label,
        subjects: combination.subjects,
        rows,
        programmeShare: tallied.length ? rows / tallied.length : 0,
        categoriesOpenByModal: observed.filter((category) => combinationSatisfies(combination, category.modal ?? [])).length,
        categoriesWithData: observed.length,
      };
    })
    .sort((a, b) => b.programmeShare - a.programmeShare || compareLabels(a.combination, b.combination));
}

export interface EditionTally {
  counts: { rows: number; tallied: number; trial: number; vocational: number; unknown: number; schools: number; provinces: number };
  /** Rows by province (where the university is located), most first. */
  rowsByProvince: [province: string, rows: number][];
  /** In the order of the catalogue. */
  categories: CategoryTally[];
  coverage: Record<Model, CoverageFigure[]>;
  /** Codes whose first 4 digits name no class of the catalogue (not tallied). */
  unknownCodes: string[];
}

/** The tallied rows of each class of the catalogue, in file order. */
export function rowsByCategory(rows: readonly XuankeRow[], catalogue: readonly string[]): Map<string, XuankeRow[]> {
  const known = new Set(catalogue);
  const byClass = new Map<string, XuankeRow[]>(catalogue.map((code) => [code, []]));
  for (const row of rows) {
    const place = placeOf(row.majorCode, known);
    if (place.kind === 'class') byClass.get(place.code)?.push(row);
  }
  return byClass;
}

/** The whole computation: rows in, the per-专业类 table and the coverage figures out. */
export function tallyEdition(rows: readonly XuankeRow[], catalogue: readonly string[]): EditionTally {
  const known = new Set(catalogue);
  const byClass = new Map<string, XuankeRow[]>(catalogue.map((code) => [code, []]));
  const counts = { rows: rows.length, tallied: 0, trial: 0, vocational: 0, unknown: 0, schools: new Set(rows.map((r) => r.schoolCode)).size, provinces: 0 };
  const unknownCodes = new Set<string>();
  const provinces = new Map<string, number>();
  for (const row of rows) {
    provinces.set(row.province, (provinces.get(row.province) ?? 0) + 1);
    const place = placeOf(row.majorCode, known);
    if (place.kind === 'class') {
      byClass.get(place.code)?.push(row);
      counts.tallied++;
    } else {
      counts[place.kind]++;
      if (place.kind === 'unknown') unknownCodes.add(row.majorCode);
    }
  }
  counts.provinces = provinces.size;
  const categories = catalogue.map((code) => tallyCategory(code, byClass.get(code) ?? []));
  const tallied = [...byClass.values()].flat();
  return {
    counts,
    rowsByProvince: [...provinces].sort((a, b) => b[1] - a[1]),
    categories,
    coverage: { '3+3': coverageOf('3+3', tallied, categories), '3+1+2': coverageOf('3+1+2', tallied, categories) },
    unknownCodes: [...unknownCodes].sort(),
  };
}

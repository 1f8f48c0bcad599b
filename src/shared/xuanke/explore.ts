import type { XuankeCategory, XuankeTable } from './edition';
import { type Combination, combinationsOf, combinationSatisfies, type Model, SUBJECTS, type Subject } from './requirement';

/**
 * The 选科 explorer's figures (docs/XUANKE.md, "The explorer"): for each subject combination, the share
 * of all programmes it keeps open and which of the student's own suggested 专业类 it keeps open or
 * closes, and why. Pure, from an edition's table; the page and the teacher's round use the same.
 */

export type Openness = 'open' | 'partly' | 'closed' | 'unknown';

export interface CategoryVerdict {
  code: string;
  name: string;
  openness: Openness;
  /** The subjects of the common requirement the combination lacks (empty when open or unknown). */
  missing: Subject[];
}

/**
 * Whether a combination keeps a 专业类 open by its common requirement: `partly` when only the runner-up
 * requirement of a split class is met (some universities' programmes stay open), `unknown` without data.
 */
export function verdictOf(combination: Combination, category: XuankeCategory): CategoryVerdict {
  const base = { code: category.code, name: category.name };
  if (!category.req3plus3) return { ...base, openness: 'unknown', missing: [] };
  const missing = missingSubjects(combination, category.req3plus3.subjects);
  if (!missing.length) return { ...base, openness: 'open', missing };
  const alternative = category.alternative?.req3plus3.subjects;
  if (alternative && combinationSatisfies(combination, alternative)) return { ...base, openness: 'partly', missing };
  return { ...base, openness: 'closed', missing };
}

/** The required subjects a combination lacks (in 3+1+2 物理 and 历史 can only be the 首选, so a lacking 首选 is among them). */
export function missingSubjects(combination: Combination, required: readonly Subject[]): Subject[] {
  if (combinationSatisfies(combination, required)) return [];
  return required.filter((subject) => !combination.subjects.includes(subject));
}

export interface CombinationRow {
  combination: Combination;
  /** Share of all tallied programmes the combination can apply to (0-1). */
  programmeShare: number;
  /** 专业类 whose common requirement it meets, of those with data. */
  categoriesOpen: number;
  categoriesWithData: number;
  /** The student's suggested 专业类, each with its verdict, in the order given. */
  suggested: CategoryVerdict[];
  /** How many suggested 专业类 stay open (a `partly` counts half). */
  suggestedOpen: number;
  /** Suggested 专业类 with data (the denominator). */
  suggestedWithData: number;
  /** 0-1: the student's ratings of the combination's subjects, when they rated some; null otherwise. */
  liking: number | null;
}

/** A student's rating of a subject: 0 not rated, 1-3 (一般 / 喜欢 / 很喜欢或擅长). */
export type SubjectRatings = Partial<Record<Subject, number>>;

export type RowOrder = 'suggested' | 'programmes' | 'liking';

/** Every combination of `model` with its figures, ordered by `order` (ties: the other figures, then subject order). */
export function combinationRows(
  table: XuankeTable,
  model: Model,
  suggestedCodes: readonly string[],
  ratings: SubjectRatings = {},
  order: RowOrder = 'suggested',
): CombinationRow[] {
  const byCode = new Map(table.categories.map((category) => [category.code, category]));
  const shares = new Map(table.coverage[model].map((figure) => [figure.combination, figure]));
  const rated = SUBJECTS.some((subject) => (ratings[subject] ?? 0) > 0);
  const rows = combinationsOf(model).map((combination): CombinationRow => {
    const suggested = suggestedCodes.flatMap((code) => {
      const category = byCode.get(code);
      return category ? [verdictOf(combination, category)] : [];
    });
    const figure = shares.get(combination.label);
    if (!figure) throw new Error(`选科数据缺少组合 ${combination.label}`);
    const withData = suggested.filter((verdict) => verdict.openness !== 'unknown');
    return {
      combination,
      programmeShare: figure.programmeShare,
      categoriesOpen: figure.categoriesOpenByModal,
      categoriesWithData: figure.categoriesWithData,
      suggested,
      suggestedOpen: withData.reduce((sum, verdict) => sum + (verdict.openness === 'open' ? 1 : verdict.openness === 'partly' ? 0.5 : 0), 0),
      suggestedWithData: withData.length,
      liking: rated ? combination.subjects.reduce((sum, subject) => sum + (ratings[subject] ?? 0), 0) / (3 * combination.subjects.length) : null,
    };
  });
  const keys: Record<RowOrder, (row: CombinationRow) => number> = {
    suggested: (row) => (row.suggestedWithData ? row.suggestedOpen / row.suggestedWithData : 0),
    programmes: (row) => row.programmeShare,
    liking: (row) => row.liking ?? 0,
  };
  const sequence: RowOrder[] = [order, ...(['suggested', 'programmes', 'liking'] as const).filter((o) => o !== order)];
  return rows.sort((a, b) => {
    for (const key of sequence) {
      const difference = keys[key](b) - keys[key](a);
      if (Math.abs(difference) > 1e-9) return difference;
    }
    return 0;
  });
}

/** 「计算机类的常见要求是 物理、化学，这个组合没有选化学」 */
export function closedReason(verdict: CategoryVerdict, category: XuankeCategory): string {
  const required = category.req3plus3?.subjects ?? [];
  const what = `${verdict.name}的常见要求是${required.join('、')}`;
  if (verdict.openness === 'partly') return `${what}，这个组合没有选${verdict.missing.join('、')}，只有部分院校的这类专业可以报考`;
  return `${what}，这个组合没有选${verdict.missing.join('、')}`;
}

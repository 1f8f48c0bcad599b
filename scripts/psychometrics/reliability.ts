import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { DyznInstrument, HldInstrument, MbtiInstrument } from '#shared/assessments/types';

/**
 * Internal consistency of each scale (ASSESSMENTS.md, "Proving the scoring is sound"):
 * Cronbach's alpha for the rated scales (dyzn 0-3, hld 0-2), KR-20 for the two-option mbti items.
 * Target on real data: 0.7 or more per scale. Works on any instrument version (registry.ts
 * `instrumentVersions`), so answers given on an older version are analysed with that version's items.
 * Item statistics: item-analysis.ts; first attempts, retests and result shares: attempts.ts.
 */

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
/** Variance with divisor n − 1 (sample) or n (population). */
const variance = (xs: number[], divisor: number) => {
  const m = mean(xs);
  return sum(xs.map((x) => (x - m) ** 2)) / divisor;
};

/** Number of items, or 0 when the matrix is too small for a coefficient (fewer than 2 respondents or items). */
function itemCount(matrix: number[][]): number {
  const k = matrix[0]?.length ?? 0;
  if (matrix.some((row) => row.length !== k)) throw new Error('every respondent needs a value for every item');
  return matrix.length < 2 || k < 2 ? 0 : k;
}

const column = (matrix: number[][], j: number) => matrix.map((row) => row[j]);

/**
 * alpha = k / (k − 1) · (1 − Σ item variances / variance of total scores), sample variances.
 * NaN when undefined: fewer than 2 respondents or items, or total scores that do not vary.
 */
export function cronbachAlpha(matrix: number[][]): number {
  const k = itemCount(matrix);
  if (!k) return NaN;
  const n = matrix.length;
  const itemVariance = sum(Array.from({ length: k }, (_, j) => variance(column(matrix, j), n - 1)));
  const totalVariance = variance(matrix.map(sum), n - 1);
  return totalVariance === 0 ? NaN : (k / (k - 1)) * (1 - itemVariance / totalVariance);
}

/**
 * KR-20 = k / (k − 1) · (1 − Σ p·q / σ²) for 0/1 items: p is the share answering 1, q = 1 − p,
 * σ² the population variance of total scores (p·q is a population variance too, so it
 * gives the same value as alpha on the same matrix).
 */
export function kr20(matrix: (0 | 1)[][]): number {
  const k = itemCount(matrix);
  if (!k) return NaN;
  const shares = Array.from({ length: k }, (_, j) => mean(column(matrix, j)));
  const pq = sum(shares.map((p) => p * (1 - p)));
  const totalVariance = variance(matrix.map(sum), matrix.length);
  return totalVariance === 0 ? NaN : (k / (k - 1)) * (1 - pq / totalVariance);
}

export interface ScaleMatrix {
  /** Intelligence key (dyzn), Holland type letter (hld) or dimension such as 'EI' (mbti). */
  scale: string;
  itemIds: number[];
  /** One row per respondent who answered every item of the scale, columns in itemIds order. */
  matrix: number[][];
}

/** Any version of any instrument (registry.ts `instrumentVersions`). */
export type Instrument = DyznInstrument | HldInstrument | MbtiInstrument;

/**
 * Items of each scale of `instrument`, scales in the scoring's canonical order, items in display order
 * (the instrument's `items` order).
 */
export function scaleItems(instrument: Instrument): { scale: string; itemIds: number[] }[] {
  if (instrument.id === 'dyzn') return INTELLIGENCE_ORDER.map((k) => ({ scale: k, itemIds: instrument.items.filter((i) => i.intelligence === k).map((i) => i.id) }));
  if (instrument.id === 'hld') return HOLLAND_ORDER.map((t) => ({ scale: t, itemIds: instrument.items.filter((i) => i.type === t).map((i) => i.id) }));
  return MBTI_DIMENSIONS.map((d) => ({ scale: d.key, itemIds: instrument.items.filter((i) => i.dimension === d.key).map((i) => i.id) }));
}

/** The highest value an item can add to its scale: the top option (dyzn 3, hld 2), 1 for mbti. */
export function maxItemValue(instrument: Instrument): number {
  return instrument.id === 'mbti' ? 1 : Math.max(...instrument.options.map((o) => o.value));
}

/**
 * The value an answer adds to its scale: the option value (dyzn, hld), or for mbti 1 when the
 * answer counts toward the dimension's first pole (E, S, T, J), else 0. Items are keyed both ways,
 * so 'a' alone would not measure one direction. undefined for a missing or invalid answer.
 */
function itemValue(instrument: Instrument, itemId: number, answer: AnswerValue | undefined): number | undefined {
  if (instrument.id !== 'mbti') return typeof answer === 'number' ? answer : undefined;
  if (answer !== 'a' && answer !== 'b') return undefined;
  const item = instrument.items.find((i) => i.id === itemId)!;
  const firstPole = MBTI_DIMENSIONS.find((d) => d.key === item.dimension)!.poles[0];
  return (answer === 'a') === (item.aPole === firstPole) ? 1 : 0;
}

/** Item matrices per scale. A respondent missing an item of a scale is left out of that scale only. */
export function scaleMatrices(instrument: Instrument, rows: readonly ReadonlyMap<number, AnswerValue>[]): ScaleMatrix[] {
  return scaleItems(instrument).map(({ scale, itemIds }) => {
    const matrix: number[][] = [];
    for (const row of rows) {
      const values = itemIds.map((id) => itemValue(instrument, id, row.get(id)));
      if (values.every((v) => v !== undefined)) matrix.push(values as number[]);
    }
    return { scale, itemIds, matrix };
  });
}

export interface ReliabilityRow {
  scale: string;
  items: number;
  respondents: number;
  /** NaN when it cannot be computed (fewer than 2 respondents, or nobody's totals differ). */
  coefficient: number;
  method: 'alpha' | 'KR-20';
}

/** Per scale of `instrument` (any version): alpha, or KR-20 for mbti, over the sheets in `rows`. */
export function reliabilityReport(instrument: Instrument, rows: readonly ReadonlyMap<number, AnswerValue>[]): ReliabilityRow[] {
  const mbti = instrument.id === 'mbti';
  return scaleMatrices(instrument, rows).map(({ scale, itemIds, matrix }) => ({
    scale,
    items: itemIds.length,
    respondents: matrix.length,
    coefficient: mbti ? kr20(matrix as (0 | 1)[][]) : cronbachAlpha(matrix),
    method: mbti ? 'KR-20' : 'alpha',
  }));
}

/**
 * Each sheet's score per scale: the sum of its item values as in `scaleMatrices` (option values, or
 * for mbti the answers toward the first pole); a scale with a missing answer is left out of that sheet.
 */
export function scaleScores(instrument: Instrument, values: ReadonlyMap<number, AnswerValue>): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const { scale, matrix } of scaleMatrices(instrument, [values])) if (matrix.length) scores[scale] = sum(matrix[0]);
  return scores;
}

import { cronbachAlpha } from './reliability';

/**
 * Item analysis of one scale's item matrix (rows = respondents, columns = items, as `scaleMatrices`
 * in reliability.ts gives it), to find the items worth rewriting once real students have answered:
 *
 * - endorsement: mean value / highest value (for mbti's 0/1 coding the share toward the first pole);
 * - corrected item-total correlation: Pearson r of the item with the scale total *without* the item
 *   (the uncorrected total contains the item itself and flatters it);
 * - alpha if deleted: the scale's alpha over the other items (on 0/1 items alpha equals KR-20).
 *
 * An item is marked when its corrected r is below .20 or the scale's alpha rises without it.
 */

export const LOW_ITEM_TOTAL_R = 0.2;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;

/** Pearson correlation; NaN with fewer than 2 pairs or when either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('pearson needs pairs');
  if (xs.length < 2) return NaN;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

export type ItemMark = 'low-r' | 'alpha-rises';

export interface ItemStatistics {
  /** Column index in the matrix. */
  index: number;
  /** Mean value / maxValue, 0-1; NaN without respondents. */
  endorsement: number;
  /** Item vs. the total of the other items; NaN when either does not vary. */
  correctedR: number;
  /** Alpha of the scale without this item; NaN when undefined (e.g. one item left). */
  alphaIfDeleted: number;
  /** 'low-r': corrected r below .20; 'alpha-rises': alpha if deleted above the scale's alpha. */
  marks: ItemMark[];
}

/** Per item (column) of `matrix`: endorsement, corrected item-total r, alpha if deleted, marks. */
export function itemStatistics(matrix: readonly (readonly number[])[], maxValue: number): { alpha: number; items: ItemStatistics[] } {
  const k = matrix[0]?.length ?? 0;
  const alpha = cronbachAlpha(matrix as number[][]);
  const totals = matrix.map((row) => sum(row));
  const items = Array.from({ length: k }, (_, j): ItemStatistics => {
    const item = matrix.map((row) => row[j]);
    const correctedR = pearson(
      item,
      totals.map((total, i) => total - item[i]),
    );
    const alphaIfDeleted = cronbachAlpha(matrix.map((row) => row.filter((_, c) => c !== j)));
    const marks: ItemMark[] = [];
    if (correctedR < LOW_ITEM_TOTAL_R) marks.push('low-r');
    if (alphaIfDeleted > alpha) marks.push('alpha-rises');
    return { index: j, endorsement: mean(item) / maxValue, correctedR, alphaIfDeleted, marks };
  });
  return { alpha, items };
}

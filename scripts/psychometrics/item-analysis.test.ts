import { describe, it, expect } from 'vitest';
import { itemStatistics, pearson } from './item-analysis';
import { instruments } from '#content/assessments/registry';
import { maxItemValue, scaleMatrices } from './reliability';
import { mulberry32, population, shuffled, simulateAttentive } from '#tests/support/psychometrics/simulate';

describe('pearson', () => {
  it('matches a hand computation and is NaN when a side does not vary', () => {
    // x deviations −1, 0, 1, 0 (Σ² 2); y deviations −2, −1, 1, 2 (Σ² 10); Σ products 2 + 0 + 1 + 0 = 3 → 3 / √20
    expect(pearson([1, 2, 3, 2], [4, 5, 7, 8])).toBeCloseTo(3 / Math.sqrt(20), 12);
    expect(pearson([1, 2, 3], [-1, -2, -3])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(pearson([1], [1])).toBeNaN();
  });
});

describe('itemStatistics', () => {
  it('matches a hand computation on a 4×3 matrix', () => {
    // The matrix of the alpha hand computation in reliability.test.ts: alpha 5/6.
    // Item 1 (1,2,3,2) vs. the rest (4,5,7,8): r = 3/√20 ≈ .671; without it items 2,3: variances 4/3 + 2/3 = 2,
    //   totals 4,5,7,8 variance 10/3 → alpha = 2 · (1 − 2 / (10/3)) = 0.8.
    // Item 2 (2,2,4,4) vs. the rest (3,5,6,6): deviations ±1 and −2,0,1,1 → r = 4/√(4·6) ≈ .816; without it
    //   variances 2/3 + 2/3, totals 3,5,6,6 variance 2 → alpha = 2 · (1 − (4/3)/2) = 2/3.
    // Item 3 (2,3,3,4) vs. the rest (3,4,7,6): r = 3/√20; without it alpha = 2 · (1 − 2 / (10/3)) = 0.8.
    const matrix = [
      [1, 2, 2],
      [2, 2, 3],
      [3, 4, 3],
      [2, 4, 4],
    ];
    const { alpha, items } = itemStatistics(matrix, 4);
    expect(alpha).toBeCloseTo(5 / 6, 12);
    expect(items.map((i) => i.correctedR)).toEqual([3 / Math.sqrt(20), 4 / Math.sqrt(24), 3 / Math.sqrt(20)].map((r) => expect.closeTo(r, 12)));
    expect(items.map((i) => i.alphaIfDeleted)).toEqual([0.8, 2 / 3, 0.8].map((a) => expect.closeTo(a, 12)));
    // Endorsement: means 2, 3, 3 of a highest value 4.
    expect(items.map((i) => i.endorsement)).toEqual([0.5, 0.75, 0.75]);
    expect(items.map((i) => i.marks)).toEqual([[], [], []]);
  });

  it('marks a reversed item: negative corrected r, and alpha rises without it', () => {
    // a = 0,1,2,1; b = 0,2,2,0; c = 2 − a (reversed). Totals 2,4,4,2: variance 4/3; item variances 2/3 + 4/3 + 2/3 = 8/3
    //   → alpha = 3/2 · (1 − (8/3)/(4/3)) = −1.5.
    // c vs. a + b (0,3,4,1): deviations 1,0,−1,0 and −2,1,2,−1 → r = −4/√(2·10) ≈ −.894; without c alpha = 2 · (1 − 2/(10/3)) = 0.8.
    // a vs. b + c (2,3,2,1): r = 0 (< .20), alpha without a: variances 4/3 + 2/3 = 2, totals variance 2/3 → 2 · (1 − 3) = −4.
    // b vs. a + c (2,2,2,2): the rest does not vary, r and alpha without b are undefined.
    const matrix = [
      [0, 0, 2],
      [1, 2, 1],
      [2, 2, 0],
      [1, 0, 1],
    ];
    const { alpha, items } = itemStatistics(matrix, 2);
    expect(alpha).toBeCloseTo(-1.5, 12);
    expect(items[2].correctedR).toBeCloseTo(-4 / Math.sqrt(20), 12);
    expect(items[2].alphaIfDeleted).toBeCloseTo(0.8, 12);
    expect(items[2].marks).toEqual(['low-r', 'alpha-rises']);
    expect(items[0].correctedR).toBeCloseTo(0, 12);
    expect(items[0].alphaIfDeleted).toBeCloseTo(-4, 12);
    expect(items[0].marks).toEqual(['low-r']);
    expect(items[1].correctedR).toBeNaN();
    expect(items[1].alphaIfDeleted).toBeNaN();
    expect(items[1].marks).toEqual([]);
  });
});

/**
 * 600 attentive simulated students (simulate.ts). In every scale the first item's answers are reversed
 * (max − value) and the second item's answers are shuffled between students (it measures nothing):
 * both must show a corrected r below .20 (the reversed one negative) and an alpha that rises without them.
 * Measured over the 18 scales (300 students on 2026.2): reversed r −.59 to −.22, shuffled r −.06 to .15; alpha rises by .005-.20 without either.
 */
describe('item analysis on simulated students', () => {
  for (const key of ['hld', 'dyzn', 'mbti'] as const) {
    it(`${key}: finds a reversed and a shuffled item in every scale`, () => {
      const pop = population(instruments[key], 3);
      const rng = mulberry32(3);
      const rows = Array.from({ length: 600 }, () => simulateAttentive(pop, rng).values);
      const max = maxItemValue(instruments[key]);
      for (const { scale, matrix } of scaleMatrices(instruments[key], rows)) {
        const moved = shuffled(
          matrix.map((row) => row[1]),
          mulberry32(5),
        );
        const spoiled = matrix.map((row, i) => [max - row[0], moved[i], ...row.slice(2)]);
        const { alpha, items } = itemStatistics(spoiled, max);
        const [reversed, shuffledItem, ...rest] = items;
        expect(reversed.correctedR, scale).toBeLessThan(0);
        expect(reversed.alphaIfDeleted, scale).toBeGreaterThan(alpha);
        expect(reversed.marks, scale).toEqual(['low-r', 'alpha-rises']);
        expect(shuffledItem.correctedR, scale).toBeLessThan(0.2);
        expect(shuffledItem.alphaIfDeleted, scale).toBeGreaterThan(alpha);
        // The intact items correlate positively with their scale, above both spoiled ones.
        for (const item of rest) expect(item.correctedR, scale).toBeGreaterThan(Math.max(reversed.correctedR, shuffledItem.correctedR));
        // Left intact, the same scale does not mark its first item as reversed.
        expect(itemStatistics(matrix, max).items[0].correctedR, scale).toBeGreaterThan(0.2);
      }
    });
  }
});

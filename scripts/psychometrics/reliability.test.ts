import { describe, it, expect } from 'vitest';
import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import { instrumentVersions, instruments } from '#content/assessments/registry';
import { cronbachAlpha, kr20, maxItemValue, reliabilityReport, scaleMatrices, scaleScores } from './reliability';
import { mulberry32, population, shuffled, simulateAttentive } from '#tests/support/psychometrics/simulate';
import type { AnswerValue } from '#shared/assessments/exchange-types';

describe('cronbachAlpha', () => {
  it('matches a hand computation', () => {
    // Items (columns):  1: 1,2,3,2  mean 2, squared deviations 1+0+1+0 = 2, sample variance 2/3
    //                   2: 2,2,4,4  mean 3, 1+1+1+1 = 4, variance 4/3
    //                   3: 2,3,3,4  mean 3, 1+0+0+1 = 2, variance 2/3      → sum of item variances 8/3
    // Totals (rows): 5, 7, 10, 10, mean 8, squared deviations 9+1+4+4 = 18, variance 18/3 = 6
    // alpha = 3/2 · (1 − (8/3) / 6) = 3/2 · 5/9 = 5/6
    const matrix = [
      [1, 2, 2],
      [2, 2, 3],
      [3, 4, 3],
      [2, 4, 4],
    ];
    expect(cronbachAlpha(matrix)).toBeCloseTo(5 / 6, 12);
  });

  it('is NaN when undefined (one respondent, one item, or totals that do not vary)', () => {
    expect(cronbachAlpha([[1, 2, 3]])).toBeNaN();
    expect(cronbachAlpha([[1], [2], [3]])).toBeNaN();
    expect(
      cronbachAlpha([
        [2, 2],
        [2, 2],
      ]),
    ).toBeNaN();
    expect(() => cronbachAlpha([[1, 2], [1]])).toThrow();
  });
});

describe('kr20', () => {
  it('matches a hand computation', () => {
    // p per item: 4/5, 3/5, 2/5, 1/5 → p·q = .16 + .24 + .24 + .16 = 0.8
    // Totals: 4, 3, 2, 1, 0, mean 2, population variance (4+1+0+1+4)/5 = 2
    // KR-20 = 4/3 · (1 − 0.8 / 2) = 4/3 · 0.6 = 0.8
    const matrix: (0 | 1)[][] = [
      [1, 1, 1, 1],
      [1, 1, 1, 0],
      [1, 1, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(kr20(matrix)).toBeCloseTo(0.8, 12);
  });

  it('equals alpha on any 0/1 matrix', () => {
    const rng = mulberry32(1);
    for (let n = 0; n < 20; n++) {
      const matrix = Array.from({ length: 30 }, () => Array.from({ length: 7 }, () => (rng() < 0.5 ? 1 : 0) as 0 | 1));
      expect(kr20(matrix)).toBeCloseTo(cronbachAlpha(matrix), 10);
    }
  });
});

describe('scaleMatrices', () => {
  it('codes mbti answers 1 toward the first pole (E, S, T, J) whichever option that is', () => {
    const towardFirst = new Map(
      instruments.mbti.items.map((item) => {
        const first = MBTI_DIMENSIONS.find((d) => d.key === item.dimension)!.poles[0];
        return [item.id, item.aPole === first ? ('a' as const) : ('b' as const)];
      }),
    );
    const scales = scaleMatrices(instruments.mbti, [towardFirst]);
    expect(scales.map((s) => s.scale)).toEqual(['EI', 'SN', 'TF', 'JP']);
    for (const s of scales) expect(s.matrix).toEqual([Array(19).fill(1)]);
  });

  it('groups dyzn and hld items by scale and leaves a respondent with a missing item out of that scale only', () => {
    const full = new Map(instruments.hld.items.map((i) => [i.id, i.type === 'R' ? 2 : 1]));
    const missingOne = new Map(full);
    missingOne.delete(instruments.hld.items.find((i) => i.type === 'I')!.id);
    const scales = scaleMatrices(instruments.hld, [full, missingOne]);
    expect(scales.map((s) => [s.scale, s.itemIds.length, s.matrix.length])).toEqual(HOLLAND_ORDER.map((t) => [t, 12, t === 'I' ? 1 : 2]));
    expect(scales[0].matrix[0]).toEqual(Array(12).fill(2));
    expect(scaleMatrices(instruments.dyzn, []).map((s) => [s.scale, s.itemIds.length])).toEqual(INTELLIGENCE_ORDER.map((k) => [k, 9]));
  });
});

/**
 * 500 simulated respondents from the heterogeneous model (simulate.ts: item discrimination 0.6-2.2,
 * popularity varying between items, correlated traits, response styles). Measured per scale:
 * hld .79-.86, dyzn .76-.82, mbti .82-.87. The same respondents with the items' scales shuffled (items of
 * one scale no longer measuring one thing) give hld .52-.61, dyzn .43-.60 (the general factor and
 * acquiescence still tie any items together) and mbti about 0, all below the 0.72 bound, so it can fail.
 */
describe('internal consistency on simulated respondents', () => {
  const rows = Object.fromEntries(
    (['dyzn', 'hld', 'mbti'] as const).map((key) => {
      const pop = population(instruments[key], 3);
      const rng = mulberry32(3);
      return [key, Array.from({ length: 500 }, () => simulateAttentive(pop, rng).values)];
    }),
  ) as Record<'dyzn' | 'hld' | 'mbti', Map<number, AnswerValue>[]>;

  for (const key of ['dyzn', 'hld', 'mbti'] as const) {
    it(`every ${key} scale reaches ${key === 'mbti' ? 'KR-20' : 'alpha'} ≥ 0.72`, () => {
      const report = reliabilityReport(instruments[key], rows[key]);
      for (const row of report) {
        expect(row.respondents).toBe(500);
        expect(row.method).toBe(key === 'mbti' ? 'KR-20' : 'alpha');
        expect(row.coefficient, row.scale).toBeGreaterThanOrEqual(0.72);
      }
    });

    it(`${key}: items grouped into the wrong scales stay below 0.7 (the test can fail)`, () => {
      // Every sheet's answers are moved to other items by one fixed permutation, so each scale's items
      // carry the answers of a random mix of scales.
      const ids = instruments[key].items.map((i) => i.id);
      const mixed = shuffled(ids, mulberry32(9));
      const relabelled = rows[key].map((row) => new Map(ids.map((id, k) => [id, row.get(mixed[k])!])));
      // mbti answers keep their a/b letter but land on items of other keying and dimension.
      for (const row of reliabilityReport(instruments[key], relabelled)) expect(row.coefficient, row.scale).toBeLessThan(0.7);
    });
  }
});

describe('any instrument version', () => {
  it('codes answers with the keying of the version they were given on (mbti 2026.1 keyed items 15, 34 and 35 the other way)', () => {
    const [current, , older] = instrumentVersions.mbti;
    expect(older.version).not.toBe(current.version);
    const allA = new Map(current.items.map((i) => [i.id, 'a' as const]));
    const sn = (instrument: typeof current) => {
      const { itemIds, matrix } = scaleMatrices(instrument, [allA]).find((s) => s.scale === 'SN')!;
      return matrix[0][itemIds.indexOf(34)];
    };
    // Item 34's option a means S (first pole) on 2026.2 and 2026.3, N on 2026.1.
    expect([sn(current), sn(older)]).toEqual([1, 0]);
    expect(scaleScores(current, allA).SN - scaleScores(older, allA).SN).toBe(1);
  });

  it('scaleScores sums each scale like scaleMatrices and leaves out a scale with a missing answer', () => {
    const values = new Map(instruments.hld.items.map((i) => [i.id, i.type === 'R' ? 2 : i.type === 'I' ? 1 : 0]));
    values.delete(instruments.hld.items.find((i) => i.type === 'C')!.id);
    expect(scaleScores(instruments.hld, values)).toEqual({ R: 24, I: 12, A: 0, S: 0, E: 0 });
    expect(maxItemValue(instruments.hld)).toBe(2);
    expect(maxItemValue(instruments.dyzn)).toBe(3);
    expect(maxItemValue(instruments.mbti)).toBe(1);
  });
});

import { describe, it, expect } from 'vitest';
import { withReaderChecks } from '#tests/support/reader-checks';
import { MBTI_DIMENSIONS, MBTI_UNDECIDED_BELOW, scoreMbti, strengthOf } from '#shared/assessments/mbti';
import { mbtiSplitError } from '#tests/support/psychometrics/measurement-error';
import { buildReport, checkSubmission, instruments, mbtiTypeContent } from './registry';
import { mulberry32, population, shuffled, simulateAttentive, toRawAnswers } from '#tests/support/psychometrics/simulate';
import type { MbtiDimension, MbtiPole } from '#shared/assessments/types';

const instrument = instruments.mbti;
const randomAnswers = (rng: () => number) => new Map(instrument.items.map((i) => [i.id, rng() < 0.5 ? ('a' as const) : ('b' as const)]));

/** Answers with exactly counts[d] of dimension d's items toward its first pole (E, S, T, J). */
function answersWithCounts(counts: Record<MbtiDimension, number>): Map<number, 'a' | 'b'> {
  const values = new Map<number, 'a' | 'b'>();
  for (const { key, poles } of MBTI_DIMENSIONS) {
    instrument.items
      .filter((i) => i.dimension === key)
      .forEach((item, j) => {
        const pole = j < counts[key] ? poles[0] : poles[1];
        values.set(item.id, pole === item.aPole ? 'a' : 'b');
      });
  }
  return values;
}

/** Answers giving `type` with a 12:7 split on every dimension (not just the all-one-side extreme). */
const answersForType = (type: string) =>
  answersWithCounts(Object.fromEntries(MBTI_DIMENSIONS.map((d, i) => [d.key, type[i] === d.poles[0] ? 13 : 6])) as Record<MbtiDimension, number>);

const ALL_TYPES = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))));

describe('mbti scoring', () => {
  it('has 19 items (odd) per dimension', () => {
    for (const { key } of MBTI_DIMENSIONS) expect(instrument.items.filter((i) => i.dimension === key)).toHaveLength(19);
  });

  it('always gives E+I = S+N = T+F = J+P = 100 and a two-decimal difference that agrees with the shown percentages', () => {
    const rng = mulberry32(1);
    for (let n = 0; n < 300; n++) {
      const report = buildReport('mbti', randomAnswers(rng));
      for (const [a, b] of [
        [report.e_ratio, report.i_ratio],
        [report.s_ratio, report.n_ratio],
        [report.t_ratio, report.f_ratio],
        [report.j_ratio, report.p_ratio],
      ]) {
        expect(a + b).toBeCloseTo(100, 9);
        expect(Math.min(a, b)).toBeGreaterThanOrEqual(0);
      }
      for (const d of report.dimensions) {
        expect(d.difference).toMatch(/^\d{1,3}\.\d{2}$/);
        // The difference of the percentages as shown (53/47 must not read 5.26 next to them), within rounding of the exact one.
        expect(Number(d.difference)).toBeCloseTo(Math.abs(d.ratios[0] - d.ratios[1]), 9);
        expect(Math.abs(Number(d.difference) - (Math.abs(d.counts[0] - d.counts[1]) / 19) * 100)).toBeLessThanOrEqual(0.01);
        expect(d.undecided).toBe(d.strength === 'slight');
        expect(d.preferred).toBe(d.counts[0] > d.counts[1] ? d.poles[0] : d.poles[1]);
      }
      expect(report.ratioList).toHaveLength(8);
    }
  });

  it('labels preference clarity with the stated cut points 30 / 45 / 70', () => {
    const cases: [number, string][] = [
      [0, 'slight'],
      [29.99, 'slight'],
      [30, 'medium'],
      [44.99, 'medium'],
      [45, 'obvious'],
      [69.99, 'obvious'],
      [70, 'strong'],
      [100, 'strong'],
    ];
    for (const [difference, key] of cases) expect(strengthOf(difference).key).toBe(key);
    // The reachable values around each cut with 19 items: E count → difference of the shown percentages (11:8 is 57.89 − 42.11) → label.
    const reachable: [number, string, string][] = [
      [10, '5.26', 'slight'],
      [11, '15.78', 'slight'],
      [12, '26.32', 'slight'],
      [13, '36.84', 'medium'],
      [14, '47.36', 'obvious'],
      [16, '68.42', 'obvious'],
      [17, '78.94', 'strong'],
      [19, '100.00', 'strong'],
      [0, '100.00', 'strong'],
    ];
    for (const [count, difference, key] of reachable) {
      const ei = scoreMbti(instrument, answersWithCounts({ EI: count, SN: 10, TF: 10, JP: 10 }))[0];
      expect([ei.difference, ei.strength]).toEqual([difference, key]);
    }
  });

  it('does not depend on answer order', () => {
    const rng = mulberry32(2);
    for (let n = 0; n < 50; n++) {
      const values = randomAnswers(rng);
      const expected = buildReport('mbti', values);
      expect(buildReport('mbti', new Map(shuffled([...values], rng)))).toEqual(expected);
      const checked = checkSubmission('mbti', shuffled(withReaderChecks('mbti', toRawAnswers(values)), rng));
      if (!checked.ok) throw new Error(checked.message);
      expect(buildReport('mbti', checked.values)).toEqual(expected);
    }
  });

  /**
   * Recovery at realistic noise (simulate.ts: 2PL items of differing discrimination and popularity, a
   * small lean toward one option for some students). "Clear": every dimension's true level at least 0.5
   * SD from the middle. Scored with the item keys flipped at random (a broken key), the type matches
   * by chance (1 in 16), which the second test checks.
   */
  function typeRecovery(scoring: typeof instrument): { clear: number; dimension: number } {
    const pop = population(instrument, 3);
    const rng = mulberry32(3);
    let clear = 0;
    let clearHit = 0;
    let dims = 0;
    for (let n = 0; n < 1000; n++) {
      const sheet = simulateAttentive(pop, rng);
      const truth = MBTI_DIMENSIONS.map((d) => (sheet.traits[d.key] > 0 ? d.poles[0] : d.poles[1])).join('');
      const scored = scoreMbti(scoring, sheet.values as Map<number, 'a' | 'b'>)
        .map((d) => d.preferred)
        .join('');
      dims += [...truth].filter((c, i) => scored[i] === c).length / 4;
      if (MBTI_DIMENSIONS.every((d) => Math.abs(sheet.traits[d.key]) >= 0.5)) {
        clear++;
        if (scored === truth) clearHit++;
      }
    }
    return { clear: clearHit / clear, dimension: dims / 1000 };
  }

  it('recovers the whole type for ≥ 87% of clear simulated respondents and each dimension for ≥ 85% of all (measured on 2026.2: 88.7% / 87.9%)', () => {
    const { clear, dimension } = typeRecovery(instrument);
    expect(clear).toBeGreaterThanOrEqual(0.87);
    expect(dimension).toBeGreaterThanOrEqual(0.85);
  });

  it('recovers far less with the item keys scrambled (the test can fail)', () => {
    const rng = mulberry32(9);
    const poles = shuffled(
      instrument.items.map((i) => i.aPole),
      rng,
    );
    const broken = { ...instrument, items: instrument.items.map((item, k) => ({ ...item, aPole: poles[k] })) };
    expect(typeRecovery(broken).clear).toBeLessThan(0.3);
  });
});

describe('mbti report', () => {
  it('marks a slight (轻微) letter undecided and offers the neighbouring type of each, never more than four', () => {
    // EI 10:9 and JP 11:8 are slight; SN 13:6 and TF 14:5 are not.
    const report = buildReport('mbti', answersWithCounts({ EI: 10, SN: 13, TF: 14, JP: 8 }));
    expect(report.result).toBe('ESTP');
    expect(report.dimensions.map((d) => d.undecided)).toEqual([true, false, false, true]);
    expect(report.alternatives.map((a) => a.type)).toEqual(['ISTP', 'ESTJ']);
    for (const a of report.alternatives) expect(a.name).toBe(mbtiTypeContent[a.type].name);
    // 12:7 is undecided too: a 12:7 letter is wrong for 11-12 % of simulated students (MBTI_UNDECIDED_BELOW).
    expect(buildReport('mbti', answersWithCounts({ EI: 12, SN: 13, TF: 14, JP: 8 })).dimensions.map((d) => d.undecided)).toEqual([true, false, false, true]);
    // All four slight: four neighbours, one per letter, and a flat profile with its note.
    const flat = buildReport('mbti', answersWithCounts({ EI: 10, SN: 7, TF: 12, JP: 9 }));
    expect(flat.alternatives).toHaveLength(4);
    expect([flat.profile, flat.profileNote === '']).toEqual(['flat', false]);
    // All clear: none, differentiated, no note.
    const clear = buildReport('mbti', answersForType('INTJ'));
    expect([clear.alternatives, clear.profile, clear.profileNote]).toEqual([[], 'differentiated', '']);
  });

  it('takes the undecided threshold from the measured error of each dimension: 12:7 wrong ≥ 10 %, 13:6 under 10 %', () => {
    for (const dimension of ['EI', 'SN', 'TF', 'JP']) {
      const bySplit = Object.fromEntries(mbtiSplitError(instrument, 2500, 3, dimension).map((s) => [s.split, s]));
      expect(bySplit['12:7'].difference).toBeLessThan(MBTI_UNDECIDED_BELOW);
      expect(bySplit['12:7'].wrong, dimension).toBeGreaterThanOrEqual(0.08);
      expect(bySplit['13:6'].difference).toBeGreaterThanOrEqual(MBTI_UNDECIDED_BELOW);
      expect(bySplit['13:6'].wrong, dimension).toBeLessThan(0.1);
    }
    const pooled = Object.fromEntries(mbtiSplitError(instrument, 4000, 4).map((s) => [s.split, s]));
    expect(pooled['12:7'].wrong).toBeGreaterThanOrEqual(0.1);
    expect(pooled['13:6'].wrong).toBeLessThan(0.1);
  });

  it('reaches all 16 types, each with every description field non-empty', () => {
    for (const type of ALL_TYPES) {
      const report = buildReport('mbti', answersForType(type));
      expect(report.result).toBe(type);
      expect(report.description.type).toBe(type);
      for (const [field, text] of Object.entries(report.description)) expect(text.trim(), `${type}.${field}`).not.toBe('');
      const preferred = report.ratioList.filter((r) => r.score !== undefined).map((r) => r.name);
      expect(preferred.join('')).toBe(type);
      for (const r of report.ratioList) expect(r.label.trim()).not.toBe('');
    }
  });

  it('gives the preferred pole the larger ratio', () => {
    const report = buildReport('mbti', answersForType('INTJ'));
    const ratio = Object.fromEntries(report.ratioList.map((r) => [r.name, r.ratio])) as Record<MbtiPole, number>;
    expect([ratio.I, ratio.N, ratio.T, ratio.J]).toEqual([68.42, 68.42, 68.42, 68.42]); // 13 of 19
    expect(ratio.E + ratio.I).toBeCloseTo(100, 9);
  });
});

import { describe, it, expect } from 'vitest';
import { withReaderChecks } from '#tests/support/reader-checks';
import { intelligenceContent } from '../dyzn/intelligences';
import { DYZN_LEVELS, DYZN_NEAR_POINTS, DYZN_SE_DIFFERENCE, INTELLIGENCE_ORDER, scoreDyzn } from '#shared/assessments/dyzn';
import { differenceError } from '#tests/support/psychometrics/measurement-error';
import { buildReport, checkSubmission, instruments } from './registry';
import { mulberry32, population, shuffled, simulateAttentive, toRawAnswers } from '#tests/support/psychometrics/simulate';
import type { DyznLevel, IntelligenceKey } from '#shared/assessments/types';

const instrument = instruments.dyzn;
const itemsOf = (k: IntelligenceKey) => instrument.items.filter((i) => i.intelligence === k);

/** Uniformly random answers: the widest spread of score patterns, ties included. */
const randomAnswers = (rng: () => number) => new Map(instrument.items.map((i) => [i.id, Math.floor(rng() * 4)]));

/** Raw sums (of 27): 90, 86.7 优势 | 63.3, 60, 40, 36.7 较优势 | 10, 6.7 弱势. */
const LADDER_RAW = [27, 26, 19, 18, 12, 11, 3, 2];
/** Raw sums (of 27): 90, 86.7 优势 | 80, 80 一般 (within the band of both ends) | 70 × 4 弱势. */
const NARROW_RAW = [27, 26, 24, 24, 21, 21, 21, 21];

/** Answers that put intelligence at canonical index i in rank (i + shift) % 8 + 1. */
function rotatedAnswers(shift: number, raw = LADDER_RAW): Map<number, number> {
  const values = new Map<number, number>();
  INTELLIGENCE_ORDER.forEach((k, i) => {
    let left = raw[(i + shift) % 8];
    itemsOf(k).forEach((item) => {
      const v = Math.min(3, left);
      values.set(item.id, v);
      left -= v;
    });
  });
  return values;
}

describe('dyzn scoring', () => {
  it('keeps scores within 0-90, competition ranks, and levels that are never decided inside the band', () => {
    const rng = mulberry32(1);
    for (let n = 0; n < 300; n++) {
      const values = randomAnswers(rng);
      const scores = scoreDyzn(instrument, values);
      expect(scores.map((s) => s.key)).toEqual(INTELLIGENCE_ORDER);
      const rawOf = (k: IntelligenceKey) => itemsOf(k).reduce((acc, i) => acc + values.get(i.id)!, 0);
      const top = Math.max(...scores.map((s) => s.score));
      const bottom = Math.min(...scores.map((s) => s.score));
      for (const s of scores) {
        const raw = rawOf(s.key);
        expect(s.score).toBeCloseTo((raw / 27) * 90, 1);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(90);
        expect(s.rank).toBe(1 + INTELLIGENCE_ORDER.filter((k) => rawOf(k) > raw).length);
        // 优势: with the highest, at least 45, and the profile not flat. 弱势: clearly below the highest.
        if (s.level === 'advantage') expect([top - s.score < DYZN_NEAR_POINTS, s.score >= DYZN_LEVELS[0].min, top - bottom >= DYZN_NEAR_POINTS]).toEqual([true, true, true]);
        if (s.level === 'weak') expect([s.score - bottom < DYZN_NEAR_POINTS, top - s.score >= DYZN_NEAR_POINTS]).toEqual([true, true]);
        // 较优势: clearly above the lowest (and clearly below the highest, or the highest group under 45).
        if (s.level === 'comparative') expect(s.score - bottom).toBeGreaterThanOrEqual(DYZN_NEAR_POINTS);
        if (s.level === 'comparative' && top - s.score < DYZN_NEAR_POINTS) expect(s.score).toBeLessThan(DYZN_LEVELS[0].min);
        // 一般: told apart from neither end, or a flat profile.
        if (s.level === 'general') expect(top - bottom < DYZN_NEAR_POINTS || (top - s.score < DYZN_NEAR_POINTS && s.score - bottom < DYZN_NEAR_POINTS)).toBe(true);
      }
      // Equal scores, equal levels.
      for (const a of scores) for (const b of scores) if (a.score === b.score) expect(a.level).toBe(b.level);
    }
  });

  it('reports ties as ties and a flat sheet as flat: all-equal answers put all eight at rank 1, level 一般', () => {
    for (const value of [0, 1, 2, 3] as const) {
      const values = new Map(instrument.items.map((i) => [i.id, value]));
      const scores = scoreDyzn(instrument, values);
      expect(scores.map((s) => s.rank)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(new Set(scores.map((s) => s.level))).toEqual(new Set(['general']));
      const report = buildReport('dyzn', values);
      expect(report.profile).toBe('flat');
      expect(report.profileNote).toContain('很接近');
    }
    // A tie at the top between spatial and naturalist (90) against 60 for the rest: both 优势, tied in the report.
    const values = new Map(instrument.items.map((i) => [i.id, ['spatial', 'naturalist'].includes(i.intelligence) ? 3 : 2]));
    const rank = Object.fromEntries(scoreDyzn(instrument, values).map((s) => [s.key, s.rank]));
    expect([rank.spatial, rank.naturalist, rank.linguistic]).toEqual([1, 1, 3]);
    const report = buildReport('dyzn', values);
    expect(report.result_description[0].list.map((i) => [i.key, i.tied])).toEqual([
      ['spatial', true],
      ['naturalist', true],
    ]);
    expect(report.profile).toBe('differentiated');
  });

  it('never calls a low score a strength, and weak intelligences suggest no occupations', () => {
    // Everything low (0-20 points), with a spread: no 优势; the higher group is 较优势 and gets majors; a note says so.
    const values = new Map<number, number>();
    INTELLIGENCE_ORDER.forEach((k, i) => itemsOf(k).forEach((item, j) => values.set(item.id, i < 2 ? (j < 6 ? 1 : 0) : 0)));
    const report = buildReport('dyzn', values);
    expect(report.result_description[0].list).toEqual([]);
    expect(report.result_description[1].list.map((i) => i.key)).toEqual(['linguistic', 'logical']);
    expect(report.result_description[1].list.every((i) => i.major !== '' && i.occupation !== '')).toBe(true);
    for (const item of report.result_description[3].list) expect([item.occupation, item.major]).toEqual(['', '']);
    expect(report.profileNote).toContain('整体偏低');
  });

  it('takes the band from the measured standard error of a difference (simulated retest: 12.6 points)', () => {
    const measured = differenceError(instrument, 1000, 7);
    expect(Math.abs(measured.seDifference - DYZN_SE_DIFFERENCE)).toBeLessThan(0.6);
    expect(DYZN_NEAR_POINTS).toBe(13);
    const half = { ...instrument, items: instrument.items.filter((item) => itemsOf(item.intelligence).indexOf(item) < 4), consistencyPairs: [], checks: [] };
    expect(differenceError(half, 500, 7).seDifference).toBeGreaterThan(DYZN_SE_DIFFERENCE + 2);
  });

  it('does not depend on answer order (Map insertion order or submitted list order)', () => {
    const rng = mulberry32(2);
    for (let n = 0; n < 50; n++) {
      const values = randomAnswers(rng);
      const expected = buildReport('dyzn', values);
      expect(buildReport('dyzn', new Map([...values].reverse()))).toEqual(expected);
      const checked = checkSubmission('dyzn', shuffled(withReaderChecks('dyzn', toRawAnswers(values)), rng));
      if (!checked.ok) throw new Error(checked.message);
      expect(buildReport('dyzn', checked.values)).toEqual(expected);
    }
  });

  /**
   * Recovery at realistic noise (simulate.ts: heterogeneous items, a general factor, response styles).
   * "Clear": the second-strongest true intelligence leads the third by at least 0.5 SD. With the
   * intelligences of the items shuffled (a broken scorer or item set) the rate falls to chance
   * (2 of 8 for each place), which the second test checks.
   */
  function topTwoRecovery(scoring: typeof instrument): { clear: number; all: number } {
    const pop = population(instrument, 3);
    const rng = mulberry32(3);
    let clear = 0;
    let clearHit = 0;
    let hit = 0;
    for (let n = 0; n < 1000; n++) {
      const sheet = simulateAttentive(pop, rng);
      const byTrait = [...INTELLIGENCE_ORDER].sort((a, b) => sheet.traits[b] - sheet.traits[a]);
      const top = scoreDyzn(scoring, sheet.values as Map<number, number>)
        .filter((s) => s.rank <= 2)
        .map((s) => s.key);
      const ok = byTrait.slice(0, 2).every((k) => top.includes(k));
      if (ok) hit++;
      if (sheet.traits[byTrait[1]] - sheet.traits[byTrait[2]] >= 0.5) {
        clear++;
        if (ok) clearHit++;
      }
    }
    return { clear: clearHit / clear, all: hit / 1000 };
  }

  it('recovers the two strongest intelligences as ranks 1-2 for ≥ 60% of clear simulated students and ≥ 38% of all (measured on 2026.2: 63.1% / 45.4%)', () => {
    const { clear, all } = topTwoRecovery(instrument);
    expect(clear).toBeGreaterThanOrEqual(0.6);
    expect(all).toBeGreaterThanOrEqual(0.38);
  });

  it('recovers far less when the items are scored on the wrong scales (the test can fail)', () => {
    const rng = mulberry32(9);
    const keys = shuffled(
      instrument.items.map((i) => i.intelligence),
      rng,
    );
    const broken = { ...instrument, items: instrument.items.map((item, k) => ({ ...item, intelligence: keys[k] })) };
    expect(topTwoRecovery(broken).clear).toBeLessThan(0.3);
  });
});

describe('dyzn report', () => {
  it('has level-specific, non-empty content for every intelligence at every level', () => {
    const seen = new Map<IntelligenceKey, Set<DyznLevel>>(INTELLIGENCE_ORDER.map((k) => [k, new Set()]));
    for (let shift = 0; shift < 16; shift++) {
      const report = buildReport('dyzn', rotatedAnswers(shift % 8, shift < 8 ? LADDER_RAW : NARROW_RAW));
      for (const group of report.result_description) {
        for (const item of group.list) {
          const content = intelligenceContent[item.key];
          expect(item.descrition).toBe(content.levels[group.level].description);
          expect(item.advice).toBe(content.levels[group.level].advice);
          for (const text of [item.name, item.descrition, item.summary, item.advice]) expect(text.trim()).not.toBe('');
          // No occupations or majors are suggested from a weakness.
          for (const text of [item.occupation, item.major]) expect(text.trim() === '').toBe(group.level === 'weak');
          seen.get(item.key)!.add(group.level);
        }
      }
    }
    for (const levels of seen.values()) expect(levels.size).toBe(4);
  });

  it('has the spec shape: four groups in level order, and 8 scores, names and colours in canonical order', () => {
    const report = buildReport('dyzn', rotatedAnswers(0));
    expect(report.result_description.map((g) => g.name)).toEqual(['优势', '较优势', '一般', '弱势']);
    expect(report.result_description.map((g) => g.list.length)).toEqual([2, 4, 0, 2]);
    expect(buildReport('dyzn', rotatedAnswers(0, NARROW_RAW)).result_description.map((g) => g.list.length)).toEqual([2, 0, 2, 4]);
    expect(report.result_description.flatMap((g) => g.list.map((i) => i.rank))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(report.scoreNumList).toHaveLength(8);
    expect(report.scoreNameList).toEqual(INTELLIGENCE_ORDER.map((k) => intelligenceContent[k].name));
    expect(report.scoreColorList).toEqual(INTELLIGENCE_ORDER.map((k) => intelligenceContent[k].color));
  });
});

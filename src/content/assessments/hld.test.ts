import { describe, it, expect } from 'vitest';
import { withReaderChecks } from '#tests/support/reader-checks';
import { hollandGroupContent } from '../hld/groups';
import { HLD_SE_DIFFERENCE, HOLLAND_ORDER, NEAR_TIE_POINTS, scoreHld } from '#shared/assessments/hld';
import { differenceError } from '#tests/support/psychometrics/measurement-error';
import { hollandTypeContent } from '../hld/types';
import { buildReport, checkSubmission, instruments } from './registry';
import { mulberry32, population, shuffled, simulateAttentive, toRawAnswers } from '#tests/support/psychometrics/simulate';
import type { HollandType } from '#shared/assessments/types';

const instrument = instruments.hld;
const randomAnswers = (rng: () => number) => new Map(instrument.items.map((i) => [i.id, Math.floor(rng() * 3)]));

/** Answers giving each listed type the raw score (out of 24, 12 items × 2) it is paired with; unlisted types 0. */
function answersWithRaw(raw: Partial<Record<HollandType, number>>): Map<number, number> {
  const values = new Map<number, number>();
  for (const type of HOLLAND_ORDER) {
    const target = raw[type] ?? 0;
    instrument.items.filter((i) => i.type === type).forEach((item, j) => values.set(item.id, Math.max(0, Math.min(2, target - 2 * j))));
  }
  return values;
}

/** Answers whose code is exactly `code` (three letters, in rank order): scores 100, 83, 67 (apart by more than the band), rest 0. */
const answersForCode = (code: string) => answersWithRaw({ [code[0]]: 24, [code[1]]: 20, [code[2]]: 16 });

/** Every string anywhere in the report must have text (but profileNote, empty for a differentiated profile); arrays may be empty (nearTies). */
function expectNoEmptyText(value: unknown, path: string): void {
  if (typeof value === 'string' && !path.endsWith('.profileNote')) expect(value.trim(), path).not.toBe('');
  else if (Array.isArray(value)) value.forEach((v, i) => expectNoEmptyText(v, `${path}[${i}]`));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) expectNoEmptyText(v, `${path}.${k}`);
}

const ORDERED_CODES = HOLLAND_ORDER.flatMap((a) => HOLLAND_ORDER.flatMap((b) => HOLLAND_ORDER.map((c) => a + b + c))).filter((c) => new Set(c).size === 3);

describe('hld scoring', () => {
  it('gives 0-100 scores in R-I-A-S-E-C order, raw / 24 × 100, with competition ranks (equal scores share a rank)', () => {
    const rng = mulberry32(1);
    for (let n = 0; n < 300; n++) {
      const values = randomAnswers(rng);
      const scores = scoreHld(instrument, values);
      expect(scores.map((s) => s.type)).toEqual(HOLLAND_ORDER);
      const rawOf = (type: HollandType) => instrument.items.filter((i) => i.type === type).reduce((acc, i) => acc + values.get(i.id)!, 0);
      for (const s of scores) {
        const raw = rawOf(s.type);
        expect(s.rank).toBe(1 + HOLLAND_ORDER.filter((t) => rawOf(t) > raw).length);
        expect(s.score).toBe(Math.round((raw / 24) * 100));
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it('reports all answers equal as a six-way tie: a flat profile, no consistency, an honest note', () => {
    for (const value of [0, 1, 2]) {
      const report = buildReport('hld', new Map(instrument.items.map((i) => [i.id, value])));
      expect(report.analysis.every((a) => a.rank === 1 && a.tied)).toBe(true);
      expect(report.profile).toBe('flat');
      expect(report.consistency.level).toBe('none');
      expect(report.profileNote).not.toBe('');
      expect(report.alternatives).toEqual([]);
      expect(report.leaders).toEqual([]);
    }
  });

  it('lists exact ties in a neutral order: on random sheets no type leads a tie more often than chance', () => {
    // Within an exact tie the order comes from a hash of the sheet, not the hexagon: over many tied
    // sheets each tied type is listed first about equally often (hexagon order put R first every time).
    const rng = mulberry32(11);
    const firsts: Record<string, number> = {};
    let ties = 0;
    for (let n = 0; n < 3000; n++) {
      const values = randomAnswers(rng);
      const scores = scoreHld(instrument, values);
      const tiedFirst = scores.filter((s) => s.rank === 1);
      if (tiedFirst.length !== 2) continue;
      ties++;
      const listed = scores.find((s) => s.order === 1)!.type;
      // Of the two tied types, is the one earlier on the hexagon listed first?
      const hexFirst = tiedFirst.map((s) => s.type).sort((a, b) => HOLLAND_ORDER.indexOf(a) - HOLLAND_ORDER.indexOf(b))[0];
      firsts[listed === hexFirst ? 'hexagon' : 'other'] = (firsts[listed === hexFirst ? 'hexagon' : 'other'] ?? 0) + 1;
      // The same answers list the same way.
      expect(scoreHld(instrument, new Map(shuffled([...values], rng)))).toEqual(scores);
    }
    expect(ties).toBeGreaterThan(200);
    expect(firsts.hexagon / ties).toBeGreaterThan(0.4);
    expect(firsts.hexagon / ties).toBeLessThan(0.6);
  });

  it('does not depend on answer order', () => {
    const rng = mulberry32(2);
    for (let n = 0; n < 50; n++) {
      const values = randomAnswers(rng);
      const expected = buildReport('hld', values);
      expect(buildReport('hld', new Map(shuffled([...values], rng)))).toEqual(expected);
      const checked = checkSubmission('hld', shuffled(withReaderChecks('hld', toRawAnswers(values)), rng));
      if (!checked.ok) throw new Error(checked.message);
      expect(buildReport('hld', checked.values)).toEqual(expected);
    }
  });

  /**
   * Recovery at realistic noise: students drawn from the heterogeneous model (simulate.ts: items differ
   * in discrimination and popularity, hexagon-correlated traits, response styles). "Clear" means the
   * true top type leads the second by at least 0.5 SD. The same check with the items' types shuffled
   * (a scorer summing the wrong items) recovers 19.0 % (chance is one in six), so this test fails for a broken scorer
   * or item set; the second assertion runs exactly that.
   */
  function topTypeRecovery(scoring: typeof instrument): { clear: number; all: number } {
    const pop = population(instrument, 3);
    const rng = mulberry32(3);
    let clear = 0;
    let clearHit = 0;
    let hit = 0;
    for (let n = 0; n < 1000; n++) {
      const sheet = simulateAttentive(pop, rng);
      const byTrait = [...HOLLAND_ORDER].sort((a, b) => sheet.traits[b] - sheet.traits[a]);
      const scored = scoreHld(scoring, sheet.values as Map<number, number>).find((s) => s.rank === 1)!.type;
      if (scored === byTrait[0]) hit++;
      if (sheet.traits[byTrait[0]] - sheet.traits[byTrait[1]] >= 0.5) {
        clear++;
        if (scored === byTrait[0]) clearHit++;
      }
    }
    return { clear: clearHit / clear, all: hit / 1000 };
  }

  it('recovers the true top type for ≥ 75% of clear simulated profiles and ≥ 58% of all (measured on 2026.2: 79.6% / 64.4%)', () => {
    const { clear, all } = topTypeRecovery(instrument);
    expect(clear).toBeGreaterThanOrEqual(0.75);
    expect(all).toBeGreaterThanOrEqual(0.58);
  });

  it('recovers far less when the items are scored on the wrong scales (the test can fail)', () => {
    const rng = mulberry32(9);
    const types = shuffled(
      instrument.items.map((i) => i.type),
      rng,
    );
    const broken = { ...instrument, items: instrument.items.map((item, k) => ({ ...item, type: types[k] })) };
    expect(topTypeRecovery(broken).clear).toBeLessThan(0.5);
  });
});

describe('hld report', () => {
  it('covers all 120 ordered codes (20 three-type groups) with content in every field', () => {
    const groups = new Set<string>();
    for (const code of ORDERED_CODES) {
      const report = buildReport('hld', answersForCode(code));
      expect(report.type).toBe(code);
      const key = [...code].sort((a, b) => HOLLAND_ORDER.indexOf(a as HollandType) - HOLLAND_ORDER.indexOf(b as HollandType)).join('');
      expect(report.group_type).toBe(hollandGroupContent[key].group_type);
      expectNoEmptyText(report, code);
      expect(report.scorelist).toHaveLength(6);
      expect(report.analysis).toHaveLength(6);
      groups.add(key);
    }
    expect(ORDERED_CODES).toHaveLength(120);
    expect(groups.size).toBe(20);
  });

  it('rates consistency by the first two letters: adjacent high, alternate medium, opposite low', () => {
    const adjacent = ['RI', 'IA', 'AS', 'SE', 'EC', 'CR'];
    const opposite = ['RS', 'IE', 'AC'];
    const expected = (pair: string) => {
      const either = (list: string[]) => list.includes(pair) || list.includes(pair[1] + pair[0]);
      return either(adjacent) ? 'high' : either(opposite) ? 'low' : 'medium';
    };
    const levels = new Set<string>();
    for (const code of ORDERED_CODES) {
      const level = buildReport('hld', answersForCode(code)).consistency.level;
      expect(level, code).toBe(expected(code.slice(0, 2)));
      levels.add(level);
    }
    expect(levels).toEqual(new Set(['high', 'medium', 'low']));
  });

  it('reports differentiation as highest minus lowest score, with cut points 50 / 25', () => {
    const rng = mulberry32(4);
    for (let n = 0; n < 200; n++) {
      const report = buildReport('hld', randomAnswers(rng));
      const scores = report.scorelist.map((s) => s.score);
      const value = Math.max(...scores) - Math.min(...scores);
      expect(report.differentiation.value).toBe(value);
      expect(report.differentiation.level).toBe(value >= 50 ? 'high' : value >= 25 ? 'medium' : 'low');
    }
  });

  it(`notes near-ties between neighbouring top scores closer than ${NEAR_TIE_POINTS} points, and not far-apart ones`, () => {
    const close = buildReport('hld', answersWithRaw({ S: 24, A: 23, E: 12, C: 6 })); // 100, 96, 50, 25
    expect(close.nearTies).toHaveLength(1);
    expect(close.nearTies[0]).toContain('社会型（100分）');
    expect(close.nearTies[0]).toContain('艺术型（96分）');

    const far = buildReport('hld', answersWithRaw({ S: 24, A: 18, E: 12, C: 6 })); // 100, 75, 50, 25
    expect(far.nearTies).toEqual([]);

    const rng = mulberry32(5);
    for (let n = 0; n < 200; n++) {
      const report = buildReport('hld', randomAnswers(rng));
      const ranked = report.analysis.map((a) => a.score);
      const expected = [0, 1, 2].filter((i) => ranked[i] - ranked[i + 1] < NEAR_TIE_POINTS).length;
      expect(report.nearTies).toHaveLength(expected);
    }
  });

  it('offers another combination only when an exact tie allows it (places 3|4), not for a near-tie', () => {
    // S 100, A 75, E 50, C 50: E and C tie at places 3|4.
    const tied = buildReport('hld', answersWithRaw({ S: 24, A: 18, E: 12, C: 12 }));
    expect(['SAE', 'SAC']).toContain(tied.type);
    expect([tied.type, ...tied.alternatives.map((a) => a.type)].sort()).toEqual(['SAC', 'SAE']);
    expect(
      tied.analysis
        .filter((a) => a.tied && a.rank === 3)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['C', 'E']);
    expect(tied.nearTies.some((n) => n.includes('并列'))).toBe(true);
    // S 100, A 75, E 50, C 42: within the band (8 < 12), not tied: noted as close, no 同样支持.
    const near = buildReport('hld', answersWithRaw({ S: 24, A: 18, E: 12, C: 10 }));
    expect(near.type).toBe('SAE');
    expect(near.alternatives).toEqual([]);
    expect(near.nearTies.some((n) => n.includes('企业型（50分）和常规型（42分）'))).toBe(true);
    expect(near.analysis.filter((a) => a.rank <= 4).some((a) => a.tied)).toBe(false);
  });

  it('names a tied or near-tied first place together: every such type is a leader with its own traits, majors and jobs', () => {
    // S = A at the top.
    const top = buildReport('hld', answersWithRaw({ S: 24, A: 24, E: 12 }));
    expect(top.analysis.slice(0, 2).map((a) => [a.rank, a.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(['ASE', 'SAE']).toContain(top.type);
    expect(top.leaders.map((l) => l.type).sort()).toEqual(['A', 'S']);
    expect(top.leaders.find((l) => l.type === 'A')!.major).toBe(hollandTypeContent.A.major);
    // S 100, A 92 (near), E 50: both lead; consistency rates the pair S-A (adjacent).
    const near = buildReport('hld', answersWithRaw({ S: 24, A: 22, E: 12 }));
    expect(near.leaders.map((l) => l.type)).toEqual(['S', 'A']);
    expect(near.consistency.level).toBe('high');
    // S 100, A 75: one leader.
    expect(buildReport('hld', answersWithRaw({ S: 24, A: 18, E: 12 })).leaders.map((l) => l.type)).toEqual(['S']);
  });

  it('does not take the consistency level from an order the scores do not support', () => {
    // S 100 alone; A = C tied second (A adjacent to S: high; C alternate to S: medium): no single level.
    const shared = buildReport('hld', answersWithRaw({ S: 24, A: 18, C: 18, E: 6 }));
    expect(shared.consistency.level).toBe('none');
    expect(shared.consistency.label).toBe('中到高');
    // R = S tied first (opposite): low whichever way round.
    const opposite = buildReport('hld', answersWithRaw({ R: 24, S: 24, I: 6 }));
    expect(opposite.consistency.level).toBe('low');
  });

  it('reads each type by its score as well as its rank: no 最突出 for a low score, no 较弱 for a rank-4 type at 60+', () => {
    const text = (report: ReturnType<typeof buildReport<'hld'>>, type: HollandType) => report.analysis.find((a) => a.type === type)!.text;
    // Rank 4 at 67 points: the middle text, not the low one.
    const strongFourth = buildReport('hld', answersWithRaw({ S: 24, A: 22, E: 20, C: 16 }));
    expect(strongFourth.analysis.find((a) => a.type === 'C')!.rank).toBe(4);
    expect(text(strongFourth, 'C')).toBe(hollandTypeContent.C.middle);
    // Rank 1 at 25 points (everything low): the low text, and a note on the uniformly low profile.
    const low = buildReport('hld', answersWithRaw({ R: 6, I: 4, A: 2 }));
    expect(low.analysis[0].type).toBe('R');
    expect(text(low, 'R')).toBe(hollandTypeContent.R.low);
    expect(text(low, 'R')).not.toContain('最突出');
    expect(low.profileNote).toContain('最高分只有25分');
    // Rank 3 at 42 points: middle, not high.
    const modestThird = buildReport('hld', answersWithRaw({ S: 24, A: 20, E: 10 }));
    expect(text(modestThird, 'E')).toBe(hollandTypeContent.E.middle);
  });

  it('takes the near-tie band from the measured standard error of a difference (simulated retest: 11.6 points)', () => {
    const measured = differenceError(instrument, 1000, 7);
    expect(Math.abs(measured.seDifference - HLD_SE_DIFFERENCE)).toBeLessThan(0.6);
    expect(Math.abs(measured.seDifferenceFromAlpha - HLD_SE_DIFFERENCE)).toBeLessThan(0.6);
    expect(NEAR_TIE_POINTS).toBe(12);
    // Half the items per type measure a clearly larger error: the check follows the instrument and can fail.
    const half = {
      ...instrument,
      items: instrument.items.filter((item) => instrument.items.filter((i) => i.type === item.type).indexOf(item) < 6),
      consistencyPairs: [],
      checks: [],
    };
    expect(differenceError(half, 500, 7).seDifference).toBeGreaterThan(HLD_SE_DIFFERENCE + 2);
  });

  it('skips the consistency index for a flat profile and explains it', () => {
    // All six between 50 and 58 points: within the band.
    const flat = buildReport('hld', answersWithRaw({ R: 14, I: 13, A: 12, S: 12, E: 13, C: 12 }));
    expect(flat.profile).toBe('flat');
    expect(flat.consistency.level).toBe('none');
    expect(flat.profileNote).toContain(`相差不到${NEAR_TIE_POINTS}分`);
    expect(flat.alternatives).toEqual([]);
  });
});

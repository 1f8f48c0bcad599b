import { describe, expect, it } from 'vitest';
import { QUALITY_THRESHOLDS, type QualityInput, assessQuality, qualityInputOf, readingFloorMs } from './quality';
import type { HldInstrument, MbtiInstrument } from './types';

/** A Holland-like layout: 72 items rotating through 6 scales, options 0-2, four designed pairs. */
const N = 72;
const SCALES = ['R', 'I', 'A', 'S', 'E', 'C'];
const scaleOf = (i: number) => SCALES[i % 6];
const pairs = [
  [1, 31],
  [32, 62],
  [45, 51],
  [29, 71],
] as const; // same scale: i ≡ j (mod 6)
const rated = (values: number[], extra: Partial<QualityInput> = {}): QualityInput => ({ kind: 'rated', maxOption: 2, scaleOf, pairs, values, ...extra }) as QualityInput;

/** A careful, differentiated student: S and A high, R and C low, with item-to-item variation. */
const profile = [0, 1, 2, 2, 1, 0];
const careful = Array.from({ length: N }, (_, i) => {
  const base = profile[i % 6];
  const wobble = [0, 0, 1, 0, -1, 0, 0, 1, 0, -1, 0, 0][Math.floor(i / 6)];
  return Math.min(2, Math.max(0, base + wobble));
});

describe('assessQuality: clean sheets', () => {
  it('passes a differentiated, varied sheet', () => {
    const q = assessQuality(rated(careful));
    expect(q.reasons).toEqual([]);
    expect(q.flagged).toBe(false);
    expect(q.measures.randomFit).toBeLessThan(0.01);
  });

  it('passes a flat but genuine sheet: middling everywhere, mostly 不确定 with some 是 and 否', () => {
    // 1 on 60 items, 2 on six and 0 on six, spread over the scales without a cycle.
    const flat = Array.from({ length: N }, (_, i) => ([3, 17, 28, 40, 53, 66].includes(i) ? 2 : [8, 22, 35, 47, 58, 69].includes(i) ? 0 : 1));
    const q = assessQuality(rated(flat));
    expect(q.reasons).toEqual([]);
    expect(q.measures.modalShare).toBeCloseTo(60 / 72, 6);
  });
});

describe('assessQuality: straight-lining and cycles', () => {
  it.each([0, 1, 2])('flags all answers %i as straight-line (and nothing is claimed about cycles)', (v) => {
    const q = assessQuality(rated(Array(N).fill(v)));
    expect(q.reasons).toContain('straight-line');
    expect(q.reasons).not.toContain('pattern');
    expect(q.measures.longestRun).toBe(N);
  });

  it('flags all a and all b on two-option items', () => {
    for (const v of ['a', 'b'] as const) {
      const q = assessQuality({ kind: 'choice', scaleOf: (i) => ['EI', 'SN', 'TF', 'JP'][i % 4], aTowardFirst: (i) => i % 8 < 4, values: Array(76).fill(v) });
      expect(q.reasons).toContain('straight-line');
    }
  });

  it('flags alternating answers as a cycle of 2', () => {
    const q = assessQuality(rated(Array.from({ length: N }, (_, i) => (i % 2 ? 2 : 0))));
    expect(q.reasons).toContain('pattern');
    expect(q.measures.patternLag).toBe(2);
    expect(q.measures.patternScore).toBeCloseTo(1, 6);
  });

  it.each([3, 4, 5, 6, 7, 8])('flags a repeated cycle of %i answers', (p) => {
    const cycle = Array.from({ length: p }, (_, k) => [0, 2, 1, 1, 2, 0, 2, 1][k]);
    const q = assessQuality(rated(Array.from({ length: N }, (_, i) => cycle[i % p])));
    expect(q.reasons).toContain('pattern');
    expect(q.measures.patternScore).toBeGreaterThan(0.95);
  });
});

describe('assessQuality: designed pairs', () => {
  it('flags three or more of four pairs answered two steps apart, not one', () => {
    const three = [...careful];
    for (const [i, j] of pairs.slice(0, 3)) [three[i], three[j]] = [0, 2];
    const q = assessQuality(rated(three));
    expect(q.measures.pairsContradicted).toBeGreaterThanOrEqual(3);
    expect(q.reasons).toContain('inconsistent');

    const one = [...careful];
    one[pairs[0][0]] = 0;
    one[pairs[0][1]] = 2;
    expect(assessQuality(rated(one)).reasons).not.toContain('inconsistent');
  });

  it('needs every pair on opposite poles for two-option items', () => {
    const choicePairs = [
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ] as const;
    const values = Array.from({ length: 76 }, (_, i) => (i % 3 === 0 ? 'a' : 'b') as 'a' | 'b');
    const base = { kind: 'choice' as const, scaleOf: (i: number) => ['EI', 'SN', 'TF', 'JP'][i % 4], aTowardFirst: () => true, pairs: choicePairs };
    const all = [...values];
    for (const [i, j] of choicePairs) [all[i], all[j]] = ['a', 'b'];
    expect(assessQuality({ ...base, values: all }).measures.pairsContradicted).toBe(4);
    expect(assessQuality({ ...base, values: all }).reasons).toContain('inconsistent');
    const three = [...all];
    three[7] = 'a';
    expect(assessQuality({ ...base, values: three }).reasons).not.toContain('inconsistent');
  });
});

describe('assessQuality: time', () => {
  it('uses item times when known: a median under 1.5× the reading floor is too fast', () => {
    const floor = Array(N).fill(1000);
    expect(assessQuality(rated(careful, { floorMs: floor, itemMs: Array(N).fill(3000) })).reasons).toEqual([]);
    const q = assessQuality(rated(careful, { floorMs: floor, itemMs: Array(N).fill(1200) }));
    expect(q.reasons).toEqual(['too-fast']);
    expect(q.measures.medianPace).toBeCloseTo(1.2, 6);
  });

  it('flags 30 % of items under the floor even when the median is fine', () => {
    const ms = Array.from({ length: N }, (_, i) => (i % 10 < 3 ? 400 : 4000));
    expect(assessQuality(rated(careful, { floorMs: Array(N).fill(1000), itemMs: ms })).reasons).toEqual(['too-fast']);
  });

  it('ignores item times when fewer than half are known and falls back to total seconds', () => {
    const ms = Array.from({ length: N }, (_, i) => (i < 30 ? 100 : null));
    const q = assessQuality(rated(careful, { itemMs: ms, seconds: 300 }));
    expect(q.measures.medianPace).toBeNull();
    expect(q.reasons).toEqual([]);
    // 72 items in 48 s (the audit's case), no item times: too fast.
    expect(assessQuality(rated(careful, { seconds: 48 })).reasons).toEqual(['too-fast']);
    expect(assessQuality(rated(careful, { seconds: Math.ceil(N * QUALITY_THRESHOLDS.secondsPerItem) })).reasons).toEqual([]);
  });

  it('says nothing about time when neither is known', () => {
    const q = assessQuality(rated(careful));
    expect([q.measures.timedItems, q.measures.medianPace, q.measures.secondsPerItem]).toEqual([0, null, null]);
  });

  it('floors reading time at 25 ms a character, at least 500 ms', () => {
    expect(readingFloorMs(10)).toBe(500);
    expect(readingFloorMs(40)).toBe(1000);
  });
});

describe('assessQuality: random-like', () => {
  it('gives uniformly random sheets a uniform randomFit, so about 90 % of them reach 0.1', () => {
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    let caught = 0;
    for (let r = 0; r < 400; r++) {
      const q = assessQuality(rated(Array.from({ length: N }, () => Math.floor(next() * 3))));
      if (q.reasons.includes('random-like')) caught++;
    }
    expect(caught / 400).toBeGreaterThan(0.85);
    expect(caught / 400).toBeLessThan(0.95);
  });

  it('is deterministic: the same sheet gives the same verdict', () => {
    const sheet = Array.from({ length: N }, (_, i) => (i * 7) % 3);
    expect(assessQuality(rated(sheet))).toEqual(assessQuality(rated(sheet)));
  });
});

describe('qualityInputOf', () => {
  it('maps option values by rank, pairs by position and the mbti keying toward the first pole', () => {
    const hld: HldInstrument = {
      id: 'hld',
      version: 't',
      options: [
        { name: '是', value: 2 },
        { name: '不确定', value: 1 },
        { name: '否', value: 0 },
      ],
      items: [
        { id: 10, type: 'R', name: '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十' },
        { id: 20, type: 'I', name: '短' },
        { id: 30, type: 'R', name: '短' },
      ],
      consistencyPairs: [[30, 10]],
    };
    const input = qualityInputOf(
      hld,
      new Map([
        [10, 2],
        [20, 0],
        [30, 1],
      ]),
      new Map([[10, 900]]),
      12,
    );
    expect(input.kind).toBe('rated');
    expect(input.values).toEqual([2, 0, 1]);
    expect(input.pairs).toEqual([[2, 0]]);
    expect(input.itemMs).toEqual([900, null, null]);
    expect(input.floorMs).toEqual([1000, 500, 500]);

    const mbti: MbtiInstrument = {
      id: 'mbti',
      version: 't',
      items: [{ id: 1, dimension: 'EI', name: 'q', a: 'x', b: 'y', aPole: 'I' }],
      consistencyPairs: [],
    };
    const m = qualityInputOf(mbti, new Map([[1, 'a']]));
    expect(m.kind === 'choice' && m.aTowardFirst(0)).toBe(false);
  });
});

describe('assessQuality: validity items', () => {
  /** The careful sheet with four validity items inserted at positions 10, 30, 50 and 70 (shown order). */
  const at = [10, 30, 50, 70];
  const accepted = [[0], [2], [1], [0]];
  const withChecks = (sheet: number[], answers: number[]) => {
    const values: number[] = [];
    const scales: (string | null)[] = [];
    const shownAt: number[] = []; // scored index → shown position
    for (let i = 0, k = 0; i < sheet.length + at.length; i++) {
      const check = at.indexOf(i);
      values.push(check >= 0 ? answers[check] : sheet[k]);
      scales.push(check >= 0 ? null : scaleOf(k));
      if (check < 0) shownAt[k++] = i;
    }
    return assessQuality({
      kind: 'rated',
      maxOption: 2,
      scaleOf: (i) => scales[i],
      checks: at.map((index, j) => ({ index, accepted: accepted[j] })),
      pairs: pairs.map(([i, j]) => [shownAt[i], shownAt[j]] as const),
      values,
    });
  };

  it('passes a sheet whose validity items are answered as asked, and counts them', () => {
    const q = withChecks(careful, [0, 2, 1, 0]);
    expect(q.flagged).toBe(false);
    expect([q.measures.checks, q.measures.checksMissed]).toEqual([4, 0]);
  });

  it('forgives one slip but flags two missed validity items', () => {
    expect(withChecks(careful, [1, 2, 1, 0]).flagged).toBe(false);
    const q = withChecks(careful, [1, 2, 1, 2]);
    expect(q.reasons).toEqual(['missed-checks']);
    expect(q.measures.checksMissed).toBe(2);
  });

  it('never flags a flat, unstructured sheet on its structure alone when the validity items are right', () => {
    // Uniform-looking answers: without validity items this is random-like; with them it is a flat profile.
    const flat = Array.from({ length: N }, (_, i) => (i * 7 + (i >> 3)) % 3);
    expect(assessQuality(rated(flat)).reasons).toContain('random-like');
    const q = withChecks(flat, [0, 2, 1, 0]);
    expect(q.measures.randomFit).toBeGreaterThan(QUALITY_THRESHOLDS.randomFit[3]);
    expect(q.flagged).toBe(false);
  });

  it('takes one missed validity item together with contradicted pairs as inconsistent', () => {
    const broken = [...careful];
    for (const [i, j] of pairs.slice(0, 3)) [broken[i], broken[j]] = [0, 2];
    expect(withChecks(broken, [0, 2, 1, 0]).flagged).toBe(false);
    expect(withChecks(broken, [2, 2, 1, 0]).reasons).toEqual(['inconsistent']);
  });
});

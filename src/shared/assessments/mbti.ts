import type { MbtiDimension, MbtiInstrument, MbtiPole, MbtiTypeContent } from './types';

export const MBTI_DIMENSIONS: { key: MbtiDimension; poles: [MbtiPole, MbtiPole] }[] = [
  { key: 'EI', poles: ['E', 'I'] },
  { key: 'SN', poles: ['S', 'N'] },
  { key: 'TF', poles: ['T', 'F'] },
  { key: 'JP', poles: ['J', 'P'] },
];

export type MbtiStrength = 'slight' | 'medium' | 'obvious' | 'strong';

/**
 * A letter is undecided (待确认) when the difference between the two poles' percentages is under this.
 * Measured on the current instrument (2026.3: the scored items of 2026.2 and validity items) with the
 * simulation (tests/support/psychometrics/measurement-error.ts, `mbtiSplitError`: 6,000 simulated
 * students, each taking the test twice with the same true preferences): a letter is wrong (not the side
 * of the true preference) 37-43 % of the time at 10:9, 22-25 % at 11:8, 10-13 % at 12:7 and 4-7 % at
 * 13:6, on every one of the four dimensions; it changes at a retest 42-45 %, 28-32 %, 18-23 % and 9-14 %
 * of the time. The rule: a letter is stated only when
 * fewer than one in ten such letters are wrong, so 12:7 (26.32) is undecided and 13:6 (36.84) is not.
 */
export const MBTI_UNDECIDED_BELOW = 30;

/**
 * Preference clarity from the difference between the two poles' percentages (0-100).
 * Cut points: below 30 slight (轻微, undecided: within measurement error), 30 to below 45 medium (中等),
 * 45 to below 70 obvious (明显), 70 and above strong (强烈). With 19 items per dimension a 10:9 split is
 * 5.26, 12:7 is 26.32, 13:6 is 36.84. Clarity says how consistently one side was chosen, not how much of
 * a trait someone has.
 */
export const MBTI_STRENGTH_CUTS: { min: number; key: MbtiStrength; label: string }[] = [
  { min: 70, key: 'strong', label: '强烈' },
  { min: 45, key: 'obvious', label: '明显' },
  { min: MBTI_UNDECIDED_BELOW, key: 'medium', label: '中等' },
  { min: 0, key: 'slight', label: '轻微' },
];

export function strengthOf(difference: number) {
  return MBTI_STRENGTH_CUTS.find((c) => difference >= c.min)!;
}

export interface MbtiDimensionScore {
  dimension: MbtiDimension;
  poles: [MbtiPole, MbtiPole];
  counts: [number, number];
  /** Percentages with two decimals that sum to 100. */
  ratios: [number, number];
  preferred: MbtiPole;
  /** |first − second| of the shown percentages, two decimals, e.g. "26.32": it always agrees with them. */
  difference: string;
  strength: MbtiStrength;
  strengthLabel: string;
  /** A slight (轻微) preference, within measurement error (MBTI_UNDECIDED_BELOW): the letter is undecided. */
  undecided: boolean;
}

const twoDecimals = (x: number) => Math.round(x * 100) / 100;

/** Counts each answer toward its pole. An odd number of items per dimension means no dimension can tie. */
export function scoreMbti(instrument: MbtiInstrument, answers: ReadonlyMap<number, 'a' | 'b'>): MbtiDimensionScore[] {
  return MBTI_DIMENSIONS.map(({ key, poles }) => {
    const counts: [number, number] = [0, 0];
    for (const item of instrument.items.filter((i) => i.dimension === key)) {
      const choice = answers.get(item.id);
      if (!choice) continue;
      const pole = choice === 'a' ? item.aPole : poles.find((p) => p !== item.aPole)!;
      counts[pole === poles[0] ? 0 : 1] += 1;
    }
    const total = counts[0] + counts[1] || 1;
    const first = twoDecimals((counts[0] / total) * 100);
    const second = twoDecimals(100 - first);
    const difference = twoDecimals(Math.abs(first - second));
    // A tie can only happen with an even item count; the letter is then undecided (difference 0, 轻微).
    const preferred = counts[0] > counts[1] ? poles[0] : poles[1];
    const strength = strengthOf(difference);
    return {
      dimension: key,
      poles,
      counts,
      ratios: [first, second],
      preferred,
      difference: difference.toFixed(2),
      strength: strength.key,
      strengthLabel: strength.label,
      undecided: strength.key === 'slight',
    };
  });
}

/** The types one undecided letter away from `result`: the neighbours the student may fit as well. */
export function neighbourTypes(result: string, dimensions: MbtiDimensionScore[]): string[] {
  return dimensions.flatMap((d, i) => {
    if (!d.undecided) return [];
    const other = d.poles.find((p) => p !== d.preferred)!;
    return [result.slice(0, i) + other + result.slice(i + 1)];
  });
}

export interface MbtiRatioEntry {
  name: MbtiPole;
  label: string;
  ratio: number;
  /** Clarity of the preferred pole (percent); absent for the other pole. */
  score?: number;
}

export interface MbtiReport {
  result: string;
  e_ratio: number;
  i_ratio: number;
  s_ratio: number;
  n_ratio: number;
  t_ratio: number;
  f_ratio: number;
  j_ratio: number;
  p_ratio: number;
  ratioList: MbtiRatioEntry[];
  dimensions: MbtiDimensionScore[];
  description: MbtiTypeContent;
  /** The neighbouring type of each undecided letter, offered beside the result with a self-check. */
  alternatives: { type: string; name: string }[];
  /** 'flat' when every letter is undecided: no preference stands out beyond measurement error. */
  profile: 'flat' | 'differentiated';
  /** An honest, encouraging note for a flat profile; empty otherwise. */
  profileNote: string;
}

const FLAT_NOTE =
  '这次你在四个方面的选择都很平均，两种倾向的得分都很接近，在测量误差范围内，所以四个字母都还不能确定。这并不奇怪：很多同学在不同场合会有不同的做法，性格也还在成长中。上面的类型只是几种可能之一，可以读一读报告里的自我检查，选出更像平时的你的描述，也可以过一段时间再测一次。';

export function buildMbtiReport(dimensions: MbtiDimensionScore[], poleLabels: Record<MbtiPole, { label: string }>, types: Record<string, MbtiTypeContent>): MbtiReport {
  const result = dimensions.map((d) => d.preferred).join('');
  const ratio = (pole: MbtiPole) => {
    const d = dimensions.find((x) => x.poles.includes(pole))!;
    return d.ratios[d.poles.indexOf(pole)];
  };
  const ratioList = dimensions.flatMap((d) =>
    d.poles.map((pole) => ({
      name: pole,
      label: poleLabels[pole].label,
      ratio: ratio(pole),
      ...(pole === d.preferred ? { score: Number(d.difference) } : {}),
    })),
  );
  return {
    result,
    e_ratio: ratio('E'),
    i_ratio: ratio('I'),
    s_ratio: ratio('S'),
    n_ratio: ratio('N'),
    t_ratio: ratio('T'),
    f_ratio: ratio('F'),
    j_ratio: ratio('J'),
    p_ratio: ratio('P'),
    ratioList,
    dimensions,
    description: types[result],
    alternatives: neighbourTypes(result, dimensions).map((t) => ({ type: t, name: types[t].name })),
    profile: dimensions.every((d) => d.undecided) ? 'flat' : 'differentiated',
    profileNote: dimensions.every((d) => d.undecided) ? FLAT_NOTE : '',
  };
}

import { scoreDyzn } from '#shared/assessments/dyzn';
import { scoreHld } from '#shared/assessments/hld';
import { scoreMbti } from '#shared/assessments/mbti';
import type { DyznInstrument, HldInstrument, MbtiInstrument } from '#shared/assessments/types';
import { mulberry32, population, simulateAttentive, type Population } from './simulate';

/**
 * Measurement error of the reports' comparisons, measured on the simulation (simulate.ts): every
 * simulated student takes the test twice with the same true traits and response style (the item noise
 * and the person's item facets drawn anew), as in a retest a few days later with nothing changed.
 *
 * - Rated tests (hld, dyzn): the standard error of the difference between two scale scores of one
 *   student. For scales a and b, d = score_a − score_b; the two sittings' d differ only by error, so
 *   SE_diff = SD(d₁ − d₂) / √2, pooled over all pairs of scales and students. This is the band within
 *   which two scores are not told apart.
 * - Two-option test (mbti): per dimension and per observed split (e.g. 12:7), how often the letter is
 *   not the side of the true trait (wrong) and how often it changes at the second sitting (flips).
 */

/** The scale scores on the report's scale (hld 0-100, dyzn 0-90), unrounded to one decimal at most. */
function ratedScores(pop: Population, values: ReadonlyMap<number, number>): number[] {
  if (pop.instrument.id === 'hld') return scoreHld(pop.instrument as HldInstrument, values).map((s) => s.score);
  return scoreDyzn(pop.instrument as DyznInstrument, values).map((s) => s.score);
}

export interface DifferenceError {
  students: number;
  /** Standard error of the difference between two scale scores, on the report's scale. */
  seDifference: number;
  /** Standard error of one scale score (test-retest), pooled: SD(x₁ − x₂) / √2. */
  seScore: number;
  /** SD of scale scores across students, pooled over scales. */
  sd: number;
  /** The classical estimate from one sitting: √(mean over pairs of SEM_a² + SEM_b²), SEM = SD·√(1 − α) per scale. */
  seDifferenceFromAlpha: number;
  /** Cronbach's alpha per scale (first sitting). */
  alpha: number[];
}

/** Cronbach's alpha of one scale: items as columns of `rows` (students × items). */
function cronbach(rows: number[][]): number {
  const k = rows[0].length;
  const variance = (xs: number[]) => {
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
  };
  const itemVar = Array.from({ length: k }, (_, j) => variance(rows.map((r) => r[j]))).reduce((a, b) => a + b, 0);
  return (k / (k - 1)) * (1 - itemVar / variance(rows.map((r) => r.reduce((a, b) => a + b, 0))));
}

export function differenceError(instrument: HldInstrument | DyznInstrument, students = 2000, seed = 1): DifferenceError {
  const pop = population(instrument, 2026);
  const rng = mulberry32(seed);
  let sumDiff = 0;
  let nDiff = 0;
  let sumScore = 0;
  let nScore = 0;
  const all: number[] = [];
  const perScale: number[][] = pop.scales.map(() => []);
  const itemRows: number[][][] = pop.scales.map(() => []);
  for (let s = 0; s < students; s++) {
    const first = simulateAttentive(pop, rng);
    const traits = pop.scales.map((k) => first.traits[k]);
    const second = simulateAttentive(pop, rng, traits, first.style);
    const x = ratedScores(pop, first.values as Map<number, number>);
    const y = ratedScores(pop, second.values as Map<number, number>);
    all.push(...x);
    x.forEach((v, k) => perScale[k].push(v));
    pop.scales.forEach((_, k) => itemRows[k].push(instrument.items.filter((_, i) => pop.scaleIndex[i] === k).map((item) => first.values.get(item.id) as number)));
    for (let a = 0; a < x.length; a++) {
      sumScore += (x[a] - y[a]) ** 2;
      nScore++;
      for (let b = a + 1; b < x.length; b++) {
        sumDiff += (x[a] - x[b] - (y[a] - y[b])) ** 2;
        nDiff++;
      }
    }
  }
  const mean = all.reduce((p, q) => p + q, 0) / all.length;
  const sd = Math.sqrt(all.reduce((p, q) => p + (q - mean) ** 2, 0) / (all.length - 1));
  const alpha = itemRows.map(cronbach);
  const sem2 = perScale.map((xs, k) => {
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return (xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1)) * (1 - alpha[k]);
  });
  let pairs = 0;
  let sumPairs = 0;
  for (let a = 0; a < sem2.length; a++) for (let b = a + 1; b < sem2.length; b++, pairs++) sumPairs += sem2[a] + sem2[b];
  return { students, seDifference: Math.sqrt(sumDiff / nDiff / 2), seScore: Math.sqrt(sumScore / nScore / 2), sd, seDifferenceFromAlpha: Math.sqrt(sumPairs / pairs), alpha };
}

export interface SplitError {
  /** Answers on the letter's side : the other side, e.g. '12:7'. */
  split: string;
  difference: number;
  letters: number;
  /** Share of these letters that are not the side of the true trait. */
  wrong: number;
  /** Share of these letters that change at the second sitting. */
  flips: number;
}

/** Per observed split (majority:minority), pooled over the four dimensions or for one (`dimension`). */
export function mbtiSplitError(instrument: MbtiInstrument, students = 4000, seed = 1, dimension?: string): SplitError[] {
  const pop = population(instrument, 2026);
  const rng = mulberry32(seed);
  const bySplit = new Map<string, { difference: number; letters: number; wrong: number; flips: number }>();
  for (let s = 0; s < students; s++) {
    const first = simulateAttentive(pop, rng);
    const traits = pop.scales.map((k) => first.traits[k]);
    const second = simulateAttentive(pop, rng, traits, first.style);
    const a = scoreMbti(instrument, first.values as Map<number, 'a' | 'b'>);
    const b = scoreMbti(instrument, second.values as Map<number, 'a' | 'b'>);
    a.forEach((d, i) => {
      if (dimension && d.dimension !== dimension) return;
      const split = `${Math.max(...d.counts)}:${Math.min(...d.counts)}`;
      const entry = bySplit.get(split) ?? { difference: Number(d.difference), letters: 0, wrong: 0, flips: 0 };
      entry.letters++;
      const trueFirst = first.traits[d.dimension] > 0;
      if ((d.preferred === d.poles[0]) !== trueFirst) entry.wrong++;
      if (b[i].preferred !== d.preferred) entry.flips++;
      bySplit.set(split, entry);
    });
  }
  return [...bySplit]
    .map(([split, e]) => ({ split, difference: e.difference, letters: e.letters, wrong: e.wrong / e.letters, flips: e.flips / e.letters }))
    .sort((p, q) => p.difference - q.difference);
}

import type { AnswerValue } from './exchange-types';
import { MBTI_DIMENSIONS } from './mbti';
import { mulberry32 } from './prng';
import { type ShownSlot, shownOrder } from './shown-order';
import type { AnyInstrument, AssessmentKey, DyznInstrument, HldInstrument, MbtiInstrument } from './types';

/**
 * Response quality: does an answer sheet look like the work of a student who read the items?
 * Pure and deterministic (only + − × ÷ and comparisons on the answers, plus a seeded integer PRNG for
 * the reference distribution of random sheets), so the server and the device reach the same verdict.
 * Thresholds, their reasons and the simulation they were calibrated on: docs/RESPONSE-QUALITY.md.
 *
 * The check never refuses a sheet: it says how far the report can be trusted.
 */

/** The reasons a sheet is flagged, in the order they are reported (most specific first). */
export const QUALITY_REASONS = ['too-fast', 'straight-line', 'pattern', 'missed-checks', 'inconsistent', 'random-like'] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];

/** A validity item at a display position, with the answers (as tapped: option rank, or 0 = a, 1 = b) a reader gives. */
export interface CheckSlot {
  index: number;
  accepted: readonly number[];
}

interface CommonInput {
  /** The scale of the item at each display position (array index = position on screen); null for a validity item. */
  scaleOf: (index: number) => string | null;
  /** The validity items among the positions (their scaleOf is null). */
  checks?: readonly CheckSlot[];
  /** Designed consistency pairs as display positions, both on one scale. */
  pairs?: readonly (readonly [number, number])[];
  /**
   * Per item, the ms the question was on screen before the tap; null or absent when unknown (old
   * clients, sheets imported offline).
   */
  itemMs?: readonly (number | null | undefined)[];
  /** Per item, the least time in ms in which it can be read (see `readingFloorMs`). */
  floorMs?: readonly number[];
  /** Total active seconds of the sheet, including the UI's pause after each tap. */
  seconds?: number | null;
}

/** Options 0..maxOption (higher = more agreement), one per item in display order. */
export interface RatedInput extends CommonInput {
  kind: 'rated';
  maxOption: number;
  values: readonly number[];
}

/** Two-option items: 'a' or 'b' per item, and whether option a counts toward the scale's first pole. */
export interface ChoiceInput extends CommonInput {
  kind: 'choice';
  values: readonly ('a' | 'b')[];
  aTowardFirst: (index: number) => boolean;
}

export type QualityInput = RatedInput | ChoiceInput;

export interface QualityMeasures {
  items: number;
  /** Items with a known time. */
  timedItems: number;
  /** Median over timed items of time / reading floor; null when fewer than half the items are timed. */
  medianPace: number | null;
  /** Share of timed items answered faster than their reading floor; null as medianPace. */
  fastShare: number | null;
  /** Active seconds per item; null when unknown. */
  secondsPerItem: number | null;
  /** Longest run of one answer in display order. */
  longestRun: number;
  /** Share of the most frequent answer. */
  modalShare: number;
  /** Largest excess agreement of answers `lag` apart over the sheet's own base rate, 0-1 (1 = an exact cycle). */
  patternScore: number;
  patternLag: number;
  pairs: number;
  pairsContradicted: number;
  /** Validity items on the sheet, and how many were not answered as a reader answers them. */
  checks: number;
  checksMissed: number;
  /**
   * How ordinary this sheet would be among uniformly random sheets on the same instrument: the share of
   * random sheets whose answers are at least as unstructured. Near 0 for a real profile; uniform 0-1
   * for random answering.
   */
  randomFit: number;
}

export interface ResponseQuality {
  flagged: boolean;
  reasons: QualityReason[];
  measures: QualityMeasures;
}

/**
 * Thresholds (docs/RESPONSE-QUALITY.md gives the measured rates behind each).
 */
export const QUALITY_THRESHOLDS = {
  /** No one reads Chinese faster than about 17 characters a second when skimming; 25 ms a character is 40 a second. */
  msPerChar: 25,
  /** Never less than this per item, however short (finding the option and tapping takes time too). */
  minFloorMs: 500,
  /** too-fast: at least this share of timed items under their floor … */
  fastShare: 0.3,
  /** … or the median item under this multiple of its floor (a median reading speed above ~27 characters a second). */
  medianPace: 1.5,
  /** too-fast without item times: under this many active seconds per item (floor for a short item plus the 0.5 s pause). */
  secondsPerItem: 1.5,
  /** straight-line: a run of this share of the items … */
  runShare: 0.35,
  /** … or this share of all answers on one option. */
  modalShare: 0.9,
  /** pattern: answers `lag` apart (2-8) agree this much beyond the sheet's own base rate. */
  patternScore: 0.6,
  /** pattern at a lag that lines up with the scale rotation (same scale every `lag` items): a near-exact cycle. */
  patternScoreAligned: 0.8,
  /** inconsistent: at least this many designed pairs contradicted … */
  pairsContradicted: 3,
  /** … and at least this share of them (rated items: more than one step apart). */
  pairsShareRated: 0.5,
  /**
   * … for two-option items, all of them: a student with no clear preference on a dimension is torn on
   * its pairs too, so opposite poles on most pairs are common among careful students.
   */
  pairsShareChoice: 1,
  /**
   * random-like, on versions without validity items: at least this share of uniformly random sheets on
   * the same instrument are as unstructured, by number of answer options. Random sheets are caught at
   * 1 − this (by construction); the cut is as low as the false alarms on simulated careful students
   * allowed (≤ 5 % in all) before validity items existed.
   */
  randomFit: { 2: 0.4, 3: 0.1, 4: 0.35 } as Readonly<Record<number, number>>,
  /** For an option count not calibrated above. */
  randomFitOther: 0.4,
  /** missed-checks: validity items answered otherwise than a reader answers them. */
  checksMissed: 2,
  /** With one missed validity item, random-like needs this much (see checksMissed). */
  randomFitWithMissedCheck: 0.8,
} as const;

/** The reading floor of an item with `chars` characters to read. */
export function readingFloorMs(chars: number): number {
  return Math.max(QUALITY_THRESHOLDS.minFloorMs, QUALITY_THRESHOLDS.msPerChar * chars);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Scale index per position and the number of answer categories (2 for choice items). */
interface Layout {
  scale: number[];
  scales: number;
  categories: number;
}

/**
 * The structure statistic: how far the sheet is from "every answer equally likely on every scale".
 * Two parts, each in units of a random sheet's variance:
 * - scale means away from the middle of the options: Σ over scales of n·(mean − middle)² / v, where v
 *   is the variance of one uniformly random answer ((K² − 1) / 12). A real profile has high and low
 *   scales (or leans one way throughout); on a random sheet every scale sits near the middle.
 * - for rated items, how unevenly the options are used overall (Pearson X² of option counts against
 *   equal counts). A flat but genuine profile uses the middle options most and the ends rarely; a
 *   random sheet uses all options equally. This part keeps such a student from looking random.
 * For two-option items the first part is Pearson's X² of the pole counts per dimension, and the second
 * is left out (how often option a was chosen says nothing about the person).
 */
function structure(layout: Layout, coded: readonly number[]): number {
  const { scale, scales, categories } = layout;
  const sums = new Array<number>(scales).fill(0);
  const totals = new Array<number>(scales).fill(0);
  const optionCounts = new Array<number>(categories).fill(0);
  for (let i = 0; i < coded.length; i++) {
    sums[scale[i]] += coded[i];
    totals[scale[i]] += 1;
    optionCounts[coded[i]] += 1;
  }
  const v = (categories * categories - 1) / 12;
  const middle = (categories - 1) / 2;
  let t = 0;
  for (let s = 0; s < scales; s++) {
    if (!totals[s]) continue;
    const d = sums[s] / totals[s] - middle;
    t += (totals[s] * d * d) / v;
  }
  if (categories > 2) {
    const e = coded.length / categories;
    for (let k = 0; k < categories; k++) {
      const d = optionCounts[k] - e;
      t += (d * d) / e;
    }
  }
  return t;
}

const NULL_SHEETS = 2000;
const nullCache = new Map<string, Float64Array>();

/** The structure statistic of NULL_SHEETS uniformly random sheets on this layout, sorted; memoised per layout. */
function nullDistribution(layout: Layout): Float64Array {
  const key = `${layout.categories}|${layout.scale.join(',')}`;
  const cached = nullCache.get(key);
  if (cached) return cached;
  const rng = mulberry32(0x5eed);
  const out = new Float64Array(NULL_SHEETS);
  const coded = new Array<number>(layout.scale.length);
  for (let r = 0; r < NULL_SHEETS; r++) {
    for (let i = 0; i < coded.length; i++) coded[i] = Math.floor(rng() * layout.categories);
    out[r] = structure(layout, coded);
  }
  out.sort();
  if (nullCache.size > 32) nullCache.clear();
  nullCache.set(key, out);
  return out;
}

/** Share of null sheets with a statistic ≥ x (ties count half, so a discrete statistic is not biased). */
function upperShare(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  let eq = lo;
  while (eq < sorted.length && sorted[eq] === x) eq++;
  return (sorted.length - eq + (eq - lo) / 2) / sorted.length;
}

/** Longest run of equal answers and the share of the most frequent answer. */
function runs(raw: readonly number[]): { longestRun: number; modalShare: number } {
  let longest = raw.length ? 1 : 0;
  let current = 1;
  for (let i = 1; i < raw.length; i++) {
    current = raw[i] === raw[i - 1] ? current + 1 : 1;
    if (current > longest) longest = current;
  }
  const freq = new Map<number, number>();
  for (const x of raw) freq.set(x, (freq.get(x) ?? 0) + 1);
  return { longestRun: longest, modalShare: raw.length ? Math.max(...freq.values()) / raw.length : 0 };
}

/**
 * Periodicity: for lags 2-8, the share of answers equal to the one `lag` positions later, against the
 * chance two answers of this sheet agree (Σ share²), as Cohen's kappa. An exact cycle of length p scores
 * 1 at lag p. Lags at which every pair lies on one scale (the instrument's rotation) are reported
 * separately, because a consistent student agrees more there for a good reason.
 */
function periodicity(raw: readonly number[], scaleAt: readonly number[]): { score: number; lag: number; aligned: boolean; margin: number } {
  const n = raw.length;
  const freq = new Map<number, number>();
  for (const x of raw) freq.set(x, (freq.get(x) ?? 0) + 1);
  let base = 0;
  for (const c of freq.values()) base += (c / n) * (c / n);
  let best = { score: 0, lag: 0, aligned: false, margin: -Infinity };
  if (base >= 1) return best; // one answer throughout: that is straight-lining, not a cycle
  for (let lag = 2; lag <= 8 && lag < n; lag++) {
    let agree = 0;
    let sameScale = 0;
    for (let i = 0; i + lag < n; i++) {
      if (raw[i] === raw[i + lag]) agree++;
      if (scaleAt[i] >= 0 && scaleAt[i] === scaleAt[i + lag]) sameScale++;
    }
    const kappa = (agree / (n - lag) - base) / (1 - base);
    const aligned = sameScale / (n - lag) > 0.5;
    // Keep the lag furthest past its own threshold.
    const margin = kappa - (aligned ? QUALITY_THRESHOLDS.patternScoreAligned : QUALITY_THRESHOLDS.patternScore);
    if (margin > best.margin) best = { score: kappa, lag, aligned, margin };
  }
  return best;
}

export function assessQuality(input: QualityInput): ResponseQuality {
  const T = QUALITY_THRESHOLDS;
  const n = input.values.length;
  const names: string[] = [];
  // Scale index per position, -1 for a validity item.
  const scaleAt = Array.from({ length: n }, (_, i) => {
    const s = input.scaleOf(i);
    if (s === null) return -1;
    const k = names.indexOf(s);
    if (k >= 0) return k;
    names.push(s);
    return names.length - 1;
  });
  const scored = scaleAt.flatMap((k, i) => (k >= 0 ? [i] : []));
  const rated = input.kind === 'rated';
  const categories = rated ? input.maxOption + 1 : 2;
  // raw: as tapped (for runs, cycles and validity items); coded: on the scale (for structure and pairs).
  const raw = rated ? [...input.values] : input.values.map((v) => (v === 'a' ? 0 : 1));
  const coded = rated ? raw : input.values.map((v, i) => (scaleAt[i] < 0 ? raw[i] : (v === 'a') === input.aTowardFirst(i) ? 0 : 1));
  const layout: Layout = { scale: scored.map((i) => scaleAt[i]), scales: names.length, categories };

  const reasons = new Set<QualityReason>();

  // Time.
  const times: number[] = [];
  const paces: number[] = [];
  let fast = 0;
  for (let i = 0; i < n; i++) {
    const ms = input.itemMs?.[i];
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) continue;
    const floor = input.floorMs?.[i] ?? T.minFloorMs;
    times.push(ms);
    paces.push(ms / floor);
    if (ms < floor) fast++;
  }
  const timed = times.length >= n / 2 && n > 0;
  const medianPace = timed ? median(paces) : null;
  const fastShare = timed ? fast / times.length : null;
  const secondsPerItem = typeof input.seconds === 'number' && Number.isFinite(input.seconds) && n > 0 ? input.seconds / n : null;
  if (timed) {
    if (fastShare! >= T.fastShare || medianPace! < T.medianPace) reasons.add('too-fast');
  } else if (secondsPerItem !== null && secondsPerItem < T.secondsPerItem) reasons.add('too-fast');

  // Same answer throughout.
  const { longestRun, modalShare } = runs(raw);
  if (longestRun >= T.runShare * n || modalShare >= T.modalShare) reasons.add('straight-line');

  // Cycles.
  const cycle = periodicity(raw, scaleAt);
  if (cycle.lag && cycle.margin >= 0) reasons.add('pattern');

  // Designed pairs: rated items more than one step apart, choice items on opposite poles.
  const pairs = (input.pairs ?? []).filter(([i, j]) => i >= 0 && j >= 0 && i < n && j < n);
  const contradicted = pairs.filter(([i, j]) => (rated ? Math.abs(coded[i] - coded[j]) > 1 : coded[i] !== coded[j])).length;

  // Validity items.
  const checks = (input.checks ?? []).filter((c) => c.index >= 0 && c.index < n);
  const missed = checks.filter((c) => !c.accepted.includes(raw[c.index])).length;

  // Structure: does the sheet look like one of the random ones?
  const randomFit = scored.length
    ? upperShare(
        nullDistribution(layout),
        structure(
          layout,
          scored.map((i) => coded[i]),
        ),
      )
    : 0;
  const randomLike = randomFit >= (T.randomFit[layout.categories] ?? T.randomFitOther);
  const pairsBroken = contradicted >= T.pairsContradicted && contradicted >= (rated ? T.pairsShareRated : T.pairsShareChoice) * pairs.length;
  if (checks.length === 0) {
    // Versions without validity items: the structure and the pairs are all there is.
    if (randomLike) reasons.add('random-like');
    if (pairsBroken) reasons.add('inconsistent');
  } else {
    // With validity items, a sheet whose answers merely look unstructured is a flat profile, which is
    // common and honest at this age: it is never flagged on that alone. Two missed checks are; one
    // missed check only with another sign that the items were not read.
    if (missed >= T.checksMissed) reasons.add('missed-checks');
    else if (missed >= 1 && (pairsBroken || randomFit >= T.randomFitWithMissedCheck)) reasons.add(pairsBroken ? 'inconsistent' : 'random-like');
  }

  const ordered = QUALITY_REASONS.filter((r) => reasons.has(r));
  return {
    flagged: ordered.length > 0,
    reasons: ordered,
    measures: {
      items: n,
      timedItems: times.length,
      medianPace,
      fastShare,
      secondsPerItem,
      longestRun,
      modalShare,
      patternScore: cycle.score,
      patternLag: cycle.lag,
      pairs: pairs.length,
      pairsContradicted: contradicted,
      checks: checks.length,
      checksMissed: missed,
      randomFit,
    },
  };
}

/** Characters a student reads for one question: the statement, and for two-option questions the title and both options. */
export function charsRead(question: { name: string; bname?: string; a?: string; b?: string }): number {
  return [...((question.bname ?? '') + question.name + (question.a ?? '') + (question.b ?? ''))].length;
}

/**
 * The input for `assessQuality` from an instrument and answers keyed by question id, in the order shown
 * (scored items and validity items, `shownOrder`). Rated option values are mapped to 0..(options − 1)
 * by their rank, so an instrument with other option values works too. A missing answer counts as the
 * lowest option / 'b' (the check runs on complete sheets; `checkAnswers` refuses incomplete ones).
 */
export function qualityInputOf(instrument: AnyInstrument, values: ReadonlyMap<number, AnswerValue>, itemMs?: ReadonlyMap<number, number>, seconds?: number | null): QualityInput {
  const slots = shownOrder(instrument);
  const questions = slots.map((slot) => slot.item ?? slot.check);
  const index = new Map(questions.map((q, i) => [q.id, i]));
  const pairs = instrument.consistencyPairs.map(([x, y]) => [index.get(x) ?? -1, index.get(y) ?? -1] as const).filter(([i, j]) => i >= 0 && j >= 0);
  const common = {
    pairs,
    itemMs: questions.map((q) => itemMs?.get(q.id) ?? null),
    floorMs: questions.map((q) => readingFloorMs(charsRead(q))),
    seconds: seconds ?? null,
  };
  if (instrument.id === 'mbti') {
    const firstPole = new Map(MBTI_DIMENSIONS.map((d) => [d.key, d.poles[0]]));
    const mbtiSlots = slots as ShownSlot<MbtiInstrument>[];
    return {
      kind: 'choice',
      ...common,
      scaleOf: (i) => mbtiSlots[i].item?.dimension ?? null,
      checks: mbtiSlots.flatMap((slot, i) => (slot.check ? [{ index: i, accepted: [slot.check.accepted === 'a' ? 0 : 1] }] : [])),
      aTowardFirst: (i) => {
        const item = mbtiSlots[i].item;
        return item !== undefined && item.aPole === firstPole.get(item.dimension);
      },
      values: questions.map((q) => (values.get(q.id) === 'a' ? 'a' : 'b')),
    };
  }
  const ranks = [...new Set(instrument.options.map((o) => o.value))].sort((a, b) => a - b);
  const ratedSlots = slots as ShownSlot<HldInstrument | DyznInstrument>[];
  const scaleOf = (i: number) => {
    const item = ratedSlots[i].item;
    if (!item) return null;
    return 'type' in item ? item.type : item.intelligence;
  };
  return {
    kind: 'rated',
    ...common,
    scaleOf,
    checks: ratedSlots.flatMap((slot, i) => (slot.check ? [{ index: i, accepted: slot.check.accepted.map((v) => ranks.indexOf(v)) }] : [])),
    maxOption: ranks.length - 1,
    values: questions.map((q) => Math.max(0, ranks.indexOf(values.get(q.id) as number))),
  };
}

/** The quality of one sheet of assessment `key` answered on `instrument`. */
export function qualityOf(
  key: AssessmentKey,
  instrument: AnyInstrument,
  values: ReadonlyMap<number, AnswerValue>,
  itemMs?: ReadonlyMap<number, number>,
  seconds?: number | null,
): ResponseQuality {
  if (instrument.id !== key) throw new Error(`instrument ${instrument.id} is not ${key}`);
  return assessQuality(qualityInputOf(instrument, values, itemMs, seconds));
}

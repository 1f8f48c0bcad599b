import type { RawAnswer } from '#shared/assessments/answers';
import { mulberry32, type Rng } from '#shared/assessments/prng';
import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import { charsRead } from '#shared/assessments/quality';
import { shownOrder } from '#shared/assessments/shown-order';
import type { AnyInstrument, ChoiceCheck, DyznInstrument, HldInstrument, RatedCheck } from '#shared/assessments/types';

export type { AnyInstrument };

/**
 * Simulated respondents with a known true profile, for property tests of the scoring (is the
 * profile recovered?), of the scales' internal consistency, and for calibrating the response-quality
 * check (docs/RESPONSE-QUALITY.md).
 *
 * The model is deliberately *not* kind to the instrument (an earlier version treated every item as an
 * identical measure of its scale, under which everything was recovered):
 *
 * - Items follow a graded-response (rated) or two-parameter logistic (two-option) model. Each item has
 *   its own discrimination, drawn once per seed from 0.6-2.2, and its own popularity: the thresholds
 *   are shifted per item, so some items are endorsed by most students and some by few.
 * - Traits correlate as in published data: the Holland hexagon (adjacent r = .45, alternate .25,
 *   opposite .10), intelligences through a general factor (r ≈ .2-.4), personality dimensions nearly
 *   independent except S/N with J/P (r = .2: S goes with J).
 * - Response styles: most students use the options as meant; some agree with everything a bit more
 *   (acquiescent), some prefer the end options (extreme), some the middle ones (midpoint). On the
 *   two-option personality items a style is a small preference for option a or b.
 * - The instrument's designed consistency pairs are clear items (discrimination 1.4-2.2) that share
 *   their parameters and a person-specific facet: a near-equivalent pair measures something more
 *   specific than the whole scale.
 * - Per-item response times are log-normal around 1.2 s plus 90 ms per character read (≈ 3.5 s for a
 *   Holland item, ≈ 6 s for a personality item), scaled by the student's own speed; about one in ten
 *   are careful but fast readers (about half the usual time).
 *
 * Careless respondents (`simulateCareless`) answer in the ways careless students do: uniform random at
 * normal or high speed, the same option throughout, a repeating cycle, attentive then random, or
 * tapping through in well under a second per item.
 */

// The seeded PRNG the quality check uses too, for the tests that draw students from it.
export { mulberry32, type Rng };

/** Standard normal draw (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng(); // in (0, 1], so the log is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** Uniform draw in [min, max). */
export const uniform = (rng: Rng, min: number, max: number) => min + (max - min) * rng();

/** A copy in random order (Fisher-Yates). */
export function shuffled<T>(xs: readonly T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The scale an item belongs to: Holland type, intelligence key or mbti dimension. */
export function scaleOfItem(instrument: AnyInstrument, index: number): string {
  if (instrument.id === 'hld') return instrument.items[index].type;
  if (instrument.id === 'dyzn') return instrument.items[index].intelligence;
  return instrument.items[index].dimension;
}

/** The scales of an instrument in the scoring's canonical order. */
export function scalesOf(instrument: AnyInstrument): string[] {
  if (instrument.id === 'hld') return [...HOLLAND_ORDER];
  if (instrument.id === 'dyzn') return [...INTELLIGENCE_ORDER];
  return MBTI_DIMENSIONS.map((d) => d.key);
}

/** Correlation of true trait levels between scales (see the module comment). */
export function traitCorrelation(instrument: AnyInstrument, rng: Rng): number[][] {
  const scales = scalesOf(instrument);
  const n = scales.length;
  if (instrument.id === 'hld') {
    const byDistance = [1, 0.45, 0.25, 0.1];
    return scales.map((_, i) => scales.map((_, j) => byDistance[Math.min(Math.abs(i - j), 6 - Math.abs(i - j))]));
  }
  if (instrument.id === 'dyzn') {
    // A general factor with loadings 0.45-0.63: pairwise r = λi·λj between 0.2 and 0.4.
    const loading = scales.map(() => uniform(rng, 0.45, 0.63));
    return scales.map((_, i) => scales.map((_, j) => (i === j ? 1 : loading[i] * loading[j])));
  }
  const r: number[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const sn = scales.indexOf('SN');
  const jp = scales.indexOf('JP');
  r[sn][jp] = r[jp][sn] = 0.2; // S (first pole of SN) goes with J (first pole of JP)
  return r;
}

/** Lower-triangular L with L·Lᵀ = matrix (matrix symmetric positive definite). */
function cholesky(matrix: number[][]): number[][] {
  const n = matrix.length;
  const l = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = matrix[i][j];
      for (let k = 0; k < j; k++) s -= l[i][k] * l[j][k];
      l[i][j] = i === j ? Math.sqrt(s) : s / l[j][j];
    }
  }
  return l;
}

export interface ItemParameters {
  /** Discrimination, 0.6-2.2. */
  discrimination: number;
  /** Ascending thresholds on the trait scale (rated: one per step between options; mbti: one, the item's location toward the first pole). */
  thresholds: number[];
  /** For the second item of a designed pair: index of its partner (sharing a facet); else -1. */
  pairedWith: number;
}

/** A validity item as the simulation sees it: the answers a reader gives (ascending option index; mbti 0 = a, 1 = b). */
export interface CheckSpec {
  id: number;
  accepted: number[];
}

/** One position on the screen: a scored item (its index in `instrument.items`) or a validity item. */
export type ShownSpec = { item: number; check?: undefined } | { check: CheckSpec; item?: undefined };

/**
 * The population an instrument is simulated in: item parameters and the trait correlation, drawn
 * once per seed. `items` are in the instrument's item order; `shown` is the order on the screen.
 */
export interface Population {
  instrument: AnyInstrument;
  scales: string[];
  scaleIndex: number[];
  /** Number of options (rated) or 2 (mbti). */
  options: number;
  items: ItemParameters[];
  /** Characters read per shown position. */
  chars: number[];
  shown: ShownSpec[];
  cholesky: number[][];
  /** For each item, the partner index of its designed pair, or -1. */
  partner: number[];
}

/** Ascending option index of each option value (rated instruments). */
function ascending(instrument: HldInstrument | DyznInstrument): (value: number) => number {
  const values = [...new Set(instrument.options.map((o) => o.value))].sort((a, b) => a - b);
  return (value) => values.indexOf(value);
}

function shownSpecs(instrument: AnyInstrument): { shown: ShownSpec[]; chars: number[] } {
  const index = new Map(instrument.items.map((item, i) => [item.id, i]));
  const slots = shownOrder(instrument);
  const shown = slots.map((slot): ShownSpec => {
    if (slot.item) return { item: index.get(slot.item.id)! };
    const check = slot.check!;
    if (instrument.id === 'mbti') return { check: { id: check.id, accepted: [(check as ChoiceCheck).accepted === 'a' ? 0 : 1] } };
    const rank = ascending(instrument);
    return { check: { id: check.id, accepted: (check as RatedCheck).accepted.map(rank) } };
  });
  const chars = slots.map((slot) => charsRead(slot.item ?? slot.check));
  return { shown, chars };
}

export function population(instrument: AnyInstrument, seed: number): Population {
  const rng = mulberry32(seed);
  const scales = scalesOf(instrument);
  const n = instrument.items.length;
  const scaleIndex = instrument.items.map((_, i) => scales.indexOf(scaleOfItem(instrument, i)));
  const options = instrument.id === 'mbti' ? 2 : instrument.options.length;
  const base = options === 2 ? [0] : Array.from({ length: options - 1 }, (_, k) => -1.1 + (2.2 * k) / (options - 2)); // evenly spread steps
  const items: ItemParameters[] = instrument.items.map(() => {
    const popularity = 0.7 * gaussian(rng); // shifts every threshold: endorsement rates differ between items
    const spread = uniform(rng, 0.8, 1.25);
    return {
      discrimination: uniform(rng, 0.6, 2.2),
      thresholds: base.map((b) => popularity + spread * b),
      pairedWith: -1,
    };
  });
  const partner = Array<number>(n).fill(-1);
  const indexOfId = new Map(instrument.items.map((item, i) => [item.id, i]));
  for (const [x, y] of instrument.consistencyPairs) {
    const i = indexOfId.get(x);
    const j = indexOfId.get(y);
    if (i === undefined || j === undefined) continue;
    partner[i] = j;
    partner[j] = i;
    // Pairs are written from clear items (discrimination 1.4-2.2), and the second item, worded as a
    // near-equivalent, takes the first one's parameters, slightly perturbed.
    items[i] = { ...items[i], discrimination: uniform(rng, 1.4, 2.2) };
    items[j] = { discrimination: items[i].discrimination, thresholds: items[i].thresholds.map((t) => t + 0.15 * gaussian(rng)), pairedWith: i };
  }
  return {
    instrument,
    scales,
    scaleIndex,
    options,
    items,
    ...shownSpecs(instrument),
    cholesky: cholesky(traitCorrelation(instrument, rng)),
    partner,
  };
}

export type ResponseStyle = 'plain' | 'acquiescent' | 'extreme' | 'midpoint';

/** A simulated sheet: answers by question id (as submitted), per-question times on screen (ms) and the active seconds. */
export interface SimulatedSheet {
  values: Map<number, AnswerValue>;
  itemMs: Map<number, number>;
  seconds: number;
  /** The true trait levels (z-scores) per scale, for attentive respondents. */
  traits: Record<string, number>;
  style: ResponseStyle;
}

/** Correlated standard-normal traits, one per scale. */
export function drawTraits(pop: Population, rng: Rng): number[] {
  const z = pop.scales.map(() => gaussian(rng));
  return pop.cholesky.map((row) => row.reduce((acc, l, k) => acc + l * z[k], 0));
}

/** The UI's pause after each tap (ms): it counts in the active seconds but not in an item's time. */
export const PAUSE_MS = 500;

/** Per-question times: speed factor × (1.2 s + 90 ms per character) × log-normal item noise, occasional long looks. */
function attentiveTimes(pop: Population, rng: Rng): number[] {
  const careFast = rng() < 0.1;
  const speed = careFast ? uniform(rng, 0.4, 0.6) : Math.exp(0.3 * gaussian(rng));
  return pop.chars.map((chars) => {
    const t = speed * (1200 + 90 * chars) * Math.exp(0.35 * gaussian(rng));
    return Math.round(rng() < 0.02 ? 3 * t : t);
  });
}

/** Times of someone tapping without reading: log-normal around `medianMs`. */
function fastTimes(pop: Population, medianMs: number, rng: Rng): number[] {
  return pop.chars.map(() => Math.round(medianMs * Math.exp(0.35 * gaussian(rng))));
}

/** A sheet from answers per shown position (ascending option index; mbti 0 = a, 1 = b) and times per shown position. */
function sheet(pop: Population, answers: number[], ms: number[], traits: number[], style: ResponseStyle): SimulatedSheet {
  const instrument = pop.instrument;
  const ids = pop.shown.map((slot) => (slot.check ? slot.check.id : instrument.items[slot.item].id));
  const byRank = instrument.id === 'mbti' ? [] : [...new Set(instrument.options.map((o) => o.value))].sort((a, b) => a - b);
  const values = new Map<number, AnswerValue>();
  ids.forEach((id, i) => values.set(id, instrument.id === 'mbti' ? (answers[i] === 0 ? 'a' : 'b') : byRank[answers[i]]));
  return {
    values,
    itemMs: new Map(ids.map((id, i) => [id, ms[i]])),
    seconds: Math.round(ms.reduce((a, b) => a + b, 0) / 1000 + (PAUSE_MS / 1000) * ms.length),
    traits: Object.fromEntries(pop.scales.map((s, k) => [s, traits[k] ?? NaN])),
    style,
  };
}

/** How attentive students are simulated: the item model's noise, and how often they slip on a validity item. */
export interface AttentiveOptions {
  /**
   * Multiplies every item's discrimination: 1 is the default (alpha ≈ .8 per scale), 0.6 a noisier
   * student (alpha ≈ .7), 1.6 a very consistent one (alpha ≈ .9).
   */
  noise?: number;
  /**
   * Per-student chance of answering a validity item other than a reader would (misreading, a joke).
   * Default: a mixture, 80 % of students 1 %, 17 % 3 %, 3 % 8 % (mean 1.55 %).
   */
  slip?: number;
  /** Traits to use instead of drawing them (z-scores per scale). */
  traits?: number[];
  style?: ResponseStyle;
}

function drawSlip(rng: Rng): number {
  const u = rng();
  return u < 0.8 ? 0.01 : u < 0.97 ? 0.03 : 0.08;
}

/**
 * Option index per item (instrument item order) for an attentive respondent with the given traits.
 * Rated: ascending option index (0 = lowest value); mbti: 0 = option a, 1 = option b.
 */
function attentiveAnswers(pop: Population, traits: number[], style: ResponseStyle, rng: Rng, noise = 1): number[] {
  const instrument = pop.instrument;
  const facet = pop.items.map(() => 0.6 * gaussian(rng)); // person-specific facet shared by a designed pair
  const shift = style === 'acquiescent' ? uniform(rng, 0.4, 0.9) : 0;
  const stretch = style === 'extreme' ? uniform(rng, 0.3, 0.5) : style === 'midpoint' ? uniform(rng, 1.6, 2.2) : 1;
  return pop.items.map((item, i) => {
    const owner = pop.partner[i] >= 0 ? Math.min(i, pop.partner[i]) : -1;
    const theta = traits[pop.scaleIndex[i]] + (owner >= 0 ? facet[owner] : 0);
    const a = item.discrimination * noise;
    if (instrument.id === 'mbti') {
      const mItem = instrument.items[i];
      const firstPole = MBTI_DIMENSIONS.find((d) => d.key === mItem.dimension)!.poles[0];
      const aIsFirst = mItem.aPole === firstPole;
      // style: a small lean toward option a (acquiescent) or b (midpoint); extreme has no meaning here.
      const lean = style === 'acquiescent' ? 0.4 : style === 'midpoint' ? -0.4 : 0;
      const pFirst = logistic(a * (theta - item.thresholds[0]) + (aIsFirst ? lean : -lean));
      const first = rng() < pFirst;
      return first === aIsFirst ? 0 : 1;
    }
    // Graded response: P(X ≥ k) = logistic(a (θ + shift − b_k)); the style stretches or compresses the steps around their centre.
    const centre = item.thresholds.reduce((x, y) => x + y, 0) / item.thresholds.length;
    const u = rng();
    let x = 0;
    for (const b of item.thresholds) if (u < logistic(a * (theta + shift - (centre + stretch * (b - centre))))) x++;
    return x;
  });
}

/** A reader's answer to a validity item: an accepted one, or with chance `slip` a neighbouring one (rated) or the other (two options). */
function readerCheckAnswer(pop: Population, check: CheckSpec, slip: number, rng: Rng): number {
  const right = check.accepted[Math.floor(rng() * check.accepted.length)];
  if (rng() >= slip) return right;
  if (pop.options === 2) return 1 - right;
  const wrong = [right - 1, right + 1].filter((x) => x >= 0 && x < pop.options && !check.accepted.includes(x));
  return wrong.length ? wrong[Math.floor(rng() * wrong.length)] : right;
}

/** Scored answers (item order) placed on the screen with the validity items answered as a reader would. */
function readerSheet(pop: Population, scored: number[], slip: number, rng: Rng): number[] {
  return pop.shown.map((slot) => (slot.check ? readerCheckAnswer(pop, slot.check, slip, rng) : scored[slot.item]));
}

function pickStyle(rng: Rng): ResponseStyle {
  const u = rng();
  return u < 0.7 ? 'plain' : u < 0.8 ? 'acquiescent' : u < 0.9 ? 'extreme' : 'midpoint';
}

/** An attentive student drawn from the population (traits, style, slips and times all drawn with `rng`). */
export function simulateAttentive(pop: Population, rng: Rng, traits?: number[], style?: ResponseStyle, options: AttentiveOptions = {}): SimulatedSheet {
  const t = traits ?? options.traits ?? drawTraits(pop, rng);
  const s = style ?? options.style ?? pickStyle(rng);
  const slip = options.slip ?? drawSlip(rng);
  const answers = readerSheet(pop, attentiveAnswers(pop, t, s, rng, options.noise), slip, rng);
  return sheet(pop, answers, attentiveTimes(pop, rng), t, s);
}

/**
 * Traits of a student with genuinely flat interests: every scale at one common level (drawn from the
 * population) with small differences (SD 0.2), so no scale stands out.
 */
export function flatTraits(pop: Population, rng: Rng): number[] {
  const level = 0.8 * gaussian(rng);
  return pop.scales.map(() => level + 0.2 * gaussian(rng));
}

/**
 * Careless response styles, each answering every shown question (validity items too) without reading:
 * - random: every option equally likely, at an attentive student's speed;
 * - random-fast: the same, around 0.8 s per item;
 * - random-upper: uniform over the two highest options (mbti: over both);
 * - agree-bias: random with weights 1, 2, 3 (…) rising toward agreement (mbti: option a 70 %);
 * - middle: only the middle option(s) (hld 不确定; dyzn the two middle options at random; mbti: both at random);
 * - straight-line: one option throughout (each option equally often across respondents);
 * - straight-80: one option 80 % of the time, uniform random otherwise;
 * - periodic: a cycle of 2-8 answers (not all alike) repeated, with 5 % slips;
 * - half-random: attentive for the first half of the questions, uniform random for the second, normal speed;
 * - fast-clicker: around 0.45 s per item, mostly tapping the same spot (70 % one option, else random).
 */
export const CARELESS_MODELS = [
  'random',
  'random-fast',
  'random-upper',
  'agree-bias',
  'middle',
  'straight-line',
  'straight-80',
  'periodic',
  'half-random',
  'fast-clicker',
] as const;
export type CarelessModel = (typeof CARELESS_MODELS)[number];

/**
 * Further careless styles the check was not tuned on (docs/RESPONSE-QUALITY.md, "held-out models"):
 * random over the two lowest options, over the two end options, random for the first third then
 * attentive, attentive then random for the last third, and slow uniform random (twice the usual time).
 */
export const HELD_OUT_MODELS = ['random-lower', 'random-ends', 'random-then-attentive', 'last-third-random', 'random-slow'] as const;
export type HeldOutModel = (typeof HELD_OUT_MODELS)[number];

export function simulateCareless(pop: Population, model: CarelessModel | HeldOutModel, rng: Rng): SimulatedSheet {
  const n = pop.shown.length;
  const k = pop.options;
  const randomOption = () => Math.floor(rng() * k);
  const randomFrom = (xs: number[]) => xs[Math.floor(rng() * xs.length)];
  const none = pop.scales.map(() => NaN);
  const each = (answer: (i: number) => number) => Array.from({ length: n }, (_, i) => answer(i));
  const times = () => attentiveTimes(pop, rng);
  const partly = (randomAt: (i: number) => boolean) => {
    const traits = drawTraits(pop, rng);
    const reader = readerSheet(pop, attentiveAnswers(pop, traits, pickStyle(rng), rng), drawSlip(rng), rng);
    return sheet(
      pop,
      reader.map((x, i) => (randomAt(i) ? randomOption() : x)),
      times(),
      traits,
      'plain',
    );
  };
  switch (model) {
    case 'random':
      return sheet(pop, each(randomOption), times(), none, 'plain');
    case 'random-fast':
      return sheet(pop, each(randomOption), fastTimes(pop, 800, rng), none, 'plain');
    case 'random-slow':
      return sheet(
        pop,
        each(randomOption),
        times().map((t) => 2 * t),
        none,
        'plain',
      );
    case 'random-upper':
      return sheet(
        pop,
        each(() => randomFrom([k - 2, k - 1])),
        times(),
        none,
        'plain',
      );
    case 'random-lower':
      return sheet(
        pop,
        each(() => randomFrom([0, 1])),
        times(),
        none,
        'plain',
      );
    case 'random-ends':
      return sheet(
        pop,
        each(() => randomFrom([0, k - 1])),
        times(),
        none,
        'plain',
      );
    case 'agree-bias': {
      // Weights 1..k rising toward agreement (rated); option a 70 % on two options.
      const total = (k * (k + 1)) / 2;
      const pick = () => {
        if (k === 2) return rng() < 0.7 ? 0 : 1;
        let u = rng() * total;
        for (let x = 0; x < k; x++) if ((u -= x + 1) < 0) return x;
        return k - 1;
      };
      return sheet(pop, each(pick), times(), none, 'plain');
    }
    case 'middle': {
      const middle = k === 2 ? [0, 1] : k % 2 ? [(k - 1) / 2] : [k / 2 - 1, k / 2];
      return sheet(
        pop,
        each(() => randomFrom(middle)),
        times(),
        none,
        'plain',
      );
    }
    case 'straight-line': {
      const option = randomOption();
      return sheet(
        pop,
        each(() => option),
        times(),
        none,
        'plain',
      );
    }
    case 'straight-80': {
      const option = randomOption();
      return sheet(
        pop,
        each(() => (rng() < 0.8 ? option : randomOption())),
        times(),
        none,
        'plain',
      );
    }
    case 'periodic': {
      const period = 2 + Math.floor(rng() * 7);
      let cycle: number[];
      do cycle = Array.from({ length: period }, randomOption);
      while (new Set(cycle).size === 1);
      return sheet(
        pop,
        each((i) => (rng() < 0.05 ? randomOption() : cycle[i % period])),
        times(),
        none,
        'plain',
      );
    }
    case 'half-random':
      return partly((i) => i >= n / 2);
    case 'random-then-attentive':
      return partly((i) => i < n / 3);
    case 'last-third-random':
      return partly((i) => i >= (2 * n) / 3);
    case 'fast-clicker': {
      const favourite = randomOption();
      return sheet(
        pop,
        each(() => (rng() < 0.7 ? favourite : randomOption())),
        fastTimes(pop, 450, rng),
        none,
        'plain',
      );
    }
  }
}

/** The answer list a client would submit: `{id, answer}` for mbti, `{id, value}` otherwise. */
export function toRawAnswers(values: ReadonlyMap<number, AnswerValue>): RawAnswer[] {
  return [...values].map(([id, v]) => (typeof v === 'number' ? { id, value: v } : { id, answer: v }));
}

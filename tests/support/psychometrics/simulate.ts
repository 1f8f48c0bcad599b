import type { RawAnswer } from '#shared/assessments/answers';
import { mulberry32, type Rng } from '#shared/assessments/prng';
import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { DyznInstrument, HldInstrument, MbtiInstrument } from '#shared/assessments/types';

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

export type AnyInstrument = HldInstrument | DyznInstrument | MbtiInstrument;

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

/** Characters a student reads for one item (statement; for mbti also the title and both options). */
export function itemChars(instrument: AnyInstrument, index: number): number {
  if (instrument.id === 'mbti') {
    const item = instrument.items[index];
    return [...((item.bname ?? '') + item.name + item.a + item.b)].length;
  }
  return [...instrument.items[index].name].length;
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

/**
 * The population an instrument is simulated in: item parameters and the trait correlation, drawn
 * once per seed. `itemParameters` are in the instrument's item (display) order.
 */
export interface Population {
  instrument: AnyInstrument;
  scales: string[];
  scaleIndex: number[];
  /** Number of options (rated) or 2 (mbti). */
  options: number;
  items: ItemParameters[];
  chars: number[];
  cholesky: number[][];
  /** For each item, the partner index of its designed pair, or -1. */
  partner: number[];
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
    chars: instrument.items.map((_, i) => itemChars(instrument, i)),
    cholesky: cholesky(traitCorrelation(instrument, rng)),
    partner,
  };
}

export type ResponseStyle = 'plain' | 'acquiescent' | 'extreme' | 'midpoint';

/** A simulated sheet: answers by item id (as submitted), per-item times on screen (ms) and the active seconds. */
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

/** Per-item times: speed factor × (1.2 s + 90 ms per character) × log-normal item noise, occasional long looks. */
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

function sheet(pop: Population, answers: number[], ms: number[], traits: number[], style: ResponseStyle): SimulatedSheet {
  const instrument = pop.instrument;
  const values = new Map<number, AnswerValue>();
  instrument.items.forEach((item, i) => {
    values.set(item.id, instrument.id === 'mbti' ? (answers[i] === 0 ? 'a' : 'b') : instrument.options[answers[i]].value);
  });
  return {
    values,
    itemMs: new Map(instrument.items.map((item, i) => [item.id, ms[i]])),
    seconds: Math.round(ms.reduce((a, b) => a + b, 0) / 1000 + (PAUSE_MS / 1000) * ms.length),
    traits: Object.fromEntries(pop.scales.map((s, k) => [s, traits[k] ?? NaN])),
    style,
  };
}

/**
 * Option index per item for an attentive respondent with the given traits. Rated: index into the
 * instrument's options sorted by value ascending (0 = lowest); mbti: 0 = option a, 1 = option b.
 */
function attentiveAnswers(pop: Population, traits: number[], style: ResponseStyle, rng: Rng): number[] {
  const instrument = pop.instrument;
  const facet = pop.items.map(() => 0.6 * gaussian(rng)); // person-specific facet shared by a designed pair
  const shift = style === 'acquiescent' ? uniform(rng, 0.4, 0.9) : 0;
  const stretch = style === 'extreme' ? uniform(rng, 0.3, 0.5) : style === 'midpoint' ? uniform(rng, 1.6, 2.2) : 1;
  return pop.items.map((item, i) => {
    const owner = pop.partner[i] >= 0 ? Math.min(i, pop.partner[i]) : -1;
    const theta = traits[pop.scaleIndex[i]] + (owner >= 0 ? facet[owner] : 0);
    if (instrument.id === 'mbti') {
      const mItem = instrument.items[i];
      const firstPole = MBTI_DIMENSIONS.find((d) => d.key === mItem.dimension)!.poles[0];
      const aIsFirst = mItem.aPole === firstPole;
      // style: a small lean toward option a (acquiescent) or b (midpoint); extreme has no meaning here.
      const lean = style === 'acquiescent' ? 0.4 : style === 'midpoint' ? -0.4 : 0;
      const pFirst = logistic(item.discrimination * (theta - item.thresholds[0]) + (aIsFirst ? lean : -lean));
      const first = rng() < pFirst;
      return first === aIsFirst ? 0 : 1;
    }
    // Graded response: P(X ≥ k) = logistic(a (θ + shift − b_k)); the style stretches or compresses the steps around their centre.
    const centre = item.thresholds.reduce((a, b) => a + b, 0) / item.thresholds.length;
    const u = rng();
    let x = 0;
    for (const b of item.thresholds) if (u < logistic(item.discrimination * (theta + shift - (centre + stretch * (b - centre))))) x++;
    return x;
  });
}

function pickStyle(rng: Rng): ResponseStyle {
  const u = rng();
  return u < 0.7 ? 'plain' : u < 0.8 ? 'acquiescent' : u < 0.9 ? 'extreme' : 'midpoint';
}

/** An attentive student drawn from the population (traits, style and times all drawn with `rng`). */
export function simulateAttentive(pop: Population, rng: Rng, traits?: number[], style?: ResponseStyle): SimulatedSheet {
  const t = traits ?? drawTraits(pop, rng);
  const s = style ?? pickStyle(rng);
  const answers = attentiveAnswers(pop, t, s, rng);
  return sheet(pop, rank(pop, answers), attentiveTimes(pop, rng), t, s);
}

/** Answer index (ascending value) → index into instrument.options as written (which lists 是 before 否). */
function rank(pop: Population, answers: number[]): number[] {
  const instrument = pop.instrument;
  if (instrument.id === 'mbti') return answers;
  const order = instrument.options
    .map((o, k) => [o.value, k] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, k]) => k);
  return answers.map((x) => order[x]);
}

export const CARELESS_MODELS = ['random', 'random-fast', 'straight-line', 'periodic', 'half-random', 'fast-clicker'] as const;
export type CarelessModel = (typeof CARELESS_MODELS)[number];

/**
 * A careless sheet:
 * - random: every option equally likely, at an attentive student's speed;
 * - random-fast: the same, around 0.8 s per item;
 * - straight-line: one option throughout (each option equally often across respondents);
 * - periodic: a cycle of 2-8 answers (not all alike) repeated, with 5 % slips;
 * - half-random: attentive for the first half of the items, uniform random for the second, normal speed;
 * - fast-clicker: around 0.45 s per item, mostly tapping the same spot (70 % one option, else random).
 */
export function simulateCareless(pop: Population, model: CarelessModel, rng: Rng): SimulatedSheet {
  const n = pop.items.length;
  const k = pop.options;
  const randomOption = () => Math.floor(rng() * k);
  const none = pop.scales.map(() => NaN);
  switch (model) {
    case 'random':
      return sheet(pop, Array.from({ length: n }, randomOption), attentiveTimes(pop, rng), none, 'plain');
    case 'random-fast':
      return sheet(pop, Array.from({ length: n }, randomOption), fastTimes(pop, 800, rng), none, 'plain');
    case 'straight-line': {
      const option = randomOption();
      return sheet(pop, Array<number>(n).fill(option), attentiveTimes(pop, rng), none, 'plain');
    }
    case 'periodic': {
      const period = 2 + Math.floor(rng() * 7);
      let cycle: number[];
      do cycle = Array.from({ length: period }, randomOption);
      while (new Set(cycle).size === 1);
      const answers = Array.from({ length: n }, (_, i) => (rng() < 0.05 ? randomOption() : cycle[i % period]));
      return sheet(pop, answers, attentiveTimes(pop, rng), none, 'plain');
    }
    case 'half-random': {
      const traits = drawTraits(pop, rng);
      const attentive = rank(pop, attentiveAnswers(pop, traits, pickStyle(rng), rng));
      const answers = attentive.map((x, i) => (i < n / 2 ? x : randomOption()));
      return sheet(pop, answers, attentiveTimes(pop, rng), traits, 'plain');
    }
    case 'fast-clicker': {
      const favourite = randomOption();
      return sheet(
        pop,
        Array.from({ length: n }, () => (rng() < 0.7 ? favourite : randomOption())),
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

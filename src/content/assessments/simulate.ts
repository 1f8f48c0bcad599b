import type { RawAnswer } from '#shared/assessments/answers';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import { instruments } from './registry';
import type { HollandType, IntelligenceKey, MbtiDimension } from '#shared/assessments/types';

/**
 * Simulated respondents with a known true profile, for property tests of the scoring
 * (does scoring recover the profile?) and of the scales' internal consistency.
 * Every item of a scale is modelled as an equally good measure of it, so simulated alpha
 * shows what the scale length and scoring allow, not how good the written items are.
 */

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1); the same seed gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/**
 * One rating: the latent level (0-1) plus Gaussian noise (standard deviation `noise`, same 0-1 scale),
 * stretched to the option range and rounded to the nearest option. Level 0.5 sits between the middle options.
 */
function rating(level: number, noise: number, maxOption: number, rng: Rng): number {
  const x = Math.round((level + noise * gaussian(rng)) * maxOption);
  return Math.min(maxOption, Math.max(0, x));
}

/** dyzn answers (0-3) from a 0-1 level per intelligence. */
export function simulateDyzn(levels: Record<IntelligenceKey, number>, noise: number, rng: Rng): Map<number, number> {
  return new Map(instruments.dyzn.items.map((item) => [item.id, rating(levels[item.intelligence], noise, 3, rng)]));
}

/** hld answers (0 否, 1 不确定, 2 是) from a 0-1 level per type. */
export function simulateHld(levels: Record<HollandType, number>, noise: number, rng: Rng): Map<number, number> {
  return new Map(instruments.hld.items.map((item) => [item.id, rating(levels[item.type], noise, 2, rng)]));
}

/**
 * mbti answers from the probability of choosing the first pole (E, S, T, J) per dimension.
 * `noise` is a lapse rate: that share of answers is a coin flip (careless or unsure answering).
 * The chosen pole is mapped back to the option: 'a' counts toward the item's aPole.
 */
export function simulateMbti(firstPole: Record<MbtiDimension, number>, noise: number, rng: Rng): Map<number, 'a' | 'b'> {
  return new Map(
    instruments.mbti.items.map((item) => {
      const poles = MBTI_DIMENSIONS.find((d) => d.key === item.dimension)!.poles;
      const p = rng() < noise ? 0.5 : firstPole[item.dimension];
      const pole = rng() < p ? poles[0] : poles[1];
      return [item.id, pole === item.aPole ? 'a' : 'b'];
    }),
  );
}

/** The answer list a client would submit: `{id, answer}` for mbti, `{id, value}` otherwise. */
export function toRawAnswers(values: ReadonlyMap<number, AnswerValue>): RawAnswer[] {
  return [...values].map(([id, v]) => (typeof v === 'number' ? { id, value: v } : { id, answer: v }));
}

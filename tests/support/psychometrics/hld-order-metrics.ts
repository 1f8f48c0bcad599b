import { scoreHld } from '#shared/assessments/hld';
import type { HldInstrument, HollandType } from '#shared/assessments/types';

/**
 * Measures of how an instrument's display order (its items array) can bias a careless respondent.
 * Test support (used by the order tests and by hld-order-search.ts); the app never imports it.
 */

/** Share of positions i (0 ≤ i < n − d) where the item at i and the item at i + d measure the same type. */
export function sameTypeShare(types: readonly HollandType[], lag: number): number {
  let same = 0;
  for (let i = 0; i + lag < types.length; i++) if (types[i] === types[i + lag]) same++;
  return same / (types.length - lag);
}

/** The largest same-type share over lags 1..maxLag. For a random order it is near 11/71 ≈ 0.155. */
export function maxSameTypeShare(types: readonly HollandType[], maxLag: number): { lag: number; share: number } {
  let worst = { lag: 1, share: -1 };
  for (let lag = 1; lag <= maxLag; lag++) {
    const share = sameTypeShare(types, lag);
    if (share > worst.share) worst = { lag, share };
  }
  return worst;
}

/** Every non-constant 是/否 pattern of length p, as 1 (是) / 0 (否). */
export function nonConstantPatterns(p: number): number[][] {
  const patterns: number[][] = [];
  for (let mask = 1; mask < (1 << p) - 1; mask++) patterns.push(Array.from({ length: p }, (_, k) => (mask >> k) & 1));
  return patterns;
}

export interface PeriodicWorst {
  period: number;
  /** Largest (max − min) of the six rounded 0-100 type scores over every pattern and phase of this period. */
  spread: number;
  /** The pattern (1 = 是, 0 = 否) and phase that give it: item at position i gets pattern[(i + phase) % period]. */
  pattern: number[];
  phase: number;
}

/**
 * Answers every item by a repeated 是/否 pattern of the given period (every non-constant pattern, every
 * phase), scores with the real scoring and returns the worst spread of the six type scores.
 */
export function worstPeriodicSpread(instrument: HldInstrument, period: number): PeriodicWorst {
  const yes = Math.max(...instrument.options.map((o) => o.value));
  const no = Math.min(...instrument.options.map((o) => o.value));
  let worst: PeriodicWorst = { period, spread: -1, pattern: [], phase: 0 };
  for (const pattern of nonConstantPatterns(period)) {
    for (let phase = 0; phase < period; phase++) {
      const values = new Map(instrument.items.map((item, i) => [item.id, pattern[(i + phase) % period] ? yes : no]));
      const scores = scoreHld(instrument, values).map((s) => s.score);
      const spread = Math.max(...scores) - Math.min(...scores);
      if (spread > worst.spread) worst = { period, spread, pattern, phase };
    }
  }
  return worst;
}

/** The type of each item in display order. */
export const typeSequence = (instrument: HldInstrument): HollandType[] => instrument.items.map((i) => i.type);

/** Positions (0-based) of an item id in the display order. */
export const positionOf = (instrument: HldInstrument, id: number): number => instrument.items.findIndex((i) => i.id === id);

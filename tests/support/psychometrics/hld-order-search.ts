import { mulberry32, shuffled, type Rng } from './simulate';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import type { HldItem, HollandType } from '#shared/assessments/types';

/**
 * The seeded search that produced the display order of the Holland instrument 2026.2
 * (src/content/hld/questions-2026-2.ts). Test support: the app never imports it. To reproduce the shipped order, call
 * searchTypeOrder(13, 1_000_000) (about 8 s) and assignItems(types, items sorted by id, pairs, 13).
 *
 * Step 1, types: simulated annealing over sequences of 72 type letters in which each type sits once in
 * every residue class mod 12; a move swaps two positions of one class. The cost is, in order of weight:
 *   - two neighbours of one type (never allowed), and any lag 1..12 whose same-type share exceeds
 *     1/6 + 0.12;
 *   - the worst, over periods 2..8, of the largest score gap a repeated 是/否 pattern can open between
 *     two types. For period p and types X, Y that gap, in items, is Σ_r max(0, cX(r) − cY(r)) where
 *     cX(r) counts the X items at positions ≡ r (mod p): answering 是 exactly on the residues where X
 *     outnumbers Y is the worst pattern for that pair;
 *   - the sum of those gaps over all periods, then the largest same-type share over lags 1..12.
 * Step 2, items: each type's 12 items are dealt to its positions by a seeded shuffle, then two items of
 * one type are swapped at random (a swap is kept unless it adds a violation) until the two items of every
 * consistency pair are at least `pairGap` apart, no two 「将来…」 items are neighbours and each run of 12
 * positions holds four of them.
 */

export const MAX_LAG = 12;
export const LAG_LIMIT = 1 / 6 + 0.12;
export const PERIODS = [2, 3, 4, 5, 6, 7, 8] as const;

/** Largest score gap, in items, that a periodic 是/否 pattern of period p can open between two types. */
export function periodGap(types: readonly HollandType[], p: number): number {
  return gapOf(
    types.map((t) => HOLLAND_ORDER.indexOf(t)),
    p,
  );
}

function gapOf(codes: readonly number[], p: number): number {
  const counts = new Int32Array(6 * p);
  for (let i = 0; i < codes.length; i++) counts[codes[i] * p + (i % p)]++;
  let worst = 0;
  for (let x = 0; x < 6; x++)
    for (let y = 0; y < 6; y++) {
      if (x === y) continue;
      let gap = 0;
      for (let r = 0; r < p; r++) gap += Math.max(0, counts[x * p + r] - counts[y * p + r]);
      if (gap > worst) worst = gap;
    }
  return worst;
}

function cost(codes: readonly number[]): number {
  let hard = 0;
  let maxShare = 0;
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    let same = 0;
    for (let i = 0; i + lag < codes.length; i++) if (codes[i] === codes[i + lag]) same++;
    if (lag === 1) hard += same;
    const share = same / (codes.length - lag);
    if (share > LAG_LIMIT) hard += 1 + (share - LAG_LIMIT) * 100;
    if (share > maxShare) maxShare = share;
  }
  let max = 0;
  let sum = 0;
  for (const p of PERIODS) {
    const gap = gapOf(codes, p);
    sum += gap;
    if (gap > max) max = gap;
  }
  return hard * 10_000 + max * 1000 + sum * 100 + maxShare * 100;
}

/**
 * Step 1: a type sequence with 12 of each type, built so that each type sits exactly once in every residue
 * class mod 12 (positions r, r + 12, …, r + 60 hold the six types in some order). Then any periodic
 * pattern whose period divides 12 (2, 3, 4, 6, 12) gives all six types the same score, and no two items
 * 12 apart share a type. Moves swap two positions of one residue class, so the property is kept.
 */
export function searchTypeOrder(seed: number, steps = 1_000_000): HollandType[] {
  const rng: Rng = mulberry32(seed);
  const codes = new Array<number>(72);
  for (let r = 0; r < 12; r++) {
    const row = shuffled([0, 1, 2, 3, 4, 5], rng);
    row.forEach((t, k) => (codes[r + 12 * k] = t));
  }
  let currentCost = cost(codes);
  let best = [...codes];
  let bestCost = currentCost;
  const t0 = 200;
  const t1 = 1;
  for (let step = 0; step < steps; step++) {
    const temperature = t0 * Math.pow(t1 / t0, step / steps);
    const r = Math.floor(rng() * 12);
    const i = r + 12 * Math.floor(rng() * 6);
    const j = r + 12 * Math.floor(rng() * 6);
    if (i === j) continue;
    [codes[i], codes[j]] = [codes[j], codes[i]];
    const nextCost = cost(codes);
    if (nextCost <= currentCost || rng() < Math.exp((currentCost - nextCost) / temperature)) {
      currentCost = nextCost;
      if (currentCost < bestCost) {
        best = [...codes];
        bestCost = currentCost;
      }
    } else {
      [codes[i], codes[j]] = [codes[j], codes[i]];
    }
  }
  return best.map((c) => HOLLAND_ORDER[c]);
}

/** Step 2: deals the items of each type to that type's positions; returns item ids in display order. */
export function assignItems(types: readonly HollandType[], items: readonly HldItem[], pairs: readonly (readonly [number, number])[], seed: number, pairGap = 20): number[] {
  const rng = mulberry32(seed);
  const future = new Set(items.filter((i) => i.name.startsWith('将来')).map((i) => i.id));
  const order: number[] = new Array<number>(types.length);
  for (const t of HOLLAND_ORDER) {
    const ids = shuffled(
      items.filter((i) => i.type === t).map((i) => i.id),
      rng,
    );
    types.forEach((type, pos) => {
      if (type === t) order[pos] = ids.shift() as number;
    });
  }
  const violations = (): number => {
    const pos = new Map(order.map((id, p) => [id, p]));
    let v = 0;
    for (const [a, b] of pairs) if (Math.abs((pos.get(a) as number) - (pos.get(b) as number)) < pairGap) v++;
    for (let p = 1; p < order.length; p++) if (future.has(order[p]) && future.has(order[p - 1])) v++;
    // The 「将来…」 items spread evenly: each run of 12 positions holds its share (24 of 72, so 4).
    for (let start = 0; start < order.length; start += 12) {
      const inBlock = order.slice(start, start + 12).filter((id) => future.has(id)).length;
      v += Math.abs(inBlock - (future.size * 12) / order.length);
    }
    return v;
  };
  // Repair by random swaps of two items of one type, keeping a swap unless it adds violations.
  let v = violations();
  for (let step = 0; step < 100_000 && v > 0; step++) {
    const i = Math.floor(rng() * order.length);
    const j = Math.floor(rng() * order.length);
    if (i === j || types[i] !== types[j]) continue;
    [order[i], order[j]] = [order[j], order[i]];
    const next = violations();
    if (next <= v) v = next;
    else [order[i], order[j]] = [order[j], order[i]];
  }
  if (v > 0) throw new Error('no assignment found');
  return order;
}

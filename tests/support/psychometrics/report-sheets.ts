import { instruments } from '#content/assessments/registry';
import { scoreDyzn } from '#shared/assessments/dyzn';
import { scoreHld } from '#shared/assessments/hld';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { DyznInstrument, HldInstrument } from '#shared/assessments/types';
import { gaussian, mulberry32, population, simulateAttentive, type Population, type Rng } from './simulate';

/**
 * Realistic answer sheets of the kinds whose report texts are easiest to get wrong: exactly tied,
 * near-tied (within the band), flat, uniformly low. Each comes from the simulation (simulate.ts) on the
 * current instrument: an attentive student with chosen true traits, or a simulated sheet with one
 * scale's answers copied onto another's (an exact tie between two real answer patterns). Nothing here
 * knows the expected report; the tests derive what a text may claim from the sheet's own scores.
 */

export type SheetKind = 'natural' | 'tied-first' | 'tied-third' | 'near-tied' | 'flat' | 'low';
export type Sheet = Map<number, AnswerValue>;

type RatedKey = 'hld' | 'dyzn';

function scaleScores(key: RatedKey, values: Sheet): { scale: string; score: number }[] {
  if (key === 'hld') return scoreHld(instruments.hld as HldInstrument, values as Map<number, number>).map((s) => ({ scale: s.type, score: s.score }));
  return scoreDyzn(instruments.dyzn as DyznInstrument, values as Map<number, number>).map((s) => ({ scale: s.key, score: s.score }));
}

const itemScale = (key: RatedKey, index: number): string => (key === 'hld' ? instruments.hld.items[index].type : instruments.dyzn.items[index].intelligence);

/** The sheet with scale `to`'s answers replaced by scale `from`'s, item by item in instrument order: equal raw sums. */
function copyScale(key: RatedKey, values: Sheet, from: string, to: string): Sheet {
  const items = instruments[key].items;
  const fromIds = items.filter((_, i) => itemScale(key, i) === from).map((i) => i.id);
  const toIds = items.filter((_, i) => itemScale(key, i) === to).map((i) => i.id);
  const out = new Map(values);
  toIds.forEach((id, k) => out.set(id, values.get(fromIds[k])!));
  return out;
}

/** True traits: every scale at `level` plus a small spread (SD `spread`); `lift` raises two random scales. */
function traitsAt(pop: Population, rng: Rng, level: number, spread: number, lift = 0): number[] {
  const t = pop.scales.map(() => level + spread * gaussian(rng));
  if (lift) {
    const a = Math.floor(rng() * t.length);
    const b = (a + 1 + Math.floor(rng() * (t.length - 1))) % t.length;
    t[a] = t[b] = level + lift;
  }
  return t;
}

/** Up to `n` sheets of `kind` for a rated test (hld or dyzn), drawn with `seed`. */
export function ratedSheets(key: RatedKey, kind: SheetKind, n: number, seed: number, band: number): Sheet[] {
  const pop = population(instruments[key], 2026 + seed);
  const rng = mulberry32(seed);
  const out: Sheet[] = [];
  for (let attempt = 0; out.length < n && attempt < 400 * n; attempt++) {
    const traits =
      kind === 'flat'
        ? traitsAt(pop, rng, gaussian(rng) * 0.5, 0.1)
        : kind === 'low'
          ? traitsAt(pop, rng, -1.7, 0.3)
          : kind === 'near-tied'
            ? traitsAt(pop, rng, -0.3, 0.5, 1.2)
            : undefined;
    const values = simulateAttentive(pop, rng, traits).values;
    const ranked = scaleScores(key, values).sort((a, b) => b.score - a.score);
    const range = ranked[0].score - ranked.at(-1)!.score;
    if (kind === 'natural') out.push(values);
    else if (kind === 'tied-first') out.push(copyScale(key, values, ranked[0].scale, ranked[1].scale));
    else if (kind === 'tied-third') out.push(copyScale(key, values, ranked[2].scale, ranked[3].scale));
    else if (kind === 'near-tied' && ranked[0].score - ranked[1].score > 0 && ranked[0].score - ranked[1].score < band) out.push(values);
    else if (kind === 'flat' && range < band) out.push(values);
    else if (kind === 'low' && ranked[0].score < (key === 'hld' ? 35 : 45) && range >= 2) out.push(values);
  }
  return out;
}

/** Up to `n` personality sheets: 'natural', 'near-tied' (some letter within error), 'flat' (every letter within error). */
export function mbtiSheets(kind: 'natural' | 'near-tied' | 'flat', n: number, seed: number, isUndecided: (counts: number[]) => boolean): Sheet[] {
  const pop = population(instruments.mbti, 2026 + seed);
  const rng = mulberry32(seed);
  const out: Sheet[] = [];
  const dims = pop.scales;
  for (let attempt = 0; out.length < n && attempt < 400 * n; attempt++) {
    const traits = kind === 'flat' ? dims.map(() => 0.15 * gaussian(rng)) : kind === 'near-tied' ? dims.map(() => 0.9 * gaussian(rng)) : undefined;
    const values = simulateAttentive(pop, rng, traits).values;
    const undecided = dims.map((d) => {
      const counts = [0, 0];
      for (const item of instruments.mbti.items) {
        if (item.dimension !== d) continue;
        const a = values.get(item.id) === 'a';
        counts[(a ? item.aPole === d[0] : item.aPole !== d[0]) ? 0 : 1]++;
      }
      return isUndecided(counts);
    });
    if (kind === 'natural' || (kind === 'near-tied' && undecided.some(Boolean) && !undecided.every(Boolean)) || (kind === 'flat' && undecided.every(Boolean))) out.push(values);
  }
  return out;
}

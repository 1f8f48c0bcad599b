import { type QualityReason, qualityOf } from '#shared/assessments/quality';
import type { AssessmentKey } from '#shared/assessments/types';
import { instruments } from '#content/assessments/registry';
import {
  type AttentiveOptions,
  CARELESS_MODELS,
  type CarelessModel,
  flatTraits,
  HELD_OUT_MODELS,
  type HeldOutModel,
  mulberry32,
  type Population,
  population,
  type Rng,
  type SimulatedSheet,
  simulateAttentive,
  simulateCareless,
} from './simulate';

/**
 * The calibration run of the response-quality check (docs/RESPONSE-QUALITY.md): simulated attentive
 * students at three noise levels and with flat profiles, and careless sheets of every modelled style,
 * per instrument, fixed seeds. Used by quality-calibration.test.ts and printed by scripts/quality-figures.ts.
 */

export const CALIBRATION = { attentive: 2000, careless: 500, populationSeed: 1, sheetSeed: 100 } as const;

/** Attentive students: realistic noise (alpha ≈ .8), noisier (≈ .7), very consistent (≈ .9), and genuinely flat profiles. */
export const ATTENTIVE_GROUPS = ['attentive', 'attentive-noisy', 'attentive-consistent', 'attentive-flat'] as const;
export type AttentiveGroup = (typeof ATTENTIVE_GROUPS)[number];
export type CalibrationGroup = AttentiveGroup | CarelessModel | HeldOutModel;

const attentiveOptions: Record<AttentiveGroup, (pop: Population, rng: Rng) => AttentiveOptions> = {
  attentive: () => ({}),
  'attentive-noisy': () => ({ noise: 0.6 }),
  'attentive-consistent': () => ({ noise: 1.6 }),
  'attentive-flat': (pop, rng) => ({ traits: flatTraits(pop, rng) }),
};

export interface CalibrationRow {
  group: CalibrationGroup;
  sheets: number;
  /** Share flagged (any reason). */
  flagged: number;
  /** Share flagged by each reason. */
  byReason: Partial<Record<QualityReason, number>>;
  /** Share flagged when the per-item times are not sent (old clients): only the total seconds remain. */
  flaggedWithoutItemTimes: number;
}

function draw(pop: Population, group: CalibrationGroup, rng: Rng): SimulatedSheet {
  if ((ATTENTIVE_GROUPS as readonly string[]).includes(group)) {
    return simulateAttentive(pop, rng, undefined, undefined, attentiveOptions[group as AttentiveGroup](pop, rng));
  }
  return simulateCareless(pop, group as CarelessModel | HeldOutModel, rng);
}

export function calibrate(
  key: AssessmentKey,
  counts: { attentive: number; careless: number } = CALIBRATION,
  groups: readonly CalibrationGroup[] = [...ATTENTIVE_GROUPS, ...CARELESS_MODELS, ...HELD_OUT_MODELS],
): CalibrationRow[] {
  const instrument = instruments[key];
  const pop = population(instrument, CALIBRATION.populationSeed);
  const rng = mulberry32(CALIBRATION.sheetSeed);
  return groups.map((group) => {
    const sheets = (ATTENTIVE_GROUPS as readonly string[]).includes(group) ? counts.attentive : counts.careless;
    let flagged = 0;
    let flaggedNoTimes = 0;
    const byReason: Partial<Record<QualityReason, number>> = {};
    for (let n = 0; n < sheets; n++) {
      const sheet = draw(pop, group, rng);
      const q = qualityOf(key, instrument, sheet.values, sheet.itemMs, sheet.seconds);
      if (q.flagged) flagged++;
      for (const r of q.reasons) byReason[r] = (byReason[r] ?? 0) + 1 / sheets;
      if (qualityOf(key, instrument, sheet.values, undefined, sheet.seconds).flagged) flaggedNoTimes++;
    }
    return { group, sheets, flagged: flagged / sheets, byReason, flaggedWithoutItemTimes: flaggedNoTimes / sheets };
  });
}

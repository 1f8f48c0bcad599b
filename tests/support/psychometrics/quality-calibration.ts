import { type QualityReason, qualityOf } from '#shared/assessments/quality';
import type { AssessmentKey } from '#shared/assessments/types';
import { instruments } from '#content/assessments/registry';
import { CARELESS_MODELS, type CarelessModel, mulberry32, population, simulateAttentive, simulateCareless } from './simulate';

/**
 * The calibration run of the response-quality check (docs/RESPONSE-QUALITY.md): simulated attentive
 * students and careless sheets per instrument, fixed seeds. Used by quality-calibration.test.ts and
 * printed by scripts/quality-figures.ts.
 */

export const CALIBRATION = { attentive: 2000, careless: 500, populationSeed: 1, sheetSeed: 100 } as const;

export interface CalibrationRow {
  group: 'attentive' | CarelessModel;
  sheets: number;
  /** Share flagged (any reason). */
  flagged: number;
  /** Share flagged by each reason. */
  byReason: Partial<Record<QualityReason, number>>;
  /** Share flagged when the per-item times are not sent (old clients): only the total seconds remain. */
  flaggedWithoutItemTimes: number;
}

export function calibrate(key: AssessmentKey, counts: { attentive: number; careless: number } = CALIBRATION): CalibrationRow[] {
  const instrument = instruments[key];
  const pop = population(instrument, CALIBRATION.populationSeed);
  const rng = mulberry32(CALIBRATION.sheetSeed);
  const groups: CalibrationRow['group'][] = ['attentive', ...CARELESS_MODELS];
  return groups.map((group) => {
    const sheets = group === 'attentive' ? counts.attentive : counts.careless;
    let flagged = 0;
    let flaggedNoTimes = 0;
    const byReason: Partial<Record<QualityReason, number>> = {};
    for (let n = 0; n < sheets; n++) {
      const sheet = group === 'attentive' ? simulateAttentive(pop, rng) : simulateCareless(pop, group, rng);
      const q = qualityOf(key, instrument, sheet.values, sheet.itemMs, sheet.seconds);
      if (q.flagged) flagged++;
      for (const r of q.reasons) byReason[r] = (byReason[r] ?? 0) + 1 / sheets;
      if (qualityOf(key, instrument, sheet.values, undefined, sheet.seconds).flagged) flaggedNoTimes++;
    }
    return { group, sheets, flagged: flagged / sheets, byReason, flaggedWithoutItemTimes: flaggedNoTimes / sheets };
  });
}

import { checkQuality, instruments } from '#content/assessments/registry';
import { mulberry32, population, simulateAttentive } from './simulate';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * An attentive student's answers on the current instrument, by question id: the realistic simulation
 * of simulate.ts beside it, and a sheet the response-quality check accepts (a test that
 * wants a report must not hand in a careless sheet). The same seed gives the same sheet.
 */
export function attentiveSheet(key: AssessmentKey, seed = 1): Record<number, AnswerValue> {
  const students = population(instruments[key], 2026);
  for (let s = seed; ; s++) {
    const sheet = simulateAttentive(students, mulberry32(s));
    if (!checkQuality(key, sheet.values, undefined, sheet.itemMs, sheet.seconds).flagged) return Object.fromEntries(sheet.values);
  }
}

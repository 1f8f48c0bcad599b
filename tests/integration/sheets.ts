import { checkQuality, instruments } from '#content/assessments/registry';
import { shownIds } from '#shared/assessments/shown-order';
import { mulberry32, population, simulateAttentive } from '#tests/support/psychometrics/simulate';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * Answer sheets for tests that need a result of a known kind: an attentive simulated student the
 * quality check accepts, or a straight-liner it flags. As the device sends them (JSON, with `ms`).
 */
export function acceptedAnswer(key: AssessmentKey, seed: number): { answer: string; times: number } {
  const pop = population(instruments[key], 21);
  for (let s = seed; ; s += 1000) {
    const sheet = simulateAttentive(pop, mulberry32(s));
    if (checkQuality(key, sheet.values, pop.instrument.version, sheet.itemMs, sheet.seconds).flagged) continue;
    const answer = shownIds(pop.instrument).map((id) => ({ id, [key === 'mbti' ? 'answer' : 'value']: sheet.values.get(id), ms: sheet.itemMs.get(id) }));
    return { answer: JSON.stringify(answer), times: sheet.seconds };
  }
}

/** Every item the same answer, fast: flagged by the quality check. */
export function straightLined(key: AssessmentKey): { answer: string; times: number } {
  const ids = shownIds(instruments[key]);
  const value = key === 'mbti' ? 'a' : instruments[key].options[0].value;
  const answer = ids.map((id) => ({ id, [key === 'mbti' ? 'answer' : 'value']: value, ms: 900 }));
  return { answer: JSON.stringify(answer), times: ids.length };
}

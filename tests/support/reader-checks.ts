import { instruments } from '#content/assessments/registry';
import type { RawAnswer } from '#shared/assessments/answers';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * The validity items (作答检查题) answered as a reader answers them, for tests that build a sheet from
 * the scored items alone: the API refuses a sheet without them, and the quality check counts them.
 */
export function readerChecks(key: AssessmentKey): RawAnswer[] {
  if (key === 'mbti') return (instruments.mbti.checks ?? []).map((c) => ({ id: c.id, answer: c.accepted }));
  return (instruments[key].checks ?? []).map((c) => ({ id: c.id, value: c.accepted[0] }));
}

/** `answers` to the scored items with the validity items answered as a reader would. */
export function withReaderChecks<A extends RawAnswer>(key: AssessmentKey, answers: readonly A[]): (A | RawAnswer)[] {
  return [...answers, ...readerChecks(key)];
}

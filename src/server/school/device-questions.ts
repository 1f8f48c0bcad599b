import type { AssessmentKey } from '#shared/assessments/types';
import { ASSESSMENT_KEYS, instrumentVersion, questionList } from '#content/assessments/registry';

/**
 * The question lists a set-up tablet keeps for students who sign in on it without a network
 * (docs/OFFLINE-LESSON.md). They are the same for everyone; `have` names the versions the tablet
 * holds, and only the lists of other versions are sent.
 */
export function deviceQuestions(have = '') {
  const held = new Map(
    have
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':') as [string, string]),
  );
  return ASSESSMENT_KEYS.filter((key) => held.get(key) !== instrumentVersion(key)).map((key: AssessmentKey) => ({
    assessment: key,
    set: { version: instrumentVersion(key), list: questionList(key) },
  }));
}

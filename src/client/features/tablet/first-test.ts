import { assessmentCards } from '#client/features/assessment/public';
import { nextAssigned } from '#client/offline/assigned-state';
import { readAssignmentEvidence } from '#client/offline/live';
import { readXuankeOnDevice } from '#client/offline/xuanke-live';
import { roundToAnswer } from '#client/offline/xuanke-state';

export type AfterSignIn = '/assessment' | '/subject-choice' | (typeof assessmentCards)[number]['testPath'];

/**
 * Where a student goes from the PIN pad: straight to the first question of the first assessment the
 * teacher assigned that they have not finished (or back into the one they began), else the list of
 * tests. A class student ticks no box first: their roster account was created by the school, which
 * records a guardian's consent where it is needed (docs/SCHOOL.md, "Starting a test on a class tablet").
 * With no test left to take, an open 选科意向 round the student has not answered opens its page.
 */
export async function afterSignIn(userId: number, now = Date.now()): Promise<AfterSignIn> {
  const evidence = await readAssignmentEvidence(userId).catch(() => null);
  const key = evidence ? nextAssigned(evidence, now) : null;
  const test = assessmentCards.find((card) => card.key === key)?.testPath;
  if (test) return test;
  const xuanke = await readXuankeOnDevice(userId).catch(() => null);
  return xuanke && roundToAnswer(xuanke.rounds, xuanke.choices, now) ? '/subject-choice' : '/assessment';
}

/**
 * The pages a student goes to from the pad: the test pages (the first question must not wait for their
 * code) and the list of tests (the way back from a test, which must open with the network gone, even
 * before the service worker holds the app). Their code is fetched while the PIN is typed.
 */
export const PAGES_TO_PRELOAD = [...assessmentCards.map((card) => card.testPath), '/assessment', '/subject-choice'] as const;

import { assessmentApi } from '#client/contracts/assessment.gen';
import { showInDevelopment } from '#client/components/dialog/dialog-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { getToken } from '#client/lib/token-storage';
import type { AssessmentCard } from '../assessment-cards';

type Go = (to: string) => void;

/** How long a card waits for the server's check before opening the start page anyway. */
export const CHECK_WAIT_MS = 1000;

/**
 * Spec section 4: not logged in → /login; a card with `check` asks check…TestRight and, if it passes,
 * opens its path; a card without a path shows the in-development dialog.
 * Offline, or on lie-fi (a request that hangs until its 5 s timeout), the check is not waited for
 * beyond CHECK_WAIT_MS: the start page opens, and the test page asks the server again before the test.
 * A refusal arriving later is still shown (callApi's toast).
 */
export async function openAssessment(card: AssessmentCard | { startPath?: undefined }, go: Go, waitMs = CHECK_WAIT_MS) {
  if (!getToken()) return go('/login');
  if (!card.startPath) return void showInDevelopment();
  if ('check' in card && card.check) {
    const check = callApi(assessmentApi[card.key].checkTestRight).then(
      () => true,
      (error: unknown) => error instanceof ApiCallError && error.code === 0,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unanswered = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), waitMs)));
    const allowed = await Promise.race([check, unanswered]).finally(() => clearTimeout(timer));
    if (!allowed) return;
  }
  go(card.startPath);
}

import { assessmentApi } from '#shared/api/assessment';
import { showInDevelopment } from '#client/components/dialog/dialog-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { getToken } from '#client/lib/token-storage';
import type { AssessmentCard } from '#client/lib/assessment-cards';

type Go = (to: string) => void;

/**
 * Spec section 4: not logged in → /login; a card with `check` asks check…TestRight and, if it passes,
 * opens its path; a card without a path shows the in-development dialog.
 * Offline, the check cannot be asked: the start page opens, and the saved questions are used.
 */
export async function openAssessment(card: AssessmentCard | { startPath?: undefined }, go: Go) {
  if (!getToken()) return go('/login');
  if (!card.startPath) return void showInDevelopment();
  if ('check' in card && card.check) {
    try {
      await callApi(assessmentApi[card.key].checkTestRight);
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 0)) return;
    }
  }
  go(card.startPath);
}

import { ApiCode } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER, schoolApi } from '#client/contracts/school.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import type { ClassDevice } from '#client/lib/class-device';
import { queryClient } from '#client/lib/query-client';
import { refreshAssignments } from '#client/offline/assignments';
import { db } from '#client/offline/db';
import { rememberUploadCredential } from '#client/offline/upload-credentials';
import { forgetSession, signIn } from '#client/session/auth';
import { userInfoQuery } from '#client/session/user';
import { PIN_SIGN_IN_TIMEOUT_MS } from './pin-entry';

export const OFFLINE_SIGN_IN = '平板没有连上网络，连上以后才能登录。请告诉老师。';
export const SLOW_SIGN_IN = '服务器有点忙，没有及时回答。请再输一次密码。';

export type PinSignInResult =
  | { kind: 'signed-in'; userId: number }
  /** Wrong PIN (4032), locked (4029) or no network: the pad says why and stays open. */
  | { kind: 'refused'; message: string }
  /** No network at all: the tablet may let the student in without one (offline/offline-sign-in.ts). */
  | { kind: 'offline' }
  /** 4003: this tablet is not (or no longer) set up for the class. */
  | { kind: 'not-set-up'; message: string };

/**
 * A student's PIN sign-in on the class tablet. The session is this tab's only (a tablet sign-in is
 * never kept), after forgetting whoever was signed in before; the upload credential the server gives
 * with it is kept under the student's id, so their finished tests still upload after the hand-over.
 */
export async function signInWithPin(device: ClassDevice, studentId: number, pin: string): Promise<PinSignInResult> {
  let answer;
  try {
    answer = await callApi(
      schoolApi.pinLogin,
      { studentId, pin },
      { headers: { [CLASS_DEVICE_HEADER]: device.deviceToken }, silent: true, signal: AbortSignal.timeout(PIN_SIGN_IN_TIMEOUT_MS) },
    );
  } catch (error) {
    if (error instanceof ApiCallError && error.timedOut && navigator.onLine) return { kind: 'refused', message: SLOW_SIGN_IN };
    if (!(error instanceof ApiCallError) || error.code === 0) return { kind: 'offline' };
    if (error.code === ApiCode.FORBIDDEN) return { kind: 'not-set-up', message: error.message };
    return { kind: 'refused', message: error.message || '没有登录成功，请再试一次' };
  }
  forgetSession();
  signIn(answer.token, { remember: false });
  const { userId } = answer;
  // Filed under the id the sign-in named: asking "who is this?" first failed on a busy server and left
  // the student's results with no way up after the hand-over (issue 36).
  await rememberUploadCredential(userId, { credential: answer.uploadCredential, deviceToken: device.deviceToken, savedAt: Date.now() }).catch((error: unknown) =>
    console.warn('could not keep the upload credential', error),
  );
  // Who signed in (the bar's name), what the teacher assigned and the open 选科意向 rounds (where the student goes now), side by side.
  await Promise.all([
    queryClient.fetchQuery({ ...userInfoQuery, retry: 2 }).catch((error: unknown) => console.warn('user info after PIN sign-in failed', error)),
    refreshAssignments(db, userId, answer.token),
    import('#client/offline/choices').then(({ refreshXuankeRounds }) => refreshXuankeRounds(db, userId, answer.token)).catch(() => undefined),
  ]);
  return { kind: 'signed-in', userId };
}

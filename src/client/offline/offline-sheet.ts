import { packAnswers } from '#shared/school/signed-result';
import { getClassDevice } from '../lib/class-device';
import { signResult } from '../lib/device-crypto';
import { offlineKitOf, offlineSignIn, studentOfOfflineUser } from '../lib/offline-tablet';
import type { TestSession } from './schema';
import { elapsedSeconds } from './test-session';

/**
 * A test finished by a student signed in without a network, as the line the tablet signs
 * (docs/OFFLINE-LESSON.md): the answers, per-question times and timestamps, the PIN sealed at the
 * sign-in, signed with the tablet's key. Undefined for every other test (they go with a login).
 */
export async function signOfflineSheet(session: TestSession, now: number): Promise<string | undefined> {
  const studentId = studentOfOfflineUser(session.userId);
  if (studentId === null) return undefined;
  const signIn = offlineSignIn();
  const device = getClassDevice();
  const kit = device && (await offlineKitOf(device.deviceToken));
  if (!signIn || signIn.studentId !== studentId || !kit) throw new Error('the offline sign-in or the tablet key is missing');
  return signResult(
    {
      deviceId: kit.deviceId,
      attemptId: session.attemptId,
      studentId,
      assessment: session.assessment,
      version: session.version,
      ...packAnswers(session.answers),
      seconds: elapsedSeconds(session.activeMs),
      startedAt: session.startedAt,
      finishedAt: now,
      sealedPin: signIn.sealedPin,
    },
    kit.privateKey,
  );
}

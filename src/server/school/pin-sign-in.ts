import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import { classStudents, schoolStudents } from '../db/schema';
import type { Clock } from '../lib/clock';
import { safeEqual } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import type { ClassDevice } from './class-devices';
import { countPasswordTry, slowDown } from '../platform/password-attempts';
import { clearLimit, hitEach } from '../platform/rate-limit';
import { createSession } from '../platform/sessions';
import { issueUploadCredential } from './upload-credentials';

/** PIN tries a set-up tablet may make in an hour: a class of 45 signing in, with typos, several times over. */
export const PIN_TRIES_PER_DEVICE_HOURLY = 300;

export const pinKey = (studentId: number) => `pin:fail:student:${studentId}`;

const wrongPin = () => new ApiError(ApiCode.LOGIN_FAILED, '密码不正确，请再试一次；忘记了请找老师');

/**
 * A student taps their name on a set-up tablet and types their 6-digit PIN. It works only on a tablet
 * set up for the student's own class (the device token is checked before this), and each try is
 * counted before the PIN is compared, per student (10 wrong in 15 minutes lock that student's PIN
 * sign-in, from every tablet, whatever the concurrency) and per tablet. The answer is a session for
 * this tab and an upload credential for this tablet.
 */
export async function pinLogin(deps: { db: Db; clock: Clock }, device: ClassDevice, input: { studentId: number; pin: string }) {
  const { db, clock } = deps;
  const now = clock.now();
  await hitEach(db, [{ key: `pin:device:${device.id}`, limit: PIN_TRIES_PER_DEVICE_HOURLY, windowSeconds: 3600, what: '本平板登录尝试' }], now);
  const [student] = await db
    .select({ userId: schoolStudents.userId, pin: schoolStudents.pin })
    .from(schoolStudents)
    .innerJoin(classStudents, eq(classStudents.studentId, schoolStudents.id))
    .where(and(eq(schoolStudents.id, input.studentId), eq(classStudents.classId, device.classId)));
  // Someone not in this tablet's class gets the answer of a wrong PIN, and their own counter is not
  // touched: a tablet of one class cannot lock out the students of another.
  if (!student) throw wrongPin();
  const key = pinKey(input.studentId);
  const failures = await countPasswordTry(db, key, now, '密码错误次数太多，请15分钟后再试，或请老师重置密码');
  await slowDown(clock, failures);
  if (!safeEqual(student.pin, input.pin)) throw wrongPin();
  await clearLimit(db, key);
  return { token: await createSession(db, student.userId, now, 'tab'), uploadCredential: await issueUploadCredential(db, student.userId, device.id, now), userId: student.userId };
}

import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { RawAnswer } from '#shared/assessments/answers';
import type { AssessmentKey } from '#shared/assessments/types';
import { finishedAfterStop, parseSignedResult, type SignedResult, unpackAnswers } from '#shared/school/signed-result';
import { sheetQuestionIds } from '#content/assessments/registry';
import type { Db } from '../db/client';
import { assessmentResults, classDevices, classStudents, heldResults, schoolClasses, schoolStudents } from '../db/schema';
import type { Clock } from '../lib/clock';
import { safeEqual } from '../lib/crypto';
import { ApiError, invalid } from '../lib/errors';
import { countPasswordTry } from '../platform/password-attempts';
import { clearLimit, hitEach } from '../platform/rate-limit';
import { deviceExpiry } from './class-devices';
import { deviceSigned, openSealedPin, pinSealKey, sealContext } from './device-keys';
import { pinKey } from './pin-sign-in';

/**
 * Whether a result a class tablet signed offline may be stored, and under whom (docs/OFFLINE-LESSON.md).
 * Refused outright (nothing written): not a signed result, a signature that does not match (one
 * answer changed), a tablet unknown, a result finished after its tablet was stopped or expired, a
 * student not of the tablet's school.
 * Held for the teacher (stored under no one): the PIN typed offline is not the student's PIN now, or
 * the student is no longer in the tablet's class. Otherwise stored under the student, by the same
 * submit as every other result, exactly once per attempt id.
 */

/** Signed results one tablet may send (or have sent for it) in an hour: a class's three tests, many times over. */
export const SIGNED_RESULTS_PER_DEVICE_HOURLY = 600;

export type SignedVerdict =
  { kind: 'store'; userId: number; key: AssessmentKey; answers: RawAnswer[]; seconds: number; version: string; attemptId: string } | { kind: 'held'; reason: 'pin' | 'class' };

const notOurs = () => invalid('这不是本平台班级平板交来的测评结果，或者内容不完整', { errors: [{ field: 'result', message: '这不是本平台班级平板交来的测评结果' }] });
const altered = () => invalid('这份测评结果被改动过，和平板签名时的内容不一致，不能接收', { errors: [{ field: 'result', message: '测评结果被改动过' }] });
const stopped = () => new ApiError(ApiCode.FORBIDDEN, '这份结果是平板被老师停用（或设置过期）之后才完成的，不能接收');
const foreign = () => new ApiError(ApiCode.FORBIDDEN, '这位同学不在这台平板所属的学校，结果不能接收');

export async function judgeSignedResult(deps: { db: Db; clock: Clock }, text: string, now: Date): Promise<SignedVerdict> {
  const { db } = deps;
  const signed = parseSignedResult(text);
  if (!signed) throw notOurs();
  const [device] = await db
    .select({
      classId: classDevices.classId,
      orgId: schoolClasses.orgId,
      publicKey: classDevices.publicKey,
      revokedAt: classDevices.revokedAt,
      createdAt: classDevices.createdAt,
      lastSeenAt: classDevices.lastSeenAt,
    })
    .from(classDevices)
    .innerJoin(schoolClasses, eq(classDevices.classId, schoolClasses.id))
    .where(eq(classDevices.id, signed.deviceId));
  if (!device?.publicKey) throw notOurs();
  if (!deviceSigned(device.publicKey, signed.signedText, signed.signature)) throw altered();

  const answers = unpackAnswers(sheetQuestionIds(signed.assessment, signed.version), signed.answers, signed.itemTimes);
  if (!answers) throw invalid('这份测评结果的题目数量不对', { errors: [{ field: 'result', message: '题目数量不对' }] });

  const [student] = await db
    .select({ userId: schoolStudents.userId, pin: schoolStudents.pin, orgId: schoolStudents.orgId, inClass: classStudents.classId })
    .from(schoolStudents)
    .leftJoin(classStudents, and(eq(classStudents.studentId, schoolStudents.id), eq(classStudents.classId, device.classId)))
    .where(eq(schoolStudents.id, signed.studentId));
  if (!student || student.orgId !== device.orgId) throw foreign();

  const store: SignedVerdict = {
    kind: 'store',
    userId: student.userId,
    key: signed.assessment,
    answers,
    seconds: signed.seconds,
    version: signed.version,
    attemptId: signed.attemptId,
  };
  // A result that reached the server before (from the tablet or the teacher's phone) is answered as
  // before, whatever changed since (a tablet stopped since included): the second copy changes nothing.
  if (await alreadyStored(db, student.userId, signed.attemptId)) return store;
  if (finishedAfterStop(signed, stopsAt(device))) throw stopped();
  await hitEach(db, [{ key: `signed:device:${signed.deviceId}`, limit: SIGNED_RESULTS_PER_DEVICE_HOURLY, windowSeconds: 3600, what: '这台平板的结果上传' }], now);
  const held = await heldBefore(db, signed);
  if (held) return { kind: 'held', reason: held };

  if (student.inClass === null) return hold(db, device.classId, signed, 'class');
  // Counted before it is compared, on the student's PIN lock shared with the tablets' sign-in: a
  // tablet's key cannot be used to guess a PIN faster than the sign-in page allows.
  await countPasswordTry(db, pinKey(signed.studentId), now, '这位同学的密码错误次数太多，请15分钟后再上传');
  const pin = openSealedPin((await pinSealKey(db)).privateKey, signed.sealedPin, sealContext(signed.deviceId, signed.studentId));
  if (pin === null || !safeEqual(student.pin, pin)) return hold(db, device.classId, signed, 'pin');
  await clearLimit(db, pinKey(signed.studentId));
  return store;
}

/** When the tablet's signature stops counting: stopped by the teacher, or its set-up expired. */
const stopsAt = (device: { revokedAt: Date | null; createdAt: Date; lastSeenAt: Date }) =>
  Math.min(device.revokedAt?.getTime() ?? Infinity, deviceExpiry(device.createdAt, device.lastSeenAt).getTime());

async function alreadyStored(db: Db, userId: number, attemptId: string) {
  const [row] = await db
    .select({ id: assessmentResults.id })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.attemptId, attemptId)));
  return row !== undefined;
}

async function heldBefore(db: Db, signed: SignedResult): Promise<'pin' | 'class' | null> {
  const [row] = await db
    .select({ reason: heldResults.reason })
    .from(heldResults)
    .where(and(eq(heldResults.deviceId, signed.deviceId), eq(heldResults.attemptId, signed.attemptId)));
  return row ? (row.reason as 'pin' | 'class') : null;
}

/** Keeps the result for the teacher of the tablet's class; a copy arriving again adds nothing (unique tablet + attempt). */
async function hold(db: Db, classId: number, signed: SignedResult, reason: 'pin' | 'class'): Promise<SignedVerdict> {
  await db
    .insert(heldResults)
    .values({ classId, deviceId: signed.deviceId, studentId: signed.studentId, attemptId: signed.attemptId, assessment: signed.assessment, reason, signed: withText(signed) })
    .onConflictDoNothing({ target: [heldResults.deviceId, heldResults.attemptId] });
  return { kind: 'held', reason };
}

const withText = (signed: SignedResult) => `${signed.signedText}~${signed.signature}`;

export const heldMessage = (reason: 'pin' | 'class') =>
  reason === 'pin' ? '登录时输入的密码和这位同学的密码对不上，结果已交给老师确认，暂时不算成绩' : '这位同学已经不在这台平板的班级，结果已交给老师处理，暂时不算成绩';

import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import { assessmentResults, classStudents, schoolStudents, sessions, uploadCredentials, users, xuankeSubmissions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { safeEqual } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { classOfCode } from './class-codes';
import { withKeyLock } from '../platform/dedupe';
import { countPasswordTry, slowDown } from '../platform/password-attempts';
import { pinKey } from './pin-sign-in';
import { clearLimit, hitEach } from '../platform/rate-limit';

const mismatch = () => new ApiError(ApiCode.INVALID_PARAMS, '班级码、学号、姓名或登录卡密码不符，请向老师确认');

/**
 * A student who has a phone account joins it to their school record: the class's link code (shown
 * by their teacher), their 学号 and name as on the roster, and the PIN of their own sign-in card.
 * 学号 and names are known to every classmate, so the PIN is what proves the record is theirs: its
 * tries count against the same per-student lock as a tablet's, before it is compared (and outside the
 * transaction, so a refusal cannot roll the count back). The record then belongs to the phone account;
 * what the roster-made account held (results, uploads still on a tablet) moves with it and that
 * account is deleted, so the student has one account with everything.
 */
export async function linkSchoolAccount(deps: { db: Db; clock: Clock }, userId: number, input: { code: string; studentNo: string; name: string; pin: string }): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  await hitEach(db, [{ key: `school-link:user:${userId}`, limit: 10, windowSeconds: 3600, what: '关联学校账号' }], now);
  const classId = await classOfCode(db, input.code, 'link', now);
  if (classId === null) throw mismatch();
  const studentNo = input.studentNo.trim();
  const recordOf = (q: Db) =>
    q
      .select({ id: schoolStudents.id, rosterUserId: schoolStudents.userId, name: schoolStudents.name, pin: schoolStudents.pin })
      .from(schoolStudents)
      .innerJoin(classStudents, eq(classStudents.studentId, schoolStudents.id))
      .where(and(eq(classStudents.classId, classId), eq(schoolStudents.studentNo, studentNo)))
      .then((rows) => (rows[0]?.name === input.name.trim() ? rows[0] : undefined));
  const found = await recordOf(db);
  if (!found) throw mismatch();
  const failures = await countPasswordTry(db, pinKey(found.id), now, '密码错误次数太多，请15分钟后再试，或请老师重置密码');
  await slowDown(clock, failures);
  if (!safeEqual(found.pin, input.pin)) throw mismatch();
  await clearLimit(db, pinKey(found.id));
  await withKeyLock(db, `school-link:${classId}:${studentNo}`, async (tx) => {
    const [me] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (!me?.mobile) throw new ApiError(ApiCode.INVALID_PARAMS, '请用手机号注册的账号关联');
    const [already] = await tx.select({ id: schoolStudents.id }).from(schoolStudents).where(eq(schoolStudents.userId, userId));
    if (already) throw new ApiError(ApiCode.CONFLICT, '这个账号已经关联了学校名单');
    // Read again under the lock: a PIN reset or a second link in between wins.
    const record = await recordOf(tx);
    if (!record || record.pin !== found.pin) throw mismatch();
    const [rosterUser] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, record.rosterUserId));
    if (rosterUser?.mobile) throw new ApiError(ApiCode.CONFLICT, '该同学已经关联了手机账号，如有疑问请联系老师');
    await tx.update(assessmentResults).set({ userId }).where(eq(assessmentResults.userId, record.rosterUserId));
    await tx.update(uploadCredentials).set({ userId }).where(eq(uploadCredentials.userId, record.rosterUserId));
    // The phone account has no school record yet (checked above), so it has no 选科意向 choices to collide with.
    await tx.update(xuankeSubmissions).set({ userId }).where(eq(xuankeSubmissions.userId, record.rosterUserId));
    await tx.update(schoolStudents).set({ userId, updatedAt: now }).where(eq(schoolStudents.id, record.id));
    await tx.delete(sessions).where(eq(sessions.userId, record.rosterUserId));
    await tx.delete(users).where(eq(users.id, record.rosterUserId));
  });
}

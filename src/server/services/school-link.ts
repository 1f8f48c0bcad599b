import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import { assessmentResults, classStudents, schoolStudents, sessions, uploadCredentials, users } from '../db/schema';
import { ApiError } from '../lib/errors';
import { classOfCode } from './class-codes';
import { withKeyLock } from './dedupe';
import { hitEach } from './rate-limit';

/**
 * A student who has a phone account joins it to their school record: the class's link code (shown
 * by their teacher), their 学号 and their name as on the roster. The record then belongs to the phone
 * account; what the roster-made account held (results, uploads still on a tablet) moves with it and
 * that account is deleted, so the student has one account with everything.
 */
export async function linkSchoolAccount(db: Db, userId: number, input: { code: string; studentNo: string; name: string }, now: Date): Promise<void> {
  await hitEach(db, [{ key: `school-link:user:${userId}`, limit: 10, windowSeconds: 3600, what: '关联学校账号' }], now);
  const classId = await classOfCode(db, input.code, 'link', now);
  const mismatch = () => new ApiError(ApiCode.INVALID_PARAMS, '班级码、学号或姓名与班级名单不符，请向老师确认');
  if (classId === null) throw mismatch();
  await withKeyLock(db, `school-link:${classId}:${input.studentNo}`, async (tx) => {
    const [me] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (!me?.mobile) throw new ApiError(ApiCode.INVALID_PARAMS, '请用手机号注册的账号关联');
    const [already] = await tx.select({ id: schoolStudents.id }).from(schoolStudents).where(eq(schoolStudents.userId, userId));
    if (already) throw new ApiError(ApiCode.CONFLICT, '这个账号已经关联了学校名单');
    const [record] = await tx
      .select({ id: schoolStudents.id, rosterUserId: schoolStudents.userId, name: schoolStudents.name })
      .from(schoolStudents)
      .innerJoin(classStudents, eq(classStudents.studentId, schoolStudents.id))
      .where(and(eq(classStudents.classId, classId), eq(schoolStudents.studentNo, input.studentNo.trim())));
    if (!record || record.name !== input.name.trim()) throw mismatch();
    const [rosterUser] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, record.rosterUserId));
    if (rosterUser?.mobile) throw new ApiError(ApiCode.CONFLICT, '该同学已经关联了手机账号，如有疑问请联系老师');
    await tx.update(assessmentResults).set({ userId }).where(eq(assessmentResults.userId, record.rosterUserId));
    await tx.update(uploadCredentials).set({ userId }).where(eq(uploadCredentials.userId, record.rosterUserId));
    await tx.update(schoolStudents).set({ userId, updatedAt: now }).where(eq(schoolStudents.id, record.id));
    await tx.delete(sessions).where(eq(sessions.userId, record.rosterUserId));
    await tx.delete(users).where(eq(users.id, record.rosterUserId));
  });
}

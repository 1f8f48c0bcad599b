import { eq, inArray, like, or } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { assessmentResults, attemptProgress, enrollments, leadNotes, leads, rateLimits, resultShares, sessions, smsCodes, users } from '../db/schema';
import { ApiError } from '../lib/errors';
import { getUserInfo } from '../accounts/public';
import { noticeLimitKey } from '../bookings/public';
import { spentPrefix } from '../assessments/public';
import { confirmPassword, passwordKey } from '../platform/password-attempts';
import { mobileLimitKey } from '../platform/rate-limit';
import { forgetViewer, myHeldResults, myReportViews, myXuankeChoices } from '../school/public';
import { consentRecordOf, familyExport, parentViewsOf } from '../family/public';

/**
 * Every row about one person, found the same way by the export and by the deletion (PIPL rights of
 * access, portability and erasure): the user, their sessions, results (with share tokens),
 * bookings, sign-ups made under the account or with its mobile, SMS codes of the mobile, and the
 * rate-limit rows named by the mobile or the user id. Rows keyed by a device id or an address are
 * not here: they are shared (a school's address, a family tablet), name no one and are pruned with
 * their window (at most a day).
 */

/** The rate-limit counters of a person, with what each counts (for the export). */
async function limitKeys(db: Db, userId: number, mobile: string | null) {
  const byMobile = mobile
    ? [
        { key: await mobileLimitKey(db, 'sms:mh', mobile), what: '本手机号每小时获取验证码的次数', keep: true },
        { key: await mobileLimitKey(db, 'sms:md', mobile), what: '本手机号每天获取验证码的次数', keep: true },
        { key: await mobileLimitKey(db, 'login:fail', mobile), what: '本手机号15分钟内登录失败的次数', keep: false },
        // Names of builds before the keyed hash (pruned within a day of the update; deleted here too).
        { key: `sms:mh:${mobile}`, what: '本手机号每小时获取验证码的次数', keep: false },
        { key: `sms:md:${mobile}`, what: '本手机号每天获取验证码的次数', keep: false },
        { key: `login:fail:${mobile}`, what: '本手机号15分钟内登录失败的次数', keep: false },
      ]
    : [];
  return [
    ...byMobile,
    { key: `reserve:user:${userId}`, what: '本账号每小时预约的次数', keep: false },
    { key: noticeLimitKey(userId), what: '本账号每天收到预约确认短信的条数', keep: false },
    { key: passwordKey.user(userId), what: '本账号15分钟内确认密码失败的次数', keep: false },
  ];
}

/** A roster student without a phone (mobile null) has sign-ups and SMS codes under their account only. */
const signUpsOf = (userId: number, mobile: string | null) => (mobile ? or(eq(enrollments.userId, userId), eq(enrollments.telphone, mobile)) : eq(enrollments.userId, userId));
const codesOf = (mobile: string | null) => eq(smsCodes.mobile, mobile ?? '');
const limitRowsOf = (keys: string[], userId: number) => or(inArray(rateLimits.key, keys), like(rateLimits.key, `${spentPrefix(userId)}%`));

/** Everything we hold about the user, as JSON. Hashes (password, session tokens, SMS codes, answer payloads) are named, not given. */
export async function exportUserData(db: Db, userId: number, now: Date) {
  const info = await getUserInfo(db, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const keys = await limitKeys(db, userId, user.mobile);
  const userSessions = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.id);
  const results = await db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId)).orderBy(assessmentResults.id);
  const links = await db
    .select({ assessment: assessmentResults.assessment, resultId: resultShares.resultId, createdAt: resultShares.createdAt })
    .from(resultShares)
    .innerJoin(assessmentResults, eq(resultShares.resultId, assessmentResults.id))
    .where(eq(assessmentResults.userId, userId))
    .orderBy(resultShares.id);
  const bookings = await db.select().from(leads).where(eq(leads.userId, userId)).orderBy(leads.id);
  const signUps = await db.select().from(enrollments).where(signUpsOf(userId, user.mobile)).orderBy(enrollments.id);
  // What staff wrote down while following them up is about them too (the author stays staff-internal).
  const notes = await db
    .select({ leadId: leadNotes.leadId, enrollmentId: leadNotes.enrollmentId, body: leadNotes.body, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(or(inArray(leadNotes.leadId, [0, ...bookings.map((b) => b.id)]), inArray(leadNotes.enrollmentId, [0, ...signUps.map((e) => e.id)])))
    .orderBy(leadNotes.id);
  const staffNotes = (of: (n: (typeof notes)[number]) => boolean) => notes.filter(of).map(({ body, createdAt }) => ({ body, createdAt }));
  const codes = await db
    .select({ purpose: smsCodes.purpose, attempts: smsCodes.attempts, createdAt: smsCodes.createdAt, expiresAt: smsCodes.expiresAt, usedAt: smsCodes.usedAt })
    .from(smsCodes)
    .where(codesOf(user.mobile))
    .orderBy(smsCodes.id);
  const limits = await db
    .select()
    .from(rateLimits)
    .where(
      limitRowsOf(
        keys.map((k) => k.key),
        userId,
      ),
    )
    .orderBy(rateLimits.key);
  const progress = await db.select().from(attemptProgress).where(eq(attemptProgress.userId, userId)).orderBy(attemptProgress.receivedAt);
  return {
    exportedAt: now,
    note: '这是“生涯规划”平台保存的与你有关的全部数据。密码、登录凭证、分享链接、短信验证码和答卷校验值只以无法还原的哈希值保存，这里只列出它们的存在，不给出哈希值。',
    user: {
      ...info,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      birthMonth: user.birthMonth,
      consentVersion: user.consentVersion,
      consentAt: user.consentAt,
      password: '已设置（只保存argon2id哈希值）',
    },
    sessions: userSessions,
    assessmentResults: results.map((r) => ({
      id: r.id,
      assessment: r.assessment,
      version: r.instrumentVersion,
      attemptId: r.attemptId,
      answers: r.answers,
      times: r.times,
      result: r.result,
      quality: r.quality ?? null,
      createdAt: r.createdAt,
      shared: links.some((link) => link.resultId === r.id),
    })),
    /**
     * Share links that work now: anyone with one sees that one report until the owner resets them or
     * deletes the result. Stored as hashes, so the export lists when each was made, not the link.
     */
    shareLinks: links,
    /** Which school staff opened your reports, and when. */
    reportViews: await myReportViews(db, userId),
    /** 家长关联: the parents linked to you (or asking), how each link was proved, and the invites you made (the codes are kept only as hashes). */
    ...(await familyExport(db, userId)),
    /** A guardian's decisions online about you (under 14): who, when, how they were verified, which version of the 儿童个人信息保护规则 they read. */
    guardianConsents: await consentRecordOf(db, userId),
    /** Every time a linked parent read your history, a report or your 生涯画像. */
    parentViews: await parentViewsOf(db, userId),
    /** How far your tests on school devices had come, as the devices reported it for your teacher's class board (kept 30 days). */
    testProgress: progress.map(({ userId: _owner, ...row }) => row),
    /** The subject combinations you submitted in your school's 选科意向 rounds (the latest of each round is the one in force). */
    xuankeChoices: await myXuankeChoices(db, userId),
    /** Tests you finished on a class tablet without a network that wait for your teacher (the PIN did not match, or you left the class). */
    heldResults: await myHeldResults(db, userId),
    /** Bookings and consultations (the number to call, the state staff have them in, when they plan to call, their notes). */
    bookings: bookings.map(({ userId: _owner, ownerId: _staff, ...row }) => ({ ...row, staffNotes: staffNotes((n) => n.leadId === row.id) })),
    enrollments: signUps.map(({ userId: linked, ownerId: _staff, ...row }) => ({
      ...row,
      linkedToAccount: linked === userId,
      staffNotes: staffNotes((n) => n.enrollmentId === row.id),
    })),
    smsCodes: codes,
    rateLimits: limits.map((row) => ({
      key: row.key,
      what: keys.find((k) => k.key === row.key)?.what ?? '24小时内删除的测评结果（仍计入每天的测评次数）',
      windowStart: row.windowStart,
      count: row.count,
    })),
  };
}

/**
 * Cancels the account (注销), confirmed with the password: every row of `exportUserData` goes, in one
 * transaction, except the two SMS counters of the mobile. Those stay until their window ends (an
 * hour, a day) under a keyed hash of the number, never the number: they are what stops a loop of
 * register → delete → register from sending unlimited codes to one phone.
 */
export async function deleteAccount(deps: { db: Db; clock: Clock }, userId: number, password: string): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!(await confirmPassword(deps, userId, user?.passwordHash ?? null, password)) || !user) {
    throw new ApiError(ApiCode.INVALID_PARAMS, '登录密码不正确', { errors: [{ field: 'password', message: '登录密码不正确' }] });
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Locked, so a change of mobile in between cannot leave the new number's rows behind.
    const [current] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).for('update');
    if (!current) return;
    const keys = await limitKeys(tx, userId, current.mobile);
    await tx.delete(enrollments).where(signUpsOf(userId, current.mobile));
    await tx.delete(leads).where(eq(leads.userId, userId));
    await tx.delete(assessmentResults).where(eq(assessmentResults.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(smsCodes).where(codesOf(current.mobile));
    await tx.delete(rateLimits).where(
      limitRowsOf(
        keys.filter((k) => !k.keep).map((k) => k.key),
        userId,
      ),
    );
    await forgetViewer(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

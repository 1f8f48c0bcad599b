import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { FamilyLinks, Invite, InviteCheck, LinkRequest, ParentInfo, SchoolParentLinks } from '#shared/api/family';
import { childUnder14, familyMessages, INVITE_ALPHABET, INVITE_HOURS, INVITE_LENGTH } from '#shared/family/invite';
import { parseBirthMonth } from '#shared/school/roster';
import type { Db } from '#server/db/client';
import { parentAccounts, parentInvites, parentLinks, schoolStaff, schoolStudents, users } from '#server/db/schema';
import { maskMobile, sha256 } from '#server/lib/crypto';
import { ApiError } from '#server/lib/errors';
import { requireAdmin } from '#server/school/public';
import { consentStateOf } from './guardian-consent';
import { consumeCode, sendCode, type CodeDeps } from '#server/platform/sms-codes';
import { hitEach, type Origin } from '#server/platform/rate-limit';

/**
 * Linking a parent to a child (docs/PARENTS.md). The child makes an invite (a QR code and an 8-character
 * code, 24 hours, once); the parent's phone takes it. A child of 14 or more approves the request in
 * 个人中心; under 14 (or of unknown age) the invite plus an SMS code to the parent's own mobile, which
 * must not be the child's, links at once. The invite is taken in one SQL statement, so two parents
 * taking one invite at once link exactly one.
 */

const hashInvite = (code: string) => sha256(`parent-invite:${code}`);
const refuse = (code: number, message: string) => new ApiError(code, message);
const gone = () => refuse(ApiCode.NOT_FOUND, familyMessages.linkGone);

/** Tries of a code by a parent: per parent, per code and per address (the code's key is a hash, never the code). */
async function countTry(db: Db, parentId: number, code: string, ip: string, now: Date): Promise<void> {
  await hitEach(
    db,
    [
      { key: `invite:parent:${parentId}`, limit: 20, windowSeconds: 3600, what: '输入邀请码' },
      { key: `invite:code:${sha256(`try:${code}`)}`, limit: 10, windowSeconds: 3600, what: '使用这个邀请码' },
      { key: `invite:ip:${ip}`, limit: 200, windowSeconds: 3600, what: '本网络输入邀请码' },
    ],
    now,
  );
}

const childName = (user: { nickname: string; username: string }) => user.nickname || user.username;

/** The invite a code names and its child, refused with a clear message when unknown, used or expired. */
async function liveInvite(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({
      id: parentInvites.id,
      studentUserId: parentInvites.studentUserId,
      birthMonth: parentInvites.birthMonth,
      expiresAt: parentInvites.expiresAt,
      usedAt: parentInvites.usedAt,
      childMobile: users.mobile,
      nickname: users.nickname,
      username: users.username,
      accountBirthMonth: users.birthMonth,
      rosterBirthMonth: schoolStudents.birthMonth,
    })
    .from(parentInvites)
    .innerJoin(users, eq(parentInvites.studentUserId, users.id))
    .leftJoin(schoolStudents, eq(schoolStudents.userId, users.id))
    .where(eq(parentInvites.codeHash, hashInvite(code)));
  if (!row) throw refuse(ApiCode.NOT_FOUND, familyMessages.inviteUnknown);
  if (row.usedAt) throw refuse(ApiCode.CONFLICT, familyMessages.inviteUsed);
  if (row.expiresAt <= now) throw refuse(ApiCode.CONFLICT, familyMessages.inviteExpired);
  return { ...row, under14: childUnder14(row.rosterBirthMonth || row.accountBirthMonth, row.birthMonth, now) };
}

async function parentOf(db: Db, parentId: number) {
  const [parent] = await db.select().from(parentAccounts).where(eq(parentAccounts.id, parentId));
  if (!parent) throw refuse(ApiCode.NOT_LOGGED_IN, '请先登录家长账号');
  return parent;
}

// ── the student's side ──────────────────────────────────────────────────────────────────────────

/** The birth month the platform knows: the school roster's, else the one given at registration; null when neither. */
async function knownBirthMonthOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ roster: schoolStudents.birthMonth, account: users.birthMonth })
    .from(users)
    .leftJoin(schoolStudents, eq(schoolStudents.userId, users.id))
    .where(eq(users.id, userId));
  return row?.roster || row?.account || null;
}

/** A new invite made by the student; an earlier unused one stops working (one live invite per child). */
export async function createInvite(db: Db, userId: number, input: { birthMonth?: string }, now: Date): Promise<Invite> {
  const [staff] = await db.select({ id: schoolStaff.userId }).from(schoolStaff).where(eq(schoolStaff.userId, userId));
  if (staff) throw refuse(ApiCode.FORBIDDEN, familyMessages.staffNoInvite);
  return newInvite(db, userId, input.birthMonth ?? '', now);
}

/** An invite a school administrator makes for a rostered student of the school (printed and taken home). */
export async function schoolInvite(db: Db, adminUserId: number, studentId: number, now: Date): Promise<Invite> {
  return newInvite(db, await rosteredStudent(db, adminUserId, studentId), '', now);
}

async function newInvite(db: Db, userId: number, given: string, now: Date): Promise<Invite> {
  if (given && parseBirthMonth(given, now) === null) {
    throw new ApiError(ApiCode.INVALID_PARAMS, familyMessages.birthMonth, { errors: [{ field: 'birthMonth', message: familyMessages.birthMonth }] });
  }
  await hitEach(db, [{ key: `invite:make:${userId}`, limit: 10, windowSeconds: 3600, what: '生成邀请码' }], now);
  const known = await knownBirthMonthOf(db, userId);
  const code = Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + INVITE_HOURS * 3600_000);
  await db.transaction(async (tx) => {
    await tx
      .update(parentInvites)
      .set({ expiresAt: now })
      .where(and(eq(parentInvites.studentUserId, userId), isNull(parentInvites.usedAt), gt(parentInvites.expiresAt, now)));
    await tx.insert(parentInvites).values({ studentUserId: userId, codeHash: hashInvite(code), birthMonth: known ? '' : given, createdAt: now, expiresAt });
  });
  return { code, expiresAt: expiresAt.toISOString(), under14: childUnder14(known, given, now) };
}

async function parentsOf(db: Db, userId: number): Promise<FamilyLinks['parents']> {
  const rows = await db
    .select({ link: parentLinks, name: parentAccounts.name, mobile: parentAccounts.mobile })
    .from(parentLinks)
    .innerJoin(parentAccounts, eq(parentLinks.parentId, parentAccounts.id))
    .where(eq(parentLinks.studentUserId, userId))
    .orderBy(parentLinks.requestedAt);
  return rows.map(({ link, name, mobile }) => ({
    linkId: link.id,
    name,
    mobile: maskMobile(mobile),
    status: link.status,
    verification: link.verification,
    requestedAt: link.requestedAt.toISOString(),
    decidedAt: link.decidedAt?.toISOString() ?? null,
  }));
}

export async function studentLinks(db: Db, userId: number, now: Date): Promise<FamilyLinks> {
  const [live] = await db
    .select({ expiresAt: parentInvites.expiresAt })
    .from(parentInvites)
    .where(and(eq(parentInvites.studentUserId, userId), isNull(parentInvites.usedAt), gt(parentInvites.expiresAt, now)))
    .orderBy(desc(parentInvites.createdAt))
    .limit(1);
  return {
    birthMonthKnown: (await knownBirthMonthOf(db, userId)) !== null,
    liveInviteUntil: live ? live.expiresAt.toISOString() : null,
    parents: await parentsOf(db, userId),
  };
}

/** The account of a rostered student of the administrator's school; 4003 otherwise (the same words whether the student exists elsewhere or not). */
async function rosteredStudent(db: Db, adminUserId: number, studentId: number): Promise<number> {
  const staff = await requireAdmin(db, adminUserId);
  const [student] = await db
    .select({ userId: schoolStudents.userId })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.id, studentId), eq(schoolStudents.orgId, staff.orgId)));
  if (!student) throw refuse(ApiCode.FORBIDDEN, '无权管理所选学生');
  return student.userId;
}

export async function schoolLinks(db: Db, adminUserId: number, studentId: number): Promise<SchoolParentLinks> {
  return { parents: await parentsOf(db, await rosteredStudent(db, adminUserId, studentId)) };
}

/** The school revokes a link of its rostered student (any state). */
export async function schoolRevoke(db: Db, adminUserId: number, studentId: number, linkId: number): Promise<void> {
  await unlinkByStudent(db, await rosteredStudent(db, adminUserId, studentId), linkId);
}

/** The child (14 or more) answers a pending request; a request already answered or unlinked is gone. */
export async function decideLink(db: Db, userId: number, linkId: number, approve: boolean, now: Date): Promise<void> {
  const decided = await db
    .update(parentLinks)
    .set({ status: approve ? 'approved' : 'refused', decidedAt: now })
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.studentUserId, userId), eq(parentLinks.status, 'pending')))
    .returning({ id: parentLinks.id });
  if (decided.length === 0) throw gone();
}

export async function unlinkByStudent(db: Db, userId: number, linkId: number): Promise<void> {
  const deleted = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.studentUserId, userId)))
    .returning({ id: parentLinks.id });
  if (deleted.length === 0) throw gone();
}

// ── the parent's side ───────────────────────────────────────────────────────────────────────────

export async function parentInfo(db: Db, parentId: number, now: Date): Promise<ParentInfo> {
  const parent = await parentOf(db, parentId);
  const rows = await db
    .select({ link: parentLinks, nickname: users.nickname, username: users.username })
    .from(parentLinks)
    .innerJoin(users, eq(parentLinks.studentUserId, users.id))
    .where(eq(parentLinks.parentId, parentId))
    .orderBy(parentLinks.requestedAt);
  return {
    name: parent.name,
    mobile: maskMobile(parent.mobile),
    children: await Promise.all(
      rows.map(async ({ link, ...user }) => ({
        linkId: link.id,
        name: childName(user),
        status: link.status,
        verification: link.verification,
        under14: link.childUnder14,
        requestedAt: link.requestedAt.toISOString(),
        decidedAt: link.decidedAt?.toISOString() ?? null,
        consent: link.status === 'approved' ? await consentStateOf(db, link.studentUserId, now) : null,
      })),
    ),
  };
}

export async function checkInvite(db: Db, parentId: number, code: string, ip: string, now: Date): Promise<InviteCheck> {
  await countTry(db, parentId, code, ip, now);
  const invite = await liveInvite(db, code, now);
  return { childName: childName(invite), under14: invite.under14 };
}

/** Under 14: the guardian's SMS code, sent to the parent account's own mobile only, never the child's own number. */
export async function sendGuardianCode(deps: CodeDeps, parentId: number, code: string, origin: Origin): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  await countTry(db, parentId, code, origin.ip, now);
  const invite = await liveInvite(db, code, now);
  if (!invite.under14) throw refuse(ApiCode.CONFLICT, '孩子已满14周岁，不需要验证码，请直接申请关联，由孩子在个人中心同意');
  const parent = await parentOf(db, parentId);
  if (parent.mobile === invite.childMobile) throw refuse(ApiCode.FORBIDDEN, familyMessages.sameAsChild);
  await sendCode(deps, parent.mobile, 'guardian', origin);
}

/**
 * Takes the invite and links. Under 14 the guardian's SMS code is checked first (to the parent's own
 * mobile); then one statement takes the invite only while it is unused and live, in the transaction
 * that writes the link, so a second parent (or the same one twice) finds it used.
 */
export async function requestLink(deps: CodeDeps, parentId: number, input: { code: string; smsCode?: string }, ip: string): Promise<LinkRequest> {
  const { db, clock } = deps;
  const now = clock.now();
  await countTry(db, parentId, input.code, ip, now);
  const invite = await liveInvite(db, input.code, now);
  const parent = await parentOf(db, parentId);
  if (invite.under14) {
    if (parent.mobile === invite.childMobile) throw refuse(ApiCode.FORBIDDEN, familyMessages.sameAsChild);
    if (!input.smsCode) throw new ApiError(ApiCode.INVALID_PARAMS, familyMessages.smsNeeded, { errors: [{ field: 'smsCode', message: familyMessages.smsNeeded }] });
    await consumeCode(deps, parent.mobile, 'guardian', input.smsCode);
  }
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(parentInvites)
      .set({ usedAt: now, usedByParentId: parentId })
      .where(and(eq(parentInvites.id, invite.id), isNull(parentInvites.usedAt), gt(parentInvites.expiresAt, now)))
      .returning({ id: parentInvites.id });
    if (!taken) throw refuse(ApiCode.CONFLICT, familyMessages.inviteUsed);
    const values = {
      status: invite.under14 ? ('approved' as const) : ('pending' as const),
      verification: invite.under14 ? ('guardian-sms' as const) : ('student-approval' as const),
      childUnder14: invite.under14,
      guardianMobile: invite.under14 ? parent.mobile : null,
      inviteId: taken.id,
      requestedAt: now,
      decidedAt: invite.under14 ? now : null,
    };
    // A refused request may be asked again with a new invite; a pending or approved link stays as it is.
    const [link] = await tx
      .insert(parentLinks)
      .values({ parentId, studentUserId: invite.studentUserId, ...values })
      .onConflictDoUpdate({ target: [parentLinks.parentId, parentLinks.studentUserId], set: values, setWhere: sql`${parentLinks.status} = 'refused'` })
      .returning({ id: parentLinks.id, status: parentLinks.status });
    if (!link) {
      const [existing] = await tx
        .select({ status: parentLinks.status })
        .from(parentLinks)
        .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentUserId, invite.studentUserId)));
      throw refuse(ApiCode.CONFLICT, existing?.status === 'pending' ? familyMessages.alreadyPending : familyMessages.alreadyLinked);
    }
    return { linkId: link.id, status: link.status };
  });
}

export async function unlinkByParent(db: Db, parentId: number, linkId: number): Promise<void> {
  const deleted = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parentId)))
    .returning({ id: parentLinks.id });
  if (deleted.length === 0) throw gone();
}

/** What the child's data export holds of the parents' side: the links (the parent masked) and the invites made. */
export async function familyExport(db: Db, userId: number) {
  const invites = await db
    .select({ birthMonth: parentInvites.birthMonth, createdAt: parentInvites.createdAt, expiresAt: parentInvites.expiresAt, usedAt: parentInvites.usedAt })
    .from(parentInvites)
    .where(eq(parentInvites.studentUserId, userId))
    .orderBy(parentInvites.createdAt);
  const rows = await db
    .select({ link: parentLinks, name: parentAccounts.name, mobile: parentAccounts.mobile })
    .from(parentLinks)
    .innerJoin(parentAccounts, eq(parentLinks.parentId, parentAccounts.id))
    .where(eq(parentLinks.studentUserId, userId))
    .orderBy(parentLinks.requestedAt);
  return {
    parentLinks: rows.map(({ link, name, mobile }) => ({
      parentName: name,
      parentMobile: maskMobile(mobile),
      status: link.status,
      verification: link.verification,
      childUnder14: link.childUnder14,
      guardianMobile: link.guardianMobile ? maskMobile(link.guardianMobile) : null,
      requestedAt: link.requestedAt,
      decidedAt: link.decidedAt,
    })),
    parentInvites: invites,
  };
}

import { and, eq, inArray, or } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '#server/db/client';
import { parentAccounts, parentLinks, parentSessions, rateLimits, smsCodes, users } from '#server/db/schema';
import { maskMobile } from '#server/lib/crypto';
import type { Clock } from '#server/lib/clock';
import { ApiError } from '#server/lib/errors';
import { CONSENT_VERSION } from '#server/accounts/public';
import { consumeCode, type CodeDeps } from '#server/platform/sms-codes';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '#server/platform/passwords';
import { countPasswordTry, slowDown } from '#server/platform/password-attempts';
import type { ParentExport } from '#shared/api/family';
import { clearLimit, hitEach, mobileLimitKey, type Origin, perDevice } from '#server/platform/rate-limit';
import { createParentSession, revokeParentSessions } from '#server/platform/parent-sessions';
import { readsByParent } from './child-view';

/**
 * Parent accounts (docs/PARENTS.md): registered by mobile, SMS code and password like a student's,
 * in a table of their own. The rules of the student's register and login hold here too: the code is
 * checked before the accounts are looked at, and login counts each try per mobile before checking it.
 */

const registered = () => new ApiError(ApiCode.CONFLICT, '该手机号已注册家长账号，请直接登录');

function checkPassword(password: string) {
  if (isCommonPassword(password)) {
    const message = '这个密码太常见，容易被猜到，请换一个';
    throw new ApiError(ApiCode.INVALID_PARAMS, message, { errors: [{ field: 'password', message }] });
  }
}

/** 找回密码 as a student's: the code is checked even for an unknown number, so the answer tells nobody who is registered; every session ends. */
export async function resetParentPassword(deps: CodeDeps, input: { mobile: string; password: string; code: string }): Promise<void> {
  const { db, clock } = deps;
  checkPassword(input.password);
  const [parent] = await db.select({ id: parentAccounts.id }).from(parentAccounts).where(eq(parentAccounts.mobile, input.mobile));
  await consumeCode(deps, input.mobile, 'parent-reset', input.code);
  if (!parent) throw new ApiError(ApiCode.CODE_INVALID, '验证码错误或已过期，请重新获取');
  const now = clock.now();
  await db
    .update(parentAccounts)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
    .where(eq(parentAccounts.id, parent.id));
  await revokeParentSessions(db, parent.id, now);
  await clearLimit(db, await mobileLimitKey(db, 'parent-login:fail', input.mobile));
}

export async function registerParent(deps: CodeDeps, input: { mobile: string; password: string; code: string; name: string }): Promise<string> {
  const { db, clock } = deps;
  checkPassword(input.password);
  await consumeCode(deps, input.mobile, 'parent-register', input.code);
  const [existing] = await db.select({ id: parentAccounts.id }).from(parentAccounts).where(eq(parentAccounts.mobile, input.mobile));
  if (existing) throw registered();
  const now = clock.now();
  const inserted = await db
    .insert(parentAccounts)
    .values({
      mobile: input.mobile,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      consentVersion: CONSENT_VERSION,
      consentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: parentAccounts.mobile })
    .returning({ id: parentAccounts.id });
  if (inserted.length === 0) throw registered();
  return createParentSession(db, inserted[0].id, now);
}

export async function loginParent(
  deps: { db: Db; clock: Clock; limits: { perIpHourly: number; perDeviceHourly: number } },
  input: { mobile: string; password: string },
  origin: Origin,
): Promise<string> {
  const { db, clock, limits } = deps;
  const now = clock.now();
  await hitEach(db, perDevice(origin, { prefix: 'login', limit: limits.perDeviceHourly, windowSeconds: 3600, what: '本设备登录尝试' }), now);
  const key = await mobileLimitKey(db, 'parent-login:fail', input.mobile);
  const failures = await countPasswordTry(db, key, now, '密码错误次数过多，账号已暂时锁定，请15分钟后再试');
  await hitEach(db, [{ key: `login:ip:${origin.ip}`, limit: limits.perIpHourly, windowSeconds: 3600, what: '本网络登录尝试' }], now);
  await slowDown(clock, failures);
  const [parent] = await db.select().from(parentAccounts).where(eq(parentAccounts.mobile, input.mobile));
  const ok = await verifyPassword(parent?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!parent || !ok) throw new ApiError(ApiCode.LOGIN_FAILED, '账号或密码错误');
  await clearLimit(db, key);
  return createParentSession(db, parent.id, now);
}

const PARENT_CODE_PURPOSES = ['parent-register', 'parent-reset', 'guardian', 'guardian-consent'];

/** Everything kept about a parent: the account, sign-ins, links with how each was proved, the SMS codes of the parent's purposes (no hashes). */
export async function exportParent(db: Db, parentId: number, now: Date): Promise<ParentExport> {
  const [parent] = await db.select().from(parentAccounts).where(eq(parentAccounts.id, parentId));
  const sessions = await db
    .select({ createdAt: parentSessions.createdAt, expiresAt: parentSessions.expiresAt, revokedAt: parentSessions.revokedAt })
    .from(parentSessions)
    .where(eq(parentSessions.parentId, parentId));
  const links = await db
    .select({ link: parentLinks, nickname: users.nickname, username: users.username })
    .from(parentLinks)
    .innerJoin(users, eq(parentLinks.studentUserId, users.id))
    .where(eq(parentLinks.parentId, parentId));
  const codes = await db
    .select({ purpose: smsCodes.purpose, createdAt: smsCodes.createdAt, expiresAt: smsCodes.expiresAt, usedAt: smsCodes.usedAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, parent.mobile), inArray(smsCodes.purpose, PARENT_CODE_PURPOSES)));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    exportedAt: now.toISOString(),
    account: {
      name: parent.name,
      mobile: parent.mobile,
      createdAt: parent.createdAt.toISOString(),
      consentVersion: parent.consentVersion,
      consentAt: parent.consentAt.toISOString(),
      password: '已设置（只保存argon2id哈希值）',
    },
    sessions: sessions.map((row) => ({ createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), revokedAt: iso(row.revokedAt) })),
    children: links.map(({ link, nickname, username }) => ({
      name: nickname || username,
      status: link.status,
      verification: link.verification,
      guardianMobile: link.guardianMobile ? maskMobile(link.guardianMobile) : null,
      requestedAt: link.requestedAt.toISOString(),
      decidedAt: iso(link.decidedAt),
    })),
    smsCodes: codes.map((row) => ({ purpose: row.purpose, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), usedAt: iso(row.usedAt) })),
    /** Every time the parent read a child's history, a report or the 生涯画像. */
    reads: await readsByParent(db, parentId),
  };
}

/**
 * 注销家长账号, confirmed with the password (counted per account like a student's): the account, its
 * sessions and links go in one transaction (the children's invites it used keep no trace of it), with
 * the SMS codes of the parent's purposes and the parent's login-failure counter.
 */
export async function deleteParent(deps: { db: Db; clock: Clock }, parentId: number, password: string): Promise<void> {
  const { db, clock } = deps;
  const [parent] = await db.select().from(parentAccounts).where(eq(parentAccounts.id, parentId));
  if (!parent) throw new ApiError(ApiCode.NOT_LOGGED_IN, '请先登录家长账号');
  const key = `parent-confirm:${parentId}`;
  const failures = await countPasswordTry(db, key, clock.now(), '密码错误次数过多，请15分钟后再试');
  await slowDown(clock, failures);
  if (!(await verifyPassword(parent.passwordHash, password))) {
    throw new ApiError(ApiCode.LOGIN_FAILED, '密码错误', { errors: [{ field: 'password', message: '密码错误' }] });
  }
  const loginKey = await mobileLimitKey(db, 'parent-login:fail', parent.mobile);
  await db.transaction(async (tx) => {
    await tx.delete(parentAccounts).where(eq(parentAccounts.id, parentId));
    await tx.delete(smsCodes).where(and(eq(smsCodes.mobile, parent.mobile), inArray(smsCodes.purpose, PARENT_CODE_PURPOSES)));
    await tx.delete(rateLimits).where(or(eq(rateLimits.key, loginKey), eq(rateLimits.key, key), eq(rateLimits.key, `invite:parent:${parentId}`)));
  });
}

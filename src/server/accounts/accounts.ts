import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { UserInfo } from '#shared/api/user';
import { parseBirthMonth } from '#shared/school/roster';
import { messages } from '#shared/validation/rules';
import type { Db } from '../db/client';
import { organisations, schoolStaff, users } from '../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { consumeCode, type CodeDeps } from '../platform/sms-codes';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../platform/passwords';
import { confirmPassword, countPasswordTry, slowDown } from '../platform/password-attempts';
import { clearLimit, hitEach, mobileLimitKey, type Origin, perDevice } from '../platform/rate-limit';
import { sectionPath } from './sections';
import { createSession, revokeOtherSessions, type SessionKind } from '../platform/sessions';

export const CONSENT_VERSION = '2026-11-29';

/** The school a staff member works at (a user's own `orgId` is the organisation whose banner they see). */
const staffSchool = alias(organisations, 'staff_school');

const commonPassword = () =>
  new ApiError(ApiCode.INVALID_PARAMS, '这个密码太常见，容易被猜到，请换一个', { errors: [{ field: 'password', message: '这个密码太常见，容易被猜到，请换一个' }] });

function checkPasswordStrength(password: string) {
  if (isCommonPassword(password)) throw commonPassword();
}

async function findByMobile(db: Db, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

async function defaultOrgId(db: Db): Promise<number | null> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.isDefault, true));
  return org?.id ?? null;
}

export async function register(
  deps: CodeDeps,
  input: { mobile: string; password: string; code: string; username: string; birthMonth?: string; remember?: '0' | '1' },
): Promise<string> {
  const { db, clock } = deps;
  checkPasswordStrength(input.password);
  const birthMonth = checkedBirthMonth(input.birthMonth ?? '', clock.now());
  // The code first: only someone who received it learns that the number already has an account.
  await consumeCode(deps, input.mobile, 'register', input.code);
  if (await findByMobile(db, input.mobile)) throw new ApiError(ApiCode.CONFLICT, '该手机号已注册，请直接登录');
  const now = clock.now();
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      mobile: input.mobile,
      username: input.username,
      passwordHash,
      orgId: await defaultOrgId(db),
      birthMonth,
      consentVersion: CONSENT_VERSION,
      consentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (inserted.length === 0) throw new ApiError(ApiCode.CONFLICT, '该手机号已注册，请直接登录');
  return createSession(db, inserted[0].id, now, sessionKind(input.remember));
}

/** A real month, not ahead and not more than 30 years back (the roster's rule); '' = not given. */
export function checkedBirthMonth(given: string, now: Date): string {
  if (!given) return '';
  const month = parseBirthMonth(given, now);
  if (month === null) throw new ApiError(ApiCode.INVALID_PARAMS, messages.birthMonth, { errors: [{ field: 'birthMonth', message: messages.birthMonth }] });
  return month;
}

const sessionKind = (remember: '0' | '1' | undefined): SessionKind => (remember === '1' ? 'device' : 'tab');

export interface LoginLimits {
  perIpHourly: number;
  perDeviceHourly: number;
}

/**
 * Login with a per-mobile try counter (password-attempts.ts): each try is counted before the password
 * is checked, so 40 parallel tries check at most 10; after 5 failures each try waits longer, after 10
 * the mobile is locked for the window. Attempts count per device first, then the mobile, then the
 * address (a flood guard: a school signs in hundreds of students from one address), so a locked mobile
 * is refused before the address counts it. The message never says whether the mobile or the password was wrong.
 */
export async function login(
  deps: { db: Db; clock: Clock; limits: LoginLimits },
  input: { mobile: string; password: string; remember?: '0' | '1' },
  origin: Origin,
): Promise<string> {
  const { db, clock, limits } = deps;
  const now = clock.now();
  await hitEach(db, perDevice(origin, { prefix: 'login', limit: limits.perDeviceHourly, windowSeconds: 3600, what: '本设备登录尝试' }), now);
  // Keyed by a keyed hash of the mobile (rate-limit.ts): the counter names no number.
  const key = await mobileLimitKey(db, 'login:fail', input.mobile);
  const failures = await countPasswordTry(db, key, now, '密码错误次数过多，账号已暂时锁定，请15分钟后再试或找回密码');
  await hitEach(db, [{ key: `login:ip:${origin.ip}`, limit: limits.perIpHourly, windowSeconds: 3600, what: '本网络登录尝试' }], now);
  await slowDown(clock, failures);
  const user = await findByMobile(db, input.mobile);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new ApiError(ApiCode.LOGIN_FAILED, '账号或密码错误');
  await clearLimit(db, key);
  return createSession(db, user.id, now, sessionKind(input.remember));
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [row] = await db
    .select({ user: users, org: organisations, staff: { role: schoolStaff.role, school: staffSchool.name } })
    .from(users)
    .leftJoin(organisations, eq(users.orgId, organisations.id))
    .leftJoin(schoolStaff, eq(schoolStaff.userId, users.id))
    .leftJoin(staffSchool, eq(schoolStaff.orgId, staffSchool.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(ApiCode.NOT_LOGGED_IN, '请先登录');
  const { user, org, staff } = row;
  return {
    id: user.id,
    nickname: user.nickname,
    username: user.username,
    mobile: user.mobile ?? '',
    avatar: user.avatar,
    sectionstr: await sectionPath(db, user.sectionIds),
    sectionid: user.sectionIds,
    orginfo: { bannerimage: org?.bannerimage ?? '', reportlogo: org?.reportlogo ?? '' },
    school: staff?.role && staff.school ? { role: staff.role, name: staff.school } : null,
  };
}

export async function resetPassword(deps: CodeDeps, input: { mobile: string; password: string; code: string }): Promise<void> {
  const { db, clock } = deps;
  checkPasswordStrength(input.password);
  const user = await findByMobile(db, input.mobile);
  // Check the code even for unknown numbers, so the answer does not reveal who is registered.
  await consumeCode(deps, input.mobile, 'reset', input.code);
  if (!user) throw new ApiError(ApiCode.CODE_INVALID, '验证码错误或已过期，请重新获取');
  const now = clock.now();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, null, now);
  await clearLimit(db, await mobileLimitKey(db, 'login:fail', input.mobile));
}

/**
 * Exactly one of several parallel changes with the same old password succeeds: the new hash is written
 * only where the stored hash is still the one the old password was checked against.
 */
export async function changePassword(deps: { db: Db; clock: Clock }, userId: number, sessionId: number, input: { oldpassword: string; password: string }): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const wrongOld = () => new ApiError(ApiCode.INVALID_PARAMS, '原密码不正确', { errors: [{ field: 'oldpassword', message: '原密码不正确' }] });
  if (!(await confirmPassword(deps, userId, user?.passwordHash ?? null, input.oldpassword)) || !user?.passwordHash) throw wrongOld();
  checkPasswordStrength(input.password);
  if (input.oldpassword === input.password) throw new ApiError(ApiCode.INVALID_PARAMS, '新密码不能与原密码相同');
  const now = clock.now();
  const changed = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  // Another change won the race: the old password is no longer the password.
  if (changed.length === 0) throw wrongOld();
  await revokeOtherSessions(db, userId, sessionId, now);
}

export async function updateMobile(deps: CodeDeps, userId: number, input: { password: string; mobile: string; code: string }): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!(await confirmPassword(deps, userId, user?.passwordHash ?? null, input.password)) || !user) {
    throw new ApiError(ApiCode.INVALID_PARAMS, '登录密码不正确', { errors: [{ field: 'password', message: '登录密码不正确' }] });
  }
  if (user.mobile === input.mobile) throw new ApiError(ApiCode.INVALID_PARAMS, '新手机号与当前手机号相同');
  // The code first, as in register: a wrong code answers the same whether the number is taken or not.
  await consumeCode(deps, input.mobile, 'mobile', input.code);
  if (await findByMobile(db, input.mobile)) throw new ApiError(ApiCode.CONFLICT, '该手机号已被其他账号使用');
  try {
    await db.update(users).set({ mobile: input.mobile, updatedAt: clock.now() }).where(eq(users.id, userId));
  } catch {
    throw new ApiError(ApiCode.CONFLICT, '该手机号已被其他账号使用');
  }
}

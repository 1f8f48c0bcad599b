import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ConsoleOperator, ConsoleSignIn } from '#shared/api/console';
import { type OperatorRole, consoleMessages, operatorRoleLabels } from '#shared/console/rules';
import type { Db } from '#server/db/client';
import { operators } from '#server/db/schema';
import type { Clock } from '#server/lib/clock';
import { maskMobile } from '#server/lib/crypto';
import { ApiError } from '#server/lib/errors';
import { type CodeDeps, consumeCode, sendCode } from '#server/platform/sms-codes';
import { withKeyLock } from '#server/platform/dedupe';
import { countPasswordTry, PASSWORD_WINDOW_SECONDS, slowDown } from '#server/platform/password-attempts';
import { dummyPasswordHash, hashPassword, isCommonPassword, randomInitialPassword, verifyPassword } from '#server/platform/passwords';
import { clearLimit, hitEach, mobileLimitKey, type Origin } from '#server/platform/rate-limit';
import { recordAudit } from './audit';
import { type OperatorCaller, createOperatorSession, revokeOperatorSession, revokeOperatorSessions } from '#server/platform/operator-sessions';

type Operator = typeof operators.$inferSelect;

const loginFailed = () => new ApiError(ApiCode.LOGIN_FAILED, consoleMessages.loginFailed);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, consoleMessages.notFound);

export const toOperator = (row: Operator): ConsoleOperator => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt,
});

/** Tries on one operator's mobile from all addresses together in the window: far above one person's typos. */
export const CONSOLE_TRIES_PER_MOBILE = 60;

/**
 * The lock is per mobile *and address*: someone who knows a staff member's mobile can lock it out only
 * from their own address, not everywhere (the real operator signs in from the office). All addresses
 * together are capped too, well above what a person types, against a guesser with many addresses.
 */
const failureKey = async (db: Db, mobile: string, origin: Origin) => `${await mobileLimitKey(db, 'console:fail', mobile)}:ip:${origin.ip}`;

/**
 * The password of an active operator, counted before it is checked and slowed after five failures
 * like a student's login; the answer never says whether the mobile or the password was wrong. A
 * failure is written to the audit log (the mobile masked, never the password).
 */
async function checkPassword(deps: { db: Db; clock: Clock }, mobile: string, password: string, origin: Origin): Promise<Operator> {
  const { db, clock } = deps;
  const now = clock.now();
  await hitEach(
    db,
    [{ key: `${await mobileLimitKey(db, 'console:try', mobile)}`, limit: CONSOLE_TRIES_PER_MOBILE, windowSeconds: PASSWORD_WINDOW_SECONDS, what: '登录尝试' }],
    now,
  );
  const failures = await countPasswordTry(db, await failureKey(db, mobile, origin), now, '密码错误次数过多，请15分钟后再试');
  await slowDown(clock, failures);
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.mobile, mobile), isNull(operators.disabledAt)));
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) {
    await auditFailure(db, row?.id ?? null, mobile, '密码错误或账号不存在', now);
    throw loginFailed();
  }
  return row;
}

async function auditFailure(db: Db, operatorId: number | null, mobile: string, why: string, now: Date): Promise<void> {
  await recordAudit(
    db,
    operatorId,
    { action: 'console.login_failed', targetKind: 'operator', targetId: operatorId ?? undefined, summary: `${maskMobile(mobile)} 登录失败：${why}` },
    now,
  );
}

/** First factor: the right mobile and password send a code to that mobile (only then: no SMS for a guess). */
export async function sendLoginCode(deps: CodeDeps, input: { mobile: string; password: string }, origin: Origin): Promise<void> {
  await checkPassword(deps, input.mobile, input.password, origin);
  await sendCode(deps, input.mobile, 'console', origin);
}

/** Second factor: the password again and the code; then a console session, written to the audit log. */
export async function signIn(deps: { db: Db; clock: Clock }, input: { mobile: string; password: string; code: string }, origin: Origin): Promise<ConsoleSignIn> {
  const row = await checkPassword(deps, input.mobile, input.password, origin);
  const now = deps.clock.now();
  try {
    await consumeCode(deps, input.mobile, 'console', input.code);
  } catch (error) {
    await auditFailure(deps.db, row.id, input.mobile, '短信验证码错误或已过期', now);
    throw error;
  }
  await clearLimit(deps.db, await failureKey(deps.db, input.mobile, origin));
  const token = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await recordAudit(tx, row.id, { action: 'console.login', targetKind: 'operator', targetId: row.id, summary: '登录管理后台' }, now);
    return createOperatorSession(tx, row.id, now);
  });
  return { token, operator: toOperator(row) };
}

export async function signOut(db: Db, caller: OperatorCaller, now: Date): Promise<void> {
  await revokeOperatorSession(db, caller.sessionId, now);
}

async function operatorById(db: Db, id: number): Promise<Operator> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw notFound();
  return row;
}

export async function me(db: Db, caller: OperatorCaller): Promise<ConsoleOperator> {
  return toOperator(await operatorById(db, caller.operatorId));
}

export async function changeOwnPassword(
  deps: { db: Db; clock: Clock },
  caller: OperatorCaller,
  input: { oldPassword: string; newPassword: string },
  origin: Origin,
): Promise<void> {
  const row = await operatorById(deps.db, caller.operatorId);
  await checkPassword(deps, row.mobile, input.oldPassword, origin);
  if (isCommonPassword(input.newPassword))
    throw new ApiError(ApiCode.INVALID_PARAMS, '这个密码太常见，请换一个', { errors: [{ field: 'newPassword', message: '这个密码太常见，请换一个' }] });
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, row.id));
    await revokeOperatorSessions(tx, row.id, now, caller.sessionId);
    await recordAudit(tx, row.id, { action: 'operator.password', targetKind: 'operator', targetId: row.id, summary: '修改了自己的密码' }, now);
  });
}

export async function listOperators(db: Db): Promise<ConsoleOperator[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(toOperator);
}

/** Who a lead can be given to: the active operators, by name. */
export async function listOwners(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: operators.id, name: operators.name }).from(operators).where(isNull(operators.disabledAt)).orderBy(asc(operators.id));
}

/**
 * A new staff account with a one-time initial password (answered once, stored only hashed). `by` null:
 * the command line (the first 管理员).
 */
export async function createOperator(
  db: Db,
  by: number | null,
  input: { mobile: string; name: string; role: OperatorRole },
  now: Date,
): Promise<{ id: number; initialPassword: string }> {
  const initialPassword = randomInitialPassword(10);
  const passwordHash = await hashPassword(initialPassword);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const inserted = await tx
      .insert(operators)
      .values({ mobile: input.mobile, name: input.name, role: input.role, passwordHash, createdAt: now })
      .onConflictDoNothing({ target: operators.mobile })
      .returning({ id: operators.id });
    if (inserted.length === 0) throw new ApiError(ApiCode.CONFLICT, consoleMessages.exists);
    const id = inserted[0].id;
    await recordAudit(
      tx,
      by,
      {
        action: 'operator.create',
        targetKind: 'operator',
        targetId: id,
        summary: `新建后台账号：${input.name}（${operatorRoleLabels[input.role]}，${maskMobile(input.mobile)}）`,
        after: { name: input.name, role: input.role },
      },
      now,
    );
    return { id, initialPassword };
  });
}

/**
 * A role or the on/off switch of another account. Under one lock for all such changes, so two admins
 * switching each other off at once cannot leave the console with no active 管理员.
 */
export async function updateOperator(db: Db, caller: OperatorCaller, input: { id: number; role?: OperatorRole; disabled?: boolean }, now: Date): Promise<ConsoleOperator> {
  if (input.id === caller.operatorId && (input.role !== undefined || input.disabled !== undefined)) throw new ApiError(ApiCode.FORBIDDEN, consoleMessages.self);
  return withKeyLock(db, 'console:operators', async (tx) => {
    const before = await operatorById(tx, input.id);
    const role = input.role ?? before.role;
    const disabledAt = input.disabled === undefined ? before.disabledAt : input.disabled ? (before.disabledAt ?? now) : null;
    const stopsBeingAdmin = before.role === 'admin' && before.disabledAt === null && (role !== 'admin' || disabledAt !== null);
    if (stopsBeingAdmin) {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(operators)
        .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, before.id)));
      if (others === 0) throw new ApiError(ApiCode.CONFLICT, consoleMessages.lastAdmin);
    }
    const [after] = await tx.update(operators).set({ role, disabledAt }).where(eq(operators.id, before.id)).returning();
    if (disabledAt !== null && before.disabledAt === null) await revokeOperatorSessions(tx, before.id, now);
    const changes: string[] = [];
    if (role !== before.role) changes.push(`角色：${operatorRoleLabels[before.role]} → ${operatorRoleLabels[role]}`);
    if ((disabledAt === null) !== (before.disabledAt === null)) changes.push(disabledAt === null ? '重新启用' : '停用');
    if (changes.length > 0) {
      await recordAudit(
        tx,
        caller.operatorId,
        {
          action: 'operator.update',
          targetKind: 'operator',
          targetId: before.id,
          summary: `修改后台账号 ${before.name}：${changes.join('，')}`,
          before: { role: before.role, disabled: before.disabledAt !== null },
          after: { role, disabled: disabledAt !== null },
        },
        now,
      );
    }
    return toOperator(after);
  });
}

/** A new initial password for another account; its sessions end. */
export async function resetOperatorPassword(db: Db, caller: OperatorCaller, id: number, now: Date): Promise<{ initialPassword: string }> {
  if (id === caller.operatorId) throw new ApiError(ApiCode.FORBIDDEN, '请在“修改密码”里修改自己的密码');
  const initialPassword = randomInitialPassword(10);
  const passwordHash = await hashPassword(initialPassword);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const target = await operatorById(tx, id);
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    await revokeOperatorSessions(tx, id, now);
    await recordAudit(tx, caller.operatorId, { action: 'operator.reset_password', targetKind: 'operator', targetId: id, summary: `重置后台账号 ${target.name} 的密码` }, now);
  });
  return { initialPassword };
}

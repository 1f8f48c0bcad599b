import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH } from '#shared/validation/rules';
import { ApiCode } from '#shared/api/envelope';
import type { Env } from '../env';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import type { Clock } from '../lib/clock';
import { randomDigits, safeEqual, sha256 } from '../lib/crypto';
import { ApiError, tooMany } from '../lib/errors';
import { summarizeError } from '../lib/safe-error';
import { withKeyLock } from './dedupe';
import { hitEach, mobileLimitKey, type Origin, perDevice } from './rate-limit';
import type { SmsSender } from './sms-sender';

/**
 * 'console': the second factor of an operator's sign-in (sent only after the right password).
 * 'parent-register', 'parent-reset': a parent account's registration and password reset; 'guardian': a parent proving, when linking a
 * child under 14, that they hold their own phone now (sent only to the parent account's mobile); 'guardian-consent': the same, when
 * giving or refusing consent for that child.
 */
export type CodePurpose = 'register' | 'reset' | 'mobile' | 'console' | 'parent-register' | 'parent-reset' | 'guardian' | 'guardian-consent';

export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 90;

export interface CodeDeps {
  db: Db;
  env: Env;
  sms: SmsSender;
  clock: Clock;
}

const hashCode = (mobile: string, purpose: CodePurpose, code: string) => sha256(`${purpose}:${mobile}:${code}`);

/**
 * Sends a fresh code after the limits of SECURITY.md: one per (mobile, purpose) per 90 s, then per mobile and per
 * device, then per address (a flood guard sized for a school behind one NAT) and a global daily budget.
 * The checks and the new code's row run under one lock per mobile, so parallel requests (each with its
 * own captcha ticket) send one SMS, not one each; the SMS itself goes out after the lock.
 */
export async function sendCode(deps: CodeDeps, mobile: string, purpose: CodePurpose, origin: Origin): Promise<void> {
  const { env, clock } = deps;
  const now = clock.now();
  const code = randomDigits(CODE_LENGTH);
  const row = await withKeyLock(deps.db, `sms:${mobile}`, async (db) => {
    // One code per 90 s per (mobile, purpose), counted from the last send (matches the UI countdown); a
    // student who just registered may ask for a reset code at once. The hourly and daily limits are per mobile.
    const [last] = await db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const sinceLast = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (sinceLast < CODE_RESEND_SECONDS) throw tooMany(CODE_RESEND_SECONDS - sinceLast, '获取验证码');
    await hitEach(
      db,
      [
        { key: await mobileLimitKey(db, 'sms:mh', mobile), limit: 5, windowSeconds: 3600, what: '获取验证码' },
        { key: await mobileLimitKey(db, 'sms:md', mobile), limit: 10, windowSeconds: 86400, what: '获取验证码' },
        ...perDevice(origin, { prefix: 'sms', limit: env.SMS_PER_DEVICE_HOURLY, windowSeconds: 3600, what: '本设备获取验证码' }),
        { key: `sms:ip:${origin.ip}`, limit: env.SMS_PER_IP_HOURLY, windowSeconds: 3600, what: '本网络获取验证码' },
        { key: 'sms:global', limit: env.SMS_DAILY_BUDGET, windowSeconds: 86400, what: '获取验证码' },
      ],
      now,
    );
    // Only the newest code of (mobile, purpose) is valid.
    await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    const [inserted] = await db
      .insert(smsCodes)
      .values({ mobile, purpose, codeHash: hashCode(mobile, purpose, code), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000) })
      .returning({ id: smsCodes.id });
    return inserted;
  });
  const { db } = deps;
  try {
    await deps.sms.send(mobile, code);
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, row.id));
    // The provider's error may echo the number: only a masked summary is written.
    console.error('SMS sender failed:', JSON.stringify(summarizeError(error)));
    throw new ApiError(ApiCode.SERVER_ERROR, '短信发送失败，请稍后再试', null);
  }
}

const wrongCode = () => new ApiError(ApiCode.CODE_INVALID, '验证码错误或已过期，请重新获取');

/** Consumes the code if it matches; five wrong tries void it. Concurrent uses: only one wins. */
export async function consumeCode(deps: Pick<CodeDeps, 'db' | 'clock'>, mobile: string, purpose: CodePurpose, code: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw wrongCode();
  if (!safeEqual(row.codeHash, hashCode(mobile, purpose, code))) {
    // Counted atomically, so parallel wrong guesses all count toward the five.
    const [counted] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id))
      .returning({ attempts: smsCodes.attempts });
    if (counted && counted.attempts >= CODE_MAX_ATTEMPTS) await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, row.id));
    throw wrongCode();
  }
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw wrongCode();
}

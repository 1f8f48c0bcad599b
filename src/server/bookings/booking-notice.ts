import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { Env } from '../env';
import { summarizeError } from '../lib/safe-error';
import { hitLimit, peekLimit } from '../platform/rate-limit';
import type { BookingNotice, SmsSender } from '../platform/sms-sender';

/** Confirming SMS per account per day: a student booking a few things is told each time, a script is not. */
export const NOTICES_PER_USER_DAILY = 5;
/** Notices stop while less than this share of the daily SMS budget is left: codes (sign-in, register) keep it. */
const CODE_RESERVE = 0.1;

export const noticeLimitKey = (userId: number) => `booking-sms:user:${userId}`;

/**
 * Whether a new booking of this user may be confirmed by SMS: within the per-account limit and the
 * global daily SMS budget (less its reserve for codes). Counts the notice when it may. Run in the
 * booking's transaction, so the lead row says at once whether a notice goes out.
 */
export async function claimNotice(tx: Db, env: Env, userId: number, now: Date): Promise<boolean> {
  const used = await peekLimit(tx, 'sms:global', 86400, now);
  if (used >= Math.floor(env.SMS_DAILY_BUDGET * (1 - CODE_RESERVE))) return false;
  if (!(await hitLimit(tx, noticeLimitKey(userId), NOTICES_PER_USER_DAILY, 86400, now)).allowed) return false;
  return (await hitLimit(tx, 'sms:global', env.SMS_DAILY_BUDGET, 86400, now)).allowed;
}

/**
 * Hands the notice to the SMS sender without waiting (a slow provider must not hold the booking's
 * answer). A failure is logged without the number and clears the lead's `notified_at`.
 */
export function dispatchNotice(deps: { db: Db; sms: SmsSender }, leadId: number, mobile: string, notice: BookingNotice): void {
  void deps.sms.sendNotice(mobile, notice).catch(async (error: unknown) => {
    console.error('SMS notice failed:', JSON.stringify(summarizeError(error)));
    await deps.db
      .update(leads)
      .set({ notifiedAt: null })
      .where(eq(leads.id, leadId))
      .catch(() => {});
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { Env } from '../env';
import type { AfterReply } from '../lib/after-reply';
import { summarizeError } from '../lib/safe-error';
import { claimSmsNotice } from '../platform/sms-budget';
import type { BookingNotice, SmsSender } from '../platform/sms-sender';

/** Confirming SMS per account per day: a student booking a few things is told each time, a script is not. */
export const NOTICES_PER_USER_DAILY = 5;

export const noticeLimitKey = (userId: number) => `booking-sms:user:${userId}`;

/**
 * Whether a new booking of this user may be confirmed by SMS: within the per-account limit and the
 * global daily SMS budget (less its reserve for codes). Counts the notice when it may. Run in the
 * booking's transaction, so the lead row says at once whether a notice goes out.
 */
export function claimNotice(tx: Db, env: Env, userId: number, now: Date): Promise<boolean> {
  return claimSmsNotice(tx, env, noticeLimitKey(userId), NOTICES_PER_USER_DAILY, now);
}

/**
 * Hands the notice to the SMS sender without waiting (a slow provider must not hold the booking's
 * answer). A failure is logged without the number and clears the lead's `notified_at`.
 */
export function dispatchNotice(deps: { db: Db; sms: SmsSender; afterReply: AfterReply }, leadId: number, mobile: string, notice: BookingNotice): void {
  const sending = deps.sms.sendNotice(mobile, notice).catch(async (error: unknown) => {
    console.error('SMS notice failed:', JSON.stringify(summarizeError(error)));
    await deps.db
      .update(leads)
      .set({ notifiedAt: null })
      .where(eq(leads.id, leadId))
      .catch(() => {});
  });
  deps.afterReply.run(sending);
}

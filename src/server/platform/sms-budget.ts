import type { Db } from '../db/client';
import type { Env } from '../env';
import { hitLimit, peekLimit } from './rate-limit';

/** Notices stop while less than this share of the daily SMS budget is left: codes (sign-in, register) keep it. */
const CODE_RESERVE = 0.1;

/**
 * Whether one more notice (not a code) may go out: within `perDay` for `key` and the global daily SMS
 * budget less its reserve for codes. Counts it when it may.
 */
export async function claimSmsNotice(db: Db, env: Env, key: string, perDay: number, now: Date): Promise<boolean> {
  const used = await peekLimit(db, 'sms:global', 86400, now);
  if (used >= Math.floor(env.SMS_DAILY_BUDGET * (1 - CODE_RESERVE))) return false;
  if (!(await hitLimit(db, key, perDay, 86400, now)).allowed) return false;
  return (await hitLimit(db, 'sms:global', env.SMS_DAILY_BUDGET, 86400, now)).allowed;
}

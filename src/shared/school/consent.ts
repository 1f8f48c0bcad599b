import { chinaDayOf } from '../format/time';

/**
 * 登记监护人同意: how the guardians of a school's students under 14 agreed, and when. The teacher's form
 * checks it at once and the server again, with these rules and these words. "Today" is the China
 * calendar day (chinaDayOf): the server's clock decides, the device's only gives the quick answer.
 */
export const CONSENT_METHOD_MAX = 60;

export const consentMessages = {
  method: '请填写同意方式（至少2个字）',
  methodLength: `同意方式请控制在${CONSENT_METHOD_MAX}个字以内`,
  date: '请填写日期，如 2026-09-01',
  dateInvalid: '请填写有效的日期（不能晚于今天）',
} as const;

export function consentMethodProblem(method: string): string | null {
  const text = method.trim();
  if (text.length < 2) return consentMessages.method;
  return text.length > CONSENT_METHOD_MAX ? consentMessages.methodLength : null;
}

/** A real day written YYYY-MM-DD, not after today in China. */
export function consentDateProblem(date: string, now: Date | number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return consentMessages.date;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date || date > chinaDayOf(now)) return consentMessages.dateInvalid;
  return null;
}

import { z } from 'zod/mini';
import { MOBILE_PATTERN } from '../validation/rules';

/**
 * Bookings and consultations (docs/BOOKINGS.md): what a student may ask for, when they would like to
 * be called, and the states a lead goes through. Shared by the dialog, the list and the server.
 */

/** What a lead is about: an expert or a product by id, an activity or a training by slug, the one-to-one service, or a general question. */
export const SUBJECT_KINDS = ['expert', 'product', 'activity', 'training', 'one', 'general'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** When the student would like the call: a coarse choice staff can act on, no calendar to keep in sync. */
export const PREFERRED_TIMES = ['any', 'weekday_day', 'weekday_evening', 'weekend'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const preferredTimeLabels: Record<PreferredTime, string> = {
  any: '时间不限',
  weekday_day: '工作日白天',
  weekday_evening: '工作日晚上',
  weekend: '周末',
};

/** The life of a lead (staff work them: 新线索 → 已联系 → 已预约 → 已成交, or 无效). */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'won', 'invalid'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What staff call each state. */
export const leadStatusStaffLabels: Record<LeadStatus, string> = { new: '新线索', contacted: '已联系', booked: '已预约', won: '已成交', invalid: '无效' };
/** What the student sees in 我的预约. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: '已提交，待联系',
  contacted: '顾问已联系',
  booked: '已约定会谈',
  won: '已完成',
  invalid: '已关闭',
};

/** The note's limit in characters (code points). */
export const NOTE_MAX = 200;

export const bookingMessages = {
  time: '请选择方便联系的时间',
  note: `备注请控制在${NOTE_MAX}个字以内`,
  noteFormat: '备注格式不正确',
  contact: '请填写正确的联系手机号',
  noContact: '请填写联系手机号，方便顾问与你联系',
  subject: '咨询内容无效，请刷新页面后重试',
} as const;

/** Form fields arrive as '' when left empty. */
const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

/** Optional on the two spec calls (teamSubscribe, productSubscribe): missing or blank is 时间不限. */
export const preferredTimeSchema = z.pipe(z.transform(blankAsMissing), z._default(z.enum(PREFERRED_TIMES, { error: bookingMessages.time }), 'any'));

/** Free text, trimmed; counted in characters as people count them. */
export const noteSchema = z._default(
  z.string({ error: bookingMessages.noteFormat }).check(
    z.trim(),
    z.refine((v) => [...v].length <= NOTE_MAX, bookingMessages.note),
  ),
  '',
);

/** Another number to call than the account's own; missing or blank: the account's mobile. */
export const contactSchema = z.pipe(
  z.transform(blankAsMissing),
  z.optional(z.string({ error: bookingMessages.contact }).check(z.trim(), z.regex(MOBILE_PATTERN, bookingMessages.contact))),
);

/** What happens next, as the student is told once the lead is stored (contact: the masked number, '' when none). */
export function nextStepText(contact: string): string {
  return contact ? `我们的顾问会在1个工作日内致电 ${contact}` : '我们的顾问会在1个工作日内与你联系';
}

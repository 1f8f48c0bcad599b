import { z } from 'zod/mini';
import { MOBILE_PATTERN, messages, nameSchema } from './rules';

/** Rules of the training sign-up form (spec 3 and 5), shared by the form and the server. */

/** A landline with optional area code and extension (010-12345678, 0571 8888888-12) or a 400 number. */
const LANDLINE_PATTERN = /^((0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;
const CARDNUM_PATTERN = /^\d{17}[\dX]$/;
const CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CARD_CHECK = '10X98765432';

export const enrollMessages = {
  telphoneFormat: '联系方式格式有误，请填写手机号或座机号',
  gender: '性别请选择男或女',
  cardnum: '身份证号格式有误，请核对后重新输入',
} as const;

/** Mainland resident ID: 18 characters whose last one is the ISO 7064 check character. */
export function isValidCardnum(value: string): boolean {
  if (!CARDNUM_PATTERN.test(value)) return false;
  const sum = CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return CARD_CHECK[sum % 11] === value[17];
}

export function isValidTelphone(value: string): boolean {
  return MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value);
}

/** An optional free-text field: missing or blank becomes '', too long is refused. */
const text = (label: string, max: number) => z._default(z.string({ error: `${label}格式不正确` }).check(z.trim(), z.maxLength(max, `${label}请控制在${max}个字以内`)), '');

export const telphoneSchema = z.pipe(
  z.pipe(
    z.string({ error: messages.telphone }),
    z.transform((v: string) => v.replace(/\s+/g, '')), // people type "010 1234 5678"
  ),
  z.string().check(z.minLength(1, messages.telphone), z.maxLength(24, enrollMessages.telphoneFormat), z.refine(isValidTelphone, enrollMessages.telphoneFormat)),
);

/** Chosen project ids, comma-joined as the form sends them; parsed to distinct ascending ids. */
export const projectSchema = z.pipe(
  z.string({ error: messages.project }).check(z.trim(), z.minLength(1, messages.project), z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,19}$/, messages.project)),
  z.transform((v: string) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b)),
);

export const genderSchema = z._default(
  z.string({ error: enrollMessages.gender }).check(
    z.trim(),
    z.refine((v) => v === '' || v === '男' || v === '女', enrollMessages.gender),
  ),
  '',
);

export const cardnumSchema = z._default(
  z.string({ error: enrollMessages.cardnum }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((v) => v === '' || isValidCardnum(v), enrollMessages.cardnum),
  ),
  '',
);

export const enrollFormSchema = z.object({
  name: nameSchema,
  gender: genderSchema,
  telphone: telphoneSchema,
  project: projectSchema,
  cardnum: cardnumSchema,
  address: text('地址', 100),
  edu: text('学历', 20),
  major: text('专业', 50),
  company: text('工作单位', 100),
  occupation: text('职业', 50),
  work_description: text('工作描述', 500),
  why: text('报名原因', 500),
  results: text('成果', 500),
});

export type EnrollForm = z.output<typeof enrollFormSchema>;

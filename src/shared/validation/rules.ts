import { z } from 'zod/mini';

/** Every message of the spec's section 5, in one place for the forms and the server. */
export const messages = {
  mobileRequired: '请输入手机号',
  mobileFormat: '手机格式有误，请重新输入',
  account: '请输入正确的账号',
  password: '请输入6-16位密码',
  passwordCommon: '这个密码太常见，容易被猜到，请换一个',
  confirmPassword: '两次密码不一致，请重新输入',
  code: '请输入正确的验证码',
  name: '请输入姓名',
  captcha: '请完成验证',
  nickname: '请输入昵称',
  nicknameLength: '昵称请控制在20个字以内',
  section: (label: string) => `请选择${label}信息`,
  telphone: '请输入联系方式',
  project: '请选择项目',
  consent: '请阅读并同意用户协议和隐私政策',
  birthMonth: '出生年月请选择如 2012-05 的年月',
} as const;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const CODE_LENGTH = 4;
export const CODE_RESEND_SECONDS = 90;

export const mobileSchema = z.string({ error: messages.mobileRequired }).check(z.trim(), z.minLength(1, messages.mobileRequired), z.regex(MOBILE_PATTERN, messages.mobileFormat));
/** The login form calls the mobile an account and has its own message. */
export const accountSchema = z.string({ error: messages.account }).check(z.trim(), z.regex(MOBILE_PATTERN, messages.account));
export const passwordSchema = z.string({ error: messages.password }).check(z.minLength(PASSWORD_MIN, messages.password), z.maxLength(PASSWORD_MAX, messages.password));
export const codeSchema = z.string({ error: messages.code }).check(z.trim(), z.length(CODE_LENGTH, messages.code));
/**
 * The person's name: registration asks 姓名 and the user center changes the same field (the API's
 * `username`), under the same name and message — one name for one thing.
 */
export const nameSchema = z.string({ error: messages.name }).check(z.trim(), z.minLength(1, messages.name), z.maxLength(20, '姓名请控制在20个字以内'));
/** 出生年月 as YYYY-MM, or '' (not given); the server also checks it is a real month, not ahead (school/roster.ts parseBirthMonth). */
export const birthMonthField = z.optional(z.string({ error: messages.birthMonth }).check(z.trim(), z.regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, messages.birthMonth)));
export const nicknameSchema = z.string({ error: messages.nickname }).check(z.trim(), z.minLength(1, messages.nickname), z.maxLength(20, messages.nicknameLength));

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}

/** The first message a schema gives for a value, or null when it is valid. */
export function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Confirm-password rule: equal to the password and non-empty. */
export function confirmError(password: string, confirm: string): string | null {
  return confirm && confirm === password ? null : messages.confirmPassword;
}

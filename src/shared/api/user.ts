import { z } from 'zod/mini';
import { accountSchema, birthMonthField, codeSchema, messages, mobileSchema, nameSchema, nicknameSchema, passwordSchema } from '../validation/rules';
import { endpoint, returns } from './envelope';
import { idField } from './fields';
import type { exportDataData, SectionNode, sectionListData, sessionTokenData, testStatusData, userInfoData } from './responses/user';

const ticket = z.string({ error: messages.captcha }).check(z.trim(), z.minLength(1, messages.captcha), z.maxLength(200, messages.captcha));

/** A session token: 256 bits, base64url. */
export type SessionToken = z.output<typeof sessionTokenData>;
export type UserInfo = z.output<typeof userInfoData>;
export type { SectionNode };
export type SectionList = z.output<typeof sectionListData>;
export type TestStatus = z.output<typeof testStatusData>;
/** Everything held about the user: the profile, sessions, results, share links, bookings, sign-ups (with their IP), SMS codes and rate-limit rows of the mobile (no hashes). */
export type ExportData = z.output<typeof exportDataData>;

/**
 * Additive: '1' when the sign-in is kept on the device (「记住我」): the session then ends
 * after 7 days unused instead of 2 hours (server platform/sessions.ts). Absent: '0'.
 */
const remember = z.optional(z.enum(['0', '1'], { error: '参数错误' }));

export const userApi = {
  getRegisterCode: endpoint('/api/user/getRegisterCode', 'none', z.object({ mobile: mobileSchema, ticket }), returns<null>(), { perDevice: true }),
  register: endpoint(
    '/api/user/register',
    'none',
    z.object({
      mobile: mobileSchema,
      password: passwordSchema,
      code: codeSchema,
      username: nameSchema,
      consent: z.literal('1', { error: messages.consent }),
      /** 出生年月 (YYYY-MM): under 14, results wait for a guardian's consent online (docs/PARENTS.md). Absent: unknown, which counts as under 14. */
      birthMonth: birthMonthField,
      remember,
    }),
    returns<SessionToken>(),
  ),
  login: endpoint('/api/user/login', 'none', z.object({ mobile: accountSchema, password: passwordSchema, remember }), returns<SessionToken>(), { perDevice: true }),
  logout: endpoint('/api/user/logout', 'optional', z.object({}), returns<null>()),
  getUserInfo: endpoint('/api/user/getUserInfo', 'required', z.object({}), returns<UserInfo>()),
  getResetPasswordCode: endpoint('/api/user/getResetPasswordCode', 'none', z.object({ mobile: mobileSchema, ticket }), returns<null>(), { perDevice: true }),
  resetpwd: endpoint('/api/user/resetpwd', 'none', z.object({ mobile: mobileSchema, password: passwordSchema, code: codeSchema }), returns<null>()),
  resetpwdByPassword: endpoint(
    '/api/user/resetpwdByPassword',
    'required',
    z
      .object({ oldpassword: passwordSchema, password: passwordSchema, repassword: z.string({ error: messages.confirmPassword }) })
      .check(z.refine((b) => b.password === b.repassword, { message: messages.confirmPassword, path: ['repassword'] })),
    returns<null>(),
  ),
  getSectionList: endpoint('/api/user/getSectionList', 'required', z.object({}), returns<SectionList>()),
  updateBaseInfo: endpoint(
    '/api/user/updateBaseInfo',
    'required',
    z.object({
      username: nameSchema,
      sectionid: z.string({ error: messages.section('年级班级') }).check(z.trim(), z.regex(/^\d{1,9}(,\d{1,9}){0,4}$/, messages.section('年级班级'))),
      nickname: z.optional(nicknameSchema),
    }),
    returns<null>(),
  ),
  /** Additive: a code sent to the new number proves the user owns it. */
  getChangeMobileCode: endpoint('/api/user/getChangeMobileCode', 'required', z.object({ mobile: mobileSchema, ticket }), returns<null>(), { perDevice: true }),
  updateMobile: endpoint('/api/user/updateMobile', 'required', z.object({ password: passwordSchema, mobile: mobileSchema, code: codeSchema }), returns<null>()),
  getUserTestTypeList: endpoint('/api/user/getUserTestTypeList', 'required', z.object({}), returns<TestStatus>()),
  /** Additive (PIPL): everything we hold about the user, as JSON. */
  exportData: endpoint('/api/user/exportData', 'required', z.object({}), returns<ExportData>()),
  /**
   * Additive (PIPL): delete one of the caller's own results. 4004 when the caller has no result of
   * that assessment with the id (someone else's answers alike); its share links stop working.
   */
  deleteResult: endpoint(
    '/api/user/deleteResult',
    'required',
    z.object({
      assessment: z.enum(['dyzn', 'hld', 'mbti'], { error: '测评类型无效' }),
      id: idField('报告编号'),
    }),
    returns<null>(),
  ),
  /** Additive (PIPL): delete the account and all its data, confirmed with the password. */
  deleteAccount: endpoint('/api/user/deleteAccount', 'required', z.object({ password: passwordSchema }), returns<null>()),
};

import { z } from 'zod/mini';
import { INVITE_PATTERN, familyMessages, normalizeInviteCode } from '../family/invite';
import { birthMonthField, codeSchema, messages, mobileSchema, nameSchema, passwordSchema, accountSchema } from '../validation/rules';
import { endpoint, parentEndpoint, returns } from './envelope';
import { idField } from './fields';
import type { familyLinksData, inviteCheckData, inviteData, linkRequestData, parentExportData, parentInfoData, parentTokenData, schoolParentLinksData } from './responses/family';

/** The parents' side (docs/PARENTS.md). */

export type ParentToken = z.output<typeof parentTokenData>;
export type ParentInfo = z.output<typeof parentInfoData>;
export type InviteCheck = z.output<typeof inviteCheckData>;
export type LinkRequest = z.output<typeof linkRequestData>;
export type Invite = z.output<typeof inviteData>;
export type FamilyLinks = z.output<typeof familyLinksData>;
export type SchoolParentLinks = z.output<typeof schoolParentLinksData>;
export type ParentExport = z.output<typeof parentExportData>;

const ticket = z.string({ error: messages.captcha }).check(z.trim(), z.minLength(1, messages.captcha), z.maxLength(200, messages.captcha));
const inviteCode = z.pipe(
  z.string({ error: familyMessages.inviteFormat }).check(z.maxLength(40, familyMessages.inviteFormat), z.overwrite(normalizeInviteCode)),
  z.string().check(z.regex(INVITE_PATTERN, familyMessages.inviteFormat)),
);
const linkId = idField('关联');

/**
 * A parent's own calls: registration and sign-in as students have (mobile, SMS code, password), then,
 * signed in with the parent's own header, their children and the linking.
 */
export const parentApi = {
  getRegisterCode: endpoint('/api/parent/getRegisterCode', 'none', z.object({ mobile: mobileSchema, ticket }), returns<null>(), { perDevice: true }),
  register: endpoint(
    '/api/parent/register',
    'none',
    z.object({ mobile: mobileSchema, password: passwordSchema, code: codeSchema, name: nameSchema, consent: z.literal('1', { error: messages.consent }) }),
    returns<ParentToken>(),
  ),
  login: endpoint('/api/parent/login', 'none', z.object({ mobile: accountSchema, password: passwordSchema }), returns<ParentToken>(), { perDevice: true }),
  getResetCode: endpoint('/api/parent/getResetCode', 'none', z.object({ mobile: mobileSchema, ticket }), returns<null>(), { perDevice: true }),
  resetPassword: endpoint('/api/parent/resetPassword', 'none', z.object({ mobile: mobileSchema, password: passwordSchema, code: codeSchema }), returns<null>()),
  logout: parentEndpoint('/api/parent/logout', z.object({}), returns<null>()),
  getInfo: parentEndpoint('/api/parent/getInfo', z.object({}), returns<ParentInfo>()),
  /** Whose invite this is and which way the link is proved; counts as a try against guessing. */
  checkInvite: parentEndpoint('/api/parent/checkInvite', z.object({ code: inviteCode }), returns<InviteCheck>()),
  /** Under 14: an SMS code to the parent's own verified mobile (never the child's own). */
  getGuardianCode: parentEndpoint('/api/parent/getGuardianCode', z.object({ code: inviteCode }), returns<null>()),
  /** Takes the invite (once) and links: approved at once under 14 with the SMS code, else pending the child's answer. */
  requestLink: parentEndpoint('/api/parent/requestLink', z.object({ code: inviteCode, smsCode: z.optional(codeSchema) }), returns<LinkRequest>()),
  unlink: parentEndpoint('/api/parent/unlink', z.object({ linkId }), returns<null>()),
  /** Everything kept about the parent (PIPL): the account, sign-ins, links, SMS codes (no hashes). */
  exportData: parentEndpoint('/api/parent/exportData', z.object({}), returns<ParentExport>()),
  /** 注销家长账号, confirmed with the password. */
  deleteAccount: parentEndpoint('/api/parent/deleteAccount', z.object({ password: passwordSchema }), returns<null>()),
};

/** The student's side, in 个人中心 › 家长关联, with the student's own token. */
export const familyApi = {
  /** A new invite (an earlier unused one stops working). `birthMonth` only when the school roster has none; '' = not given. */
  createInvite: endpoint('/api/family/createInvite', 'required', z.object({ birthMonth: birthMonthField }), returns<Invite>()),
  getLinks: endpoint('/api/family/getLinks', 'required', z.object({}), returns<FamilyLinks>()),
  decide: endpoint('/api/family/decide', 'required', z.object({ linkId, approve: z.enum(['0', '1'], { error: '参数错误' }) }), returns<null>()),
  unlink: endpoint('/api/family/unlink', 'required', z.object({ linkId }), returns<null>()),
  /** A school administrator: the parents linked to a rostered student of the school. */
  schoolLinks: endpoint('/api/family/schoolLinks', 'required', z.object({ studentId: idField('学生') }), returns<SchoolParentLinks>()),
  /** A school administrator makes an invite for a rostered student of the school (to print and take home); the student's earlier one stops working. */
  schoolInvite: endpoint('/api/family/schoolInvite', 'required', z.object({ studentId: idField('学生') }), returns<Invite>()),
  /** A school administrator revokes a link of a rostered student of the school. */
  schoolRevoke: endpoint('/api/family/schoolRevoke', 'required', z.object({ studentId: idField('学生'), linkId }), returns<null>()),
};

import { CLASS_CODE_ALPHABET } from '../school/class-code';
import { needsGuardianConsent } from '../school/roster';
import { messages } from '../validation/rules';

/**
 * A student's invitation to link a parent (docs/PARENTS.md): 8 characters from the class codes'
 * alphabet (no 0/1/I/O), 32⁸ ≈ 1.1·10¹² codes, valid INVITE_HOURS, used once. Typed by a parent on a
 * phone, so spaces, dashes, lower case and full-width characters are forgiven.
 */
export const INVITE_ALPHABET = CLASS_CODE_ALPHABET;
export const INVITE_LENGTH = 8;
export const INVITE_HOURS = 24;
export const INVITE_PATTERN = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_LENGTH}}$`);

const FULL_WIDTH = /[\uFF01-\uFF5E]/g;

/** The code as the server made it, from what a person typed; '' when a character is not of the alphabet. */
export function normalizeInviteCode(raw: string): string {
  const plain = raw
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s-]/g, '')
    .toUpperCase();
  return [...plain].every((c) => INVITE_ALPHABET.includes(c)) ? plain : '';
}

/** ABCD-EFGH: easier to read aloud and to type. */
export const formatInviteCode = (code: string) => (code.length === INVITE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** The page a parent's phone opens from the QR code. */
export const inviteLinkPath = (code: string) => `/parent/link?code=${code}`;

/**
 * Whether a child counts as under 14 for linking: the birth month known to the platform (the school
 * roster's, else the registration's) when there is one, else the one the child gave with the invite;
 * unknown counts as under 14 (the safe side).
 */
export function childUnder14(knownBirthMonth: string | null, givenBirthMonth: string, today: Date): boolean {
  return needsGuardianConsent(knownBirthMonth || givenBirthMonth, today);
}

export const familyMessages = {
  inviteFormat: `邀请码是${INVITE_LENGTH}位字母和数字，请检查后重新输入`,
  inviteUnknown: '邀请码不正确，请核对后重新输入',
  inviteUsed: '这个邀请码已经用过了，请让孩子在“个人中心 › 家长关联”重新生成',
  inviteExpired: `这个邀请码已过期（有效期${INVITE_HOURS}小时），请让孩子重新生成`,
  birthMonth: messages.birthMonth,
  sameAsChild: '监护人手机号不能是孩子本人的手机号。请用您自己的手机号注册家长账号后再关联',
  alreadyLinked: '您已关联这个孩子',
  alreadyPending: '您已申请关联这个孩子，请等待孩子在个人中心同意',
  smsNeeded: '孩子未满14周岁，需要先获取并填写发到您手机上的验证码',
  linkGone: '这条关联不存在或已解除',
  staffNoInvite: '学校教职工账号不能邀请家长关联，请用学生本人的账号',
} as const;

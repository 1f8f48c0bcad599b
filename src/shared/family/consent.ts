import { needsGuardianConsent } from '../school/roster';

/**
 * Whether a child's results may leave the device (docs/PARENTS.md, "Guardian consent"). PIPL art. 31:
 * a child under 14 is processed only with a guardian's consent. The server decides with this rule at
 * every upload; the device shows the child why a finished test waits, in the words below.
 */

/** A guardian's decision, newest first wins: given, refused, or withdrawn after it was given. */
export type GuardianDecision = 'given' | 'refused' | 'withdrawn';

/** What a held upload waits for: the school's record (rostered), a linked guardian online (again, once withdrawn), or the child's birth month. */
export const CONSENT_WAITS = ['school', 'parent', 'withdrawn', 'birth-month'] as const;
export type ConsentWait = (typeof CONSENT_WAITS)[number];

export interface ConsentFacts {
  /** A school's staff (teachers try the tests too): adults, never held. */
  staff?: boolean;
  /** On a school roster: the school may record how a guardian agreed. */
  rostered: boolean;
  /** The roster's birth month for a rostered child, else the one the child gave at registration; '' unknown. */
  birthMonth: string;
  /** The school recorded a guardian's consent (roster students only). */
  schoolRecorded: boolean;
  /** The newest decision a linked guardian made online, if any. */
  guardianDecision: GuardianDecision | null;
}

/**
 * null: the results may upload. 14 or more decides for themselves; a guardian's online consent lets
 * any child upload; a guardian's refusal or withdrawal outranks an earlier record by the school (it is
 * the guardian's newer word). An unknown age counts as under 14, the safe side.
 */
export function consentWaitOf(facts: ConsentFacts, today: Date): ConsentWait | null {
  if (facts.staff || (facts.birthMonth && !needsGuardianConsent(facts.birthMonth, today))) return null;
  if (facts.guardianDecision === 'given') return null;
  if (facts.guardianDecision === 'withdrawn') return 'withdrawn';
  if (facts.guardianDecision === 'refused') return 'parent';
  if (facts.rostered) return facts.schoolRecorded ? null : 'school';
  return facts.birthMonth ? 'parent' : 'birth-month';
}

/** A wait as a device stored it: builds before online consent stored 'consent', the school's record. */
export type StoredConsentWait = ConsentWait | 'consent';

/** What a 4051 said it waits for; anything else (an older server) is the school's record. */
export function consentWaitFrom(data: unknown): ConsentWait {
  const wait = (data as { waitingFor?: unknown } | null)?.waitingFor;
  return CONSENT_WAITS.find((known) => known === wait) ?? 'school';
}

/** What the server answers (4051) and the device shows the child, for each wait. */
export const consentWaitMessages: Record<ConsentWait, string> = {
  school: '你的答案已经保存在这台平板上。因为还没有登记家长同意，暂时不会上传；老师登记或家长在家长端同意后会自动上传，不用重做。',
  parent: '等待家长同意：你的答案已经保存在这台设备上，暂时不会上传。请在“个人中心 › 家长关联”邀请家长，家长在手机上同意后会自动上传，不用重做。',
  withdrawn: '家长已撤回同意：平台上保存的你的测评结果已经删除。之后完成的测评只保存在你的设备上，家长重新同意后才会上传。',
  'birth-month': '你的答案已经保存在这台设备上，暂时不会上传。请先在“个人中心 › 家长关联”填写出生年月：满14周岁的同学会马上上传，不满14周岁的需要家长在手机上同意。',
};

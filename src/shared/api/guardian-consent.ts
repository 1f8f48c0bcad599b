import { z } from 'zod/mini';
import { birthMonthField, codeSchema, messages } from '../validation/rules';
import { endpoint, parentEndpoint, returns } from './envelope';
import { idField } from './fields';
import type { childConsentData, consentStateData } from './responses/guardian-consent';

/** A guardian's consent online for a child under 14 (docs/PARENTS.md, "Guardian consent"). */

export type ConsentState = z.output<typeof consentStateData>;
export type ChildConsent = z.output<typeof childConsentData>;

const linkId = idField('关联');
const rulesVersion = z.string({ error: '请先阅读儿童个人信息保护规则' }).check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, '请先阅读儿童个人信息保护规则'));

/** The parent's calls, with the parent's own token, for a child they are linked to. */
export const guardianConsentApi = {
  /** The child's name, the rules' version to read, and where consent stands. */
  getChildConsent: parentEndpoint('/api/parent/getChildConsent', z.object({ linkId }), returns<ChildConsent>()),
  /** An SMS code to the parent's own mobile (never the child's): consent is given by whoever holds the guardian's phone. */
  getConsentCode: parentEndpoint('/api/parent/getConsentCode', z.object({ linkId }), returns<null>()),
  /** 同意 or 不同意, with the SMS code and the rules' version read; recorded, never changed. */
  decideConsent: parentEndpoint(
    '/api/parent/decideConsent',
    z.object({ linkId, decision: z.enum(['given', 'refused'], { error: '请选择同意或不同意' }), smsCode: codeSchema, rulesVersion }),
    returns<ConsentState>(),
  ),
  /** 撤回同意: uploads stop and the child's results on the platform are deleted. */
  withdrawConsent: parentEndpoint('/api/parent/withdrawConsent', z.object({ linkId }), returns<ConsentState>()),
};

/** The child's calls, with the child's own token. */
export const childConsentApi = {
  getMyConsent: endpoint('/api/family/getMyConsent', 'required', z.object({}), returns<ConsentState>()),
  /** 出生年月, once, for an account that has none (registered before it was asked) and no school roster. */
  setBirthMonth: endpoint(
    '/api/family/setBirthMonth',
    'required',
    z.object({ birthMonth: z.pipe(birthMonthField, z.string().check(z.minLength(1, messages.birthMonth))) }),
    returns<ConsentState>(),
  ),
};

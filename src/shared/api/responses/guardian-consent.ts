import { z } from 'zod/mini';
import { noData } from './common';

/** A guardian's consent online (docs/PARENTS.md, "Guardian consent"). */

const when = z.iso.datetime({ offset: true });

export const consentStateData = z.strictObject({
  /** Under 14 or of unknown age: the child's results upload only with a guardian's consent. */
  needed: z.boolean(),
  /** What the child's uploads wait for now (shared/family/consent.ts); null: they go. */
  waitingFor: z.nullable(z.enum(['school', 'parent', 'withdrawn', 'birth-month'])),
  /** The newest decision a guardian made online. */
  latest: z.nullable(
    z.strictObject({
      decision: z.enum(['given', 'refused', 'withdrawn']),
      parentName: z.string(),
      decidedAt: when,
      rulesVersion: z.string(),
    }),
  ),
});

export const childConsentData = z.strictObject({
  childName: z.string(),
  /** The version of the 儿童个人信息保护规则 the page shows; a decision must name it. */
  rulesVersion: z.string(),
  state: consentStateData,
});

export const guardianConsentResponses = {
  getChildConsent: childConsentData,
  getConsentCode: noData,
  decideConsent: consentStateData,
  withdrawConsent: consentStateData,
};

export const childConsentResponses = {
  getMyConsent: consentStateData,
  setBirthMonth: consentStateData,
};

import { z } from 'zod/mini';
import { noData, positiveId } from './common';
import { consentStateData } from './guardian-consent';

/** The parents' side (docs/PARENTS.md): the parent's own calls and the student's. */

const when = z.iso.datetime({ offset: true });
const status = z.enum(['pending', 'approved', 'refused']);
const verification = z.enum(['student-approval', 'guardian-sms']);

export const parentTokenData = z.strictObject({ token: z.string() });

export const parentInfoData = z.strictObject({
  name: z.string(),
  /** Masked: 138****5678. */
  mobile: z.string(),
  children: z.array(
    z.strictObject({
      linkId: positiveId,
      /** The child's nickname, else their name. */
      name: z.string(),
      status,
      verification,
      under14: z.boolean(),
      requestedAt: when,
      decidedAt: z.nullable(when),
      /** Where the child's guardian consent stands (an approved link only; null while pending or refused). */
      consent: z.nullable(consentStateData),
    }),
  ),
});

export const inviteCheckData = z.strictObject({
  /** The child's nickname or name, for the parent to recognise them. */
  childName: z.string(),
  /** Under 14 (or of unknown age): the link needs an SMS code to the parent's phone; else the child approves. */
  under14: z.boolean(),
});

export const linkRequestData = z.strictObject({ linkId: positiveId, status });

export const inviteData = z.strictObject({
  code: z.string(),
  expiresAt: when,
  under14: z.boolean(),
});

export const familyLinksData = z.strictObject({
  /** Whether the birth month is known, from the school roster or the registration (the student is not asked for it). */
  birthMonthKnown: z.boolean(),
  /** The live invite's expiry (the code itself is shown only when made). */
  liveInviteUntil: z.nullable(when),
  parents: z.array(
    z.strictObject({
      linkId: positiveId,
      name: z.string(),
      /** Masked: 138****5678. */
      mobile: z.string(),
      status,
      verification,
      requestedAt: when,
      decidedAt: z.nullable(when),
    }),
  ),
});

export const schoolParentLinksData = z.strictObject({ parents: familyLinksData.shape.parents });

export const parentExportData = z.strictObject({
  exportedAt: when,
  account: z.strictObject({ name: z.string(), mobile: z.string(), createdAt: when, consentVersion: z.string(), consentAt: when, password: z.string() }),
  sessions: z.array(z.strictObject({ createdAt: when, expiresAt: when, revokedAt: z.nullable(when) })),
  children: z.array(z.strictObject({ name: z.string(), status, verification, guardianMobile: z.nullable(z.string()), requestedAt: when, decidedAt: z.nullable(when) })),
  smsCodes: z.array(z.strictObject({ purpose: z.string(), createdAt: when, expiresAt: when, usedAt: z.nullable(when) })),
  /** The parent's reads of a child's results (docs/PARENTS.md, "What a parent sees"). */
  reads: z.array(z.strictObject({ child: z.string(), what: z.enum(['history', 'report', 'portrait']), assessment: z.nullable(z.enum(['dyzn', 'hld', 'mbti'])), viewedAt: when })),
});

export const parentResponses = {
  getRegisterCode: noData,
  register: parentTokenData,
  login: parentTokenData,
  getResetCode: noData,
  resetPassword: noData,
  logout: noData,
  getInfo: parentInfoData,
  checkInvite: inviteCheckData,
  getGuardianCode: noData,
  requestLink: linkRequestData,
  unlink: noData,
  exportData: parentExportData,
  deleteAccount: noData,
};

export const familyResponses = {
  createInvite: inviteData,
  getLinks: familyLinksData,
  decide: noData,
  unlink: noData,
  schoolLinks: schoolParentLinksData,
  schoolInvite: inviteData,
  schoolRevoke: noData,
};

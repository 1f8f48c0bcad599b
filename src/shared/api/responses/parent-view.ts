import { z } from 'zod/mini';
import { positiveId } from './common';
import { historyItemData, resultData } from './assessment';

/** What a parent reads of a linked child, and what the child reads of it (docs/PARENTS.md). */

const when = z.iso.datetime({ offset: true });
const count = z.int().check(z.nonnegative());

export const childResultsData = z.strictObject({
  /** The child's nickname, else their name. */
  childName: z.string(),
  /** Newest first, per test; empty when the child has none. */
  history: z.strictObject({ hld: z.array(historyItemData), dyzn: z.array(historyItemData), mbti: z.array(historyItemData) }),
});

export const childPortraitData = z.strictObject({
  childName: z.string(),
  hld: z.nullable(resultData.hld),
  dyzn: z.nullable(resultData.dyzn),
  mbti: z.nullable(resultData.mbti),
});

export const parentSightData = z.strictObject({
  /** How many results of each test the student has: all of them are what an approved parent can read. */
  results: z.strictObject({ hld: count, dyzn: count, mbti: count }),
  parents: z.array(
    z.strictObject({
      linkId: positiveId,
      name: z.string(),
      /** Masked: 138****5678. */
      mobile: z.string(),
      /** Only an approved link sees anything. */
      status: z.enum(['pending', 'approved', 'refused']),
      /** The child was under 14 when linked: the guardian decides. */
      childUnder14: z.boolean(),
    }),
  ),
  /** Every time a parent read something, newest first (the last 200). */
  views: z.array(
    z.strictObject({
      /** 王妈妈 138****5678, or 已注销的家长账号. */
      parent: z.string(),
      what: z.enum(['history', 'report', 'portrait']),
      assessment: z.nullable(z.enum(['dyzn', 'hld', 'mbti'])),
      /** When the report read was taken ('YYYY-MM-DD HH:mm'); null for the history and the portrait, or once the result was deleted. */
      resultTime: z.nullable(z.string()),
      viewedAt: when,
    }),
  ),
});

export const parentViewResponses = {
  childResults: childResultsData,
  childReport: z.union([resultData.dyzn, resultData.hld, resultData.mbti]),
  childPortrait: childPortraitData,
};

export const familyViewResponses = { getParentSight: parentSightData };

import { z } from 'zod/mini';
import type { AssessmentKey } from '#shared/assessments/types';
import { QUALITY_REASONS } from '#shared/assessments/quality';
import { noData, positiveId } from './common';
import { assessmentKeySchema, dyznReportShape, hldReportShape, mbtiReportShape, questionSetSchema } from './reports';
import { VIEW_TOKEN_PATTERN } from '#shared/validation/formats';

/**
 * Schemas of what the assessment calls answer (the `data` of a 1000). The integration tests check
 * every answer with them; assessment.ts takes only their types, so the client never loads this file.
 */

/** 'YYYY-MM-DD HH:mm' in China time. */
const chinaTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
/** Time used, e.g. 12分30秒 or 1小时2分3秒. */
const duration = z.string().check(z.regex(/^(\d+小时)?(\d+分)?\d+秒$/));

/** Which caveat a result carries (src/shared/assessments/caveat.ts): a flagged sheet, or a profile where nothing stands out. */
const caveatKind = z.enum(['flagged', 'flat']);

/** A share link's token (≥ 128 bits, base64url). */
export const viewTokenData = z.strictObject({ viewtoken: z.string().check(z.regex(VIEW_TOKEN_PATTERN)) });

/** What every report carries besides its content: whose, when, how long, which version. */
const resultMetaShape = {
  /** The result's id for its owner; 0 on a share link (viewers learn no internal id). */
  id: z.int().check(z.nonnegative()),
  assessment: assessmentKeySchema,
  /** 'YYYY-MM-DD HH:mm' in China time. */
  createtime: chinaTime,
  /** Time used, e.g. 12分30秒. */
  usedtime: duration,
  times: z.int().check(z.nonnegative()),
  nickname: z.string(),
  orginfo: z.strictObject({ reportlogo: z.string() }),
  version: z.string().check(z.minLength(1)),
  /** True when the caller owns the result (may share it); false when opened by view token. */
  isOwner: z.boolean(),
  /** The response-quality check when the sheet was submitted; null for results from before it. */
  quality: z.nullable(z.strictObject({ flagged: z.boolean(), reasons: z.array(z.enum(QUALITY_REASONS)) })),
  /** The owner's previous result of this assessment within 30 days (a retake shows it beside the new one); null otherwise and on shared links. */
  previous: z.nullable(
    z.strictObject({
      id: positiveId,
      createtime: chinaTime,
      summary: z.string(),
      /** The caveat that result carries (src/shared/assessments/caveat.ts); absent when none. */
      caveat: z.optional(caveatKind),
    }),
  ),
};
export const resultMetaData = z.strictObject(resultMetaShape);

/** A report as the server sends it: the meta fields and the instrument's content, nothing else (strict). */
const reportOf = (key: AssessmentKey) => z.refine<{ assessment: AssessmentKey }>((r) => r.assessment === key, `a report of ${key}`);
export const resultData = {
  dyzn: z.strictObject({ ...resultMetaShape, ...dyznReportShape }).check(reportOf('dyzn')),
  hld: z.strictObject({ ...resultMetaShape, ...hldReportShape }).check(reportOf('hld')),
  mbti: z.strictObject({ ...resultMetaShape, ...mbtiReportShape }).check(reportOf('mbti')),
};

export const historyItemData = z.strictObject({
  id: positiveId,
  createtime: chinaTime,
  usedtime: duration,
  /** A short summary of the result, e.g. INTJ, SAE, 优势：语言智能、人际智能. */
  summary: z.string().check(z.minLength(1)),
  /** The caveat the result carries, so the line never shows a flagged or flat result bare; absent when none. */
  caveat: z.optional(caveatKind),
});

export { questionSetSchema as questionSetData };

/** getQuestionList when the device's `version` is current: nothing to download again. */
export const questionsUnchangedData = z.strictObject({ version: z.string().check(z.minLength(1)), unchanged: z.literal(true) });

/** The full set (always when no `version` was sent), or `unchanged`. */
export function questionListData(key: AssessmentKey) {
  return z.union([questionSetSchema(key), questionsUnchangedData]);
}

function responsesOf<K extends AssessmentKey>(key: K) {
  const result = resultData[key] as (typeof resultData)[K];
  return {
    getQuestionList: questionListData(key),
    checkTestRight: noData,
    submitAnswer: result,
    getAnswerCensus: result,
    getResultHistory: z.array(historyItemData),
    getShareToken: viewTokenData,
    resetShareToken: viewTokenData,
  };
}

/** One schema per call of `assessmentApi[key]`, by name (paired with the endpoints in index.ts). */
export const assessmentResponses = { dyzn: responsesOf('dyzn'), hld: responsesOf('hld'), mbti: responsesOf('mbti') };

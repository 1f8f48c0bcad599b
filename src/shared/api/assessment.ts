import { z } from 'zod/mini';
import type { RawAnswer } from '../assessments/answers';
import type { AssessmentReport } from '../assessments/exchange-types';
import type { AssessmentKey } from '../assessments/types';
import { endpoint, returns } from './envelope';
import { idField } from './fields';
import type { historyItemData, questionListData, questionSetData, resultMetaData, viewTokenData } from './responses/assessment';
import { VIEW_TOKEN_PATTERN } from '../validation/formats';

/**
 * `answer` arrives as a JSON string (form-encoded): a list of {id, value} or {id, answer}. Additive:
 * `ms`, how long the question was on screen before the tap (newer devices), for the quality check.
 */
const answerShape = z
  .array(
    z.strictObject({
      // A question id as the list gave it: a whole number, or its plain digits ("1e0" or " 1" is not an id).
      id: z.union([z.int().check(z.positive(), z.maximum(100_000)), z.string().check(z.regex(/^[1-9]\d{0,5}$/))]),
      value: z.optional(z.union([z.number(), z.string()])),
      answer: z.optional(z.string()),
      ms: z.optional(z.number()),
    }),
  )
  .check(z.maxLength(500));

const answerList = z.pipe(
  z.string({ error: '请提交答案' }).check(z.maxLength(20_000, '答案内容过长')),
  z.transform((text: string, ctx): RawAnswer[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const checked = answerShape.safeParse(parsed);
    if (!checked.success) {
      ctx.issues.push({ code: 'custom', message: '答案格式不正确', input: text });
      return z.NEVER;
    }
    return checked.data.map((a) => ({ id: Number(a.id), value: a.value, answer: a.answer, ms: a.ms }));
  }),
);

/** What every report carries besides its content: whose, when, how long, which version. */
export type ResultMeta = z.output<typeof resultMetaData>;
export type ResultData<K extends AssessmentKey = AssessmentKey> = ResultMeta & AssessmentReport[K];
export type HistoryItem = z.output<typeof historyItemData>;
/** A share link's token. */
export type ViewToken = z.output<typeof viewTokenData>;
/** The questions of one instrument and the version they belong to. */
export type QuestionSet = z.output<ReturnType<typeof questionSetData>>;
/** getQuestionList's data: the full set, or `unchanged` when the `version` sent is the current one. */
export type QuestionList = z.output<ReturnType<typeof questionListData>>;

const groupName: Record<AssessmentKey, string> = { dyzn: 'Dyzn', hld: 'Hld', mbti: 'Mbti' };
const id = idField('报告编号');

function contract<K extends AssessmentKey>(key: K) {
  return {
    /**
     * Checks the right to test like checkTestRight. Additive: `version`, the one the device holds;
     * when it is current the answer is `{version, unchanged: true}` instead of the list.
     */
    getQuestionList: endpoint(
      `/api/${key}/getQuestionList`,
      'required',
      z.object({ version: z.optional(z.string().check(z.trim(), z.maxLength(64, '题目版本无效'))) }),
      returns<QuestionList>(),
    ),
    /** 4001 not logged in, 5002 no nickname, 5001 not allowed now (daily attempt limit reached). */
    checkTestRight: endpoint(`/api/${key}/check${groupName[key]}TestRight`, 'required', z.object({}), returns<null>()),
    /**
     * Needs a session, or (additive) UPLOAD_CREDENTIAL_HEADER with CLASS_DEVICE_HEADER: a set-up class
     * tablet uploading a finished test of a student who has already handed it over (docs/SCHOOL.md).
     * 4051: a school student under 14 whose guardian's consent is not recorded yet; the result waits.
     */
    submitAnswer: endpoint(
      `/api/${key}/submitAnswer`,
      'optional',
      z.object({
        answer: answerList,
        times: z.coerce.number({ error: '答题用时无效' }),
        /** The question list's version the test was taken on (a device may finish a test begun before an update). */
        version: z.optional(z.string().check(z.regex(/^[0-9A-Za-z.-]{1,20}$/, '题目版本无效'))),
      }),
      returns<ResultData<K>>(),
    ),
    /** The latest result; or one by `id` (owner only); or, with `viewtoken` and no login, the shared one. */
    getAnswerCensus: endpoint(
      `/api/${key}/getAnswerCensus`,
      'optional',
      z.object({ viewtoken: z.optional(z.string().check(z.trim(), z.regex(VIEW_TOKEN_PATTERN, '分享链接无效'))), id: z.optional(id) }),
      returns<ResultData<K>>(),
    ),
    getResultHistory: endpoint(`/api/${key}/getResultHistory`, 'required', z.object({}), returns<HistoryItem[]>()),
    /**
     * A new share link's token for one of the caller's results (only its hash is stored, so each call
     * makes another; up to 10 live per result, the oldest dropped). Someone else's id answers 4004 as a missing one.
     */
    getShareToken: endpoint(`/api/${key}/getShareToken`, 'required', z.object({ id }), returns<ViewToken>()),
    /** A new share token; every earlier link of the result stops working. */
    resetShareToken: endpoint(`/api/${key}/resetShareToken`, 'required', z.object({ id }), returns<ViewToken>()),
  };
}

/** The calls of one assessment; indexed by a type parameter K, its reports are ResultData<K>. */
export type AssessmentContract<K extends AssessmentKey> = ReturnType<typeof contract<K>>;

export const assessmentApi: { [K in AssessmentKey]: AssessmentContract<K> } = { dyzn: contract('dyzn'), hld: contract('hld'), mbti: contract('mbti') };

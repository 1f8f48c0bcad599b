import { z } from 'zod/mini';
import type { RawAnswer } from '../assessments/answers';
import type { AssessmentReport, PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '../assessments/types';
import { endpoint, returns } from './envelope';

/** `answer` arrives as a JSON string (form-encoded): a list of {id, value} or {id, answer}. */
const answerShape = z
  .array(z.strictObject({ id: z.union([z.number(), z.string()]), value: z.optional(z.union([z.number(), z.string()])), answer: z.optional(z.string()) }))
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
    return checked.data.map((a) => ({ id: Number(a.id), value: a.value, answer: a.answer }));
  }),
);

export interface ResultMeta {
  id: number;
  assessment: AssessmentKey;
  /** 'YYYY-MM-DD HH:mm' in China time. */
  createtime: string;
  /** Time used, e.g. 12分30秒. */
  usedtime: string;
  times: number;
  nickname: string;
  orginfo: { reportlogo: string };
  version: string;
  /** True when the caller owns the result (may share it); false when opened by view token. */
  isOwner: boolean;
}

export type ResultData<K extends AssessmentKey = AssessmentKey> = ResultMeta & AssessmentReport[K];

export interface HistoryItem {
  id: number;
  createtime: string;
  usedtime: string;
  /** A short summary of the result, e.g. INTJ, SAE, 优势：语言智能、人际智能. */
  summary: string;
}

const groupName: Record<AssessmentKey, string> = { dyzn: 'Dyzn', hld: 'Hld', mbti: 'Mbti' };
const id = z.coerce.number({ error: '报告编号无效' }).check(z.int('报告编号无效'), z.positive('报告编号无效'));

function contract<K extends AssessmentKey>(key: K) {
  return {
    getQuestionList: endpoint(`/api/${key}/getQuestionList`, 'required', z.object({}), returns<{ version: string; list: PublicQuestion[] }>()),
    /** 4001 not logged in, 5002 no nickname, 5001 not allowed now (daily attempt limit reached). */
    checkTestRight: endpoint(`/api/${key}/check${groupName[key]}TestRight`, 'required', z.object({}), returns<null>()),
    submitAnswer: endpoint(
      `/api/${key}/submitAnswer`,
      'required',
      z.object({ answer: answerList, times: z.coerce.number({ error: '答题用时无效' }) }),
      returns<ResultData<K>>(),
    ),
    /** The latest result; or one by `id` (owner only); or, with `viewtoken` and no login, the shared one. */
    getAnswerCensus: endpoint(
      `/api/${key}/getAnswerCensus`,
      'optional',
      z.object({ viewtoken: z.optional(z.string().check(z.trim(), z.minLength(16, '分享链接无效'), z.maxLength(100, '分享链接无效'))), id: z.optional(id) }),
      returns<ResultData<K>>(),
    ),
    getResultHistory: endpoint(`/api/${key}/getResultHistory`, 'required', z.object({}), returns<HistoryItem[]>()),
    /** The result's share token, created on first use. */
    getShareToken: endpoint(`/api/${key}/getShareToken`, 'required', z.object({ id }), returns<{ viewtoken: string }>()),
    /** A new share token; the old link stops working. */
    resetShareToken: endpoint(`/api/${key}/resetShareToken`, 'required', z.object({ id }), returns<{ viewtoken: string }>()),
  };
}

export const assessmentApi = { dyzn: contract('dyzn'), hld: contract('hld'), mbti: contract('mbti') };

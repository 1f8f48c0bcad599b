import { z } from 'zod';
import type { RawAnswer } from '../assessments/answers';
import type { AssessmentReport, PublicQuestion } from '../assessments/registry';
import type { AssessmentKey } from '../assessments/types';
import { endpoint, returns } from './envelope';

/** `answer` arrives as a JSON string (form-encoded): a list of {id, value} or {id, answer}. */
const answerList = z
  .string({ error: '请提交答案' })
  .max(20_000, '答案内容过长')
  .transform((text, ctx): RawAnswer[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式不正确' });
      return z.NEVER;
    }
    const shape = z.array(z.object({ id: z.union([z.number(), z.string()]), value: z.union([z.number(), z.string()]).optional(), answer: z.string().optional() }).strict()).max(500);
    const checked = shape.safeParse(parsed);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: '答案格式不正确' });
      return z.NEVER;
    }
    return checked.data.map((a) => ({ id: Number(a.id), value: a.value, answer: a.answer }));
  });

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
const id = z.coerce.number({ error: '报告编号无效' }).int('报告编号无效').positive('报告编号无效');

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
      z.object({ viewtoken: z.string().trim().min(16, '分享链接无效').max(100, '分享链接无效').optional(), id: id.optional() }),
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

import { assessmentApi } from '#shared/api/assessment';
import { ApiCode } from '#shared/api/envelope';
import type { PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCallError, callApi, postEnvelope } from '#client/lib/api-client';
import { db } from '#client/offline/db';

export interface QuestionSet {
  version: string;
  list: PublicQuestion[];
}

async function remember(key: AssessmentKey, userId: number, set: QuestionSet) {
  await db.questionLists.put({ assessment: key, userId, version: set.version, list: set.list, fetchedAt: Date.now() });
}

/**
 * The question list from the server (which also checks the right to test: 5001/5002),
 * or, when the network is down, the copy saved on this device.
 */
export async function loadQuestions(key: AssessmentKey, userId: number): Promise<QuestionSet> {
  try {
    const set = await callApi(assessmentApi[key].getQuestionList, {}, { silent: true });
    await remember(key, userId, set);
    return set;
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 0) {
      const cached = await db.questionLists.get(key);
      if (cached) return { version: cached.version, list: cached.list };
    }
    throw error;
  }
}

/** After login: keep every question list on the device, so a test can start without a connection. */
export async function prefetchQuestions(userId: number): Promise<void> {
  await Promise.all(
    (['hld', 'mbti', 'dyzn'] as const).map(async (key) => {
      const envelope = await postEnvelope(assessmentApi[key].getQuestionList).catch(() => null);
      if (envelope?.code === ApiCode.OK) await remember(key, userId, envelope.data);
    }),
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { type ResultData, assessmentApi } from '#client/contracts/assessment.gen';
import type { UserInfo } from '#client/contracts/user.gen';
import { callApi } from '#client/lib/api-client';
import { getStoredUser } from '#client/lib/token-storage';
import { userInfoQuery } from '#client/session/user';
import type { AssessmentKey } from '#shared/assessments/types';

/** A call started this long ago is not taken: the student may have finished another test since. */
const FRESH_MS = 15_000;

const started = new Map<string, { at: number; call: Promise<unknown> }>();
const keyOf = (key: AssessmentKey, userId: number, id: number | undefined) => `${userId}:${key}:${id ?? 'latest'}`;

/**
 * Started by a result route's loader, which is part of the start-up code (a few hundred bytes): the
 * report's call goes out while the report's own code still downloads, instead of after it rendered.
 * A test just finished on this device (`attempt`) shows its local result first: nothing to start.
 */
export function startReportCall(queryClient: QueryClient, key: AssessmentKey, search: { attempt?: string; id?: number }) {
  const user = queryClient.getQueryData(userInfoQuery.queryKey) ?? getStoredUser<UserInfo>();
  if (search.attempt || !user) return;
  const call = callApi(assessmentApi[key].getAnswerCensus, search.id ? { id: search.id } : {}, { silent: true });
  call.catch(() => undefined); // Whoever takes it handles its failure; untaken, it is dropped quietly.
  started.set(keyOf(key, user.id, search.id), { at: Date.now(), call });
}

/** The call a loader started for this report, once, if it is fresh. */
export function takeStartedCall<K extends AssessmentKey>(key: K, userId: number, id: number | undefined): Promise<ResultData<K>> | undefined {
  const entry = started.get(keyOf(key, userId, id));
  started.delete(keyOf(key, userId, id));
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.call as Promise<ResultData<K>>) : undefined;
}

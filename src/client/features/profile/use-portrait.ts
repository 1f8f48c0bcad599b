import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { PORTRAIT_ORDER } from '#shared/profile/portrait';
import { portraitOf } from '#content/profile/index';
import { loadReportSource } from '#client/features/report/public';
import { ApiCallError } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { testStatusQuery } from '#client/session/user';
import type { TestStatus } from '#client/contracts/user.gen';
import { profileKeys } from './query-keys';

export type NewestResults = { [K in AssessmentKey]: ResultData<K> | null };

/** Which tests the server has a result of; null offline (then every test is looked for on the device). */
async function takenOnServer(): Promise<TestStatus | null> {
  try {
    return await queryClient.fetchQuery(testStatusQuery);
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 0) return null;
    throw error;
  }
}

/** The newest result of each test (a sheet waiting to upload counts), from the server or, offline, this device. */
async function newestResults(userId: number): Promise<NewestResults> {
  const taken = await takenOnServer();
  // A test the server has no result of is looked for on the device only: asking would be a 404.
  const { newestResult } = await loadReportSource();
  const read = <K extends AssessmentKey>(key: K) => newestResult(key, userId, { server: !taken || taken[key] === 1 });
  const [hld, dyzn, mbti] = await Promise.all([read('hld'), read('dyzn'), read('mbti')]);
  return { hld, dyzn, mbti };
}

/** The 生涯画像 of the signed-in student, built on the device from their newest results. */
export function usePortrait(userId: number | undefined) {
  const results = useQuery({
    queryKey: profileKeys.personal.results(userId),
    queryFn: () => newestResults(userId!),
    enabled: userId !== undefined,
    retry: false,
  });
  const data = results.data;
  const portrait = useMemo(
    () => data && portraitOf({ hld: data.hld, dyzn: data.dyzn, mbti: data.mbti }, Object.fromEntries(PORTRAIT_ORDER.map((key) => [key, Boolean(data[key]?.quality?.flagged)]))),
    [data],
  );
  return { results, portrait };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { PORTRAIT_ORDER } from '#shared/profile/portrait';
import { portraitOf } from '#content/profile/index';
import { newestResult } from '#client/features/report/public';
import { profileKeys } from './query-keys';

export type NewestResults = { [K in AssessmentKey]: ResultData<K> | null };

/** The newest result of each test (a sheet waiting to upload counts), from the server or, offline, this device. */
async function newestResults(userId: number): Promise<NewestResults> {
  const [hld, dyzn, mbti] = await Promise.all([newestResult('hld', userId), newestResult('dyzn', userId), newestResult('mbti', userId)]);
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

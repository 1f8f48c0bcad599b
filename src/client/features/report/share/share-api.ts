import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentApi } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { callApi } from '#client/lib/api-client';
import { reportKeys } from '../query-keys';

/** The result's share token, asked for only once the owner opens the share panel. */
export function useShareToken(key: AssessmentKey, id: number, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.personal.shareToken(key, id),
    queryFn: () => callApi(assessmentApi[key].getShareToken, { id }, { silent: true }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

/** Replaces the token: the old link stops working at once. */
export function useResetShareToken(key: AssessmentKey, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(assessmentApi[key].resetShareToken, { id }),
    onSuccess: (data) => client.setQueryData(reportKeys.personal.shareToken(key, id), data),
  });
}

/** A report opened through a share link, without login. */
export function useSharedReport<K extends AssessmentKey>(key: K, viewtoken: string) {
  return useQuery({
    queryKey: reportKeys.personal.sharedReport(key, viewtoken),
    queryFn: () => callApi(assessmentApi[key].getAnswerCensus, { viewtoken }, { silent: true }),
    enabled: viewtoken.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}

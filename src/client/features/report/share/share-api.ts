import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentApi } from '#shared/api/assessment';
import type { AssessmentKey } from '#shared/assessments/types';
import { callApi } from '#client/lib/api-client';

// Keys start with 'user': personal data is never persisted to IndexedDB and is dropped at logout.
const tokenKey = (key: AssessmentKey, id: number) => ['user', 'share-token', key, id] as const;

/** The result's share token, asked for only once the owner opens the share panel. */
export function useShareToken(key: AssessmentKey, id: number, enabled: boolean) {
  return useQuery({
    queryKey: tokenKey(key, id),
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
    onSuccess: (data) => client.setQueryData(tokenKey(key, id), data),
  });
}

/** A report opened through a share link, without login. */
export function useSharedReport(key: AssessmentKey, viewtoken: string) {
  return useQuery({
    queryKey: ['user', 'shared-report', key, viewtoken],
    queryFn: () => callApi(assessmentApi[key].getAnswerCensus, { viewtoken }, { silent: true }),
    enabled: viewtoken.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}

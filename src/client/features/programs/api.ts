import { queryOptions } from '@tanstack/react-query';
import { casesApi } from '#client/contracts/cases.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The cooperation cases, as the news pages query theirs: public keys (queryKeys.marketing), so the
 * offline cache keeps them; silent calls, each page shows its own loading and error states.
 */

const silent = { silent: true } as const;

/** Retry once only when the network failed; a refusal (4004: unknown or withdrawn case) will not change. */
const retryNetworkOnce = (failures: number, error: Error) => failures < 1 && error instanceof ApiCallError && error.code === 0;

export const caseListQuery = queryOptions({
  queryKey: queryKeys.marketing.cases(),
  queryFn: () => callApi(casesApi.getCaseList, {}, silent),
});

export const caseInfoQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.marketing.caseInfo(id),
    queryFn: () => callApi(casesApi.getCaseInfo, { id }, silent),
    retry: retryNetworkOnce,
  });

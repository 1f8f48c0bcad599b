import { queryOptions } from '@tanstack/react-query';
import { casesApi } from '#client/contracts/cases.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { programsKeys } from './query-keys';

/**
 * The cooperation cases, as the news pages query theirs: public keys (query-keys.ts, under the marketing root), so the
 * offline cache keeps them; silent calls, each page shows its own loading and error states.
 */

const silent = { silent: true } as const;

/** Retry once only when the network failed; a refusal (4004: unknown or withdrawn case) will not change. */
const retryNetworkOnce = (failures: number, error: Error) => failures < 1 && error instanceof ApiCallError && error.code === 0;

export const caseListQuery = queryOptions({
  queryKey: programsKeys.marketing.cases(),
  queryFn: () => callApi(casesApi.getCaseList, {}, silent),
});

export const caseInfoQuery = (id: number) =>
  queryOptions({
    queryKey: programsKeys.marketing.caseInfo(id),
    queryFn: () => callApi(casesApi.getCaseInfo, { id }, silent),
    retry: retryNetworkOnce,
  });

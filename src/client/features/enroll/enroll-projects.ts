import { queryOptions } from '@tanstack/react-query';
import { enrollApi } from '#client/contracts/marketing.gen';
import { callApi } from '#client/lib/api-client';
import { enrollKeys } from './query-keys';

/** The trainings one can sign up for. A public key, so the list is persisted and the form works from cache offline. */
export const enrollProjectsQuery = queryOptions({
  queryKey: enrollKeys.enroll.projects(),
  queryFn: () => callApi(enrollApi.getEnrollProject, {}, { silent: true }),
  staleTime: 10 * 60_000,
});

const priceFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** Yuan as shown on the pages: ¥3,980. */
export function formatPrice(yuan: number): string {
  return `¥${priceFormat.format(yuan)}`;
}

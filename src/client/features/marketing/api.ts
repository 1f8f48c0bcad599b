import { queryOptions } from '@tanstack/react-query';
import { adsApi, DEFAULT_BANNER_TAG, gaokaoApi, generalApi, newsApi } from '#client/contracts/marketing.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { marketingKeys } from './query-keys';

/**
 * One queryOptions per marketing endpoint. Keys are public (query-keys.ts), so the offline
 * cache keeps them and these pages render from the last visit without a network. Calls are silent:
 * each page shows its own loading and error states instead of a toast.
 */

const silent = { silent: true } as const;

/** Retry once only when the network failed; a refusal (e.g. 4004 unknown id) will not change. */
const retryNetworkOnce = (failures: number, error: Error) => failures < 1 && error instanceof ApiCallError && error.code === 0;

export const teamListQuery = queryOptions({
  queryKey: marketingKeys.marketing.team(),
  queryFn: () => callApi(generalApi.getTeamList, {}, silent),
});

export const productListQuery = queryOptions({
  queryKey: marketingKeys.marketing.products(),
  queryFn: () => callApi(gaokaoApi.getProductList, {}, silent),
});

export const productInfoQuery = (id: number) =>
  queryOptions({
    queryKey: marketingKeys.marketing.product(id),
    queryFn: () => callApi(gaokaoApi.getProductInfo, { id }, silent),
    retry: retryNetworkOnce,
  });

export const bannersQuery = (tags: string = DEFAULT_BANNER_TAG) =>
  queryOptions({
    queryKey: marketingKeys.marketing.banners(tags),
    queryFn: () => callApi(adsApi.getadList, { tags }, silent),
  });

export const bannerArticleQuery = (id: number) =>
  queryOptions({
    queryKey: marketingKeys.marketing.bannerArticle(id),
    queryFn: () => callApi(adsApi.getArticleInfo, { id }, silent),
    retry: retryNetworkOnce,
  });

export const newsTypesQuery = queryOptions({
  queryKey: marketingKeys.marketing.newsTypes(),
  queryFn: () => callApi(newsApi.getNewsTypeList, {}, silent),
});

export const newsListQuery = (typeid: number, page: number) =>
  queryOptions({
    queryKey: marketingKeys.marketing.news(typeid, page),
    queryFn: () => callApi(newsApi.getNewsList, { typeid, page }, silent),
    retry: retryNetworkOnce,
  });

export const newsInfoQuery = (id: number) =>
  queryOptions({
    queryKey: marketingKeys.marketing.newsInfo(id),
    queryFn: () => callApi(newsApi.getNewsInfo, { id }, silent),
    retry: retryNetworkOnce,
  });

import { hashKey, keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type ConsoleNews, type ConsoleNewsType, consoleApi } from '#shared/api/console';
import { newsApi } from '#shared/api/marketing';
import type { NewsState } from '#shared/console/rules';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

export const newsListQuery = (state: NewsState | '', q: string, page: number) =>
  queryOptions({ queryKey: consoleKeys.news.list(state, q, page), queryFn: () => consoleCall(consoleApi.listNews, { state, q, page }), placeholderData: keepPreviousData });

export const newsQuery = (id: number | null) =>
  queryOptions({ queryKey: consoleKeys.news.item(id), queryFn: () => consoleCall(consoleApi.getNews, { id: id! }), enabled: id !== null });

/** The categories as the site lists them: the editor's select reads the public call. */
export const newsTypesQuery = () => queryOptions({ queryKey: consoleKeys.news.types(), queryFn: () => consoleCall(newsApi.getNewsTypeList) });

export const newsTypesAdminQuery = () => queryOptions({ queryKey: consoleKeys.news.typesAdmin(), queryFn: () => consoleCall(consoleApi.listNewsTypes) });

/** A saved article is kept as the server answered it; every list (and every other article) is asked for again. */
async function keepSaved(queryClient: QueryClient, saved: ConsoleNews) {
  const own = newsQuery(saved.id).queryKey;
  queryClient.setQueryData(own, saved);
  await queryClient.invalidateQueries({ queryKey: consoleKeys.news.all(), predicate: (query) => hashKey(query.queryKey) !== hashKey(own) });
}

function useNewsWrite<V>(write: (body: V) => Promise<ConsoleNews>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (saved) => keepSaved(queryClient, saved) });
}

export const useSaveNews = () => useNewsWrite(callOf(consoleApi.saveNews));
export const usePublishNews = () => useNewsWrite(callOf(consoleApi.publishNews));
export const useUnpublishNews = () => useNewsWrite(callOf(consoleApi.unpublishNews));

function useNewsTypesWrite<V>(write: (body: V) => Promise<ConsoleNewsType[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (types) => {
      queryClient.setQueryData(newsTypesAdminQuery().queryKey, types);
      // The editor's category list reads the public call; it asks again.
      await queryClient.invalidateQueries({ queryKey: consoleKeys.news.types() });
    },
  });
}

export const useSaveNewsType = () => useNewsTypesWrite(callOf(consoleApi.saveNewsType));
export const useMoveNewsType = () => useNewsTypesWrite(callOf(consoleApi.moveNewsType));
export const useDeleteNewsType = () => useNewsTypesWrite(callOf(consoleApi.deleteNewsType));

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CatalogItem, type CatalogRow, consoleApi } from '#shared/api/console';
import type { CatalogKind } from '#shared/console/catalog';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

export const catalogListQuery = (kind: CatalogKind) => queryOptions({ queryKey: consoleKeys.catalog.list(kind), queryFn: () => consoleCall(consoleApi.listCatalog, { kind }) });

export const catalogItemQuery = (kind: CatalogKind, id: number | null) =>
  queryOptions({ queryKey: consoleKeys.catalog.item(kind, id), queryFn: () => consoleCall(consoleApi.getCatalogItem, { kind, id: id! }), enabled: id !== null });

/** 上移/下移: the server answers with the kind's list in its new order. */
export function useMoveCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: callOf(consoleApi.moveCatalogItem), onSuccess: (rows: CatalogRow[]) => queryClient.setQueryData(catalogListQuery(kind).queryKey, rows) });
}

/** A saved item is kept as the server answered it, and its kind's list (only) is asked for again. */
function useCatalogWrite<V>(kind: CatalogKind, write: (body: V) => Promise<CatalogItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (saved) => {
      queryClient.setQueryData(catalogItemQuery(kind, saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.catalog.list(kind), exact: true });
    },
  });
}

export const useSaveCatalogItem = (kind: CatalogKind) => useCatalogWrite(kind, callOf(consoleApi.saveCatalogItem));
export const usePublishCatalogItem = (kind: CatalogKind) => useCatalogWrite(kind, callOf(consoleApi.publishCatalogItem));
export const useUnpublishCatalogItem = (kind: CatalogKind) => useCatalogWrite(kind, callOf(consoleApi.unpublishCatalogItem));

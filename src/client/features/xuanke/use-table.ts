import { useQuery } from '@tanstack/react-query';
import { loadXuankeTable } from '#content/xuanke/editions';
import { explorerKeys } from './explorer-keys';

/** An edition's table, loaded in its own chunk when the page asks for it. */
export function useXuankeTable(edition: string | undefined) {
  return useQuery({ queryKey: explorerKeys['xuanke-explorer'].table(edition ?? ''), queryFn: () => loadXuankeTable(edition), enabled: edition !== undefined, staleTime: Infinity })
    .data;
}

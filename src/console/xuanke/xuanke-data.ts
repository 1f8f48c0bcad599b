import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '#shared/api/console';
import type { BodyOf } from '#shared/api/envelope';
import { xuankeApi } from '#shared/api/xuanke';
import { consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

/** The edition the site serves now (the public call; null while none was published). */
export const servedEditionQuery = () => queryOptions({ queryKey: consoleKeys.xuanke.served(), queryFn: () => consoleCall(xuankeApi.edition) });

/** An upload of a national file (about 2.5 MB) and its tally take seconds, more than a usual call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const usePreviewEdition = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof consoleApi.previewXuankeEdition>) => consoleCall(consoleApi.previewXuankeEdition, body, { timeoutMs: UPLOAD_TIMEOUT_MS }) });

export function usePublishEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof consoleApi.publishXuankeEdition>) => consoleCall(consoleApi.publishXuankeEdition, body, { timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.xuanke.served() }),
  });
}

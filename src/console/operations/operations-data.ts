import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '#shared/api/console';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

/** The SMS budget, the database, uploads waiting on devices and the servers' versions, fresh every 30 s. */
export const operationsQuery = () => queryOptions({ queryKey: consoleKeys.operations.overview(), queryFn: () => consoleCall(consoleApi.getOperations), refetchInterval: 30_000 });

export const smsTemplatesQuery = () => queryOptions({ queryKey: consoleKeys.operations.smsTemplates(), queryFn: () => consoleCall(consoleApi.listSmsTemplates) });

/**
 * A template registered or its review recorded: everything shown is asked for again (the sender in
 * use, on 运维, may have changed). Not awaited: the page says 已登记/已记录 at once, as it always has.
 */
function useTemplateWrite<V, D>(write: (body: V) => Promise<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all() });
    },
  });
}

export const useCreateSmsTemplate = () => useTemplateWrite(callOf(consoleApi.createSmsTemplate));
export const useReviewSmsTemplate = () => useTemplateWrite(callOf(consoleApi.reviewSmsTemplate));

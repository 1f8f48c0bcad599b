import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '#shared/api/console';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

/** Every staff account (后台账号, and the audit log's filter by operator). */
export const operatorsQuery = () => queryOptions({ queryKey: consoleKeys.operators.list(), queryFn: () => consoleCall(consoleApi.listOperators) });

function useRefreshingWrite<V, D>(write: (body: V) => Promise<D>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operators.list() }) });
}

export const useCreateOperator = () => useRefreshingWrite(callOf(consoleApi.createOperator));
export const useUpdateOperator = () => useRefreshingWrite(callOf(consoleApi.updateOperator));
/** A new one-time password: nothing on the list changes. */
export const useResetOperatorPassword = () => useMutation({ mutationFn: callOf(consoleApi.resetOperatorPassword) });

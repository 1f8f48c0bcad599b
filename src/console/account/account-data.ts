import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { consoleApi } from '#shared/api/console';
import type { DataOf } from '#shared/api/envelope';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';
import { consoleTokenAtom, setConsoleToken } from '../session';

export const operatorQuery = () => queryOptions({ queryKey: consoleKeys.me(), queryFn: () => consoleCall(consoleApi.me) });

/** The signed-in operator (name and role), asked of the server: a role changed by an admin shows at once. */
export function useOperator() {
  const token = useAtomValue(consoleTokenAtom);
  return useQuery({ ...operatorQuery(), enabled: Boolean(token) });
}

/** The mobile and password: the server sends a code only when they are right. */
export const useSendLoginCode = () => useMutation({ mutationFn: callOf(consoleApi.sendLoginCode) });

/** The code: the token kept in this tab, and the operator known without asking again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callOf(consoleApi.login),
    onSuccess: ({ token, operator }: DataOf<typeof consoleApi.login>) => {
      setConsoleToken(token);
      queryClient.setQueryData(operatorQuery().queryKey, operator);
    },
  });
}

/** 退出: the server ends the session (if it can be reached), this tab forgets the token and everything it read. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await consoleCall(consoleApi.logout).catch(() => undefined);
    setConsoleToken(null);
    queryClient.clear();
  };
}

export const useChangePassword = () => useMutation({ mutationFn: callOf(consoleApi.changePassword) });

import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { consoleApi } from '#shared/api/console';
import { consoleCall } from '../api';
import { consoleTokenAtom } from '../session';

export const operatorQueryKey = ['console', 'me'] as const;

/** The signed-in operator (name and role), asked of the server: a role changed by an admin shows at once. */
export function useOperator() {
  const token = useAtomValue(consoleTokenAtom);
  return useQuery({ queryKey: operatorQueryKey, queryFn: () => consoleCall(consoleApi.me), enabled: Boolean(token) });
}

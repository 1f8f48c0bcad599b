import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userApi } from '../../../shared/api/user';
import { callApi } from '../../lib/api-client';
import { tokenAtom } from './auth';

export const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'],
  queryFn: () => callApi(userApi.getUserInfo, {}, { silent: true }),
  staleTime: 5 * 60_000,
});

export const testStatusQuery = queryOptions({
  queryKey: ['user', 'test-status'],
  queryFn: () => callApi(userApi.getUserTestTypeList, {}, { silent: true }),
});

/** The logged-in user's info, or undefined while logged out or loading. */
export function useUserInfo() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...userInfoQuery, enabled: Boolean(token) });
}

/** Which tests the user has taken; fetched once user info is available (spec section 4). */
export function useTestStatus() {
  const token = useAtomValue(tokenAtom);
  const { data: user } = useUserInfo();
  return useQuery({ ...testStatusQuery, enabled: Boolean(token && user) });
}

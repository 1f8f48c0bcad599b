import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type UserInfo, userApi } from '#client/contracts/user.gen';
import { callApi } from '../lib/api-client';
import { getStoredUser, storeUser } from '../lib/token-storage';
import { noteSignedInUser, tokenAtom } from './auth';
import { sessionKeys } from './query-keys';

const PAGE_LOADED_AT = Date.now();

export const userInfoQuery = queryOptions({
  queryKey: sessionKeys.personal.userInfo(),
  queryFn: async () => {
    const info = await callApi(userApi.getUserInfo, {}, { silent: true });
    // Kept with the sign-in (same lifetime), so a start offline, even after a restart, still knows the user.
    storeUser(info);
    noteSignedInUser(info);
    return info;
  },
  initialData: () => getStoredUser<UserInfo>(),
  // The copy kept with the sign-in dates from this page load: the first page is drawn from it, and
  // main.tsx asks the server again once that page is shown (lib/background-work.ts).
  initialDataUpdatedAt: PAGE_LOADED_AT,
  staleTime: 5 * 60_000,
});

export const testStatusQuery = queryOptions({
  queryKey: sessionKeys.personal.testStatus(),
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

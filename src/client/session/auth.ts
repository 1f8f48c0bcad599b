import { atom, getDefaultStore } from 'jotai';
import { queryClient } from '../lib/query-client';
import { isPersonalQueryKey } from '../lib/query-keys';
import { clearToken, getToken, setToken } from '../lib/token-storage';

/** Mirrors sessionStorage's token so components re-render when the user logs in or out. */
export const tokenAtom = atom<string | null>(getToken());

export function signIn(token: string) {
  setToken(token);
  getDefaultStore().set(tokenAtom, token);
}

/** Forgets the session locally: token, user info and everything fetched for this user. */
export function forgetSession() {
  clearToken();
  sessionStorage.removeItem('userInfo');
  getDefaultStore().set(tokenAtom, null);
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) });
}

import { atom, getDefaultStore } from 'jotai';
import { queryClient } from '../lib/query-client';
import { isPersonalQueryKey } from '../lib/query-keys';
import { clearToken, getToken, readRemembered, REMEMBERED_KEY, restoreRememberedSignIn, setToken } from '../lib/token-storage';

/** Mirrors the stored token so components re-render when the user logs in or out. */
export const tokenAtom = atom<string | null>(getToken());

/** At start-up, before the first render: the kept sign-in as it is on disk (see token-storage.ts). */
export async function restoreSignIn() {
  await restoreRememberedSignIn();
  getDefaultStore().set(tokenAtom, getToken());
}

/** `remember` keeps the sign-in on this device after the browser closes (the login page's default). */
export function signIn(token: string, { remember = true }: { remember?: boolean } = {}) {
  setToken(token, { remember });
  getDefaultStore().set(tokenAtom, token);
}

/** Forgets the session locally: token, user info and everything fetched for this user. */
export function forgetSession() {
  clearToken();
  getDefaultStore().set(tokenAtom, null);
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) });
}

/**
 * One person at a time on a device: when another tab signs out, or signs in as someone else, the
 * remembered sign-in this tab was using changes, and this tab forgets its session too.
 */
export function followSignInsOfOtherTabs() {
  window.addEventListener('storage', (event) => {
    if (event.key !== REMEMBERED_KEY && event.key !== null) return;
    const mine = getDefaultStore().get(tokenAtom);
    const before = readRemembered(event.oldValue);
    const after = event.key === null ? null : readRemembered(event.newValue);
    if (mine && before?.token === mine && after?.token !== mine) forgetSession();
  });
}

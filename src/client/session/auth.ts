import { atom, getDefaultStore } from 'jotai';
import { queryClient } from '../lib/query-client';
import { isPersonalQueryKey } from '../lib/query-keys';
import { getClassDevice } from '../lib/class-device';
import { adoptTabToken, clearToken, getStoredUser, getToken, readRemembered, REMEMBERED_KEY, restoreRememberedSignIn, setToken } from '../lib/token-storage';
import { staffTabs } from './staff-tabs';

/** Mirrors the stored token so components re-render when the user logs in or out. */
export const tokenAtom = atom<string | null>(getToken());

/** At start-up, before the first render: the kept sign-in as it is on disk (see token-storage.ts). */
export async function restoreSignIn() {
  await restoreRememberedSignIn();
  getDefaultStore().set(tokenAtom, getToken());
}

/** `remember` keeps the sign-in on this device after the browser closes (the login page's default). */
export function signIn(token: string, { remember = true }: { remember?: boolean } = {}) {
  const before = getDefaultStore().get(tokenAtom);
  setToken(token, { remember });
  getDefaultStore().set(tokenAtom, token);
  if (before !== token) tabs?.ended(before);
}

/** Forgets the session locally: token, user info and everything fetched for this user; tabs sharing it forget it too. */
export function forgetSession() {
  const before = getDefaultStore().get(tokenAtom);
  forgetHere();
  tabs?.ended(before);
}

function forgetHere() {
  clearToken();
  getDefaultStore().set(tokenAtom, null);
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) });
}

const STAFF_HINT_KEY = 'shengya.staffTab';
let tabs: ReturnType<typeof staffTabs> | null = null;

/**
 * At start-up: a staff sign-in holds across this browser's tabs (staff-tabs.ts), never on a class
 * tablet. A new tab signed out takes up the one an open tab holds before the first render.
 */
export async function shareStaffSignInAcrossTabs() {
  if (typeof BroadcastChannel !== 'function') return;
  tabs = staffTabs(new BroadcastChannel('shengya.staff-signin'), {
    token: () => getDefaultStore().get(tokenAtom),
    user: () => getStoredUser(),
    classTablet: () => getClassDevice() !== null,
    adopt: (token, user) => {
      adoptTabToken(token, user);
      getDefaultStore().set(tokenAtom, token);
    },
    forget: forgetHere,
    hint: {
      get: () => readLocal(STAFF_HINT_KEY) === '1',
      set: (on) => writeLocal(STAFF_HINT_KEY, on ? '1' : null),
    },
  });
  await tabs.ask();
}

/** The user info just fetched: a staff member's sign-in is one a new tab may ask for. */
export const noteSignedInUser = (user: unknown) => tabs?.noteUser(user);

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: a new tab asks for the password, as before.
  }
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

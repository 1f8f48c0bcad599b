/**
 * Where the sign-in lives on this device (docs/OFFLINE.md, "Identity after a restart").
 *
 * The spec keeps the token in sessionStorage under `token`, which ends with the tab. A sign-in the
 * student keeps (「记住我」, off by default) is also written to localStorage, with the user's
 * info once known, so that after the browser is closed or crashes the student is still known —
 * offline too — and reaches their reports and unfinished test. It ends with an explicit sign-out,
 * a 4001 from the server, or after REMEMBER_MS (the server's token lifetime).
 *
 * localStorage is read synchronously (route guards need the token at once) but Chromium writes it to
 * disk seconds later, so a crash right after signing in or out would lose the change. Every change is
 * therefore mirrored to IndexedDB, which is on disk when its transaction completes, and at start-up
 * that durable copy decides (restoreRememberedSignIn).
 */
import { kvDelete, kvGet, kvSet } from './kv-store';
import { OFFLINE_SIGN_IN_KEY } from './offline-tablet';

const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';
export const REMEMBERED_KEY = 'shengya.signin';
export const REMEMBER_MS = 30 * 86400_000;

export interface RememberedSignIn {
  token: string;
  /** When the student signed in (ms); the remembered sign-in ends REMEMBER_MS later. */
  since: number;
  user?: unknown;
}

let mirrored: Promise<unknown> = Promise.resolve();
/** Writes the durable copy, one change after the other. */
function remember(value: RememberedSignIn | null) {
  if (value) storage('local')?.setItem(REMEMBERED_KEY, JSON.stringify(value));
  else storage('local')?.removeItem(REMEMBERED_KEY);
  mirrored = mirrored.then(() => (value ? kvSet(REMEMBERED_KEY, value) : kvDelete(REMEMBERED_KEY))).catch(() => undefined);
}

/** At start-up: the durable copy in IndexedDB wins over localStorage, which a crash may have left behind. */
export async function restoreRememberedSignIn(): Promise<void> {
  try {
    const durable = readRemembered(JSON.stringify((await kvGet<unknown>(REMEMBERED_KEY)) ?? null));
    if (durable) storage('local')?.setItem(REMEMBERED_KEY, JSON.stringify(durable));
    else storage('local')?.removeItem(REMEMBERED_KEY);
  } catch {
    // No IndexedDB (private mode, blocked): localStorage is all there is.
  }
}

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

function parse(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The remembered sign-in, if there is one and it has not expired. */
export function readRemembered(text = storage('local')?.getItem(REMEMBERED_KEY), now = Date.now()): RememberedSignIn | null {
  const value = parse(text) as Partial<RememberedSignIn> | null;
  if (!value || typeof value.token !== 'string' || !value.token || typeof value.since !== 'number') return null;
  // A clock set far back must not keep a sign-in alive forever either: a `since` in the future counts as expired.
  if (now - value.since > REMEMBER_MS || value.since - now > 86400_000) return null;
  return { token: value.token, since: value.since, user: value.user };
}

export function getToken(): string | null {
  const own = storage('session')?.getItem(TOKEN_KEY);
  if (own) return own;
  const remembered = readRemembered();
  if (!remembered) {
    if (storage('local')?.getItem(REMEMBERED_KEY)) remember(null);
    return null;
  }
  // A new tab or a relaunch takes up the remembered sign-in under the spec's key.
  storage('session')?.setItem(TOKEN_KEY, remembered.token);
  if (remembered.user !== undefined) storage('session')?.setItem(USER_KEY, JSON.stringify(remembered.user));
  return remembered.token;
}

/** Signs in this tab; `remember` keeps the sign-in on the device after the browser closes. */
export function setToken(token: string, { remember: keep }: { remember: boolean }): void {
  storage('session')?.setItem(TOKEN_KEY, token);
  storage('session')?.removeItem(USER_KEY);
  remember(keep ? { token, since: Date.now() } : null);
}

/** Takes up the sign-in another open tab holds, for this tab only (src/client/session/staff-tabs.ts): nothing is kept on the device. */
export function adoptTabToken(token: string, user: unknown): void {
  storage('session')?.setItem(TOKEN_KEY, token);
  storage('session')?.setItem(USER_KEY, JSON.stringify(user));
}

/** The signed-in user's info as last fetched, kept with the sign-in so a start offline still knows who it is. */
export function getStoredUser<T>(): T | undefined {
  if (!getToken()) return undefined;
  return (parse(storage('session')?.getItem(USER_KEY)) as T | null) ?? undefined;
}

export function storeUser(user: unknown): void {
  const token = getToken();
  if (!token) return;
  storage('session')?.setItem(USER_KEY, JSON.stringify(user));
  const remembered = readRemembered();
  if (remembered?.token === token) remember({ ...remembered, user });
}

/** Ends this tab's sign-in, and the remembered one when it is the same. */
export function clearToken(): void {
  const token = storage('session')?.getItem(TOKEN_KEY);
  storage('session')?.removeItem(TOKEN_KEY);
  storage('session')?.removeItem(USER_KEY);
  // A sign-in without a network (offline-tablet.ts) ends with the session.
  storage('session')?.removeItem(OFFLINE_SIGN_IN_KEY);
  const remembered = readRemembered();
  if (!remembered || remembered.token === token) remember(null);
}

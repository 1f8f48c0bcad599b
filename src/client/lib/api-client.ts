import { ApiCode, type BodyOf, type DataOf, DEVICE_HEADER, type Endpoint, type EnvelopeOf, TOKEN_HEADER } from '#shared/api/envelope';
import { toast } from './toast-store';
import { deviceId } from './device-id';
import { getClassDevice, TABLET_HOME } from './class-device';
import { clearToken, getToken } from './token-storage';
import { isOfflineToken } from './offline-tablet';
import { noteAnswered, noteNoAnswer } from './server-reachability';
import { ApiCallError, requestEnvelope } from './transport';

export { ApiCallError, REQUEST_TIMEOUT_MS, type RawEnvelope } from './transport';

export interface CallOptions {
  /** Do not toast the server's message (the caller shows it another way). */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send with this login token instead of the one stored now (the outbox sends each row with its own user's). */
  token?: string;
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let onSessionEnded = () => {};

/** Wires the router and the session reset in once, at start (main.tsx). */
export function configureApiClient(options: { navigate: Navigate; onSessionEnded: () => void }) {
  navigate = options.navigate;
  onSessionEnded = options.onSessionEnded;
}

/**
 * POSTs through the transport with the student's `token` header (or `options.token`), and the device id
 * where limits count per device; returns the envelope as it came, without side effects. Throws
 * ApiCallError(0) on a network failure or a reply that is not an envelope. Every call tells the
 * server's reachability (the outbox's backoff) whether the server answered.
 */
export async function postEnvelope<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: CallOptions = {}): Promise<EnvelopeOf<E>> {
  const token = options.token ?? getToken();
  // A student signed in without a network has no session on the server: their calls wait as if offline
  // (their results go signed, src/client/offline/outbox.ts), and a 4001 cannot sign them out mid-test.
  if (isOfflineToken(token)) throw new ApiCallError(0, 'signed in without a network');
  return requestEnvelope(endpoint, body, {
    headers: {
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      // Only where limits count per device: the id goes with no other call.
      ...(endpoint.perDevice ? { [DEVICE_HEADER]: deviceId() } : {}),
      ...options.headers,
    },
    signal: options.signal,
    onReply: (answered) => (answered ? noteAnswered() : noteNoAnswer()),
  });
}

/**
 * Where a student whose session ended signs in again: a class tablet's name list (its students sign in
 * there, not with a phone number), else the login page coming back to this page (the home page needs no
 * way back). On the login page already it stays as it is: a second 4001 (the upload's and a page
 * call's arrive together) must not drop the way back the first one set.
 */
export function signInAgainPath(): string {
  if (getClassDevice()) return TABLET_HOME;
  const here = window.location.pathname + window.location.search;
  if (here === '/') return '/login';
  return here.startsWith('/login') ? here : `/login?redirect=${encodeURIComponent(here)}`;
}

/** Goes to sign in again, unless this page is already where it would go. */
export function goSignInAgain(go: (href: string) => void): void {
  const target = signInAgainPath();
  if (target !== window.location.pathname + window.location.search) go(target);
}

/**
 * Calls an endpoint and handles the envelope as the spec's section 8 says:
 * 1000 → data; 4001 → session cleared, /login; 5002 → change-user-info; any other code → error toast
 * with the server's message (fallback 失败); network errors → rejected without a message.
 */
export async function callApi<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: CallOptions = {}): Promise<DataOf<E>> {
  const sentWith = options.token ?? getToken();
  const envelope = await postEnvelope(endpoint, body, options);
  if (envelope.code === ApiCode.OK) return envelope.data;
  throw refused(envelope, sentWith, options);
}

/** A refusal's side effects (section 8, above) and the error to throw for it; `sentWith`: the token the call carried. */
export function refused(envelope: { code: number; msg: string; data: unknown }, sentWith: string | null, options: CallOptions): ApiCallError {
  const message = envelope.msg || '失败';
  // A 4001 ends the session it was sent with, and only that one: on a shared tablet a late answer to
  // the previous student's call must not sign the next student out.
  const endsThisSession = envelope.code === ApiCode.NOT_LOGGED_IN && sentWith !== null && sentWith === getToken();
  if (envelope.code === ApiCode.NOT_LOGGED_IN && (endsThisSession || sentWith === null)) {
    if (endsThisSession) {
      clearToken();
      onSessionEnded();
    }
    goSignInAgain(navigate);
  } else if (envelope.code === ApiCode.NO_NICKNAME) {
    navigate('/user-center/change-user-info');
  }
  const stale = envelope.code === ApiCode.NOT_LOGGED_IN && sentWith !== null && !endsThisSession;
  if (!options.silent && !stale) toast.error(message);
  return new ApiCallError(envelope.code, message, envelope.data);
}

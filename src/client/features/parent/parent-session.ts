import { ApiCode, type BodyOf, type DataOf, DEVICE_HEADER, type Endpoint, PARENT_TOKEN_HEADER } from '#shared/api/envelope';
import { deviceId } from '#client/lib/device-id';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, requestEnvelope } from '#client/lib/transport';

/**
 * A parent's sign-in on this device (docs/PARENTS.md): its own key and its own header, never the
 * student's `token`, so the student app's session layer never sends it and a student's token never
 * reaches a parent's call. A parent signs in on their own phone: the sign-in is kept in localStorage
 * until 退出, a 4001, or the server's limits (7 days unused, 30 days at most).
 */
export const PARENT_TOKEN_KEY = 'shengya.parent';
export const PARENT_LOGIN = '/parent/login';

const store = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const getParentToken = (): string | null => store()?.getItem(PARENT_TOKEN_KEY) ?? null;
export const setParentToken = (token: string) => store()?.setItem(PARENT_TOKEN_KEY, token);
export const clearParentToken = () => store()?.removeItem(PARENT_TOKEN_KEY);

/**
 * Calls a parent's endpoint: 1000 → data; 4001 → the sign-in is forgotten and the page goes to the
 * parent's login, coming back here; any other code → an error toast with the server's message (unless
 * `silent`), then rejects with ApiCallError.
 */
export async function parentCall<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: { silent?: boolean } = {}): Promise<DataOf<E>> {
  const token = getParentToken();
  const envelope = await requestEnvelope(endpoint, body, {
    headers: {
      ...(token && endpoint.parent ? { [PARENT_TOKEN_HEADER]: token } : {}),
      ...(endpoint.perDevice ? { [DEVICE_HEADER]: deviceId() } : {}),
    },
  }).catch((error: unknown) => {
    if (!options.silent) toast.error('网络不通，请检查网络后再试');
    throw error;
  });
  if (envelope.code === ApiCode.OK) return envelope.data;
  const message = envelope.msg || '失败';
  if (envelope.code === ApiCode.NOT_LOGGED_IN && endpoint.parent) {
    clearParentToken();
    const here = window.location.pathname + window.location.search;
    if (!here.startsWith(PARENT_LOGIN)) window.location.assign(`${PARENT_LOGIN}?redirect=${encodeURIComponent(here)}`);
  }
  if (!options.silent) toast.error(message);
  throw new ApiCallError(envelope.code, message, envelope.data);
}

/** Only a parent page of this site (never //other.host, never the student's pages). */
export const parentTarget = (target: string | undefined) => (target && target.startsWith('/parent') ? target : '/parent');

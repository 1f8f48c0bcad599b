import type { BodyOf, Endpoint, EnvelopeOf, FieldError } from '#shared/api/envelope';

/**
 * The wire, and nothing about who calls: a form-encoded POST to an endpoint, its envelope checked and
 * typed. It imports no session, token, kv-store or offline code, so the operator console (which uses it
 * directly) carries none of the student's sign-in; the student's session layer (api-client.ts) adds the
 * student's token, the device id and the reachability notes on top.
 */
export const REQUEST_TIMEOUT_MS = 5000;

/** A refused call: `code` from the envelope (or 0 for a network failure). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** A network failure that was a request not answered in time: the server may be slow, not gone. */
    readonly timedOut = false,
  ) {
    super(message);
  }
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: FieldError[] } | null)?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

export interface RawEnvelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface TransportOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Told whether the app's server answered: false for a network error, a timeout, a reply that is not an envelope, a 5xx. */
  onReply?: (answered: boolean) => void;
}

/** A body as the form every call sends: fields that are undefined or null left out. */
export function encode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * POSTs form-encoded with the given headers and returns the envelope as it came, without side effects.
 * Throws ApiCallError(0) on a network failure or a reply that is not an envelope.
 * With code 1000, `data` is typed from the endpoint's schema in src/shared/api.
 */
export async function requestEnvelope<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: TransportOptions = {}): Promise<EnvelopeOf<E>> {
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      body: encode((body ?? {}) as Record<string, unknown>),
      signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    options.onReply?.(false);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiCallError(0, error instanceof Error ? error.message : 'network error', null, timedOut);
  }
  const envelope = (await response.json().catch(() => null)) as Partial<RawEnvelope> | null;
  options.onReply?.(Boolean(envelope && typeof envelope.code === 'number' && response.status < 500));
  if (!envelope || typeof envelope.code !== 'number') throw new ApiCallError(0, `HTTP ${response.status}`);
  // The one place the client takes the server at its word: the reply is typed from the endpoint's
  // schema, not parsed with it (that would cost bundle size and time on every call); the
  // integration tests check every answer the server gives against those schemas.
  return { code: envelope.code, msg: envelope.msg ?? '', data: envelope.data ?? null } as EnvelopeOf<E>;
}

import { type BodyOf, type DataOf, type Endpoint, TOKEN_HEADER } from '#shared/api/envelope';
import { type CallOptions, refused } from './api-client';
import { noteAnswered, noteNoAnswer } from './server-reachability';
import { getToken } from './token-storage';
import { ApiCallError, encode, type RawEnvelope, type TransportOptions } from './transport';

/**
 * Endpoints answered as a stream of events (src/server/http/stream-route.ts; the class board). A module of
 * its own: only the pages that follow a stream load it, not every student's first page.
 */
export interface EventOptions extends TransportOptions {
  signal: AbortSignal;
  /** Each event's data, as the endpoint's data type (the same trust as an envelope's, above). */
  onEvent(data: unknown): void;
}

/**
 * POSTs to an endpoint answered as Server-Sent Events (src/server/http/stream-route.ts) and reads the events
 * until the stream ends: resolves with null then, or with the envelope of a refusal (answered before the
 * stream, or as its `error` event). Throws ApiCallError(0) on a network failure or a reply of neither kind.
 */
export async function requestEvents<E extends Endpoint>(endpoint: E, body: BodyOf<E>, options: EventOptions): Promise<RawEnvelope | null> {
  let response: Response;
  try {
    // requestEnvelope's POST, without its time limit: a stream stays open for minutes.
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      body: encode(body as Record<string, unknown>),
      signal: options.signal,
    });
  } catch (error) {
    options.onReply?.(false);
    throw new ApiCallError(0, error instanceof Error ? error.message : 'network error');
  }
  options.onReply?.(response.status < 500);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as RawEnvelope | null;
    if (!envelope || typeof envelope.code !== 'number') throw new ApiCallError(0, `HTTP ${response.status}`);
    return envelope;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) return null;
      buffer += read.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const value = JSON.parse(data.slice('data: '.length)) as unknown;
        if (block.startsWith('event: error')) return { ...(value as RawEnvelope), data: null };
        options.onEvent(value);
      }
    }
  } catch (error) {
    throw new ApiCallError(0, error instanceof Error ? error.message : 'network error');
  }
}

/**
 * Follows an endpoint answered as a stream of events (the class board): each event's data to `onEvent`
 * until the server ends the stream. A refusal is handled and thrown as callApi does (a 4001 signs out).
 */
export async function followEvents<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  onEvent: (data: DataOf<E>) => void,
  options: CallOptions & { signal: AbortSignal },
): Promise<void> {
  const sentWith = options.token ?? getToken();
  const envelope = await requestEvents(endpoint, body, {
    headers: { ...(sentWith ? { [TOKEN_HEADER]: sentWith } : {}), ...options.headers },
    signal: options.signal,
    onEvent: (data) => onEvent(data as DataOf<E>),
    onReply: (answered) => (answered ? noteAnswered() : noteNoAnswer()),
  });
  if (envelope) throw refused(envelope, sentWith, options);
}

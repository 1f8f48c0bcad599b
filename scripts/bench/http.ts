/** One API call as the board scenario makes it: the envelope, the reply's size and how long it took. */
import { performance } from 'node:perf_hooks';
import { IDEMPOTENCY_HEADER, TOKEN_HEADER } from '#shared/api/envelope';
import { form } from './client';

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
  bytes: number;
  ms: number;
  /** When the reply arrived, ms since the epoch (comparable across the bench's threads). */
  at: number;
}

export const wallClock = () => performance.timeOrigin + performance.now();

export async function call<T>(base: string, path: string, body: Record<string, string | number>, token?: string, key?: string, timeoutMs = 30_000): Promise<Reply<T>> {
  const sent = performance.now();
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { [TOKEN_HEADER]: token } : {}), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: form(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const done = performance.now();
  const envelope = JSON.parse(text) as { code: number; msg: string; data: T };
  return { ...envelope, bytes: Buffer.byteLength(text), ms: done - sent, at: performance.timeOrigin + done };
}

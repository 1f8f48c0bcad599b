/**
 * One bounded load run with autocannon: a fixed number of requests (`amount`) over `connections`
 * keep-alive connections, stopped in any case after `maxSeconds`. A reply counts as an error unless it is
 * HTTP 200 with `code: 1000`; connection errors and timeouts count too. Requests sent and never answered
 * (in flight when the run stopped, or timed out) are listed apart: they may or may not have been stored.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER, TOKEN_HEADER } from '#shared/api/envelope';
import { form } from './client';
import { percentile } from './format';

export interface LoadSpec {
  name: string;
  path: string;
  connections: number;
  amount: number;
  maxSeconds?: number;
  /** The i-th request: its form body, token and idempotency key. */
  request(i: number): { body?: Record<string, string | number>; token?: string; idempotencyKey?: string };
  /** Called for every reply with code 1000. */
  onOk?(i: number, data: unknown): void;
}

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  ok: number;
  errors: number;
  /** Reply codes other than 1000 (and `net` for connection errors / timeouts) with their counts. */
  codes: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  stoppedEarly: boolean;
  /** Indices of requests sent but never answered. */
  unanswered: number[];
}

interface Ctx {
  i?: number;
}

export async function load(base: string, spec: LoadSpec): Promise<LoadResult> {
  let seq = 0;
  let ok = 0;
  let last = 0;
  const codes: Record<string, number> = {};
  const latencies: number[] = [];
  let stoppedEarly = false;
  const pending = new Set<number>();
  const start = performance.now();
  const instance = autocannon(
    {
      url: base,
      connections: spec.connections,
      amount: spec.amount,
      timeout: 30,
      sampleInt: 100,
      requests: [
        {
          method: 'POST',
          path: spec.path,
          setupRequest: (req, context: Ctx) => {
            const i = seq++;
            context.i = i;
            if (i < spec.amount) pending.add(i);
            const r = spec.request(i);
            return {
              ...req,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                ...(r.token ? { [TOKEN_HEADER]: r.token } : {}),
                ...(r.idempotencyKey ? { [IDEMPOTENCY_HEADER]: r.idempotencyKey } : {}),
              },
              body: form(r.body ?? {}),
            };
          },
          onResponse: (status, body, context: Ctx) => {
            last = performance.now();
            pending.delete(context.i!);
            let code = `http ${status}`;
            let data: unknown;
            try {
              const envelope = JSON.parse(body) as { code: number; data: unknown };
              code = String(envelope.code);
              data = envelope.data;
            } catch {
              // not JSON: counted under its HTTP status
            }
            if (status === 200 && code === '1000') {
              ok++;
              spec.onOk?.(context.i!, data);
            } else {
              codes[code] = (codes[code] ?? 0) + 1;
            }
          },
        },
      ],
    },
    () => {},
  );
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const cap = setTimeout(
    () => {
      stoppedEarly = true;
      instance.stop();
    },
    (spec.maxSeconds ?? 60) * 1000,
  );
  const result = await new Promise<autocannon.Result>((resolve) => instance.once('done', resolve));
  clearTimeout(cap);
  const net = result.errors + result.timeouts;
  if (net) codes.net = net;
  const requests = latencies.length;
  const seconds = ((last || performance.now()) - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: spec.name,
    connections: spec.connections,
    requests,
    ok,
    errors: requests - ok + net,
    codes,
    seconds,
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    stoppedEarly,
    unanswered: [...pending].sort((a, b) => a - b),
  };
}

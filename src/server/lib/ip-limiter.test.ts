import { describe, expect, it } from 'vitest';
import { ipLimiter } from './ip-limiter';

function clock(start: number) {
  let t = start;
  return {
    now: () => t,
    set: (value: number) => {
      t = value;
    },
  };
}

const MINUTE = 60_000;
// A window boundary plus 15 s, so the window ends 45 s later.
const START = Date.UTC(2026, 10, 21, 8, 0, 15);

describe('ipLimiter', () => {
  it('allows `limit` requests per minute per IP and refuses the next', () => {
    const c = clock(START);
    const limit = ipLimiter(3, c.now);
    for (let i = 0; i < 3; i++) expect(limit('10.0.0.1').allowed).toBe(true);
    const refused = limit('10.0.0.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(45);
    expect(limit('10.0.0.1').allowed).toBe(false);
  });

  it('gives a retryAfter that shrinks towards the window end and stays within 1..60', () => {
    const c = clock(START);
    const limit = ipLimiter(1, c.now);
    limit('a');
    c.set(START + 44_500);
    const r = limit('a');
    expect(r.allowed).toBe(false);
    expect(r.retryAfter).toBe(1);
    c.set(START + 30_000);
    expect(limit('a').retryAfter).toBe(15);
  });

  it('counts IPs independently', () => {
    const c = clock(START);
    const limit = ipLimiter(2, c.now);
    expect(limit('1.1.1.1').allowed).toBe(true);
    expect(limit('1.1.1.1').allowed).toBe(true);
    expect(limit('1.1.1.1').allowed).toBe(false);
    expect(limit('2.2.2.2').allowed).toBe(true);
    expect(limit('2.2.2.2').allowed).toBe(true);
    expect(limit('2.2.2.2').allowed).toBe(false);
    expect(limit('::1').allowed).toBe(true);
  });

  it('resets in the next window', () => {
    const c = clock(START);
    const limit = ipLimiter(2, c.now);
    limit('ip');
    limit('ip');
    expect(limit('ip').allowed).toBe(false);
    c.set(START + 45_000); // the next minute starts exactly here
    const next = limit('ip');
    expect(next.allowed).toBe(true);
    expect(next.retryAfter).toBe(60);
    expect(limit('ip').allowed).toBe(true);
    expect(limit('ip').allowed).toBe(false);
  });

  it('uses fixed windows aligned to the minute, not a window per first request', () => {
    const c = clock(START);
    const limit = ipLimiter(1, c.now);
    expect(limit('ip').allowed).toBe(true);
    c.set(START + 44_999); // still the same calendar minute
    expect(limit('ip').allowed).toBe(false);
  });

  it('resets after a long idle gap', () => {
    const c = clock(START);
    const limit = ipLimiter(1, c.now);
    limit('ip');
    c.set(START + 10 * MINUTE);
    expect(limit('ip').allowed).toBe(true);
  });
});

/**
 * A coarse per-instance flood guard for the whole API (requests per IP per minute), sized for a
 * school behind one address (env.ts). It stays in memory on purpose: in the database it would add a
 * write to every request, the cheapest ones included, to guard against floods that need no
 * precision; with N instances behind a balancer an address gets at most N times the limit, still a
 * cap. Security-relevant limits (login, SMS, captcha, submissions) are counted in the database.
 */
export function ipLimiter(limitPerMinute: number, now: () => number = Date.now) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (ip: string): { allowed: boolean; retryAfter: number } => {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t - (t % 60_000);
      counts = new Map();
    }
    const count = (counts.get(ip) ?? 0) + 1;
    counts.set(ip, count);
    return { allowed: count <= limitPerMinute, retryAfter: Math.ceil((windowStart + 60_000 - t) / 1000) };
  };
}

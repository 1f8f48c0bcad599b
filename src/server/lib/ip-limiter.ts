/**
 * A coarse per-instance flood guard for the whole API (requests per IP per minute).
 * Security-relevant limits (login, SMS, captcha, submissions) are counted in the database instead.
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

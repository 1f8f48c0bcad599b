import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearLimit, hitLimit } from './rate-limit';

/** Password tries per key in this window: 5 free, then each waits longer, after 10 none. */
export const PASSWORD_WINDOW_SECONDS = 15 * 60;
export const PASSWORD_FREE_FAILURES = 5;
export const PASSWORD_MAX_FAILURES = 10;

/** The failure counter of a signed-in user confirming their password (login counts per mobile, keyed by mobileLimitKey). */
export const passwordKey = {
  user: (userId: number) => `password:fail:user:${userId}`,
};

/**
 * Counts a password try *before* checking it, in one atomic database statement, so parallel tries
 * cannot all pass a count read before any of them failed: whatever the concurrency, at most
 * PASSWORD_MAX_FAILURES tries per key are checked in the window. A try that succeeds clears the count.
 * `locked` is the refusal once the tries are used up. Returns the failures before this try (for the delay).
 */
export async function countPasswordTry(db: Db, key: string, now: Date, locked: string): Promise<number> {
  const attempt = await hitLimit(db, key, PASSWORD_MAX_FAILURES, PASSWORD_WINDOW_SECONDS, now);
  if (!attempt.allowed) throw new ApiError(ApiCode.TOO_MANY_REQUESTS, locked, { retryAfter: attempt.retryAfter });
  return attempt.count - 1;
}

/** After the free tries each one waits longer (0.5 s, 1 s, 2 s … at most 8 s): guessing gets slow. */
export async function slowDown(clock: Clock, failuresBefore: number): Promise<void> {
  if (failuresBefore >= PASSWORD_FREE_FAILURES) await clock.sleep(Math.min(8000, 500 * 2 ** (failuresBefore - PASSWORD_FREE_FAILURES)));
}

/**
 * A signed-in user's password, confirmed before a sensitive change (password, mobile, deleting the
 * account): counted and slowed like login, so a stolen token cannot be used to guess it.
 */
export async function confirmPassword(deps: { db: Db; clock: Clock }, userId: number, passwordHash: string | null, password: string): Promise<boolean> {
  const key = passwordKey.user(userId);
  const failures = await countPasswordTry(deps.db, key, deps.clock.now(), '密码错误次数过多，请15分钟后再试');
  await slowDown(deps.clock, failures);
  const ok = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
  if (ok) await clearLimit(deps.db, key);
  return ok;
}

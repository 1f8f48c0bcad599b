import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, rateLimits } from '../db/schema';
import { hmacSha256, randomToken } from '../lib/crypto';
import { tooMany } from '../lib/errors';

export interface LimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** The longest window any limit may use: rows of older windows are pruned (platform/prune.ts). */
export const MAX_WINDOW_SECONDS = 86400;

/**
 * Counts one event under `key` in a fixed window kept in the database, so every
 * app server shares the counter. Returns whether the count is still within `limit`.
 */
export async function hitLimit(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitResult> {
  if (windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`a rate-limit window may be at most ${MAX_WINDOW_SECONDS} s`);
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  const retryAfter = Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
  return { allowed: row.count <= limit, count: row.count, retryAfter };
}

/** Where a request comes from: its address and, when the app sent one, its validated device id. */
export interface Origin {
  ip: string;
  device: string | null;
}

export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** Named in the refusal: `${what}太频繁，请…后再试`. */
  what: string;
}

/**
 * Counts one event under each rule in order and refuses (4029) at the first one over its limit; the
 * rules after it are not counted. So list the narrow rules (mobile, device) before the address: one
 * abuser stopped by a narrow limit does not use up the flood guard a whole school shares.
 */
export async function hitEach(db: Db, rules: readonly LimitRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const result = await hitLimit(db, rule.key, rule.limit, rule.windowSeconds, now);
    if (!result.allowed) throw tooMany(result.retryAfter, rule.what);
  }
}

/** Rules of one device, none when the request carries no device id. */
export function perDevice(origin: Origin, rule: Omit<LimitRule, 'key'> & { prefix: string }): LimitRule[] {
  const { prefix, ...rest } = rule;
  return origin.device ? [{ ...rest, key: `${prefix}:dev:${origin.device}` }] : [];
}

/** Reads a counter without counting (e.g. failed logins before checking a password). */
export async function peekLimit(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  const row = rows[0];
  return row && row.windowStart.getTime() === windowStart.getTime() ? row.count : 0;
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

const SECRET_KEY = 'limit_key_secret';
const secrets = new WeakMap<object, Promise<string>>();

/** The secret of the keyed hash below: random, made once per database (app_meta), read once per connection. */
function limitSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appMeta)
        .values({ key: SECRET_KEY, value: randomToken(32) })
        .onConflictDoNothing({ target: appMeta.key });
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
      return row.value;
    })();
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/**
 * The key of a limit counted per mobile: `${prefix}:m:` and a keyed hash (HMAC-SHA-256) of the
 * number, never the number itself. So the counters that must outlive a cancelled account (SMS per
 * mobile: deleting and re-registering must not reset them) name no one in the table; the secret is
 * in the database too, so this is pseudonymisation against a reader of the table, not against
 * whoever holds the whole database (SECURITY.md, "Data held, export and deletion").
 */
export async function mobileLimitKey(db: Db, prefix: string, mobile: string): Promise<string> {
  return `${prefix}:m:${hmacSha256(await limitSecret(db), mobile).slice(0, 32)}`;
}

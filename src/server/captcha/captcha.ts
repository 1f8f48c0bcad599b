import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod/mini';
import { ApiCode } from '#shared/api/envelope';
import { CAPTCHA_POW_ALGORITHM, type CaptchaChallenge, type CaptchaPurpose, type PowChallenge } from '#shared/api/captcha';
import type { Db } from '../db/client';
import { appMeta, captchaRedeemed, captchaTickets } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hmacSha256, randomToken, sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';

/** How long a challenge may take from `get` to `verify` (a slow tablet, a tab in the background). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const TICKET_TTL_MS = 3 * 60_000;

/** Who solved a challenge: the ticket is only good for the same address and device id. */
export interface Solver {
  ip: string;
  device: string | null;
}

/** The captcha behind an interface, so a deployment can plug in a vendor's. */
export interface Captcha {
  create(): Promise<CaptchaChallenge>;
  /** Checks a solved challenge (base64 JSON `{challenge, solution}`, as the altcha widget sends it) and issues a ticket. */
  verify(input: { payload: string; purpose: CaptchaPurpose; solver: Solver }): Promise<string>;
  /** Throws unless the ticket is valid for the purpose and comes from its solver; a ticket works once. */
  consume(ticket: string, purpose: CaptchaPurpose, solver: Solver): Promise<void>;
}

export interface PowOptions {
  /** The hidden counter is drawn uniformly from 0..maxNumber (altcha's `maxnumber`). */
  maxNumber: number;
  /** PBKDF2 iterations per counter tried. */
  cost: number;
  /** HMAC secret; unset: made once and kept in app_meta, so every instance on the database signs alike. */
  secret?: string;
}

const failed = (msg: string) => new ApiError(ApiCode.CAPTCHA_INVALID, msg);
export const CAPTCHA_MESSAGES = {
  wrong: '验证未通过，请重试',
  expired: '验证已过期，请重试',
  used: '该验证已使用过，请重新验证',
  ticket: '请完成验证',
} as const;

const hex = (length?: number) => z.string().check(z.regex(length ? new RegExp(`^[0-9a-f]{${length}}$`) : /^(?:[0-9a-f]{2})+$/));
/** What the client sends back: the challenge as it got it, and the counter it found with the derived key. */
const payloadSchema = z.strictObject({
  challenge: z.strictObject({
    parameters: z.strictObject({
      algorithm: z.literal(CAPTCHA_POW_ALGORITHM),
      nonce: hex(32),
      salt: hex(32),
      cost: z.int().check(z.positive()),
      keyLength: z.int().check(z.positive(), z.maximum(64)),
      keyPrefix: hex(),
      keySignature: hex(64),
      data: z.strictObject({ exp: z.int().check(z.positive()) }),
    }),
    signature: hex(64),
  }),
  solution: z.strictObject({
    counter: z.int().check(z.nonnegative(), z.maximum(0xffffffff)),
    derivedKey: hex(),
    time: z.optional(z.number()),
  }),
});

function decodePayload(payload: string): z.output<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The address and device as one hash: the ticket row keeps neither in the clear. */
export const bindingOf = ({ ip, device }: Solver) => sha256(`${ip}\n${device ?? ''}`);

const SECRET_KEY = 'captcha_hmac_secret';

/** The database's signing secret: the first instance to ask makes it, every later one reads the same. */
async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  return row.value;
}

/**
 * A self-hosted proof-of-work captcha (ALTCHA, PBKDF2/SHA-256): the client must find the counter
 * behind the challenge's key prefix, which costs on average maxNumber / 2 × cost PBKDF2 iterations
 * and nothing less, whoever runs it. The challenge is HMAC-signed, so any instance verifies it
 * without state; a redeemed one is recorded until it expires, so it buys one ticket only.
 */
export function powCaptcha(db: Db, clock: Clock, options: PowOptions): Captcha {
  let secrets: Promise<{ signature: string; key: string }> | null = null;
  const keys = () => {
    secrets ??= (options.secret ? Promise.resolve(options.secret) : storedSecret(db)).then(
      (secret) => ({ signature: hmacSha256(secret, 'altcha-signature'), key: hmacSha256(secret, 'altcha-key-signature') }),
      (error: unknown) => {
        secrets = null;
        throw error;
      },
    );
    return secrets;
  };

  return {
    async create() {
      const { signature, key } = await keys();
      const challenge = await createChallenge({
        algorithm: CAPTCHA_POW_ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.maxNumber, 0),
        deriveKey,
        // Our own expiry (in data, signed) and clock, so tests can move time.
        data: { exp: clock.now().getTime() + CHALLENGE_TTL_MS },
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      return { disabled: false, challenge: challenge as PowChallenge };
    },

    async verify({ payload, purpose, solver }) {
      const now = clock.now();
      const decoded = decodePayload(payload);
      if (!decoded) throw failed(CAPTCHA_MESSAGES.wrong);
      const { signature, key } = await keys();
      const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: key });
      if (!result.verified) throw failed(CAPTCHA_MESSAGES.wrong);
      const expiresAt = new Date(decoded.challenge.parameters.data.exp);
      if (expiresAt <= now) throw failed(CAPTCHA_MESSAGES.expired);
      // One ticket per challenge, whichever instance is asked and however many ask at once.
      const redeemed = await db
        .insert(captchaRedeemed)
        .values({ challengeHash: sha256(decoded.challenge.signature), createdAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ hash: captchaRedeemed.challengeHash });
      if (redeemed.length === 0) throw failed(CAPTCHA_MESSAGES.used);
      const ticket = randomToken(24);
      await db.insert(captchaTickets).values({
        ticketHash: sha256(ticket),
        purpose,
        bindingHash: bindingOf(solver),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
      });
      return ticket;
    },

    async consume(ticket, purpose, solver) {
      const now = clock.now();
      const used = await db
        .update(captchaTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(captchaTickets.ticketHash, sha256(ticket)),
            eq(captchaTickets.purpose, purpose),
            eq(captchaTickets.bindingHash, bindingOf(solver)),
            isNull(captchaTickets.usedAt),
            gt(captchaTickets.expiresAt, now),
          ),
        )
        .returning({ hash: captchaTickets.ticketHash });
      if (used.length === 0) throw failed(CAPTCHA_MESSAGES.ticket);
    },
  };
}

/** CAPTCHA=off (local testing only; env.ts refuses it in production). */
export const disabledCaptcha: Captcha = {
  create: async () => ({ disabled: true }),
  verify: async () => 'captcha-off',
  consume: async () => {},
};

import { z } from 'zod/mini';

/**
 * Schemas of what the captcha calls answer (the `data` of a 1000). The integration tests check every
 * answer with them; captcha.ts takes only their types, so the client never loads this file.
 */

const hex = (length: number) => z.string().check(z.regex(new RegExp(`^[0-9a-f]{${length}}$`)));

/** A proof-of-work challenge to solve, or `{disabled: true}` when the captcha is off (CAPTCHA=off, never in production). */
export const captchaChallengeData = z.union([
  z.strictObject({ disabled: z.literal(true) }),
  z.strictObject({
    disabled: z.literal(false),
    /** An ALTCHA v2 challenge in deterministic mode: find the counter whose derived key starts with keyPrefix. */
    challenge: z.strictObject({
      parameters: z.strictObject({
        algorithm: z.literal('PBKDF2/SHA-256'),
        nonce: hex(32),
        salt: hex(32),
        cost: z.int().check(z.positive()),
        keyLength: z.int().check(z.positive()),
        keyPrefix: z.string().check(z.regex(/^[0-9a-f]{2,64}$/)),
        /** An HMAC of the derived key: the server checks a solution without recomputing it. Not the answer. */
        keySignature: hex(64),
        /** Expiry, in milliseconds since 1970 (signed with the rest). */
        data: z.strictObject({ exp: z.int().check(z.positive()) }),
      }),
      signature: hex(64),
    }),
  }),
]);

export const captchaTicketData = z.strictObject({ ticket: z.string().check(z.regex(/^[\w-]{8,200}$/)) });

/** One schema per call of `captchaApi`, by name (paired with the endpoints in index.ts). */
export const captchaResponses = {
  get: captchaChallengeData,
  verify: captchaTicketData,
};

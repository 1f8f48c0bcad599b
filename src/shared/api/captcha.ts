import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import type { captchaChallengeData, captchaTicketData } from './responses/captcha';

export const captchaPurposes = ['register', 'reset', 'mobile', 'enroll'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];

/** The proof-of-work's key derivation (ALTCHA v2): PBKDF2-HMAC-SHA-256, which browsers run natively in crypto.subtle. */
export const CAPTCHA_POW_ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaChallenge = z.output<typeof captchaChallengeData>;
export type PowChallenge = Extract<CaptchaChallenge, { disabled: false }>['challenge'];
export type CaptchaTicket = z.output<typeof captchaTicketData>;

/** What the client sends to verify: `{challenge, solution}` as JSON, base64-encoded (the altcha widget's payload). */
export interface PowPayload {
  challenge: PowChallenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

export const captchaApi = {
  get: endpoint('/api/captcha/get', 'none', z.object({}), returns<CaptchaChallenge>(), { perDevice: true }),
  verify: endpoint(
    '/api/captcha/verify',
    'none',
    z.object({
      purpose: z.enum(captchaPurposes),
      /** base64 of the JSON PowPayload. */
      payload: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000), z.regex(/^[A-Za-z0-9+/=]+$/)),
    }),
    returns<CaptchaTicket>(),
    // The ticket is bound to the address and the device id that solved the challenge.
    { perDevice: true },
  ),
};

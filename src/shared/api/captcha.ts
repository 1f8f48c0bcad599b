import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import type { captchaPuzzleData, captchaTicketData } from './responses/captcha';

export const captchaPurposes = ['register', 'reset', 'mobile', 'enroll'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];

export type CaptchaPuzzle = z.output<typeof captchaPuzzleData>;
export type CaptchaTicket = z.output<typeof captchaTicketData>;

export const captchaApi = {
  get: endpoint('/api/captcha/get', 'none', z.object({}), returns<CaptchaPuzzle>(), { perDevice: true }),
  verify: endpoint(
    '/api/captcha/verify',
    'none',
    z.object({
      id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      purpose: z.enum(captchaPurposes),
      x: z.coerce.number().check(z.minimum(0), z.maximum(1000)),
      /** Milliseconds from press to release. */
      duration: z.coerce.number().check(z.minimum(0), z.maximum(600000)),
    }),
    returns<CaptchaTicket>(),
  ),
};

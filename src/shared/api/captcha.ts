import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';

export const captchaPurposes = ['register', 'reset', 'mobile', 'enroll'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];

export type CaptchaPuzzle =
  | { disabled: true }
  | {
      disabled: false;
      id: string;
      /** Background with the notch, as a PNG data URL. */
      background: string;
      /** The piece to slide, as a PNG data URL. */
      piece: string;
      width: number;
      height: number;
      pieceSize: number;
      pieceY: number;
    };

export const captchaApi = {
  get: endpoint('/api/captcha/get', 'none', z.object({}), returns<CaptchaPuzzle>()),
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
    returns<{ ticket: string }>(),
  ),
};

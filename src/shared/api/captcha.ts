import { z } from 'zod';
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
      id: z.string().trim().min(1).max(64),
      purpose: z.enum(captchaPurposes),
      x: z.coerce.number().min(0).max(1000),
      /** Milliseconds from press to release. */
      duration: z.coerce.number().min(0).max(600000),
    }),
    returns<{ ticket: string }>(),
  ),
};

import { z } from 'zod/mini';

/**
 * Schemas of what the captcha calls answer (the `data` of a 1000). The integration tests check every
 * answer with them; captcha.ts takes only their types, so the client never loads this file.
 */

const size = z.int().check(z.positive());
const pngDataUrl = z.string().check(z.regex(/^data:image\/png;base64,/));

/** A puzzle to solve, or `{disabled: true}` when the captcha is off (CAPTCHA=off, never in production). */
export const captchaPuzzleData = z.union([
  z.strictObject({ disabled: z.literal(true) }),
  z.strictObject({
    disabled: z.literal(false),
    id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
    /** Background with the notch, as a PNG data URL. */
    background: pngDataUrl,
    /** The piece to slide, as a PNG data URL. */
    piece: pngDataUrl,
    width: size,
    height: size,
    pieceSize: size,
    pieceY: z.int().check(z.nonnegative()),
  }),
]);

export const captchaTicketData = z.strictObject({ ticket: z.string().check(z.regex(/^[\w-]{8,200}$/)) });

/** One schema per call of `captchaApi`, by name (paired with the endpoints in index.ts). */
export const captchaResponses = {
  get: captchaPuzzleData,
  verify: captchaTicketData,
};

import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { CaptchaPurpose, CaptchaPuzzle } from '#shared/api/captcha';
import type { Db } from '../db/client';
import { captchaPuzzles, captchaTickets } from '../db/schema';
import type { Clock } from '../lib/clock';
import { randomToken, sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './captcha-image';

const PUZZLE_TTL_MS = 2 * 60_000;
const TICKET_TTL_MS = 3 * 60_000;
/** How far (image pixels) the released piece may be from the notch. */
export const CAPTCHA_TOLERANCE = 5;
/** A human drag takes at least this long. */
export const CAPTCHA_MIN_DRAG_MS = 250;

/** The captcha behind an interface, so a deployment can plug in a vendor's. */
export interface Captcha {
  create(): Promise<CaptchaPuzzle>;
  verify(input: { id: string; x: number; duration: number; purpose: CaptchaPurpose }): Promise<string>;
  /** Throws unless the ticket is valid for the purpose; a ticket works once. */
  consume(ticket: string, purpose: CaptchaPurpose): Promise<void>;
}

const failed = (msg: string) => new ApiError(ApiCode.CAPTCHA_INVALID, msg);

export function sliderCaptcha(db: Db, clock: Clock): Captcha {
  return {
    async create() {
      const now = clock.now();
      const answerX = randomInt(70, PUZZLE_WIDTH - PIECE_SIZE - 6);
      const pieceY = randomInt(4, PUZZLE_HEIGHT - PIECE_SIZE - 4);
      const id = randomUUID();
      await db.delete(captchaPuzzles).where(lt(captchaPuzzles.expiresAt, now));
      await db.insert(captchaPuzzles).values({ id, answerX, createdAt: now, expiresAt: new Date(now.getTime() + PUZZLE_TTL_MS) });
      const images = drawPuzzle(answerX, pieceY);
      return { disabled: false, id, ...images, width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, pieceSize: PIECE_SIZE, pieceY };
    },

    async verify({ id, x, duration, purpose }) {
      const now = clock.now();
      // Each puzzle allows exactly one verify: delete it as we read it.
      const [puzzle] = await db.delete(captchaPuzzles).where(eq(captchaPuzzles.id, id)).returning();
      if (!puzzle || puzzle.expiresAt <= now) throw failed('验证已过期，请重新拖动滑块');
      if (Math.abs(x - puzzle.answerX) > CAPTCHA_TOLERANCE || duration < CAPTCHA_MIN_DRAG_MS) throw failed('验证未通过，请重试');
      const ticket = randomToken(24);
      await db.insert(captchaTickets).values({ ticketHash: sha256(ticket), purpose, createdAt: now, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
      return ticket;
    },

    async consume(ticket, purpose) {
      const now = clock.now();
      const used = await db
        .update(captchaTickets)
        .set({ usedAt: now })
        .where(and(eq(captchaTickets.ticketHash, sha256(ticket)), eq(captchaTickets.purpose, purpose), isNull(captchaTickets.usedAt), gt(captchaTickets.expiresAt, now)))
        .returning({ hash: captchaTickets.ticketHash });
      if (used.length === 0) throw failed('请完成验证');
    },
  };
}

/** CAPTCHA=off (local testing only; env.ts refuses it in production). */
export const disabledCaptcha: Captcha = {
  create: async () => ({ disabled: true }),
  verify: async () => 'captcha-off',
  consume: async () => {},
};

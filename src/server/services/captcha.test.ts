import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { ApiCode } from '#shared/api/envelope';
import type { CaptchaPurpose } from '#shared/api/captcha';
import { openPglite, type Database } from '../db/client';
import { captchaPuzzles, captchaTickets } from '../db/schema';
import { fakeClock } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { CAPTCHA_MIN_DRAG_MS, CAPTCHA_TOLERANCE, disabledCaptcha, sliderCaptcha, type Captcha } from './captcha';

let database: Database;
beforeAll(async () => {
  database = await openPglite('memory://');
});
afterAll(async () => {
  await database?.close();
});

function setup() {
  const clock = fakeClock();
  return { clock, captcha: sliderCaptcha(database.db, clock) };
}

function decode(dataUrl: string): PNG {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
}

async function newPuzzle(captcha: Captcha): Promise<{ id: string; answerX: number }> {
  const puzzle = await captcha.create();
  if (puzzle.disabled) throw new Error('expected an enabled captcha');
  const [row] = await database.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, puzzle.id));
  return { id: puzzle.id, answerX: row.answerX };
}

async function solve(captcha: Captcha, purpose: CaptchaPurpose): Promise<string> {
  const { id, answerX } = await newPuzzle(captcha);
  return captcha.verify({ id, x: answerX, duration: 800, purpose });
}

const refused = { code: ApiCode.CAPTCHA_INVALID };

describe('sliderCaptcha.create', () => {
  it('returns a 300×160 background and a 48×48 piece as PNG data URLs', async () => {
    const { captcha } = setup();
    const puzzle = await captcha.create();
    expect(puzzle.disabled).toBe(false);
    if (puzzle.disabled) return;
    expect(puzzle).toMatchObject({ width: 300, height: 160, pieceSize: 48 });
    const background = decode(puzzle.background);
    const piece = decode(puzzle.piece);
    expect([background.width, background.height]).toEqual([300, 160]);
    expect([piece.width, piece.height]).toEqual([48, 48]);
    expect(puzzle.pieceY).toBeGreaterThanOrEqual(0);
    expect(puzzle.pieceY + 48).toBeLessThanOrEqual(160);
  });

  it('never puts the answer in the response', async () => {
    const { captcha } = setup();
    const puzzle = await captcha.create();
    expect(Object.keys(puzzle).sort()).toEqual(['background', 'disabled', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width']);
    expect(JSON.stringify(puzzle)).not.toMatch(/answer/i);
    if (puzzle.disabled) return;
    const [row] = await database.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, puzzle.id));
    expect(row.answerX).toBeGreaterThanOrEqual(70);
    expect(row.answerX + 48).toBeLessThanOrEqual(300);
  });

  it('gives each puzzle its own id and stores it with a 2-minute expiry', async () => {
    const { captcha, clock } = setup();
    const a = await newPuzzle(captcha);
    const b = await newPuzzle(captcha);
    expect(a.id).not.toBe(b.id);
    const [row] = await database.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, a.id));
    expect(row.expiresAt.getTime() - clock.now().getTime()).toBe(2 * 60_000);
  });

  it('sweeps expired puzzles when creating a new one', async () => {
    const { captcha, clock } = setup();
    const old = await newPuzzle(captcha);
    clock.advance(3 * 60_000);
    await captcha.create();
    const rows = await database.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, old.id));
    expect(rows).toHaveLength(0);
  });
});

describe('sliderCaptcha.verify', () => {
  it('issues a ticket at the answer and within the tolerance, storing only its hash', async () => {
    const { captcha } = setup();
    for (const offset of [0, CAPTCHA_TOLERANCE, -CAPTCHA_TOLERANCE, 2.5]) {
      const { id, answerX } = await newPuzzle(captcha);
      const ticket = await captcha.verify({ id, x: answerX + offset, duration: 900, purpose: 'register' });
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const tickets = await database.db.select().from(captchaTickets).where(eq(captchaTickets.ticketHash, sha256(ticket)));
      expect(tickets).toHaveLength(1);
      expect(tickets[0].purpose).toBe('register');
      const raw = await database.db.select().from(captchaTickets).where(eq(captchaTickets.ticketHash, ticket));
      expect(raw).toHaveLength(0);
    }
  });

  it('refuses a position outside the tolerance', async () => {
    const { captcha } = setup();
    for (const offset of [CAPTCHA_TOLERANCE + 1, -(CAPTCHA_TOLERANCE + 1), 40]) {
      const { id, answerX } = await newPuzzle(captcha);
      await expect(captcha.verify({ id, x: answerX + offset, duration: 900, purpose: 'register' })).rejects.toMatchObject({
        ...refused,
        message: '验证未通过，请重试',
      });
    }
  });

  it('refuses a drag faster than a human one', async () => {
    const { captcha } = setup();
    const fast = await newPuzzle(captcha);
    await expect(captcha.verify({ id: fast.id, x: fast.answerX, duration: CAPTCHA_MIN_DRAG_MS - 1, purpose: 'register' })).rejects.toMatchObject(refused);
    const zero = await newPuzzle(captcha);
    await expect(captcha.verify({ id: zero.id, x: zero.answerX, duration: 0, purpose: 'register' })).rejects.toMatchObject(refused);
    const ok = await newPuzzle(captcha);
    await expect(captcha.verify({ id: ok.id, x: ok.answerX, duration: CAPTCHA_MIN_DRAG_MS, purpose: 'register' })).resolves.toEqual(expect.any(String));
  });

  it('allows one verify per puzzle: a second one is refused even with the right x', async () => {
    const { captcha } = setup();
    const { id, answerX } = await newPuzzle(captcha);
    await captcha.verify({ id, x: answerX, duration: 900, purpose: 'register' });
    await expect(captcha.verify({ id, x: answerX, duration: 900, purpose: 'register' })).rejects.toMatchObject(refused);
  });

  it('a wrong guess also uses the puzzle up (no retrying until it fits)', async () => {
    const { captcha } = setup();
    const { id, answerX } = await newPuzzle(captcha);
    await expect(captcha.verify({ id, x: answerX + 30, duration: 900, purpose: 'register' })).rejects.toMatchObject(refused);
    await expect(captcha.verify({ id, x: answerX, duration: 900, purpose: 'register' })).rejects.toMatchObject(refused);
  });

  it('refuses an expired puzzle', async () => {
    const { captcha, clock } = setup();
    const { id, answerX } = await newPuzzle(captcha);
    clock.advance(3 * 60_000);
    await expect(captcha.verify({ id, x: answerX, duration: 900, purpose: 'register' })).rejects.toMatchObject({
      ...refused,
      message: '验证已过期，请重新拖动滑块',
    });
  });

  it('refuses an unknown puzzle id', async () => {
    const { captcha } = setup();
    await expect(captcha.verify({ id: 'no-such-puzzle', x: 100, duration: 900, purpose: 'register' })).rejects.toMatchObject(refused);
  });
});

describe('sliderCaptcha.consume', () => {
  it('accepts a ticket once', async () => {
    const { captcha } = setup();
    const ticket = await solve(captcha, 'register');
    await expect(captcha.consume(ticket, 'register')).resolves.toBeUndefined();
    await expect(captcha.consume(ticket, 'register')).rejects.toMatchObject({ ...refused, message: '请完成验证' });
  });

  it('accepts a ticket for its purpose only, without using it up on a wrong purpose', async () => {
    const { captcha } = setup();
    const ticket = await solve(captcha, 'reset');
    await expect(captcha.consume(ticket, 'register')).rejects.toMatchObject(refused);
    await expect(captcha.consume(ticket, 'enroll')).rejects.toMatchObject(refused);
    await expect(captcha.consume(ticket, 'reset')).resolves.toBeUndefined();
  });

  it('refuses an expired ticket (3 minutes)', async () => {
    const { captcha, clock } = setup();
    const fresh = await solve(captcha, 'mobile');
    const stale = await solve(captcha, 'mobile');
    clock.advance(3 * 60_000 - 1000);
    await expect(captcha.consume(fresh, 'mobile')).resolves.toBeUndefined();
    clock.advance(2000);
    await expect(captcha.consume(stale, 'mobile')).rejects.toMatchObject(refused);
  });

  it('refuses made-up tickets', async () => {
    const { captcha } = setup();
    await expect(captcha.consume('', 'register')).rejects.toMatchObject(refused);
    await expect(captcha.consume('captcha-off', 'register')).rejects.toMatchObject(refused);
  });
});

describe('disabledCaptcha', () => {
  it('says it is disabled and needs no ticket', async () => {
    await expect(disabledCaptcha.create()).resolves.toEqual({ disabled: true });
    await expect(disabledCaptcha.verify({ id: 'x', x: 0, duration: 0, purpose: 'register' })).resolves.toEqual(expect.any(String));
    await expect(disabledCaptcha.consume('', 'register')).resolves.toBeUndefined();
    await expect(disabledCaptcha.consume('anything', 'enroll')).resolves.toBeUndefined();
  });
});

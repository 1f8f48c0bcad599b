import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { mulberry32 } from '#content/assessments/simulate';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './captcha-image';

/** A seeded PRNG, so two drawings share the same background. */
const seeded = mulberry32;

function decode(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

/** The piece's interior from its alpha channel: opaque pixels whose four neighbours are opaque too. */
function interiorMask(piece: PNG): boolean[][] {
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && piece.data[(y * piece.width + x) * 4 + 3] === 255;
  return Array.from({ length: piece.height }, (_, y) =>
    Array.from({ length: piece.width }, (_, x) => opaque(x, y) && opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1)),
  );
}

const brightness = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
};

function meanInside(png: PNG, mask: boolean[][], left: number, top: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!mask[y][x]) continue;
      sum += brightness(png, left + x, top + y);
      n++;
    }
  }
  return sum / n;
}

describe('drawPuzzle', () => {
  const pieceY = 50;
  const answer = 90;
  const elsewhere = 220;

  it('draws a 300×160 background and a 48×48 piece', () => {
    const { background, piece } = drawPuzzle(answer, pieceY, seeded(1));
    const bg = decode(background);
    const pc = decode(piece);
    expect([bg.width, bg.height]).toEqual([PUZZLE_WIDTH, PUZZLE_HEIGHT]);
    expect([pc.width, pc.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
  });

  it('is deterministic for a given random source', () => {
    expect(drawPuzzle(answer, pieceY, seeded(7))).toEqual(drawPuzzle(answer, pieceY, seeded(7)));
    expect(drawPuzzle(answer, pieceY, seeded(7)).background).not.toBe(drawPuzzle(answer, pieceY, seeded(8)).background);
  });

  it('gives the piece a shape: opaque body, transparent corners', () => {
    const pc = decode(drawPuzzle(answer, pieceY, seeded(2)).piece);
    const alpha = (x: number, y: number) => pc.data[(y * PIECE_SIZE + x) * 4 + 3];
    expect(alpha(20, 28)).toBe(255);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(47, 47)).toBe(0);
    const opaque = interiorMask(pc).flat().filter(Boolean).length;
    expect(opaque).toBeGreaterThan(PIECE_SIZE * PIECE_SIZE * 0.4);
    expect(opaque).toBeLessThan(PIECE_SIZE * PIECE_SIZE);
  });

  for (const seed of [1, 2, 3, 42, 2026]) {
    it(`darkens the notch at the answer position (seed ${seed})`, () => {
      const a = drawPuzzle(answer, pieceY, seeded(seed));
      const b = drawPuzzle(elsewhere, pieceY, seeded(seed));
      const bgA = decode(a.background);
      const bgB = decode(b.background);
      const mask = interiorMask(decode(a.piece));
      const notch = meanInside(bgA, mask, answer, pieceY);
      const untouched = meanInside(bgB, mask, answer, pieceY);
      expect(notch).toBeLessThan(untouched * 0.6);
      // …and the second drawing has its notch at its own answer instead.
      expect(meanInside(bgB, mask, elsewhere, pieceY)).toBeLessThan(meanInside(bgA, mask, elsewhere, pieceY) * 0.6);
    });
  }

  it('cuts the piece out of the background it darkens', () => {
    const a = drawPuzzle(answer, pieceY, seeded(5));
    const b = drawPuzzle(elsewhere, pieceY, seeded(5));
    const piece = decode(a.piece);
    const bgA = decode(a.background);
    const bgB = decode(b.background); // the same background without a notch at `answer`
    const mask = interiorMask(piece);
    for (let y = 0; y < PIECE_SIZE; y++) {
      for (let x = 0; x < PIECE_SIZE; x++) {
        if (!mask[y][x]) continue;
        const p = (y * PIECE_SIZE + x) * 4;
        const g = ((pieceY + y) * PUZZLE_WIDTH + answer + x) * 4;
        for (let c = 0; c < 3; c++) {
          expect(piece.data[p + c]).toBe(bgB.data[g + c]);
          expect(bgA.data[g + c]).toBe(Math.round(bgB.data[g + c] * 0.45));
        }
      }
    }
  });

  it('leaves the background outside both notches identical', () => {
    const a = decode(drawPuzzle(answer, pieceY, seeded(9)).background);
    const b = decode(drawPuzzle(elsewhere, pieceY, seeded(9)).background);
    const inBox = (x: number, y: number, left: number) => x >= left && x < left + PIECE_SIZE && y >= pieceY && y < pieceY + PIECE_SIZE;
    let differing = 0;
    for (let y = 0; y < PUZZLE_HEIGHT; y++) {
      for (let x = 0; x < PUZZLE_WIDTH; x++) {
        if (inBox(x, y, answer) || inBox(x, y, elsewhere)) continue;
        if (brightness(a, x, y) !== brightness(b, x, y)) differing++;
      }
    }
    expect(differing).toBe(0);
  });
});

import { PNG } from 'pngjs';

/** Size of the slider puzzle, in image pixels. */
export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 160;
export const PIECE_SIZE = 48;

type Rgb = [number, number, number];

/** The piece: a square body with two round tabs, in the piece's own 48×48 box. */
function inPiece(x: number, y: number): boolean {
  const inBody = x >= 2 && x <= 38 && y >= 10 && y <= 46;
  const inTop = (x - 20) ** 2 + (y - 10) ** 2 <= 49;
  const inRight = (x - 38) ** 2 + (y - 28) ** 2 <= 49;
  return inBody || inTop || inRight;
}

function onPieceEdge(x: number, y: number): boolean {
  return inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));
}

function randomColour(random: () => number): Rgb {
  return [60 + Math.floor(random() * 180), 60 + Math.floor(random() * 180), 90 + Math.floor(random() * 160)];
}

/** A background of a gradient with random shapes, so the notch cannot be found from a flat colour. */
function paintBackground(random: () => number): Buffer {
  const data = Buffer.alloc(PUZZLE_WIDTH * PUZZLE_HEIGHT * 4);
  const [a, b] = [randomColour(random), randomColour(random)];
  const shapes = Array.from({ length: 14 }, () => ({
    cx: random() * PUZZLE_WIDTH,
    cy: random() * PUZZLE_HEIGHT,
    r: 12 + random() * 40,
    square: random() < 0.4,
    colour: randomColour(random),
  }));
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      const t = (x / PUZZLE_WIDTH + y / PUZZLE_HEIGHT) / 2;
      let rgb: Rgb = [a[0] * (1 - t) + b[0] * t, a[1] * (1 - t) + b[1] * t, a[2] * (1 - t) + b[2] * t];
      for (const s of shapes) {
        const inside = s.square ? Math.abs(x - s.cx) < s.r && Math.abs(y - s.cy) < s.r : (x - s.cx) ** 2 + (y - s.cy) ** 2 < s.r ** 2;
        if (inside) rgb = [(rgb[0] + s.colour[0]) / 2, (rgb[1] + s.colour[1]) / 2, (rgb[2] + s.colour[2]) / 2];
      }
      const noise = (random() - 0.5) * 18;
      const i = (y * PUZZLE_WIDTH + x) * 4;
      data[i] = clamp(rgb[0] + noise);
      data[i + 1] = clamp(rgb[1] + noise);
      data[i + 2] = clamp(rgb[2] + noise);
      data[i + 3] = 255;
    }
  }
  return data;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function toDataUrl(width: number, height: number, data: Buffer): string {
  const png = new PNG({ width, height });
  data.copy(png.data);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** Draws a puzzle whose notch sits at (answerX, pieceY); returns both images as PNG data URLs. */
export function drawPuzzle(answerX: number, pieceY: number, random: () => number = Math.random) {
  const background = paintBackground(random);
  const piece = Buffer.alloc(PIECE_SIZE * PIECE_SIZE * 4);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!inPiece(x, y)) continue;
      const bi = ((pieceY + y) * PUZZLE_WIDTH + answerX + x) * 4;
      const pi = (y * PIECE_SIZE + x) * 4;
      const edge = onPieceEdge(x, y);
      for (let c = 0; c < 3; c++) {
        piece[pi + c] = edge ? 255 : background[bi + c];
        background[bi + c] = edge ? 235 : Math.round(background[bi + c] * 0.45); // the notch
      }
      piece[pi + 3] = 255;
    }
  }
  return {
    background: toDataUrl(PUZZLE_WIDTH, PUZZLE_HEIGHT, background),
    piece: toDataUrl(PIECE_SIZE, PIECE_SIZE, piece),
  };
}

import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * Drawing a report into images (html2canvas, a page at a time) takes seconds on a tablet, and longer on a
 * machine running other tests: the one wait in these specs longer than the default. How long it takes is
 * measured by `npm run bench`, not here: two whole test runs side by side on two cores took over 30 s.
 */
export const EXPORT_TIMEOUT_MS = 60_000;

/** The toast that says a download's images are drawn. */
export const exportedToast = (page: Page) => page.getByText(/报告已生成\d+张图片，正在下载|报告图片已生成，正在下载/);

/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1];
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Decodes an image (JPEG) with the browser's own decoder and returns it, or the `crop` of it, as a PNG
 * that pngjs reads: no JPEG decoder needed in the test.
 */
export async function decodeImage(page: Page, bytes: Buffer, crop?: Crop): Promise<PNG> {
  const base64 = await page.evaluate(
    async ({ data, crop }) => {
      const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw]));
      const area = crop ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
      const canvas = document.createElement('canvas');
      canvas.width = area.width;
      canvas.height = area.height;
      canvas.getContext('2d')!.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    { data: bytes.toString('base64'), crop },
  );
  return PNG.sync.read(Buffer.from(base64, 'base64'));
}

/** Luma (Rec. 601) of pixel `i`: the shapes of glyphs, without the colour detail JPEG halves anyway. */
const luma = (p: PNG, i: number) => 0.299 * p.data[i] + 0.587 * p.data[i + 1] + 0.114 * p.data[i + 2];

/** Whether pixel (x, y) of `a` has a pixel within `tolerance` in `b` at the same place or one pixel away. */
function hasMatch(a: PNG, b: PNG, x: number, y: number, tolerance: number): boolean {
  const i = (y * a.width + x) * 4;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const bx = x + dx;
      const by = y + dy;
      if (bx < 0 || by < 0 || bx >= b.width || by >= b.height) continue;
      if (Math.abs(luma(a, i) - luma(b, (by * b.width + bx) * 4)) <= tolerance) return true;
    }
  }
  return false;
}

/**
 * How far two images of one size are apart: the `share` of pixels of either whose luma has no match
 * within `tolerance` in the other at the same place or one pixel away (by default half the range: ink
 * where the other has paper), and the plain mean difference per channel. The one-pixel slack absorbs anti-aliasing and JPEG noise on glyph edges (sub-pixel
 * positions differ between the screen and an image); a missing, extra or overprinted glyph leaves
 * whole strokes unmatched.
 */
export function pixelDifference(a: PNG, b: PNG, tolerance = 128): { share: number; mean: number } {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let differing = 0;
  let sum = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      sum += Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
      if (!hasMatch(a, b, x, y, tolerance) || !hasMatch(b, a, x, y, tolerance)) differing++;
    }
  }
  const pixels = a.width * a.height;
  return { share: differing / pixels, mean: sum / (pixels * 3) };
}

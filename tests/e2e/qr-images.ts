import { writeFileSync } from 'node:fs';
import qrcode from 'qrcode-generator';
import { PNG } from 'pngjs';

/**
 * QR codes drawn here as a tablet's 扫码收卷 page draws them (qrcode-generator, level M, a quiet zone of
 * 4 modules): as a PNG for "从图片识别", and as a Y4M video for Chromium's fake camera, so the phone's
 * camera path reads a real picture (--use-file-for-fake-video-capture).
 */

const QUIET = 4;

/** Dark modules of `text`'s code with its quiet zone, row by row. */
function modules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = count + 2 * QUIET;
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => r >= QUIET && c >= QUIET && r < count + QUIET && c < count + QUIET && code.isDark(r - QUIET, c - QUIET)),
  );
}

/** The code as a PNG, `scale` pixels per module. */
export function qrPng(text: string, scale = 6): Buffer {
  const dark = modules(text);
  const size = dark.length * scale;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const value = dark[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255;
      png.data.set([value, value, value, 255], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}

/**
 * Writes a one-frame Y4M video (Chromium loops it) of the code on a white 640 × 480 picture, as a phone
 * held over a tablet sees it. Grey only: the chroma planes are neutral.
 */
export function writeQrVideo(path: string, text: string): void {
  const [width, height] = [640, 480];
  const dark = modules(text);
  const scale = Math.floor((height * 0.9) / dark.length);
  const [left, top] = [Math.floor((width - dark.length * scale) / 2), Math.floor((height - dark.length * scale) / 2)];
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < dark.length * scale; y++)
    for (let x = 0; x < dark.length * scale; x++) if (dark[Math.floor(y / scale)][Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

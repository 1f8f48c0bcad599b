/**
 * Draws the app icons (192, 512 and maskable 512) as PNG into public/icons.
 * Run once after changing the design: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

function draw(size: number, maskable: boolean): Buffer {
  const png = new PNG({ width: size, height: size });
  const radius = maskable ? 0 : size * 0.22;
  // Maskable icons keep their content inside the central 80 % safe zone.
  const scale = maskable ? 0.62 : 0.78;
  const inset = (size * (1 - scale)) / 2;
  const u = (v: number) => inset + v * size * scale;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const cx = Math.min(x, size - 1 - x);
      const cy = Math.min(y, size - 1 - y);
      const outside = cx < radius && cy < radius && (radius - cx) ** 2 + (radius - cy) ** 2 > radius ** 2;
      let rgb = [91, 79, 214];
      // A white mountain range and an orange sun, as in logo.svg.
      const nx = (x - inset) / (size * scale);
      const ny = (y - inset) / (size * scale);
      const peak1 = ny > 0.72 - 0.5 * (0.36 - Math.abs(nx - 0.36)) * 2.2 && ny < 0.75 && nx > 0.1 && nx < 0.66;
      const peak2 = ny > 0.74 - (0.2 - Math.abs(nx - 0.7)) * 1.8 && ny < 0.75 && nx > 0.5 && nx < 0.9;
      if (peak1 || peak2) rgb = [255, 255, 255];
      if ((x - u(0.7)) ** 2 + (y - u(0.26)) ** 2 < (size * scale * 0.09) ** 2) rgb = [245, 181, 68];
      png.data[i] = rgb[0];
      png.data[i + 1] = rgb[1];
      png.data[i + 2] = rgb[2];
      png.data[i + 3] = outside ? 0 : 255;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', draw(192, false));
writeFileSync('public/icons/icon-512.png', draw(512, false));
writeFileSync('public/icons/icon-maskable-512.png', draw(512, true));
writeFileSync('public/icons/apple-touch-icon.png', draw(180, true));
console.log('icons written to public/icons');

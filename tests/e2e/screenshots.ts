import type { Page } from '@playwright/test';
import { test } from './support';

/**
 * Screenshots of what was built at a phone's, a tablet's and a wide screen's width, kept with the test's
 * output for a person to look at (they assert nothing); the viewport is 1280 × 800 again afterwards.
 */
export async function shootAtWidths(page: Page, name: string, { fullPage = false } = {}) {
  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

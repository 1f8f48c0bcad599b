import type { Page } from '@playwright/test';
import { chartNamed, expect, test } from './support';

/**
 * Issue 14, point 1: every report chart reads at 360, 390, 820 and 1440 px and in print — no label
 * runs into another, none is cut at the chart's edge.
 */
const previews = [
  { path: '/preview/hld', chart: /雷达图/ },
  { path: '/preview/mbti', chart: /倾向强度图/ },
  { path: '/preview/dyzn', chart: /柱状图/ },
];

/** Pairs of texts whose drawn boxes overlap, and texts drawn past the chart's box. */
async function collisions(page: Page, name: RegExp) {
  return page
    .getByRole('img', { name })
    .first()
    .evaluate((frame) => {
      const svg = frame.querySelector('svg')!;
      const box = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')].filter((t) => (t.textContent ?? '').trim() !== '');
      const rects = texts.map((t) => ({ text: t.textContent!, r: t.getBoundingClientRect() }));
      const overlaps: string[] = [];
      const outside: string[] = [];
      for (const [i, a] of rects.entries()) {
        if (a.r.left < box.left - 0.5 || a.r.right > box.right + 0.5 || a.r.top < box.top - 0.5 || a.r.bottom > box.bottom + 0.5) outside.push(a.text);
        for (const b of rects.slice(i + 1)) {
          const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (w > 1 && h > 1) overlaps.push(`${a.text} × ${b.text}`);
        }
      }
      return { overlaps, outside, count: rects.length };
    });
}

for (const width of [360, 390, 820, 1440]) {
  test(`the report charts read at ${width} px: no label over another, none cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const preview of previews) {
      await page.goto(preview.path);
      await expect((await chartNamed(page, preview.chart)).locator('svg')).toBeVisible();
      const found = await collisions(page, preview.chart);
      expect(found.count, preview.path).toBeGreaterThan(6);
      expect(found.overlaps, `${preview.path} at ${width} px`).toEqual([]);
      expect(found.outside, `${preview.path} at ${width} px`).toEqual([]);
      // No chart widens the page beyond the screen (a radar drawn wider than its column once did).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${preview.path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test('in print the report charts fit the page and keep their labels apart', async ({ page }) => {
  await page.emulateMedia({ media: 'print' });
  // About an A4 page's printable width at 96 dpi.
  await page.setViewportSize({ width: 700, height: 1000 });
  for (const preview of previews) {
    await page.goto(preview.path);
    const frame = await chartNamed(page, preview.chart);
    await expect(frame.locator('svg')).toBeVisible();
    const fits = await frame.evaluate((el) => el.querySelector('svg')!.getBoundingClientRect().right <= document.documentElement.clientWidth);
    expect(fits, preview.path).toBe(true);
    expect((await collisions(page, preview.chart)).overlaps, preview.path).toEqual([]);
  }
});

test('the MBTI pole names stand above their bars on a phone and beside them on a wide screen', async ({ page }) => {
  for (const { width, above } of [
    { width: 390, above: true },
    { width: 1440, above: false },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/preview/mbti');
    const chart = await chartNamed(page, /倾向强度图/);
    await expect(chart).toHaveAttribute('data-chart-state', 'drawn');
    const rows = await chart.evaluate((frame) => {
      const bars = [...frame.querySelectorAll('[data-testid="bar"]')].map((b) => b.getBoundingClientRect());
      return [...frame.querySelectorAll('[data-testid="strength-row"]')].map((row) => {
        const [left, right] = [...row.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
        // The bar of this row: the nearest one at or below the names' top.
        const bar = bars.filter((b) => b.bottom > left.top).sort((a, b) => a.top - b.top)[0];
        return { namesBottom: Math.max(left.bottom, right.bottom), barTop: bar.top };
      });
    });
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      if (above) expect(row.namesBottom, `${width} px`).toBeLessThanOrEqual(row.barTop);
      else expect(row.namesBottom, `${width} px`).toBeGreaterThan(row.barTop);
    }
  }
});

import { expect, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 29: nivo draws the report charts from a chunk of its own (`charts`), into frames that already
 * hold the charts' height; printing waits for them. That the chunk is asked for only once the report's
 * text has painted, and never on the home page, is loaded-js.spec.ts's.
 */
const CHARTS_CHUNK = /\/assets\/charts-[\w-]+\.js$/;

test.use({ serviceWorkers: 'block' });

test('while the charts load, each frame keeps its height; printing waits until they are drawn', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHARTS_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  // What the page holds when it opens the print dialog.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: object }).printed = {
        waiting: document.querySelectorAll('[data-chart-state="waiting"]').length,
        charts: document.querySelectorAll('[data-testid="chart"] svg').length,
      };
    };
  });
  await page.goto('/preview/hld');
  const radar = page.getByRole('img', { name: /雷达图/ });
  await expect(page.getByRole('heading', { name: '兴趣雷达图', exact: true })).toBeVisible();
  await expect(radar).toHaveAttribute('data-chart-state', 'waiting');
  const before = (await radar.boundingBox())!;
  expect(before.height).toBeGreaterThan(200);

  await page.getByRole('button', { name: '打印报告' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: object }).printed)).toBeUndefined();
  release();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: object }).printed)).toEqual({ waiting: 0, charts: 1 });
  await expect(radar).toHaveAttribute('data-chart-state', 'drawn');
  // Drawn into the room it was given: nothing below it moved.
  expect((await radar.boundingBox())!.height).toBe(before.height);
});

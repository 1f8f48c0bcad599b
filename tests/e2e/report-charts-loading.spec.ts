import { expect, test } from './support';

/**
 * Issue 29: nivo draws the report charts from a chunk of its own (`charts`), asked for only once the
 * report's text has painted, into frames that already hold the charts' height; printing waits for them.
 */
const CHARTS_CHUNK = /\/assets\/charts-[\w-]+\.js$/;

test.use({ serviceWorkers: 'block' });

test('the charts arrive after the report has painted, and the home page never loads them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/charts-/.test(e.name)).length)).toBe(0);

  await page.goto('/preview/mbti');
  await expect(page.getByRole('img', { name: /倾向强度图/ }).locator('svg')).toBeVisible();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    charts: performance.getEntriesByType('resource').find((e) => /\/assets\/charts-/.test(e.name))?.startTime,
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.charts).toBeGreaterThan(timing.paint!);
});

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

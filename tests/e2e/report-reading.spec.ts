import { expect, test } from './support';

/** Issue 14, point 3: a long report opens with three sentences and keeps a bar of its parts at hand. */
test('a long report: three sentences first, and a bar of its parts that stays in sight and jumps to each', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/preview/hld');
  const summary = page.getByRole('region', { name: '三句话读懂这份报告' });
  await expect(summary.getByRole('listitem')).toHaveCount(3);
  await expect(summary).toContainText('兴趣代码是 SAI');

  const bar = page.getByRole('navigation', { name: '报告目录' });
  const parts = bar.getByRole('button');
  expect(await parts.count()).toBeGreaterThanOrEqual(8);
  await bar.getByRole('button', { name: '各类型分析' }).click();
  const heading = page.getByRole('heading', { level: 2, name: '各类型分析' });
  await expect(heading).toBeInViewport();
  await expect(bar.getByRole('button', { name: '各类型分析' })).toHaveAttribute('aria-current', 'location');
  // The heading lands (once the parts around it are drawn) below the sticky header and the bar, not under them.
  const gapUnderBar = async () => (await heading.boundingBox())!.y - ((await bar.boundingBox())!.y + (await bar.boundingBox())!.height);
  await expect.poll(gapUnderBar).toBeGreaterThanOrEqual(0);
  expect(await gapUnderBar()).toBeLessThan(40);
  expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  expect((await bar.boundingBox())!.y).toBeLessThan(100); // still at the top of the screen, under the header

  await page.emulateMedia({ media: 'print' });
  await expect(bar).toBeHidden();
  await expect(summary).toBeVisible();
});

import { expect, test } from './support';

const routes = ['/', '/about', '/one', '/consult', '/news?type=1', '/news-details?id=1', '/banner-content?id=1', '/project/details?id=1'];

test('the marketing pages fit a phone screen with one h1 each', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0); // loaded
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll on ${route}`).toBeLessThanOrEqual(0);
  }
});

test('the banner and its controls work by touch', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '下一张' }).tap();
  await expect(page.locator('[aria-roledescription="幻灯片"][data-active="true"]')).toContainText('三大测评，读懂你自己');
  await page.locator('[aria-roledescription="幻灯片"][data-active="true"]').getByRole('link').tap();
  await expect(page).toHaveURL(/\/assessment$/);
});

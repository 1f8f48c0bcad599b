import { expect, logOutThroughUi, loginThroughUi, registerThroughUi, setNickname, test } from './support';

test('the account journey works on a phone', async ({ page }) => {
  const { mobile, password } = await registerThroughUi(page);
  await setNickname(page, '阿青');
  await expect(page.getByText('初二 3班')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await logOutThroughUi(page);
  await loginThroughUi(page, mobile, password);
  await page.getByRole('button', { name: '导航菜单' }).click();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '生涯测评' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('生涯测评');
});

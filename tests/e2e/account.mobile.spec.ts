import { expect, logOutThroughUi, loginThroughUi, registerThroughUi, setNickname, test } from './support';

test('the account journey works on a phone', async ({ page }) => {
  const { mobile, password } = await registerThroughUi(page);
  await setNickname(page, '阿青');
  await expect(page.getByText('初二 3班')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // Every tab of the user center whole on the screen (a scrolling row cut the 4th to "修改").
  const tabs = page.getByRole('navigation', { name: '个人中心' }).getByRole('link');
  expect(await tabs.count()).toBeGreaterThanOrEqual(6);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    const text = await tab.evaluate((el) => ({ fits: el.scrollWidth <= el.clientWidth }));
    expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390);
    expect(text.fits, await tab.innerText()).toBe(true);
  }
  await logOutThroughUi(page);
  await loginThroughUi(page, mobile, password);
  await page.getByRole('button', { name: '导航菜单' }).click();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '生涯测评' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('生涯测评');
});

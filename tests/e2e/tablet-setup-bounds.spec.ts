import { schoolWithClass } from './school';
import { signInPage } from './students';
import { appUrl, expect, test } from './support';

/**
 * A device code sets up only as many tablets as the teacher names, and the teacher sees each one join
 * by its name while the code is on the projector (docs/SCHOOL.md, "Set-up tablets").
 */
test('the set-up dialog takes a tablet count, lists each tablet as it joins, and the code refuses one more', async ({ page, browser, request }) => {
  const { admin, classId } = await schoolWithClass(request, 3);
  await signInPage(page, admin.token, `/school/class/${classId}`);
  await page.getByRole('button', { name: '设置新的平板' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('class-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(dialog).toContainText('已设置 0 / 15 台');
  await dialog.getByLabel('这个平板设置码可设置').fill('1');
  await dialog.getByRole('button', { name: '按新台数重新生成' }).click();
  await expect(dialog).toContainText('已设置 0 / 1 台');
  const code = (await dialog.getByTestId('class-code').textContent())!;

  const options = { baseURL: appUrl(), locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };
  const [first, second] = await Promise.all([browser.newContext(options), browser.newContext(options)]);
  const tablet = await first.newPage();
  await tablet.goto(`/tablet/setup?code=${code}`);
  await tablet.getByLabel('平板名称（可以不填）').fill('讲台左侧');
  await tablet.getByRole('button', { name: '设置', exact: true }).click();
  await expect(tablet.getByRole('list', { name: '全班同学' })).toBeVisible();
  await expect(dialog.getByTestId('joined-count')).toHaveText('1');
  await expect(dialog).toContainText('讲台左侧');
  await expect(dialog).toContainText('已满');

  const stranger = await second.newPage();
  await stranger.goto(`/tablet/setup?code=${code}`);
  await stranger.getByRole('button', { name: '设置', exact: true }).click();
  await expect(stranger.getByText('这个平板设置码能设置的平板已经满了，请老师重新生成平板设置码')).toBeVisible();
  await expect(stranger.getByRole('list', { name: '全班同学' })).toHaveCount(0);
  await Promise.all([first.close(), second.close()]);
});

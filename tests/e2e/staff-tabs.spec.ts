import { deviceCode, schoolWithClass } from './school';
import { appUrl, expect, loginThroughUi, test } from './support';
import { setUpTablet, signInByPin } from './tablets';

/**
 * Issue 36, item 12: a teacher signed in (without 记住我) opens 打印登录卡 and a second board in new
 * tabs and is not asked to sign in again; signing out in one tab signs out all; once every tab is
 * closed nothing of the sign-in is left. On a class tablet nothing is shared: neither a student's PIN
 * sign-in nor a teacher's reaches another tab.
 */

test.setTimeout(3 * 60_000);

test('a teacher’s sign-in holds in new tabs of the same browser, and ends in all of them', async ({ page, context, request }) => {
  const { admin, classId } = await schoolWithClass(request, 3);
  await loginThroughUi(page, admin.mobile, admin.password);
  await page.goto(`/school/class/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: '初一 3班' })).toBeVisible();

  const cards = await context.newPage();
  await cards.goto(`/school/class/${classId}/cards`);
  await expect(cards.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(cards).toHaveURL(new RegExp(`/school/class/${classId}/cards$`));
  const board = await context.newPage();
  await board.goto(`/school/class/${classId}/board`);
  await expect(board.getByRole('heading', { level: 1, name: /课堂看板/ })).toBeVisible();

  // 退出 in the first tab: the others forget the sign-in at once, and a reload asks for the password.
  await page.getByRole('button', { name: '退出' }).click();
  await expect(cards.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await board.reload();
  await expect(board).toHaveURL(/\/login\?/);

  // Signed in again, then every tab closed: a new tab starts signed out (nothing was kept on disk).
  await loginThroughUi(cards, admin.mobile, admin.password);
  await Promise.all([page, cards, board].map((tab) => tab.close()));
  const fresh = await context.newPage();
  await fresh.goto(`/school/class/${classId}/cards`);
  await expect(fresh).toHaveURL(/\/login\?/);
});

test('on a class tablet neither a student’s PIN sign-in nor a teacher’s reaches a new tab', async ({ browser, request }) => {
  const { admin, classId, students } = await schoolWithClass(request, 3);
  const tablet = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const names = await setUpTablet(tablet, await deviceCode(request, admin.token, classId), '1号平板');
  await signInByPin(names, students[0]);

  const second = await tablet.newPage();
  await second.goto('/user-center');
  await expect(second).toHaveURL(/\/tablet$/);
  await expect(second.getByRole('list', { name: '全班同学' })).toBeVisible();
  await expect(second.getByText('当前同学')).toHaveCount(0);

  // A teacher signs in on the tablet (the login page offers it): that stays in its tab too.
  await loginThroughUi(second, admin.mobile, admin.password);
  const third = await tablet.newPage();
  await third.goto(`/school/class/${classId}/cards`);
  await expect(third).toHaveURL(/\/tablet$/);
  await expect(third.getByRole('list', { name: '全班同学' })).toBeVisible();
  await tablet.close();
});

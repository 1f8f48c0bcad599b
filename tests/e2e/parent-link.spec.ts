import type { Page } from '@playwright/test';
import { createParent, makeInvite, post } from './parents';
import { schoolCall, schoolWithClass } from './school';
import { createStudent, signInPage, submitResult } from './students';
import { expect, passCaptcha, readSmsCode, test, uniqueMobile } from './support';

/**
 * Issue 33, items 1, 2 and 4 (docs/PARENTS.md): a parent registers on their phone, links to a
 * 15-year-old (the child approves in 个人中心) and to a 13-year-old (an SMS code to the parent's own
 * phone), sees both, reads one's report, unlinks him (the report is refused at once, he sees who
 * looked); a used invite is refused. The new pages are shot at three widths.
 */
const WIDTHS = [390, 820, 1440];

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a parent links to a 15-year-old (approved) and a 13-year-old (guardian SMS), reads the first one’s report, unlinks him (refused at once); a used invite is refused', async ({
  page: child,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const older = await createStudent(child.request, '小明', { birthMonth: '2011-05' });
  const younger = await createStudent(child.request, '小雨', { birthMonth: '2013-05' });

  // The parent's own phone: registers as a parent (the 家长 choice on the registration page).
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const parent = await phone.newPage();
  const parentMobile = uniqueMobile();
  await parent.goto('/register');
  await parent.getByRole('link', { name: '我是家长' }).click();
  await expect(parent).toHaveURL(/\/parent\/register$/);
  // The student's form stays until the parent's page has loaded: fill only the parent's.
  await expect(parent.getByRole('heading', { name: '家长注册' })).toBeVisible();
  await parent.getByLabel('手机号').fill(parentMobile);
  await parent.getByRole('button', { name: '获取验证码' }).click();
  await passCaptcha(parent);
  await parent.getByLabel('验证码').fill(await readSmsCode(parent.request, parentMobile));
  await parent.getByLabel('姓名').fill('王妈妈');
  await parent.getByLabel('密码', { exact: true }).fill('Maple#2026go');
  await parent.getByLabel('确认密码').fill('Maple#2026go');
  await parent.getByRole('checkbox').check();
  await parent.getByRole('button', { name: '注册', exact: true }).click();
  await expect(parent.getByRole('heading', { name: '家长首页' })).toBeVisible();
  await expect(parent.getByText('还没有关联孩子')).toBeVisible();

  // 15: the child makes an invite; the parent's phone opens the QR link and asks; the child approves.
  await signInPage(child, older.token, '/user-center/parents');
  const olderCode = await makeInvite(child);
  await shoot(child, 'student-invite');
  await child.setViewportSize({ width: 1280, height: 900 });
  await parent.goto(`/parent/link?code=${olderCode}`);
  await parent.getByRole('button', { name: '查询邀请码' }).click();
  await expect(parent.getByTestId('child-name')).toHaveText('小明');
  await parent.getByRole('button', { name: '申请关联' }).click();
  await expect(parent.getByTestId('child').filter({ hasText: '小明' })).toContainText('等待孩子同意');
  await child.reload();
  await child.getByRole('button', { name: '同意' }).click();
  await expect(child.getByTestId('parent-link')).toContainText('已关联');

  // 13: the invite plus an SMS code to the parent's own phone.
  await signInPage(child, younger.token, '/user-center/parents');
  const youngerCode = await makeInvite(child);
  await parent.goto('/parent/link');
  await parent.getByLabel('邀请码').fill(youngerCode);
  await parent.getByRole('button', { name: '查询邀请码' }).click();
  await expect(parent.getByTestId('child-name')).toHaveText('小雨');
  await parent.getByRole('button', { name: '获取验证码' }).click();
  await expect(parent.getByRole('button', { name: /\d+s后重试/ })).toBeVisible();
  await expect.poll(async () => (await (await parent.request.get(`/dev/sms.json?mobile=${parentMobile}`)).json()).data.length).toBe(2);
  await shoot(parent, 'parent-link-under14');
  await parent.getByLabel('验证码', { exact: true }).fill(await readSmsCode(parent.request, parentMobile));
  await parent.getByRole('button', { name: '确认关联' }).click();

  // Both children listed and linked.
  const children = parent.getByTestId('child');
  await expect(children).toHaveCount(2);
  await expect(children.filter({ hasText: '小明' })).toContainText('已关联');
  await expect(children.filter({ hasText: '小雨' })).toContainText('已关联');
  await shoot(parent, 'parent-home');

  // The parent reads 小明's report as he sees it, with 如何支持孩子 under it (item 4).
  await submitResult(child.request, older.token, 'hld');
  await children.filter({ hasText: '小明' }).getByRole('link', { name: '查看测评报告' }).click();
  await parent
    .getByTestId('child-history-hld')
    .getByRole('link', { name: /^查看报告/ })
    .click();
  await expect(parent.getByRole('heading', { name: '如何支持孩子' })).toBeVisible();
  const reportUrl = parent.url();
  // The parent's phone only: a long report at three widths costs seconds (the pages were looked at when built).
  await parent.screenshot({ path: test.info().outputPath('parent-child-report-390.png') });
  await parent.goto('/parent');

  // Unlink one: gone for the parent, and for the child; the report is refused at once; the child still sees who looked.
  parent.once('dialog', (dialog) => void dialog.accept());
  await children.filter({ hasText: '小明' }).getByRole('button', { name: '解除关联' }).click();
  await expect(children).toHaveCount(1);
  await parent.goto(reportUrl);
  await expect(parent.getByText('只能查看已关联孩子的测评结果：这条关联不存在、已解除，或还在等待孩子同意')).toBeVisible();
  await signInPage(child, older.token, '/user-center/parents');
  await expect(child.getByText('还没有家长关联你的账号。')).toBeVisible();
  await expect(child.getByTestId('parent-views')).toContainText('王妈妈');
  await expect(child.getByTestId('parent-views')).toContainText('查看了你的职业兴趣测评报告');

  // A used invite is refused with a clear message.
  await parent.goto(`/parent/link?code=${youngerCode}`);
  await parent.getByRole('button', { name: '查询邀请码' }).click();
  await expect(parent.getByText('这个邀请码已经用过了，请让孩子在“个人中心 › 家长关联”重新生成')).toBeVisible();

  // The parent downloads their data and deletes the account.
  await parent.goto('/parent');
  const download = parent.waitForEvent('download');
  await parent.getByRole('button', { name: '下载我的数据' }).click();
  expect((await download).suggestedFilename()).toMatch(/^生涯规划-家长数据-\d{4}-\d{2}-\d{2}\.json$/);
  await parent.getByLabel('登录密码').fill('Maple#2026go');
  await parent.getByRole('button', { name: '注销家长账号' }).click();
  await parent.getByRole('alertdialog').getByRole('button', { name: '注销' }).click();
  await expect(parent.getByRole('heading', { name: '家长登录' })).toBeVisible();

  // The parent's registration page, for the record.
  await parent.goto('/parent/register');
  await shoot(parent, 'parent-register');
  // The rules a guardian reads (issue 33 item 3 will record the version a guardian consents to).
  await parent.goto('/children-privacy');
  await expect(parent.getByRole('heading', { name: '儿童个人信息保护规则' })).toBeVisible();
  await shoot(parent, 'children-privacy');
  await phone.close();
});

test('a school administrator sees a rostered student’s parent and revokes the link', async ({ page, request }) => {
  test.setTimeout(40_000);
  const { admin, classId, students } = await schoolWithClass(request, 1);
  const rostered = students[0];
  // The student joins a phone account to the school record (link code, 学号, name, PIN).
  const phone = await createStudent(request, '林同学');
  const { code } = await schoolCall<{ code: string }>(request, 'createClassCode', { classId: String(classId), purpose: 'link' }, admin.token);
  await schoolCall(request, 'linkSchoolAccount', { code, studentNo: rostered.studentNo, name: rostered.name, pin: rostered.pin }, phone.token);
  // A parent links through the API (the pages are the first test's); the roster says 15, so the child approves.
  const registered = await createParent(request, '林爸爸');
  const invite = await post<{ code: string; under14: boolean }>(request, '/api/family/createInvite', {}, { token: phone.token });
  expect(invite.under14).toBe(false);
  const asked = await post<{ linkId: number }>(request, '/api/parent/requestLink', { code: invite.code }, { 'x-parent-token': registered.token });
  await post(request, '/api/family/decide', { linkId: String(asked.linkId), approve: '1' }, { token: phone.token });

  await signInPage(page, admin.token, `/school/class/${classId}`);
  await page.getByRole('button', { name: '家长关联' }).click();
  const dialog = page.getByRole('dialog', { name: `${rostered.name}的家长关联` });
  await expect(dialog).toContainText('林爸爸');
  await expect(dialog).toContainText('已关联 · 学生本人同意');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('school-parent-links-1440.png') });
  await dialog.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销' }).click();
  await expect(dialog).toContainText('没有家长关联这名学生的账号。');
  // An invite for the student to take home: the QR code and the code a parent types.
  await dialog.getByRole('button', { name: '生成家长邀请码' }).click();
  await expect(dialog.getByTestId('school-invite-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(dialog.getByRole('img', { name: `${rostered.name}的家长关联二维码` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('school-parent-invite-1440.png') });
  const info = await post<{ children: unknown[] }>(request, '/api/parent/getInfo', {}, { 'x-parent-token': registered.token });
  expect(info.children).toEqual([]);
});

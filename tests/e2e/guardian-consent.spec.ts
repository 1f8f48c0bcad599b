import type { Page } from '@playwright/test';
import { consentWaitMessages } from '#shared/family/consent';
import { familyNoticeText } from '#shared/family/notices';
import { createParent, makeInvite, signInParentPage } from './parents';
import { answerThroughUi, beginTest, createStudent, prefillAnswers, serverResultCount, shownCount } from './students';
import { expect, readSmsCode, test } from './support';

/**
 * Issue 33 item 3 (docs/PARENTS.md, "Guardian consent"): a 13-year-old's finished test waits on the
 * device (等待家长同意); the parent links with the child's invite and an SMS code, reads the 儿童个人信息
 * 保护规则 and consents on their phone; the waiting result then uploads by itself. Withdrawing deletes it
 * on the platform, and the child is told. The parent reads the uploaded report in between. The parent opted in to one notice and gets just that one.
 * The consent page is shot at three widths.
 */
async function shoot(page: Page, name: string) {
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a 13-year-old’s result waits for the parent’s consent online, uploads once given, and is deleted when it is withdrawn', async ({ page: child, browser, baseURL }) => {
  test.setTimeout(60_000);
  const student = await createStudent(child.request, '小雨', { birthMonth: '2013-05' });
  await beginTest(child, student.token, '/holland/start');
  await prefillAnswers(child, shownCount('hld') - 1);
  await child.reload();
  await answerThroughUi(child, 1);
  await expect(child.getByText(consentWaitMessages.parent).first()).toBeVisible();
  expect(await serverResultCount(child.request, student.token, 'hld')).toBe(0);
  const report = child.url();

  // The child invites a parent; the parent's phone links with the invite and an SMS code to itself.
  const code = await makeInvite(child);
  await expect(child.getByTestId('guardian-consent')).toContainText('等待家长同意');
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const parent = await phone.newPage();
  const mother = await createParent(parent.request, '陈妈妈');
  await signInParentPage(parent, mother.token, `/parent/link?code=${code}`);
  await parent.getByRole('button', { name: '查询邀请码' }).click();
  await parent.getByRole('button', { name: '获取验证码' }).click();
  // The countdown starts once the server has sent the code: only then is it the newest one.
  await expect(parent.getByRole('button', { name: /\d+s后重试/ })).toBeVisible();
  await parent.getByLabel('验证码', { exact: true }).fill(await readSmsCode(parent.request, mother.mobile));
  await parent.getByRole('button', { name: '确认关联' }).click();
  await expect(parent.getByTestId('consent-line')).toContainText('待您决定');
  // The parent asks for one notice (none is sent unasked): when the child finishes a test.
  await parent.getByText('短信通知（默认不发送）').click();
  // A click, not check(): the box shows what the server holds, which follows the click within moments.
  await parent.getByRole('checkbox', { name: '孩子完成一项测评时' }).click();
  await expect(parent.getByRole('checkbox', { name: '孩子完成一项测评时' })).toBeChecked();
  await shoot(parent, 'parent-home-notices');

  // The consent page: the rules, the tick, a fresh code to the parent's phone, 同意.
  await parent.getByRole('link', { name: '阅读规则并决定' }).click();
  await expect(parent.getByRole('region', { name: '儿童个人信息保护规则全文' })).toContainText('为什么处理孩子的信息');
  await shoot(parent, 'guardian-consent');
  await parent.getByRole('button', { name: '同意', exact: true }).click();
  await expect(parent.getByText('请先阅读规则，并勾选“我已阅读并理解”')).toBeVisible();
  await parent.getByRole('checkbox').check();
  // A new code: the countdown of the linking's code may still run, so wait for the code itself.
  const codesSent = async () => (await (await parent.request.get(`/dev/sms.json?mobile=${mother.mobile}`)).json()).data.length;
  const before = await codesSent();
  await parent.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(codesSent).toBe(before + 1);
  await parent.getByLabel('验证码', { exact: true }).fill(await readSmsCode(parent.request, mother.mobile));
  await parent.getByRole('button', { name: '同意', exact: true }).click();
  await expect(parent.getByTestId('consent-state')).toContainText('您已同意');

  // The child opens the app again: the waiting result uploads by itself, not redone.
  await child.goto(report);
  await expect.poll(() => serverResultCount(child.request, student.token, 'hld')).toBe(1);
  const notices = async () => (await (await parent.request.get(`/dev/sms-notices.json?mobile=${mother.mobile}`)).json()).data.map((n: { text: string }) => n.text);
  await expect.poll(notices).toEqual([familyNoticeText('小雨', 'finished')]);
  await child.goto('/user-center/parents');
  await expect(child.getByTestId('guardian-consent')).toContainText('已同意：陈妈妈');
  // The parent reads the uploaded report.
  await parent.goto('/parent');
  await parent.getByRole('link', { name: '查看测评报告' }).click();
  await parent
    .getByTestId('child-history-hld')
    .getByRole('link', { name: /^查看报告/ })
    .click();
  await expect(parent.getByRole('heading', { name: '如何支持孩子' })).toBeVisible();
  await parent.goto('/parent');
  await parent.getByRole('link', { name: '查看或撤回' }).click();

  // Withdrawn: the result is deleted on the platform, and the child is told.
  await parent.getByRole('button', { name: '撤回同意' }).click();
  await parent.getByRole('alertdialog').getByRole('button', { name: '撤回同意' }).click();
  await expect(parent.getByTestId('consent-state')).toContainText('已撤回同意');
  expect(await serverResultCount(child.request, student.token, 'hld')).toBe(0);
  await child.reload();
  await expect(child.getByTestId('guardian-consent')).toContainText(consentWaitMessages.withdrawn);
  await phone.close();
});

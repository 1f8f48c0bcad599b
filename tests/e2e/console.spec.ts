import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createStudent } from './students';
import { expect, readSmsCode, test, uniqueMobile } from './support';

/**
 * The operator console (issue 15; docs/CONSOLE.md) in real Chromium: a 运营 signs in with password and
 * SMS code, works a lead through its statuses and exports the list to Excel; a 管理员 reads both in the
 * audit log. No student page loads any of the console's code.
 */

async function newOperator(request: APIRequestContext, name: string, role: 'admin' | 'operator') {
  const mobile = uniqueMobile();
  const made = await request.post('/dev/operator.json', { form: { name, mobile, role } });
  const { data } = (await made.json()) as { data: { initialPassword: string } };
  return { mobile, password: data.initialPassword, name };
}

async function signIn(page: Page, request: APIRequestContext, who: { mobile: string; password: string }) {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('手机号').fill(who.mobile);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '下一步：获取短信验证码' }).click();
  await page.getByLabel(/短信验证码/).fill(await readSmsCode(request, who.mobile));
  await page.getByRole('button', { name: '登录' }).click();
}

test('a 运营 works a lead from 新线索 to 已成交 and exports the list; a 管理员 reads both in the audit log', async ({ page, request, browser }) => {
  const student = await createStudent(request, '小咨');
  const booked = await request.post('/api/gaokao/consultSubscribe', { form: { subject: 'one', time: 'weekend', note: '想了解新高考选科' }, headers: { token: student.token } });
  expect(((await booked.json()) as { code: number }).code).toBe(1000);
  const operator = await newOperator(request, '周运营', 'operator');
  const admin = await newOperator(request, '林管理', 'admin');

  await signIn(page, request, operator);
  await expect(page).toHaveURL(/\/console\/leads/);
  await expect(page.getByText('周运营（运营）')).toBeVisible();
  // A 运营 sees no staff accounts and no audit log.
  await expect(page.getByRole('link', { name: '操作日志' })).toHaveCount(0);

  await page.getByLabel('搜索（姓名、手机号、咨询内容）').fill(student.mobile);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const masked = `${student.mobile.slice(0, 3)}****${student.mobile.slice(7)}`;
  await expect(page.getByRole('cell', { name: masked })).toBeVisible();
  await page.getByRole('button', { name: /打开 测试同学 的线索/ }).click();

  const panel = page.getByRole('complementary', { name: /预约咨询 #/ });
  await expect(panel.getByRole('link', { name: student.mobile })).toBeVisible();
  await expect(panel.getByText('想了解新高考选科')).toBeVisible();
  for (const status of ['已联系', '已预约', '已成交']) {
    await panel.getByLabel('状态').selectOption({ label: status });
    await expect(page.getByRole('status').getByText('已保存').last()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) }).getByText(status)).toBeVisible();
  }
  await panel.getByLabel('跟进人').selectOption({ label: '周运营' });
  await expect(page.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) }).getByRole('cell', { name: '周运营' })).toBeVisible();
  await panel.getByLabel('添加记录').fill('周六上午已面谈，签约一对一规划');
  await panel.getByRole('button', { name: '保存记录' }).click();
  await expect(panel.getByText('周六上午已面谈，签约一对一规划')).toBeVisible();
  await panel.getByRole('button', { name: '关闭' }).click();

  // The student sees where their booking stands.
  const mine = await request.post('/api/user/getMyBookings', { headers: { token: student.token } });
  expect(((await mine.json()) as { data: { status: string }[] }).data[0].status).toBe('won');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet('线索')!;
  expect(sheet.getRow(1).values).toEqual([undefined, '编号', '类型', '提交时间', '咨询内容', '姓名', '联系电话', '方便联系', '留言/报名原因', '状态', '状态更新时间', '跟进人', '下次联系', '跟进记录数']);
  expect(sheet.rowCount).toBe(2);
  const row = sheet.getRow(2);
  expect(typeof row.getCell(1).value).toBe('number');
  expect(row.getCell(3).value).toBeInstanceOf(Date);
  expect([row.getCell(2).value, row.getCell(4).value, row.getCell(6).value, row.getCell(7).value, row.getCell(9).value, row.getCell(11).value, row.getCell(13).value]).toEqual([
    '预约咨询',
    '一对一生涯规划 · 免费了解会谈',
    student.mobile,
    '周末',
    '已成交',
    '周运营',
    1,
  ]);

  // The 管理员, in another browser, reads the audit log.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, request, admin);
  await adminPage.getByRole('link', { name: '操作日志' }).click();
  await adminPage.getByLabel('操作人').selectOption({ label: '周运营' });
  const log = adminPage.getByRole('table');
  await expect(log.getByText(/状态：新线索 → 已联系/)).toBeVisible();
  await expect(log.getByText(/状态：已预约 → 已成交/)).toBeVisible();
  await expect(log.getByText('导出线索 1 条（含联系电话）')).toBeVisible();
  await expect(log.getByText(/^查看预约咨询线索 #\d+（含联系电话）$/)).toBeVisible();
  await adminContext.close();
});

test('the console needs a sign-in, refuses a wrong password without sending a code, and a student page loads none of its code', async ({ page, request }) => {
  const operator = await newOperator(request, '吴运营', 'operator');
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login\?redirect=/);
  await page.getByLabel('手机号').fill(operator.mobile);
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '下一步：获取短信验证码' }).click();
  await expect(page.getByRole('alert')).toHaveText('手机号或密码错误');
  expect(((await (await request.get(`/dev/sms.json?mobile=${operator.mobile}`)).json()) as { data: unknown[] }).data).toHaveLength(0);

  // A 运营 signed in and sent to the audit log is refused by the server there.
  await signIn(page, request, operator);
  await page.goto('/console/audit');
  await expect(page.getByRole('alert')).toHaveText('没有权限进行此操作');

  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((path) => path.includes('console'))).toEqual([]);
  // Nor does the service worker keep any of it for students' devices.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).not.toContain('console-assets');
  expect(worker).not.toContain('console.html');
});

import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { createStudent } from './students';
import { newOperator, signIn } from './console-support';
import { expect, test, uniqueMobile } from './support';

/**
 * The operator console (issue 15; docs/CONSOLE.md) in real Chromium: a 运营 signs in with password and
 * SMS code, works a lead through its statuses and exports the list to Excel; a 管理员 reads both in the
 * audit log. No student page loads any of the console's code.
 */

test('a 运营 works a lead from 新线索 to 已成交 and exports the list; a 管理员 reads both in the audit log', async ({ page, request, browser }) => {
  const student = await createStudent(request, '小咨');
  const booked = await request.post('/api/gaokao/consultSubscribe', { form: { subject: 'one', time: 'weekend', note: '想了解新高考选科' }, headers: { token: student.token } });
  expect(((await booked.json()) as { code: number }).code).toBe(1000);
  const operator = await newOperator(request, '周运营', 'operator');
  const admin = await newOperator(request, '林管理', 'admin');

  await signIn(page, request, operator);
  await expect(page).toHaveURL(/\/console\/leads/);
  await expect(page.getByText(`${operator.name}（运营）`)).toBeVisible();
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
  await panel.getByLabel('跟进人').selectOption({ label: operator.name });
  await expect(page.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) }).getByRole('cell', { name: operator.name })).toBeVisible();
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
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    '编号',
    '类型',
    '提交时间',
    '咨询内容',
    '姓名',
    '联系电话',
    '方便联系',
    '留言/报名原因',
    '状态',
    '状态更新时间',
    '跟进人',
    '下次联系',
    '跟进记录数',
  ]);
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
    operator.name,
    1,
  ]);

  // The 管理员, in another browser, reads the audit log.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, request, admin);
  await adminPage.getByRole('link', { name: '操作日志' }).click();
  await adminPage.getByLabel('操作人').selectOption({ label: operator.name });
  const log = adminPage.getByRole('table');
  // The list shows the earlier rows until the filtered ones arrive.
  await expect(log.locator('tbody tr').filter({ hasNotText: operator.name })).toHaveCount(0);
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

test('a 运营 writes a news article with a cover and a picture in its text, publishes it and it is on /news at once; a 管理员 reads it in the audit log', async ({
  page,
  request,
  browser,
}) => {
  const operator = await newOperator(request, '郑运营', 'operator');
  const admin = await newOperator(request, '钱管理', 'admin');
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 90, g: 80, b: 210 } } })
    .jpeg()
    .toBuffer();
  const title = `暑期生涯营开营 ${Date.now() % 100000}`;

  await signIn(page, request, operator);
  await page.getByRole('link', { name: '资讯', exact: true }).click();
  await page.getByRole('link', { name: '写新资讯' }).click();
  await page.getByLabel('分类').selectOption({ label: '公司动态' });
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('摘要（列表里显示）').fill('三天两晚，认识自己，走近职业。');
  await page.locator('label', { hasText: '上传封面' }).locator('input[type=file]').setInputFiles({ name: '封面.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: '封面预览' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.type('营地在郊外的大学校园里。');
  await page.getByRole('button', { name: '加粗' }).click();
  // At a person's pace: keys sent with no pause outrun the editor's first bold character.
  await page.keyboard.type('报名截止6月30日。', { delay: 60 });
  await page.getByLabel('插入正文图片').setInputFiles({ name: '营地.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(body.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/console\/news\/\d+$/);
  const id = page.url().split('/').pop();

  // A draft is nowhere on the site.
  const early = await (await browser.newContext()).newPage();
  await early.goto('/news?type=4');
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(early.getByRole('listitem').first()).toBeVisible();
  await expect(early.getByRole('link', { name: title })).toHaveCount(0);

  await page.getByRole('button', { name: '立即发布' }).click();
  await expect(page.getByText('已发布，网站上可以看到了')).toBeVisible();
  await expect(page.getByLabel('分类')).toHaveValue('4');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/news?type=4');
  const card = visitor.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/news-details\\?id=${id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('营地在郊外的大学校园里。')).toBeVisible();
  await expect(visitor.locator('strong', { hasText: '报名截止6月30日。' })).toBeVisible();
  await expect
    .poll(() =>
      visitor
        .locator('article img, main img')
        .last()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, request, admin);
  await adminPage.getByRole('link', { name: '操作日志' }).click();
  await adminPage.getByLabel('操作人').selectOption({ label: operator.name });
  await expect(adminPage.getByRole('table').locator('tbody tr').filter({ hasNotText: operator.name })).toHaveCount(0);
  await expect(adminPage.getByRole('table').getByText(`发布资讯「${title}」`)).toBeVisible();
  await expect(adminPage.getByRole('table').getByText(`新建资讯草稿「${title}」`)).toBeVisible();

  // Withdrawn, it is gone from the site again (and the other tests' news lists are as seeded). A tab
  // that read it within the last 30 s keeps its copy until then (docs/CONSOLE.md): a new visitor here.
  await page.getByRole('button', { name: '撤回为草稿' }).click();
  await expect(page.getByText('已撤回，网站上不再显示')).toBeVisible();
  const later = await (await browser.newContext()).newPage();
  await later.goto(`/news-details?id=${id}`);
  await expect(later.getByText('该资讯不存在或已删除。')).toBeVisible();
});

test('a 管理员 creates a school with its first administrator, who then signs in at the school side; the console shows counts, never names', async ({ page, request }) => {
  const admin = await newOperator(request, '孙管理', 'admin');
  const school = `南湖中学${Math.random().toString(36).slice(2, 6)}`;
  const headMobile = uniqueMobile();
  await signIn(page, request, admin);
  await page.getByRole('link', { name: '学校' }).click();
  await page.getByLabel('学校名称').fill(school);
  await page.getByLabel('管理员姓名').fill('周校长');
  await page.getByLabel('管理员手机号').fill(headMobile);
  await page.getByRole('button', { name: '新建学校' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('只显示这一次');
  const password = /初始密码：(\S+)/.exec((await dialog.textContent()) ?? '')![1];
  await dialog.getByRole('button').first().click();
  const row = page.getByRole('row').filter({ hasText: school });
  await expect(row.getByRole('cell')).toHaveText([school, /学年$/, '1', '0', '0', '0', '0', '—', '查看班级']);
  await row.getByRole('button', { name: '查看班级' }).click();
  await expect(page.getByText('本学年还没有班级。')).toBeVisible();

  const login = await request.post('/api/user/login', { form: { mobile: headMobile, password } });
  expect(((await login.json()) as { code: number }).code).toBe(1000);
});

test('an id or a catalog kind the router does not know is the not-found page inside the console frame; a known one opens its page', async ({ page, request }) => {
  const operator = await newOperator(request, '郑运营', 'operator');
  await signIn(page, request, operator);
  for (const path of ['/console/news/abc', '/console/news/0', '/console/content/banana', '/console/content/banana/3', '/console/content/banner/-3', '/console/nothing-here']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '页面不存在' }), path).toBeVisible();
    // Still inside the signed-in frame (its menu), except where no route matched at all.
    if (path !== '/console/nothing-here') await expect(page.getByRole('link', { name: '线索', exact: true }), path).toBeVisible();
  }
  await page.getByRole('link', { name: '回到线索列表' }).click();
  await expect(page).toHaveURL(/\/console\/leads$/);
  await page.goto('/console/content/banner');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
});

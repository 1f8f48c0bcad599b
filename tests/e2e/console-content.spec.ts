import sharp from 'sharp';
import { newOperator, signIn } from './console-support';
import { expect, test } from './support';

/**
 * The console's other content and its operations page (issue 15; docs/CONSOLE.md) in real Chromium:
 * a product written, published, put first and withdrawn, each seen on the site; SMS templates
 * recorded and approved by a 管理员.
 */

test('a 运营 adds a product with a cover, publishes it, puts it first on the home page, and withdraws it', async ({ page, request, browser }) => {
  const operator = await newOperator(request, '冯运营', 'operator');
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 140, b: 120 } } })
    .jpeg()
    .toBuffer();
  const name = `志愿填报冲刺营${Date.now() % 100000}`;

  await signIn(page, request, operator);
  await page.getByRole('link', { name: '内容', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/content\/banner$/);
  await page.getByRole('navigation', { name: '内容类型' }).getByRole('link', { name: '产品' }).click();
  await page.getByRole('link', { name: '新建产品' }).click();
  await page.getByLabel('名称').fill(name);
  await page.getByLabel('一句话介绍').fill('三次课，把志愿表填明白');
  await page.getByLabel('价格（元）').fill('12.5x');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('alert')).toHaveText('价格请填写0-1000000之间的数字，最多两位小数');
  await page.getByLabel('价格（元）').fill('899');
  await page.locator('label', { hasText: '上传封面' }).locator('input[type=file]').setInputFiles({ name: '封面.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByRole('img', { name: '封面预览' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  const details = page.getByRole('textbox', { name: '详情' });
  await details.click();
  await page.keyboard.type('适合高三学生和家长一起参加。');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/console\/content\/product\/\d+$/);
  const id = page.url().split('/').pop();

  await page.getByRole('button', { name: '立即发布' }).click();
  await expect(page.getByText('已发布，网站上可以看到了')).toBeVisible();
  await page.getByRole('link', { name: '← 产品列表' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('已发布')).toBeVisible();
  // New items go last; move it up to the first place.
  const up = row.getByRole('button', { name: `上移「${name}」` });
  while (await up.isEnabled()) {
    const before = await row.locator('td').first().textContent();
    await up.click();
    await expect(row.locator('td').first()).not.toHaveText(before ?? '');
  }
  await expect(row.locator('td').first()).toHaveText('1');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const first = visitor.getByRole('region', { name: '规划产品', exact: true }).getByRole('listitem').first();
  await expect(first.getByRole('heading', { name })).toBeVisible();
  await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  await first.getByRole('link').click();
  await expect(visitor).toHaveURL(new RegExp(`/project/details\\?id=${id}$`));
  await expect(visitor.getByText('适合高三学生和家长一起参加。')).toBeVisible();

  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: '撤回为草稿' }).click();
  await expect(page.getByText('已撤回，网站上不再显示')).toBeVisible();
  const later = await (await browser.newContext()).newPage();
  await later.goto(`/project/details?id=${id}`);
  await expect(later.getByText('该产品不存在或已下架')).toBeVisible();
});

test('a 管理员 records an SMS template and its approval on 运维; the page names the template in use and the server', async ({ page, request }) => {
  const admin = await newOperator(request, '韩管理', 'admin');
  const code = `SMS_${String(Date.now()).slice(-9)}`;
  await signIn(page, request, admin);
  await page.getByRole('link', { name: '运维' }).click();
  await expect(page.getByText(/数据库：PGlite（内置）|数据库：PostgreSQL/)).toBeVisible();
  await expect(page.getByText(/页面构建 index-/)).toBeVisible();

  const templates = page.getByRole('region', { name: '短信模板' });
  await templates.getByLabel('类型').selectOption({ label: '验证码' });
  await templates.getByLabel('模板代码').fill(code);
  await templates.getByLabel(/模板内容/).fill('您的验证码为1234');
  await templates.getByRole('button', { name: '登记模板' }).click();
  await expect(templates.getByRole('alert')).toHaveText('验证码模板须包含 ${code}');
  await templates.getByLabel(/模板内容/).fill('您的验证码为${code}，5分钟内有效，请勿告诉他人。');
  await templates.getByRole('button', { name: '登记模板' }).click();
  const row = templates.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('审核中')).toBeVisible();
  await row.getByRole('button', { name: '记为已通过' }).click();
  await expect(row.getByText('已通过（使用中）')).toBeVisible();
  await expect(templates.getByText(`验证码：${code}（后台记录的已通过模板）`)).toBeVisible();

  await page.getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByRole('table').getByText(`验证码短信模板 ${code}：已通过（短信改用此模板）`)).toBeVisible();
});

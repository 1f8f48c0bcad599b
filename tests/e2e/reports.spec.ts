import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { EXPORT_TIMEOUT_MS, exportedToast, jpegSize } from './images';
import { createStudent, signInPage, submitResult, waitForServiceWorker } from './students';
import { appUrl, chartNamed, expect, test } from './support';

test.describe.configure({ mode: 'serial' });

const rasteriserLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/html2canvas-[\w-]+\.js$/.test(e.name)));

/** Collects console errors of a page the fixture does not watch (another browser context). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('the Holland report shows every section, the radar and the hexagon', async ({ page }) => {
  const student = await createStudent(page.request, '小航');
  await submitResult(page.request, student.token, 'hld');
  await signInPage(page, student.token, '/holland/result');

  await expect(page.getByRole('heading', { level: 1, name: '霍兰德职业兴趣测评报告' })).toBeVisible();
  const info = page.locator('dl').first();
  await expect(info).toContainText('姓名：小航');
  await expect(info).toContainText(/测评时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(info).toContainText(/用时：\d+分\d+秒/);
  await expect(page.getByRole('button', { name: '打印报告' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下载报告' })).toBeVisible();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: /^[RIASEC]{3} · .+型$/ })).toBeVisible();
  for (const title of ['写在前面', '兴趣雷达图', '兴趣六边形', '专业与职业建议', '适合的专业和职业', '各类型分析', '一致性与区分度', '温馨提示']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /^基本特征：.+型$/ })).toBeVisible();
  // Radar: six axes labelled with type and letter, max 100.
  const radar = await chartNamed(page, /六种兴趣得分雷达图，每项满分100分/);
  await expect(radar.locator('svg')).toBeVisible();
  for (const label of ['现实型 R', '研究型 I', '艺术型 A', '社会型 S', '企业型 E', '常规型 C']) await expect(radar.getByText(label, { exact: true })).toBeVisible();
  // Hexagon: six corners, exactly the top three highlighted and numbered.
  const hexagon = page.getByTestId('hexagon');
  await expect(hexagon).toBeVisible();
  await expect(hexagon.locator('[data-top]')).toHaveCount(3);
  await expect(page.getByText(/^一致性：/)).toBeVisible();
  await expect(page.getByText(/^区分度：/)).toBeVisible();
  await expect(page.locator('ol li h3')).toHaveCount(6); // per-type analysis
  await expect(page.getByTestId('report-logo')).toHaveCount(0); // the default school has no report logo
  await expect(page.getByText(/不是诊断/)).toBeVisible();
});

test('the personality report shows the greeting, image viewer, famous person, bars, strength chart, type and both tabs', async ({ page }) => {
  const student = await createStudent(page.request, '小静');
  await submitResult(page.request, student.token, 'mbti');
  await signInPage(page, student.token, '/mbti/result');

  await expect(page.getByRole('heading', { level: 1, name: 'MBTI性格测评报告' })).toBeVisible();
  await expect(page.getByText('亲爱的小静同学，你好！')).toBeVisible();
  await expect(page.getByText('报告结果并不是绝对的。')).toBeVisible();
  await expect(page.getByText(/生涯规划老师或专业咨询师请教/)).toBeVisible();

  // Zoomable instruction image.
  await page.getByRole('button', { name: /放大查看：阅读说明图/ }).click();
  const viewer = page.getByRole('dialog', { name: /阅读说明图/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('100%')).toBeVisible();
  await viewer.getByRole('button', { name: '放大' }).click();
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer.getByText('150%')).toBeVisible();
  await expect(viewer.getByTestId('viewer-image')).toHaveAttribute('style', /scale\(1\.5\)/);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  const person = page.locator('aside[aria-label="名人卡片"]');
  await expect(person.getByRole('img')).toBeVisible();
  await expect(person.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(person.getByText('类型特征：')).toBeVisible();

  const type = (await page.getByTestId('mbti-type').getAttribute('aria-label'))!.replace('性格类型 ', '');
  expect(type).toMatch(/^[EI][SN][TF][JP]$/);
  const bars = page.getByTestId('ratio-bars');
  for (const pole of 'ESTJINFP') await expect(bars.locator(`[data-pole="${pole}"]`)).toHaveText(/^\d+(\.\d{1,2})?%$/);

  await expect(page.getByRole('heading', { name: '倾向强度', exact: true })).toBeVisible();
  const strength = await chartNamed(page, /倾向强度图/);
  await expect(strength.locator('svg')).toBeVisible();
  await expect(strength.locator('svg text', { hasText: /^强烈$/ })).toHaveCount(2);
  await expect(strength.locator('svg text', { hasText: /^明显$/ })).toHaveCount(2);
  await expect(strength.locator('svg text', { hasText: /^中等$/ })).toHaveCount(2);
  await expect(strength.locator('svg text', { hasText: /^轻微$/ })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: /^\d+\.\d{2}$/ })).toHaveCount(4); // differences with 2 decimals
  await expect(page.getByText(`你的性格类型是 ${type}`)).toBeVisible();

  const evaluation = page.getByRole('tab', { name: '测评分析报告' });
  await expect(evaluation).toHaveAttribute('aria-selected', 'true');
  for (const title of ['类型名称', '性格特征', '领导模式', '学习模式', '潜在弱点', '发展建议', '工作环境倾向', '适合的领域', '适合的职业', '适合的专业']) {
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: '报告解读' }).click();
  const panel = page.getByRole('tabpanel');
  for (const title of [
    '类型别称',
    '性格特征',
    '可能的盲点',
    '做事方式的四个层次',
    '解决问题的方式',
    '工作中的优势',
    '工作中的劣势',
    '适合的岗位特质',
    '适合的职业',
    '对组织的贡献',
    '领导风格',
    '潜在的缺陷',
    '适合的工作环境',
    '个人发展建议',
  ]) {
    await expect(panel.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/不是官方 MBTI® 测评工具/)).toBeVisible();
});

test('the multiple-intelligences report shows the bar chart, the four-level ladder and every analysis', async ({ page }) => {
  const student = await createStudent(page.request, '小智');
  await submitResult(page.request, student.token, 'dyzn');
  await signInPage(page, student.token, '/midas/result');

  await expect(page.getByRole('heading', { level: 1, name: '多元智能测评报告' })).toBeVisible();
  const chart = await chartNamed(page, /八种智能得分柱状图，满分90分/);
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.getByTestId('bar')).toHaveCount(8);
  await expect(chart.locator('svg text', { hasText: /^90$/ })).toHaveCount(1); // y-axis max 90
  for (const level of ['优势', '较优势', '一般', '弱势']) await expect(page.getByRole('heading', { name: level, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '各项智能分析' })).toBeVisible();
  const items = page.locator('article article');
  await expect(items).toHaveCount(8);
  await expect(items.first().getByRole('heading', { name: '发展建议' })).toBeVisible();
  await expect(items.first().getByRole('heading', { name: '相关职业' })).toBeVisible();
  await expect(items.first().getByRole('heading', { name: '相关专业' })).toBeVisible();
});

test('download saves the report area as phone-width JPEGs named {nickname}_{report name}[_n].jpeg; the rasteriser loads only then', async ({ page }) => {
  const student = await createStudent(page.request, '小航');
  await submitResult(page.request, student.token, 'hld');
  await signInPage(page, student.token, '/holland/result');
  await expect((await chartNamed(page, /雷达图/)).locator('svg')).toBeVisible();
  expect(await rasteriserLoaded(page)).toBe(false);

  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: '下载报告' }).click();
  const toast = exportedToast(page);
  await expect(toast).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
  const count = Number(/已生成(\d+)张/.exec((await toast.textContent()) ?? '')?.[1] ?? 1);
  await expect.poll(() => downloads.length).toBe(count);
  const names = downloads.map((d) => d.suggestedFilename());
  expect(names).toEqual(count === 1 ? ['小航_霍兰德职业兴趣测评报告.jpeg'] : names.map((_, i) => `小航_霍兰德职业兴趣测评报告_${i + 1}.jpeg`));
  for (const download of downloads) {
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(bytes.length).toBeLessThan(3_000_000);
    // The report as a 375 px phone shows it, drawn at twice its size (report-image.spec.ts has the rest).
    expect(jpegSize(bytes).width).toBe(750);
  }
  expect(await rasteriserLoaded(page)).toBe(true);
});

test('printing hides the buttons and shows both tabs of the personality report', async ({ page }) => {
  const student = await createStudent(page.request, '小印');
  await submitResult(page.request, student.token, 'mbti');
  await signInPage(page, student.token, '/mbti/result');
  await expect(page.getByRole('button', { name: '打印报告' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '可能的盲点' })).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印报告' })).toBeHidden();
  await expect(page.getByRole('button', { name: '下载报告' })).toBeHidden();
  await expect(page.getByRole('button', { name: '分享报告' })).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden(); // the site header
  await expect(page.getByText('已上传', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: '测评分析报告', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '报告解读', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '可能的盲点' })).toBeVisible();
  await expect((await chartNamed(page, /倾向强度图/)).locator('svg')).toBeVisible();
  await expect(page.getByText(/不是诊断/)).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});

test('a share link opens the report logged out, and stops working after a reset', async ({ page, browser }) => {
  const student = await createStudent(page.request, '小享');
  await submitResult(page.request, student.token, 'mbti');
  await signInPage(page, student.token, '/mbti/result');
  await page.getByRole('button', { name: '分享报告' }).click();
  const input = page.getByTestId('share-url');
  await expect(input).toHaveValue(/\/share\/mbti\?token=[\w-]{16,}$/);
  const firstLink = await input.inputValue();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText(/链接已复制|手动复制/)).toBeVisible();

  const visitor = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN' });
  const guest = await visitor.newPage();
  const guestErrors = watchErrors(guest);
  await guest.goto(firstLink);
  await expect(guest.getByRole('heading', { level: 1, name: 'MBTI性格测评报告' })).toBeVisible();
  await expect(guest.getByText('这是小享分享给你的测评报告')).toBeVisible();
  await expect(guest.locator('dl').first()).toContainText('姓名：小享');
  await expect(guest.getByTestId('mbti-type')).toHaveAttribute('aria-label', /性格类型 [EI][SN][TF][JP]/);
  await expect(guest.getByRole('link', { name: '登录', exact: true }).first()).toBeVisible(); // the visitor is not logged in
  await expect(guest.getByRole('button', { name: '分享报告' })).toHaveCount(0);

  await page.getByRole('button', { name: '重置链接' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('之前发出的所有链接将立即失效');
  await dialog.getByRole('button', { name: '确认重置' }).click();
  await expect(page.getByText('分享链接已重置，旧链接已失效')).toBeVisible();
  await expect(input).not.toHaveValue(firstLink);
  const newLink = await input.inputValue();

  await guest.goto(firstLink);
  await expect(guest.getByRole('heading', { level: 1, name: '分享链接已失效' })).toBeVisible();
  await expect(guest.getByText('已经被报告的主人重置')).toBeVisible();
  await expect(guest.locator('body')).not.toContainText(/"code"|4004|Error/);
  await guest.goto(newLink);
  await expect(guest.getByTestId('mbti-type')).toBeVisible();
  await guest.goto('/share/hld?token=not-a-real-token-at-all');
  await expect(guest.getByRole('heading', { level: 1, name: '分享链接已失效' })).toBeVisible();
  expect(guestErrors).toEqual([]);
  await visitor.close();
});

test.describe('offline', () => {
  // Only this test goes offline: it alone needs the service worker, whose install costs every other test's context CPU (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the evaluation tab lists every result with its date and opens each; an opened report opens again offline', async ({ page, context }) => {
    const student = await createStudent(page.request, '小历');
    const older = await submitResult(page.request, student.token, 'hld', 3);
    const newer = await submitResult(page.request, student.token, 'hld', 5);
    await submitResult(page.request, student.token, 'mbti');
    await signInPage(page, student.token, '/user-center/evaluation');

    const hld = page.getByTestId('history-hld');
    await expect(hld.getByText('共 2 次')).toBeVisible();
    await expect(hld.getByRole('listitem')).toHaveCount(2);
    await expect(hld.getByRole('listitem').first()).toContainText(`测评时间 ${newer.createtime}`);
    await expect(page.getByTestId('history-mbti').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('history-dyzn')).toContainText('你还没有完成这项测评。');

    await hld
      .getByRole('listitem')
      .nth(1)
      .getByRole('link', { name: /查看报告/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/holland/result\\?id=${older.id}$`));
    await expect(page.locator('dl').first()).toContainText(`测评时间：${older.createtime}`);
    await expect(page.getByRole('heading', { level: 2, name: /^[RIASEC]{3} · / })).toBeVisible();
    await expect(page.getByTestId('hexagon')).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/holland/result?id=${older.id}`);
    await expect(page.getByText('已上传（当前离线，显示本设备保存的副本）')).toBeVisible();
    await expect(page.locator('dl').first()).toContainText(`测评时间：${older.createtime}`);
    await expect((await chartNamed(page, /雷达图/)).locator('svg')).toBeVisible();
    await expect(page.getByTestId('hexagon')).toBeVisible();
    await expect(page.getByRole('button', { name: '分享报告' })).toHaveCount(0);

    await page.goto('/user-center/evaluation');
    await expect(hld.getByText('当前离线，下面是本设备上保存过的报告。')).toBeVisible();
    await expect(hld.getByRole('listitem')).toHaveCount(1);
    await expect(hld.getByRole('listitem')).toContainText(older.createtime);
  });
});

test('the three previews render a complete, clearly labelled sample report and are reachable from the list', async ({ page }) => {
  await page.goto('/assessment');
  await page.getByRole('listitem').filter({ hasText: '霍兰德职业兴趣测评' }).getByRole('link', { name: '查看示例报告' }).click();
  await expect(page).toHaveURL(/\/preview\/hld$/);

  const previews = [
    { path: '/preview/hld', title: '霍兰德职业兴趣测评报告', chart: /雷达图/ },
    { path: '/preview/mbti', title: 'MBTI性格测评报告', chart: /倾向强度图/ },
    { path: '/preview/dyzn', title: '多元智能测评报告', chart: /柱状图/ },
  ];
  for (const preview of previews) {
    if (page.url().endsWith(preview.path) === false) await page.goto(preview.path);
    await expect(page.getByText(/^示例报告：/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${preview.title}示例`);
    await expect((await chartNamed(page, preview.chart)).locator('svg')).toBeVisible();
    await expect(page.getByTestId('report-logo')).toBeVisible(); // the demo organisation's logo is long enough to show
    await expect(page.getByText(/不是诊断/)).toBeVisible();
    await expect(page.getByRole('link', { name: '我也来测一测' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '优势', exact: true })).toBeVisible();
});

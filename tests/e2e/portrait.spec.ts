import { createStudent, signInPage, submitResult, waitForServiceWorker } from './students';
import { shootAtWidths } from './screenshots';
import { expect, test } from './support';

test.use({ serviceWorkers: 'allow' });

test('a student who took the three tests sees a profile whose every suggestion names its reason, offline too, and explores 选科 with it', async ({ page, request, browser }) => {
  const { token } = await createStudent(request, '小画');
  const hld = await submitResult(request, token, 'hld', 5);
  await submitResult(request, token, 'dyzn', 5);
  await submitResult(request, token, 'mbti', 5);
  const report = (await (await request.post('/api/hld/getAnswerCensus', { form: { id: String(hld.id) }, headers: { token } })).json()) as {
    data: { scorelist: { name: string; score: number }[] };
  };

  // The label of the edition served: the shipped sample's, unless a spec in this worker published one.
  const served = (await (await request.get('/api/xuanke/edition')).json()) as { data: { edition: { meta: { label: string; name: string } } | null } };
  const { label, name } = served.data.edition?.meta ?? { label: '常见要求（样本统计）', name: '2027 通用版（样本统计）' };

  await signInPage(page, token, '/portrait');
  const portrait = page.getByTestId('portrait');
  await expect(portrait.getByRole('heading', { name: '你的主要特点' })).toBeVisible();
  for (const key of ['hld', 'dyzn', 'mbti']) await expect(portrait.getByTestId(`portrait-${key}`)).toBeVisible();
  const majors = portrait.getByTestId('portrait-major');
  await expect(majors.first()).toBeVisible();
  // Each suggestion's 选科 line comes with the edition's table, loaded after the page: read them once all have it.
  await expect(majors.filter({ hasNotText: label })).toHaveCount(0);
  const count = await majors.count();
  expect(count).toBeGreaterThan(0);
  // Every reason names interest types with the scores of the student's own report.
  for (const text of await majors.allInnerTexts()) {
    expect(text).toMatch(/因为你的/);
    for (const [, name, score] of text.matchAll(/(现实型|研究型|艺术型|社会型|企业型|常规型)（(\d+)分）/g))
      expect(report.data.scorelist.find((entry) => entry.name === name)?.score, `${name} in 「${text}」`).toBe(Number(score));
    expect(text).toContain(label);
  }
  await expect(portrait.getByText('以目标院校当年公布的选考科目要求为准')).toBeVisible();
  await expect(portrait.getByRole('button', { name: '打印报告' })).toBeVisible();
  await shootAtWidths(page, 'portrait', { fullPage: true });

  // Shared by one link: whoever opens it, without login, sees the same portrait and its reports.
  await portrait.getByRole('button', { name: '分享画像' }).click();
  const link = await page.getByTestId('portrait-share-url').inputValue();
  expect(link).toMatch(/\/share\/portrait\?hld=[\w-]{16,}&dyzn=[\w-]{16,}&mbti=[\w-]{16,}$/);
  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: '小画的生涯画像' })).toBeVisible();
  const codes = (list: import('@playwright/test').Locator) => list.evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));
  await expect(visitor.getByTestId('portrait-major')).toHaveCount(count);
  expect(await codes(visitor.getByTestId('portrait-major'))).toEqual(await codes(majors));
  await visitor.getByTestId('portrait-hld').getByRole('link', { name: '查看报告' }).click();
  await expect(visitor).toHaveURL(/\/share\/hld\?token=/);
  await visitor.close();

  // Offline, the page is drawn from the reports kept on the device.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(portrait.getByTestId('portrait-major')).toHaveCount(count);
  await page.context().setOffline(false);

  // The explorer: the student's suggested classes per combination, and what one combination closes.
  await page.goto('/xuanke?province=广东&year=2029');
  const table = page.getByTestId('xuanke-table');
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('xuanke-edition')).toContainText(name);
  await expect(page.getByTestId('xuanke-edition')).toContainText('以目标院校当年公布的选考科目要求为准');
  await expect(table.getByTestId('suggested-open').first()).toHaveText(new RegExp(`/ ${count}$|/ \\d+$`));
  await page.getByRole('button', { name: '如果我选 历史+思想政治+地理' }).click();
  const whatIf = page.getByTestId('xuanke-what-if');
  await expect(whatIf.getByRole('heading', { name: '如果我选 历史 + 思想政治 + 地理' })).toBeVisible();
  await expect(page).toHaveURL(/combo=/);
  await shootAtWidths(page, 'xuanke', { fullPage: true });

  // Visited once, the explorer works with no network: its code, the data and the student's suggestions are on the device.
  await page.context().setOffline(true);
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('xuanke-what-if')).toBeVisible();
  await expect(table.getByTestId('suggested-open').first()).toHaveText(/\/ \d+$/);
  await page.context().setOffline(false);

  // A link with values the page cannot use says so and falls back.
  await page.goto('/xuanke?province=火星&combo=物理');
  await expect(page.getByRole('alert')).toContainText('无法识别省份「火星」');
});

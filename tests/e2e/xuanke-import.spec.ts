import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import type { XuankePublished } from '#shared/api/xuanke';
import { newOperator, signIn } from './console-support';
import { expect, test } from './support';

/**
 * A new 选科 edition loaded by an operator (issue 32, items 1 and 5; docs/XUANKE.md): an official-format
 * .xlsx with bad rows is refused line by line and publishes nothing; the corrected file is previewed
 * against the shipped sample and published, and the public call then serves it.
 */

const HEADER = ['院校代码', '院校名称', '院校所在地', '专业代码', '专业名称', '选考科目要求'];
const P = '物理(1门科目考生必须选考方可报考)';
const PC = '物理,化学(2门科目考生均须选考方可报考)';

/** The file as a 考试院 would publish it: a title line, the header, one row per university × 专业 (codes as text). */
async function officialFile(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('选考科目要求');
  sheet.addRow(['2028年拟在山东招生普通高校本科专业选考科目要求']);
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function goodRows(): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const [code, name, province] of [
    ['10001', '北京大学', '北京'],
    ['10422', '山东大学', '山东'],
  ])
    rows.push(
      [code, name, province, '080901', '计算机科学与技术', P],
      [code, name, province, '080902', '软件工程', P],
      [code, name, province, '050101', '汉语言文学', '不提科目要求'],
      [code, name, province, '070301', '化学', PC],
    );
  return rows;
}

/** With XUANKE_SHOTS=dir, the page at 1440 px wide (the screen from `from` on, when given) for a human to look at. */
async function shot(page: Page, name: string, from?: Locator) {
  const dir = process.env.XUANKE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await from?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${dir}/${name}-1440.png` });
}

const choose = async (page: Page, name: string, buffer: Buffer) =>
  page.getByLabel('选择文件').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

test('an operator loads an official file: bad rows named and nothing published, then the good file previewed, published and served', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const operator = await newOperator(request, '选科运营', 'operator');
  await signIn(page, request, operator);
  await page.getByRole('link', { name: '选科数据' }).click();
  await expect(page.getByTestId('xuanke-served')).toContainText('随应用发布的样本');

  // Two bad rows: 「或」, and a code Excel kept as the number 80902 (its leading 0 lost).
  const bad = goodRows();
  bad[0][5] = '物理或化学';
  bad[1][3] = 80902;
  await choose(page, '2028选考科目要求.xlsx', await officialFile(bad));
  const alert = page.getByRole('alert').filter({ hasText: '未导入任何数据' });
  await expect(alert).toContainText('文件中有2处错误，未导入任何数据');
  await expect(alert.getByRole('listitem')).toHaveText([
    '第3行：「物理或化学」含「或」，本版本只支持须全部选考的要求',
    '第4行：专业代码「80902」只有5位，可能是表格去掉了开头的0（如 080202）：请把专业代码列设为文本后重新填写',
  ]);
  await shot(page, 'xuanke-errors');
  const before = (await (await request.get('/api/xuanke/edition')).json()) as { data: XuankePublished };
  expect(before.data.edition).toBeNull();

  // What a student's explorer shows before: the shipped sample.
  const explorer = await page.context().newPage();
  await explorer.goto('/xuanke?province=山东&year=2029');
  const row = explorer.getByTestId('xuanke-table').locator('tr[data-combo="物理+化学+生物"]');
  await expect(explorer.getByTestId('xuanke-edition')).toContainText('2027 通用版（样本统计）');
  await expect(row).toContainText('96.6%');

  await choose(page, '2028选考科目要求.xlsx', await officialFile(goodRows()));
  await expect(page.getByRole('heading', { name: '2. 预览「2028选考科目要求.xlsx」' })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.first()).toHaveText('8');
  await expect(page.getByRole('heading', { name: '与现在的版本「2027 通用版（样本统计）」相比' })).toBeVisible();
  await expect(page.getByRole('table', { name: '常见要求不同的专业类：1 个' }).getByRole('row', { name: /0809 计算机类/ })).toContainText('物理+化学物理4');
  await expect(page.getByText('现在有数据、本文件没有数据的专业类：89 个（发布后显示为「无数据」）')).toBeVisible();
  await expect(page.getByRole('table', { name: '3+1+2（12 种组合）' }).getByRole('row', { name: /物理\+化学\+生物/ })).toContainText('100.0%96.6%');
  await shot(page, 'xuanke-preview', page.getByRole('heading', { name: /2\. 预览/ }));
  await shot(page, 'xuanke-coverage', page.getByRole('heading', { name: '选科组合的覆盖率' }));

  await page.getByLabel('版本名称').fill('2028 通用版（山东公布）');
  await page.getByLabel('来源文件标题').fill('2028年拟在山东招生普通高校本科专业选考科目要求');
  await page.getByLabel('发布单位').fill('山东省教育招生考试院');
  await page.getByLabel('来源网址（可不填）').fill('https://www.sdzk.cn/');
  await page.getByLabel('适用高考年份：从').fill('2028');
  await shot(page, 'xuanke-publish-form', page.getByRole('table', { name: '3+3（20 种组合）' }).getByRole('row').nth(14));
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布「2028 通用版（山东公布）」')).toBeVisible();
  await expect(page.getByTestId('xuanke-served')).toContainText('学生端现在使用：2028 通用版（山东公布）（常见要求（院校数据统计）');

  const served = (await (await request.get('/api/xuanke/edition')).json()) as { data: XuankePublished };
  const edition = served.data.edition!;
  expect(edition.meta).toMatchObject({ name: '2028 通用版（山东公布）', isSample: false, gaokaoYears: { from: 2028 }, disclaimer: '以目标院校当年公布的选考科目要求为准' });
  expect(edition.table.categories.find((c) => c.code === '0809')?.req3plus3?.subjects).toEqual(['物理']);
  expect(edition.majors.majors.map((m) => m.code)).toEqual(['050101', '070301', '080901', '080902']);
  await shot(page, 'xuanke-published', page.getByRole('heading', { name: '选科数据', exact: true }));

  // The student's explorer now computes from the published edition.
  await explorer.reload();
  await expect(explorer.getByTestId('xuanke-edition')).toContainText('2028 通用版（山东公布）');
  await expect(explorer.getByTestId('xuanke-edition')).toContainText('以目标院校当年公布的选考科目要求为准');
  await expect(row).toContainText('100.0%');
  await explorer.getByRole('button', { name: '如果我选 化学+生物+地理' }).click();
  await expect(explorer.getByTestId('xuanke-what-if')).toContainText('全部专业中约 25.0% 可以报考');
});

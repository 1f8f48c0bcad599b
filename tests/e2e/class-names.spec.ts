import type { Locator, Page } from '@playwright/test';
import type { ClassRoster, SchoolInfo } from '#shared/api/school';
import { classRows, deviceCode, newSchool, rosterFile, schoolCall } from './school';
import { signInPage } from './students';
import { appUrl, expect, test } from './support';
import { setUpTablet } from './tablets';

/**
 * Issue 36, items 9 and 10: two students named 王欣怡 and two long Uyghur names in one class. The import
 * preview warns about the same names (and still imports); the roster, the printed card and the
 * tablet's button carry the same 学号 mark; and every name prints whole on the cards at 390 and
 * 820 px and in print, and shows whole on the tablet's buttons.
 */

test.setTimeout(4 * 60_000);

const LONG = '阿依古丽·买买提';
const LONGER = '阿卜杜克热木·艾合买提江·买买提明';

/** Elements whose text runs out of their box (cut off or hidden behind an ellipsis); none when all of it shows. */
async function overflowing(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.textContent}: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`),
  );
}

/**
 * Lines of a card that are cut: wider than their box (an ellipsis), or reaching past the card's edge,
 * which hides what overflows. Each card's name line must be whole.
 */
async function cutOnCards(page: Page) {
  return page.locator('article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const edge = card.getBoundingClientRect();
      return [...card.querySelectorAll('p')]
        .filter((line) => {
          const box = line.getBoundingClientRect();
          return line.scrollWidth > line.clientWidth + 1 || box.right > edge.right + 1 || box.bottom > edge.bottom + 1 || box.left < edge.left - 1;
        })
        .map((line) => `${line.textContent}: ${line.scrollWidth} in ${line.clientWidth}, bottom ${Math.round(line.getBoundingClientRect().bottom - edge.bottom)} px past the card`);
    }),
  );
}

/** Each card's name line as it reads, in card order. */
const cardNames = (page: Page) => page.locator('article').evaluateAll((cards) => cards.map((card) => card.querySelectorAll('p')[1]?.textContent ?? ''));

test('same names carry one 学号 mark on the preview, roster, card and tablet; long names are never cut', async ({ page, browser, request }) => {
  const admin = await newSchool(request);
  await schoolCall(request, 'createClass', { grade: '7', name: '3班' }, admin.token);
  const rows = classRows(12, '初一', '3班', '20250');
  rows[3].name = '王欣怡'; // line 5, 学号 20250004
  rows[8].name = '王欣怡'; // line 10, 学号 20250009
  rows[5].name = LONG;
  rows[6].name = LONGER;

  // The preview warns, and the import goes ahead.
  await signInPage(page, admin.token, '/school/import');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '初一3班.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await rosterFile(rows) });
  await expect(page.getByRole('status').filter({ hasText: '同名' })).toContainText('有 2 名学生与同班同学同名');
  const previewRows = page.locator('table tbody tr');
  await expect(previewRows.filter({ hasText: '同名' }).locator('td:first-child')).toHaveText(['5', '10']);
  await expect(previewRows.nth(3)).toContainText('与第10行同名');
  await page.getByRole('button', { name: '导入 12 名学生' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByRole('heading', { name: '导入完成' })).toBeVisible();

  const classId = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].id;
  const roster = await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(classId) }, admin.token);
  const marked = ['王欣怡（学号…0004）', '王欣怡（学号…0009）'];

  // The class roster.
  await page.goto(`/school/class/${classId}`);
  const rosterNames = page.getByRole('table').locator('tbody tr td:nth-child(3)');
  await expect(rosterNames.filter({ hasText: '王欣怡' })).toHaveText(marked);

  // The cards: the same marks, and every name whole at a phone's and a tablet's width and in print.
  await page.goto(`/school/class/${classId}/cards`);
  await expect(page.locator('article')).toHaveCount(12);
  const onCards = await cardNames(page);
  expect(onCards.filter((name) => name.startsWith('王欣怡'))).toEqual(marked);
  expect(onCards).toEqual(expect.arrayContaining([LONG, LONGER]));
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await cutOnCards(page), `cards at ${width} px`).toEqual([]);
  }
  await page.emulateMedia({ media: 'print' });
  // The print layout is on: the sheet is the A4 page's 190 mm between its margins.
  expect(await page.getByRole('region', { name: '第 1 页' }).evaluate((sheet) => sheet.getBoundingClientRect().width)).toBeCloseTo((190 / 25.4) * 96, 0);
  expect(await cutOnCards(page), 'cards in print').toEqual([]);
  await page.emulateMedia({ media: 'screen' });

  // The tablet: the buttons read as the cards do, long names whole; the second 王欣怡 signs in on hers.
  const tabletContext = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN', viewport: { width: 820, height: 1180 } });
  const tablet = await setUpTablet(tabletContext, await deviceCode(request, admin.token, classId), '1号平板');
  const buttons = tablet.getByRole('list', { name: '全班同学' }).getByRole('button');
  await expect(buttons.filter({ hasText: '王欣怡' })).toHaveText(marked);
  for (const width of [390, 820]) {
    await tablet.setViewportSize({ width, height: 900 });
    expect(await overflowing(buttons), `tablet buttons at ${width} px`).toEqual([]);
  }
  const second = roster.students.find((s) => s.studentNo === '20250009')!;
  await buttons.filter({ hasText: marked[1] }).click();
  const pad = tablet.getByRole('dialog', { name: marked[1] });
  for (const digit of second.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(tablet.getByRole('region', { name: '平板使用者' })).toContainText('当前同学：王欣怡');
  await tabletContext.close();
});

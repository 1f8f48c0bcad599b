import ExcelJS from 'exceljs';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { deviceCode, schoolCall, schoolWithClass } from './school';
import { signInPage, submitResult } from './students';
import { expect, test } from './support';

/**
 * Issue 12's class report: a class of 8 where some students took all three tests, some one, two
 * nothing. The on-screen table lists all 8; the exported .xlsx, read back with exceljs, equals it cell
 * by cell (numbers as numbers, times as dates); 打印全班报告 gives one printed section per student and
 * each opening is on the student's list of who saw their reports.
 */

test.setTimeout(6 * 60_000);

/** A spreadsheet cell as the page writes it: a number plainly, a date as 2026-11-23 10:30 (its face value). */
function asText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ');
  return String(value);
}

test('the class report: every student on screen and in Excel cell by cell, and all reports printed one student per section', async ({ page, request }) => {
  const { admin, classId, students } = await schoolWithClass(request, 8);
  await schoolCall(request, 'recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, admin.token);
  const device = (await (await request.post('/api/school/setupDevice', { form: { code: await deviceCode(request, admin.token, classId) } })).json()).data.deviceToken as string;
  const tokens: string[] = [];
  for (const student of students) {
    const login = await (
      await request.post('/api/school/pinLogin', { form: { studentId: String(student.id), pin: student.pin }, headers: { [CLASS_DEVICE_HEADER]: device } })
    ).json();
    tokens.push(login.data.token);
  }
  for (let i = 0; i < 4; i++) for (const key of ['hld', 'mbti', 'dyzn'] as const) await submitResult(request, tokens[i], key, i + 1);
  await submitResult(request, tokens[4], 'hld', 9);
  await submitResult(request, tokens[5], 'mbti', 10);

  await signInPage(page, admin.token, `/school/class/${classId}/report`);
  const table = page.getByTestId('class-report-table');
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expect(page.getByText('4/8')).toHaveCount(1); // 多元智能: four of eight
  const screen = await table.evaluate((el) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent ?? '').filter((h) => h !== '报告');
    const rows = [...el.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, headers.length).map((td) => td.textContent ?? ''));
    return [headers, ...rows];
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet('学生一览')!;
  const excel: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    excel.push(Array.from({ length: screen[0].length }, (_, i) => asText(row.getCell(i + 1).value)));
  });
  expect(excel).toEqual(screen);
  // Typed, not text: minutes are numbers, completion times dates; and the students who did nothing are there.
  const minutesColumn = screen[0].indexOf('用时（分钟）') + 1;
  expect(typeof sheet.getRow(2).getCell(minutesColumn).value).toBe('number');
  expect(sheet.getRow(2).getCell(screen[0].indexOf('完成时间') + 1).value).toBeInstanceOf(Date);
  expect(excel.slice(1).map((r) => r[1])).toEqual(students.map((s) => s.name));
  expect(book.getWorksheet('班级概况')).toBeDefined();

  // Every report of the class, one student per printed section.
  await page.getByRole('link', { name: '打印全班报告' }).click();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(page.locator('section[data-student]')).toHaveCount(6);
  await expect(page.getByText('还没有可打印结果的同学（2人）')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const breaks = await page.locator('section[data-student]').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
  expect(breaks).toEqual(Array(6).fill('page'));
  // Those openings are on the first student's list: three reports, for the board's link and the printout
  // alike, and the class report that showed her three results (read twice in a minute: recorded once).
  const seen = await (await request.post('/api/school/getMyReportViews', { headers: { token: tokens[0] } })).json();
  const via = (kind: string) =>
    seen.data
      .filter((v: { via: string }) => v.via === kind)
      .map((v: { assessment: string }) => v.assessment)
      .sort();
  expect(via('report')).toEqual(['dyzn', 'hld', 'mbti']);
  expect(via('class-report')).toEqual(['dyzn', 'hld', 'mbti']);
});

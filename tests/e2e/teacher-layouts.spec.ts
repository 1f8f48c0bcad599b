import { CLASS_DEVICE_HEADER, type ClassRoster, type SchoolInfo } from '#shared/api/school';
import { classRows, deviceCode, newSchool, schoolCall } from './school';
import { signInPage, submitResult } from './students';
import { expect, test } from './support';

/**
 * Issue 36, item 13: the pages a teacher meets in a lesson, measured. At 1440 px every row's 报告 cell
 * lines up with its row, its links and the completion times stay on one line, and the table fits; at
 * 390 px the board is no wider than the phone and its table scrolls sideways in its own box; the device
 * code has one name, 平板设置码, on the teacher's dialog and on the tablet.
 */

test.setTimeout(5 * 60_000);

const LONG = '阿卜杜克热木·艾合买提江·买买提明';

/** A class of 45 with a long name, an open assignment (and an earlier one), and six students' results. */
async function lessonClass(request: Parameters<typeof newSchool>[0]) {
  const admin = await newSchool(request);
  await schoolCall(request, 'createClass', { grade: '7', name: '3班' }, admin.token);
  const rows = classRows(45);
  rows[13].name = LONG;
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(rows) }, admin.token);
  const classId = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].id;
  const { students } = await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(classId) }, admin.token);
  await schoolCall(request, 'recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, admin.token);
  const now = Date.now();
  const assign = (assessments: string, startsAt: number, note: string) =>
    schoolCall(
      request,
      'createAssignment',
      { classId: String(classId), assessments, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(now + 2 * 86400_000).toISOString(), note },
      admin.token,
    );
  await assign('mbti', now - 7200_000, '上周的性格测评');
  await assign('hld,mbti,dyzn', now - 3600_000, '请独立完成，按真实想法作答，完成后把平板交给下一位同学');
  const device = (await (await request.post('/api/school/setupDevice', { form: { code: await deviceCode(request, admin.token, classId) } })).json()).data.deviceToken as string;
  for (const [i, student] of students.slice(10, 16).entries()) {
    const login = await (
      await request.post('/api/school/pinLogin', { form: { studentId: String(student.id), pin: student.pin }, headers: { [CLASS_DEVICE_HEADER]: device } })
    ).json();
    for (const key of ['hld', 'mbti', 'dyzn'] as const) await submitResult(request, login.data.token, key, i + 1);
  }
  return { admin, classId };
}

test('the class report at 1440 px, the board at 390 px, and one name for the device code', async ({ page, request }) => {
  const { admin, classId } = await lessonClass(request);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, admin.token, `/school/class/${classId}/report`);
  const table = page.getByTestId('class-report-table');
  await expect(table.locator('tbody tr')).toHaveCount(45);
  await expect(table.getByRole('link', { name: '兴趣' })).toHaveCount(6);
  const report = await table.evaluate((el) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent);
    const timeColumn = headers.indexOf('完成时间');
    /** Lines a piece of text takes: 1 when it does not wrap. */
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const rows = [...el.querySelectorAll('tbody tr')];
    return {
      misaligned: rows.filter((tr) => {
        const row = tr.getBoundingClientRect();
        const cell = tr.lastElementChild!.getBoundingClientRect();
        return Math.abs(cell.top - row.top) > 1 || Math.abs(cell.bottom - row.bottom) > 1;
      }).length,
      reportCellDisplay: getComputedStyle(rows[0].lastElementChild!).display,
      wrappedTimes: rows
        .map((tr) => tr.children[timeColumn])
        .filter((td) => td.textContent && lines(td) > 1)
        .map((td) => td.textContent),
      wrappedLinks: [...el.querySelectorAll('tbody a')].filter((a) => lines(a) > 1).length,
      times: rows.filter((tr) => tr.children[timeColumn].textContent).length,
      sideways: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
    };
  });
  expect(report).toEqual({ misaligned: 0, reportCellDisplay: 'table-cell', wrappedTimes: [], wrappedLinks: 0, times: 6, sideways: 0 });

  // The board on a phone: no wider than the screen; the table scrolls sideways inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/school/class/${classId}/board`);
  await expect(page.locator('tr[data-student]')).toHaveCount(45);
  await expect(page.getByRole('combobox')).toBeVisible(); // two assignments: the picker with its long labels
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const wrap = page.locator('table').locator('xpath=..');
  const scroll = await wrap.evaluate((box) => {
    const before = { width: box.scrollWidth, visible: box.clientWidth };
    box.scrollLeft = box.scrollWidth;
    const column = box.querySelector('th:last-child')!.getBoundingClientRect();
    return { ...before, scrolled: box.scrollLeft, lastColumnShown: column.left >= 0 && column.right <= window.innerWidth + 1, overflow: getComputedStyle(box).overflowX };
  });
  expect(scroll.width).toBeGreaterThan(scroll.visible);
  expect(scroll.scrolled).toBeGreaterThan(0);
  expect(scroll).toMatchObject({ lastColumnShown: true, overflow: 'auto' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // A long name wraps in its cell, never runs under the next one.
  const longName = page.locator(`tr[data-student="${LONG}"] th`);
  expect(await longName.evaluate((th) => th.scrollWidth - th.clientWidth)).toBeLessThanOrEqual(0);

  // One word for the device code: the teacher's dialog and the tablet's set-up page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/school/class/${classId}`);
  await page.getByRole('button', { name: '设置课堂平板' }).click();
  const dialog = page.getByRole('dialog', { name: /设置课堂平板/ });
  await expect(dialog.getByTestId('class-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(dialog).toContainText('平板设置码');
  await expect(dialog).not.toContainText(/(?<!平板)设置码|平板码/);
  await page.goto('/tablet/setup');
  await expect(page.getByLabel('平板设置码（没有 0、1、I、O）')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('平板码');
});

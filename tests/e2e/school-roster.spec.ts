import type { SchoolInfo } from '#shared/api/school';
import { classRows, newSchool, rosterFile, schoolCall } from './school';
import { signInPage } from './students';
import { expect, test } from './support';

test('an administrator imports a 45-student class from Excel: the preview names exactly the bad rows; fixed, it imports; again, nothing changes; the year moves up', async ({
  page,
  request,
}) => {
  const admin = await newSchool(request);
  await schoolCall(request, 'createClass', { grade: '7', name: '3班' }, admin.token);
  const good = classRows(45);
  const bad = good.map((row) => ({ ...row }));
  bad[9].studentNo = ''; // line 11: no 学号
  bad[19].studentNo = bad[4].studentNo; // line 21: the 学号 of line 6
  bad[29].className = '9班'; // line 31: a class the school does not have…
  bad[29].birthMonth = '2011-13'; // …and a month that does not exist

  await signInPage(page, admin.token, '/school/import');
  await expect(page.getByRole('heading', { level: 1, name: '导入学生名单' })).toBeVisible();
  const choose = (buffer: Buffer, name: string) =>
    page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  await choose(await rosterFile(bad), '初一3班.xlsx');
  await expect(page.getByRole('alert').filter({ hasText: '有 3 行需要修改' })).toBeVisible();
  await page.getByLabel('只看有问题的行').check();
  const problemRows = page.locator('table tbody tr');
  await expect(problemRows).toHaveCount(3);
  await expect(problemRows.locator('td:first-child')).toHaveText(['11', '21', '31']);
  await expect(problemRows.nth(0)).toContainText('缺少学号');
  await expect(problemRows.nth(1)).toContainText('学号与第6行重复');
  await expect(problemRows.nth(2)).toContainText('学校里没有“初一 9班”');
  await expect(problemRows.nth(2)).toContainText('出生年月“2011-13”无法识别');
  await expect(page.getByRole('button', { name: /^导入/ })).toBeDisabled();
  expect((await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].students).toBe(0);

  await choose(await rosterFile(good), '初一3班-已修改.xlsx');
  await page.getByRole('button', { name: '导入 45 名学生' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByRole('heading', { name: '导入完成' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '导入完成' })).toContainText('新增 45 名学生');
  expect((await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].students).toBe(45);

  await page.getByRole('button', { name: '继续导入其他名单' }).click();
  await choose(await rosterFile(good), '初一3班-已修改.xlsx');
  await expect(page.getByText('名单与学校现有的记录完全相同，不需要导入。')).toBeVisible();
  await expect(page.getByRole('button', { name: /^导入/ })).toBeDisabled();

  await page.goto('/school');
  await page.getByRole('button', { name: /^升级到/ }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '确认升级' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1 个班级已升入下一个年级');
  const promoted = await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token);
  expect(promoted.classes.map((c) => [c.label, c.students])).toEqual([['初二 3班', 45]]);
});

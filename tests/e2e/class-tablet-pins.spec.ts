import type { Page } from '@playwright/test';
import type { ClassRoster, SchoolInfo } from '#shared/api/school';
import { classRows, deviceCode, schoolCall, schoolWithClass } from './school';
import { appUrl, expect, test } from './support';

/** pinLogin straight from the page, as its own code would send it (or with no device token at all). */
async function pinLoginFromPage(page: Page, studentId: number, pin: string, withDevice = true) {
  return page.evaluate(
    async ({ studentId, pin, withDevice }) => {
      const device = JSON.parse(localStorage.getItem('shengya.classDevice') ?? 'null') as { deviceToken: string } | null;
      const response = await fetch('/api/school/pinLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(withDevice && device ? { 'x-class-device': device.deviceToken } : {}) },
        body: new URLSearchParams({ studentId: String(studentId), pin }).toString(),
      });
      return (await response.json()) as { code: number; msg: string };
    },
    { studentId, pin, withDevice },
  );
}

test('10 wrong PINs at once lock that student; a PIN of another class, another school or in a browser never set up signs no one in', async ({ page, browser, request }) => {
  const { admin, classId, students } = await schoolWithClass(request, 3);
  await schoolCall(request, 'createClass', { grade: '7', name: '4班' }, admin.token);
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(classRows(2, '初一', '4班', 'T')) }, admin.token);
  const otherClassId = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes.find((c) => c.name === '4班')!.id;
  const [neighbour] = (await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(otherClassId) }, admin.token)).students;
  const elsewhere = await schoolWithClass(request, 1);

  await page.goto(`/tablet/setup?code=${await deviceCode(request, admin.token, classId)}`);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await expect(page.getByRole('list', { name: '全班同学' }).getByRole('button')).toHaveCount(3);

  const [target] = students;
  const wrong = String((Number(target.pin) + 1) % 1_000_000).padStart(6, '0');
  const burst = await page.evaluate(
    async ({ id, pin }) => {
      const device = JSON.parse(localStorage.getItem('shengya.classDevice')!) as { deviceToken: string };
      const one = () =>
        fetch('/api/school/pinLogin', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-class-device': device.deviceToken },
          body: new URLSearchParams({ studentId: String(id), pin }).toString(),
        }).then((r) => r.json() as Promise<{ code: number }>);
      return (await Promise.all(Array.from({ length: 10 }, one))).map((r) => r.code);
    },
    { id: target.id, pin: wrong },
  );
  expect(burst).toEqual(Array(10).fill(4032));

  // The right PIN, typed on the tablet, is refused now: locked for a while.
  await page.getByRole('list', { name: '全班同学' }).getByRole('button', { name: target.name, exact: true }).click();
  const pad = page.getByRole('dialog', { name: target.name });
  for (const digit of target.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(pad.getByRole('alert')).toContainText('密码错误次数太多');
  await expect(page.getByRole('region', { name: '平板使用者' })).toHaveCount(0);

  // Right PINs of students this tablet is not for answer like a wrong PIN; no device token: not set up.
  const refusedWrong = await pinLoginFromPage(page, students[1].id, String((Number(students[1].pin) + 1) % 1_000_000).padStart(6, '0'));
  for (const stranger of [neighbour, elsewhere.students[0]]) expect(await pinLoginFromPage(page, stranger.id, stranger.pin)).toEqual(refusedWrong);
  expect((await pinLoginFromPage(page, students[1].id, students[1].pin, false)).code).toBe(4003);

  const fresh = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN' });
  const visitor = await fresh.newPage();
  await visitor.goto('/tablet');
  await expect(visitor.getByRole('heading', { level: 1, name: '这台平板还不是班级平板' })).toBeVisible();
  expect((await pinLoginFromPage(visitor, students[1].id, students[1].pin)).code).toBe(4003);
  await fresh.close();
  // The one unharmed: the other student still signs in on the class's tablet.
  expect((await pinLoginFromPage(page, students[1].id, students[1].pin)).code).toBe(1000);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createStudent, signInPage, submitResult } from './students';
import { expect, loginThroughUi, test } from './support';

/**
 * The rights the privacy policy promises, in the user center: download my data, delete one result
 * (on the server and on this device), cancel the account (everything gone, the device signed out).
 */

type Store = 'sessions' | 'outbox' | 'localResults' | 'reports' | 'questionLists';

/** Every row of the app's IndexedDB tables, read straight from IndexedDB. */
async function deviceRows(page: Page): Promise<Record<Store, Array<Record<string, unknown>>>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const out: Record<string, unknown[]> = {};
    for (const name of ['sessions', 'outbox', 'localResults', 'reports', 'questionLists']) {
      if (!db.objectStoreNames.contains(name)) {
        out[name] = [];
        continue;
      }
      out[name] = await new Promise<unknown[]>((resolve) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result);
      });
    }
    db.close();
    return out as Record<Store, Array<Record<string, unknown>>>;
  });
}

/** Puts rows into the app's IndexedDB, as a finished test and a test in progress would leave them. */
async function putDeviceRows(page: Page, rows: Partial<Record<Store, Array<Record<string, unknown>>>>) {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(Object.keys(rows), 'readwrite');
    for (const [name, list] of Object.entries(rows)) for (const row of list ?? []) tx.objectStore(name).put(row);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, rows);
}

async function userIdOf(page: Page, token: string): Promise<number> {
  const info = await (await page.request.post('/api/user/getUserInfo', { headers: { token } })).json();
  return info.data.id as number;
}

test('下载我的数据 saves a JSON file with the student’s results', async ({ page }) => {
  const student = await createStudent(page.request, '小下');
  const result = await submitResult(page.request, student.token, 'hld');
  await signInPage(page, student.token, '/user-center/my-data');
  await expect(page.getByRole('heading', { name: '我的数据', level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(/我的数据/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载我的数据' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^生涯规划-我的数据-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.user.mobile).toBe(student.mobile);
  expect(data.assessmentResults).toEqual([expect.objectContaining({ id: result.id, assessment: 'hld' })]);
  expect(data.assessmentResults[0].answers.length).toBeGreaterThan(50);
  await expect(page.getByText('已开始下载你的数据')).toBeVisible();
});

test('删除 removes one result from 我的测评 and from this device', async ({ page }) => {
  const student = await createStudent(page.request, '小删');
  const older = await submitResult(page.request, student.token, 'hld', 3);
  const newer = await submitResult(page.request, student.token, 'hld', 4);
  // Opening both reports keeps them on the device (for offline use).
  const reportIds = async () => (await deviceRows(page)).reports.map((r) => (r.data as { id: number }).id);
  await signInPage(page, student.token, `/holland/result?id=${older.id}`);
  await expect(page.getByRole('button', { name: '打印报告' })).toBeVisible();
  // The copy is written beside the report, not before it: a page left within milliseconds (as only a
  // driver leaves it) may not have written it yet.
  await expect.poll(reportIds).toContain(older.id);
  await page.goto(`/holland/result?id=${newer.id}`);
  await expect(page.getByRole('button', { name: '打印报告' })).toBeVisible();
  await expect.poll(reportIds).toEqual(expect.arrayContaining([older.id, newer.id]));
  const userId = await userIdOf(page, student.token);
  // The locally scored copy of the older result, as a test finished on this device leaves it.
  await putDeviceRows(page, {
    localResults: [{ attemptId: 'e2e-older', userId, assessment: 'hld', createdAt: Date.now(), times: 600, report: {}, resultId: older.id, seen: true }],
  });

  await page.goto('/user-center/evaluation');
  const group = page.getByTestId('history-hld');
  const items = group.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first: the older result is the second.
  await expect(items.nth(1).getByRole('link', { name: /查看报告/ })).toHaveAttribute('href', new RegExp(`id=${older.id}$`));
  // Cancelling the dialog keeps it.
  await items.nth(1).getByRole('button', { name: /^删除/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('删除后无法恢复');
  await dialog.getByRole('button', { name: '再想想' }).click();
  await expect(items).toHaveCount(2);

  await items.nth(1).getByRole('button', { name: /^删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByText('已删除这次测评结果')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('link', { name: /查看报告/ })).toHaveAttribute('href', new RegExp(`id=${newer.id}$`));

  const rows = await deviceRows(page);
  expect(rows.reports.map((r) => (r.data as { id: number }).id)).not.toContain(older.id);
  expect(rows.reports.map((r) => (r.data as { id: number }).id)).toContain(newer.id);
  expect(rows.localResults.filter((r) => r.resultId === older.id)).toEqual([]);
  const history = await (await page.request.post('/api/hld/getResultHistory', { headers: { token: student.token } })).json();
  expect(history.data.map((h: { id: number }) => h.id)).toEqual([newer.id]);
});

test('注销账号 with the password deletes everything, signs the device out and the old password no longer works', async ({ page }) => {
  const student = await createStudent(page.request, '小注');
  const result = await submitResult(page.request, student.token, 'mbti');
  await loginThroughUi(page, student.mobile, student.password);
  await page.goto(`/mbti/result?id=${result.id}`);
  await expect(page.getByRole('button', { name: '打印报告' })).toBeVisible();
  // The device keeps the report once the page is shown (src/client/lib/background-work.ts): its
  // database exists from then on, and the rows below go beside that copy.
  await expect.poll(async () => (await deviceRows(page)).reports.map((r) => (r.data as { id: number }).id)).toContain(result.id);
  const userId = await userIdOf(page, student.token);
  const other = userId + 100_000;
  // A test in progress and an unsent result of this student, and a report of another student on the tablet.
  await putDeviceRows(page, {
    sessions: [{ attemptId: 'e2e-mine', userId, assessment: 'hld', version: '2026.2', questions: [], answers: {}, position: 0, startedAt: Date.now(), activeMs: 0 }],
    outbox: [
      {
        attemptId: 'e2e-unsent',
        userId,
        assessment: 'dyzn',
        payload: { answer: '[]', times: 1 },
        createdAt: Date.now(),
        attempts: 0,
        nextAttemptAt: Date.now() + 600_000,
        lastError: '',
        state: 'pending',
      },
    ],
    reports: [{ key: `${other}:hld:1`, userId: other, assessment: 'hld', data: { id: 1 }, savedAt: Date.now() }],
  });
  const mineOnDevice = (rows: Awaited<ReturnType<typeof deviceRows>>) =>
    Object.values(rows)
      .flat()
      .filter((r) => r.userId === userId);
  expect(mineOnDevice(await deviceRows(page)).length).toBeGreaterThanOrEqual(3);

  await page.goto('/user-center/my-data');
  const section = page.getByRole('region', { name: '注销账号' });
  await expect(section.getByRole('note')).toContainText('注销后无法恢复');
  const submit = section.getByRole('button', { name: '注销账号' });
  await expect(submit).toBeDisabled();
  await section.getByRole('checkbox').check();
  // A wrong password: refused, nothing deleted.
  await section.getByLabel('请输入登录密码确认身份').fill('Wrong#2026x');
  await submit.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认注销' }).click();
  await expect(section.getByText('登录密码不正确')).toBeVisible();
  expect((await (await page.request.post('/api/user/getUserInfo', { headers: { token: student.token } })).json()).code).toBe(1000);

  await section.getByLabel('请输入登录密码确认身份').fill(student.password);
  // The button ignores a click within 200 ms of its last (a double tap acts once); on a fast server the
  // refusal above can come back sooner than that, so the press is repeated as a person would.
  const dialog = page.getByRole('alertdialog');
  await expect(async () => {
    await submit.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog).toContainText('永久删除');
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByText('账号已注销，你的数据已全部删除')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();

  // Nothing of this student is left on the device; the other student's report stays.
  const rows = await deviceRows(page);
  expect(mineOnDevice(rows)).toEqual([]);
  expect(rows.questionLists.filter((q) => Array.isArray(q.checkedBy) && (q.checkedBy as number[]).includes(userId))).toEqual([]);
  expect(rows.reports.map((r) => r.userId)).toEqual([other]);
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(JSON.stringify(storage)).not.toContain(student.mobile);
  expect(storage.local['shengya.signin']).toBeUndefined();
  expect(storage.session.token).toBeUndefined();
  expect(storage.local[`resultConsent:${userId}`]).toBeUndefined();

  // On the server: the session is gone and the old password no longer signs in.
  expect((await (await page.request.post('/api/user/getUserInfo', { headers: { token: student.token } })).json()).code).toBe(4001);
  await page.goto('/login');
  await page.getByLabel('账号').fill(student.mobile);
  await page.getByLabel('密码').fill(student.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

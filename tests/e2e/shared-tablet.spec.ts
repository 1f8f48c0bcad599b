import { answerThroughUi, beginTest, createStudent, prefillAnswers, serverResultCount, shownCount } from './students';
import type { Page } from '@playwright/test';
import { expect, logOutThroughUi, test } from './support';

/**
 * Local-first under classroom conditions (issue "Local-first under classroom conditions", point 3):
 * a tablet passed from one student to the next never uploads the first one's answers under the
 * second one's account.
 */
/** Moves every outbox row's next retry ten minutes ahead (straight in IndexedDB), so no timer drains meanwhile. */
async function deferOutbox(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('outbox', 'readwrite');
    const store = tx.objectStore('outbox');
    const rows = await new Promise<Array<{ nextAttemptAt: number }>>((resolve) => {
      const req = store.getAll();
      req.onsuccess = () => resolve(req.result);
    });
    for (const row of rows) store.put({ ...row, nextAttemptAt: Date.now() + 600_000 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
}

test('results a student left unsent never upload under the next student who signs in on the tablet', async ({ page }) => {
  const first = await createStudent(page.request, '甲同学');
  const second = await createStudent(page.request, '乙同学');

  // 甲 finishes two tests while the server cannot be reached for uploads: both wait in the outbox.
  await page.route('**/api/*/submitAnswer', (route) => route.abort('connectionrefused'));
  for (const [start, key] of [
    ['/holland/start', 'hld'],
    ['/midas/start', 'dyzn'],
  ] as const) {
    await beginTest(page, first.token, start);
    await prefillAnswers(page, shownCount(key) - 1);
    await page.reload();
    await answerThroughUi(page, 1);
    await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  }

  // Both rows wait for their next retry; then the network comes back and 甲's uploads start with both due.
  // The first send hangs until 乙 has signed in, then fails like a lost connection.
  await deferOutbox(page);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.unroute('**/api/*/submitAnswer');
  await page.route('**/api/*/submitAnswer', async (route) => {
    if (held++ > 0) return route.continue();
    await gate;
    await route.abort('connectionreset');
  });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => held).toBe(1);

  // 甲 signs out (keeping the unsent results on the tablet); 乙 signs in on the same page.
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '仍然退出' }).click();
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await page.getByLabel('账号').fill(second.mobile);
  await page.getByLabel('密码').fill(second.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('乙同学');

  release();
  // Give a wrong upload every chance to happen: 乙's own drain runs after 甲's stops.
  await page.waitForTimeout(3000);
  const secondToken = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  expect(await serverResultCount(page.request, secondToken, 'hld')).toBe(0);
  expect(await serverResultCount(page.request, secondToken, 'dyzn')).toBe(0);

  // Back with 甲: both results go up under 甲's account, once each.
  await logOutThroughUi(page);
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await page.getByLabel('账号').fill(first.mobile);
  await page.getByLabel('密码').fill(first.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  const firstToken = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  await expect.poll(() => serverResultCount(page.request, firstToken, 'hld')).toBe(1);
  await expect.poll(() => serverResultCount(page.request, firstToken, 'dyzn')).toBe(1);
  const again = await page.request.post('/api/user/login', { form: { mobile: second.mobile, password: second.password } });
  const secondAgain: string = (await again.json()).data.token;
  expect(await serverResultCount(page.request, secondAgain, 'hld')).toBe(0);
  expect(await serverResultCount(page.request, secondAgain, 'dyzn')).toBe(0);
});

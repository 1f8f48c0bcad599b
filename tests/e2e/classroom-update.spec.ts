import type { Page } from '@playwright/test';
import { deployNewVersion, routeFiles } from './deploy';
import { answerThroughUi, asReader, beginTest, createStudent, prefillAnswers, progress, readerOption, shownCount, waitForServiceWorker } from './students';
import { expect, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Set in a page before the update: a reload, by whoever, loses it. */
const marker = (tab: Page) => tab.evaluate(() => (window as { updateMarker?: number }).updateMarker);
/** Every file the page's document has loaded so far, relative to dist/. */
const loadedFiles = (tab: Page) => tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
/** The new worker controls the page and no other waits. */
const onNewWorker = (tab: Page) =>
  tab.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return !registration?.waiting && registration?.active?.state === 'activated' && navigator.serviceWorker.controller === registration.active;
  });

// A deploy changes the files the server serves: this file's server serves a copy of its own.
test.use({ ownStaticCopy: true });

test('a version deployed mid-test waits for a click outside the test; only the tab that clicked reloads; the test finishes on its old files', async ({
  appServer,
  context,
  page,
}) => {
  const student = await createStudent(page.request, '小新');
  // Tab 1: a student well into the Holland test (all but seven answers saved earlier, three 不确定 given now).
  const questions = shownCount('hld');
  // The question gone back to below is a scored item (a validity item, 作答检查题, asks for one answer).
  expect(readerOption('hld', questions - 5)).toBeUndefined();
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, questions - 7);
  await waitForServiceWorker(page); // so the page below loads under the worker, as a classroom's pages do
  await page.reload();
  await answerThroughUi(page, 3, asReader('hld', 1));
  await expect(page.getByText(progress('hld', questions - 3))).toBeVisible();
  // Tab 2: an ordinary page of the app.
  const other = await context.newPage();
  await other.goto('/about');
  await waitForServiceWorker(other);
  await other.waitForLoadState('networkidle');

  const navigations = new Map<Page, number>([
    [page, 0],
    [other, 0],
  ]);
  for (const tab of [page, other]) {
    tab.on('framenavigated', (frame) => frame === tab.mainFrame() && navigations.set(tab, navigations.get(tab)! + 1));
    await tab.evaluate(() => ((window as { updateMarker?: number }).updateMarker = 1));
  }

  // The new version changed the report page: its old files not loaded by either tab yet are gone.
  const reportRoute = routeFiles('src/client/routes/_auth/holland/result.tsx?tsr-split=component');
  const loaded = new Set([...(await loadedFiles(page)), ...(await loadedFiles(other))]);
  // (The test page preloads the report route itself; the chart code it imports on showing a report is still to come.)
  const dropped = reportRoute.filter((file) => !loaded.has(file));
  expect(dropped.length).toBeGreaterThan(0);
  deployNewVersion(appServer.staticDir, dropped);
  expect((await page.request.get(`/${dropped[0]}`)).status()).toBe(404);
  // Nor may the browser's HTTP cache save the day: a tablet short of space evicts it.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  for (const tab of [other, page]) await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  // Offered on the ordinary page, not on the test page; applied by nobody.
  await expect(other.getByText('网站有新版本可用。')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  await page.waitForTimeout(2000); // the unfixed prompt applied itself ~430 ms after the update was found
  await expect(page.getByRole('status').filter({ hasText: '新版本' })).toHaveCount(0);
  expect(await other.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  expect([await marker(page), await marker(other)]).toEqual([1, 1]);
  expect([navigations.get(page), navigations.get(other)]).toEqual([0, 0]);

  // The click reloads its own tab onto the new version …
  await other.getByRole('button', { name: '立即更新' }).click();
  await expect.poll(() => navigations.get(other)).toBeGreaterThan(0);
  await other.waitForLoadState();
  await expect.poll(() => onNewWorker(other)).toBe(true);
  expect(await marker(other)).toBeUndefined();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: '新版本' })).toHaveCount(0);

  // … and no other: the test page, now on the new worker too, keeps its page, question and answers.
  await expect.poll(() => onNewWorker(page)).toBe(true);
  await page.waitForTimeout(1500);
  expect(await marker(page)).toBe(1);
  expect(navigations.get(page)).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: '新版本' })).toHaveCount(0);
  await expect(page.getByText(progress('hld', questions - 3))).toBeVisible();
  await page.getByRole('button', { name: '← 上一题' }).click();
  await expect(page.getByText(progress('hld', questions - 4))).toBeVisible();
  await expect(page.getByRole('radio', { name: /不确定/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '回到当前题 →' }).click();
  await expect(page.getByText(progress('hld', questions - 3))).toBeVisible();

  // The student finishes (the validity item among the last four answered as a reader does); the report
  // page comes from the old version's files the worker kept.
  await answerThroughUi(page, 4, asReader('hld'));
  await expect(page.getByText('答题完成')).toBeVisible();
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  expect(await marker(page)).toBe(1);
  // Off the test page, the tab that did not click is told, and reloads only when asked.
  await expect(page.getByText('新版本已就绪，刷新后使用。')).toBeVisible();
  await page.getByRole('button', { name: '刷新' }).click();
  await expect.poll(() => marker(page).catch(() => 1)).toBeUndefined();
});

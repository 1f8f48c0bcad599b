import type { Page } from '@playwright/test';
import { createStudent, progress, signInPage } from './students';
import { expect, test } from './support';

/**
 * Issue 17 point 12, "One school, one address": a class behind one school address starts its tests
 * together. The question lists are fetched once per student and app version, not on every page load,
 * and a test whose questions are on the device starts whatever the server answers (here 4029).
 */

const QUESTION_LIST = /^\/api\/(hld|mbti|dyzn)\/getQuestionList$/;

/** Every /api/ path the page requests, in order. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path);
  });
  return calls;
}

/** How many question lists the device holds (the Dexie table `questionLists`); 0 before the app made its database. */
async function listsOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'shengya')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('questionLists')) return 0;
      const store = db.transaction('questionLists').objectStore('questionLists');
      return await new Promise<number>((resolve) => {
        const count = store.count();
        count.onsuccess = () => resolve(count.result);
      });
    } finally {
      db.close();
    }
  });
}

/** Loads a page and waits until its calls are done (the prefetch starts once the user is known). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const listCalls = (calls: string[]) => calls.filter((path) => QUESTION_LIST.test(path)).length;

test('a student visit fetches the question lists once; reloading pages fetches none of them again', async ({ page, request }) => {
  const student = await createStudent(request, '小宋');
  const calls = recordApiCalls(page);

  // The visit: home → assessment list → start page → the test (every page loaded as a student's tablet does).
  await signInPage(page, student.token, '/');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => listsOnDevice(page)).toBe(3);
  await open(page, '/assessment');
  await open(page, '/holland/start');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
  await page.waitForLoadState('networkidle');
  const visit = { all: calls.length, lists: listCalls(calls) };
  console.log(`student visit home → assessment list → start → test: ${visit.all} API calls, ${visit.lists} of them getQuestionList`);
  test.info().annotations.push({ type: 'api calls per visit', description: `${visit.all} (getQuestionList ${visit.lists})` });
  // Three prefetched once after sign-in, one cheap revalidation when the test starts.
  expect(visit.lists).toBeLessThanOrEqual(4);

  // Reloads (a class refreshing its tablets) fetch no list again: they are on the device for this app version.
  const before = calls.length;
  for (const path of ['/', '/assessment', '/mbti/start', '/assessment']) await open(page, path);
  const reloads = calls.slice(before);
  console.log(`four more page loads: ${reloads.length} API calls, ${listCalls(reloads)} of them getQuestionList`);
  expect(reloads.length).toBeGreaterThan(0); // the pages did call the API
  expect(listCalls(reloads)).toBe(0);
  expect(await listsOnDevice(page)).toBe(3);
});

test('a test whose questions are on the device starts although the server answers 4029', async ({ page, request }) => {
  const student = await createStudent(request, '小韩');
  await signInPage(page, student.token, '/assessment');
  await expect.poll(() => listsOnDevice(page)).toBe(3);

  // The school's address is over a limit: every question list answers 4029 from now on.
  let refused = 0;
  await page.route('**/api/*/getQuestionList', (route) => {
    refused++;
    return route.fulfill({
      status: 429,
      contentType: 'application/json; charset=utf-8',
      headers: { 'retry-after': '30' },
      body: JSON.stringify({ code: 4029, msg: '请求太频繁，请稍后再试', data: { retryAfter: 30 } }),
    });
  });
  await page.goto('/holland/start');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '开始测评' }).click();
  // Whichever shows first: the first question, or the old failure 题目加载失败.
  await expect(page.getByText(progress('hld', 1)).or(page.getByText(/题目加载失败/))).toBeVisible();
  expect(await page.getByText(/题目加载失败/).count(), '题目加载失败 shown').toBe(0);
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
  expect(refused).toBeGreaterThan(0); // the start did ask, and was refused
});

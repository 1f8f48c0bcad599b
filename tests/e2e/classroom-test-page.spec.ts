import type { Page } from '@playwright/test';
import { answerThroughUi, asReader, beginTest, createStudent, prefillAnswers, progress, readerOption, serverResultCount, shownCount, signInPage } from './students';
import { expect, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Requests are routed on the context: a page's own routes miss what its service worker fetches for it.

/** Issue "Local-first under classroom conditions": the test page under a classroom's hands. */
test.describe.configure({ mode: 'serial' });

test('a quick second tap does not answer the question that just appeared, and storage is asked to persist (point 13)', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls++;
      return persist();
    };
  });
  const student = await createStudent(page.request, '小唐');
  // Opened straight at the test page (a bookmark, the history list), not through the start button.
  await signInPage(page, student.token, '/holland/test');
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBeGreaterThan(0);

  const first = page.getByRole('radio').first();
  await expect(first).not.toHaveAttribute('aria-disabled', 'true');
  // The second tap lands 150 ms after the next question appeared (about 650 ms after the first tap),
  // timed in the page so that a busy machine cannot stretch the gap.
  await page.evaluate(
    (second) => {
      const counter = document.querySelector('p[aria-label^="第"]')!;
      const observer = new MutationObserver(() => {
        if (counter.textContent !== second) return;
        observer.disconnect();
        setTimeout(() => {
          document.querySelector<HTMLElement>('[role="radio"]')!.click();
          (window as unknown as { quickTap: boolean }).quickTap = true;
        }, 150);
      });
      observer.observe(counter, { childList: true, characterData: true, subtree: true });
    },
    progress('hld', 2),
  );
  await first.click();
  await expect(page.getByText(progress('hld', 2))).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { quickTap?: boolean }).quickTap);
  // A deliberate tap on another option once the question takes taps answers it as usual. Had the quick tap
  // answered it (option 1), the page would be at question 3 already and this tap would answer question 3.
  const second = page.getByRole('radio').nth(1);
  await expect(second).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await second.click();
  await expect(page.getByText(progress('hld', 3))).toBeVisible();
  await page.getByRole('button', { name: '← 上一题' }).click();
  await expect(page.getByText(progress('hld', 2))).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(second).toHaveAttribute('aria-checked', 'true');
});

test('a test page left open for 25 hours counts no idle time, and the finished test is accepted (point 10)', async ({ page, context }) => {
  await context.clock.install();
  const student = await createStudent(page.request, '小萧');
  await beginTest(page, student.token, '/holland/start');
  const questions = shownCount('hld');
  const prefilled = (questions - 2) * 3; // all but two answers, 3 s of active time each
  await prefillAnswers(page, questions - 2);
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page.getByText(progress('hld', questions))).toBeVisible();
  // The tablet stays on the desk, the page visible, until the next day.
  await context.clock.fastForward(25 * 3600_000);
  await page.getByRole('radio').first().click();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  const census = await page.request.post('/api/hld/getAnswerCensus', { headers: { token: student.token } });
  const { data } = (await census.json()) as { data: { times: number } };
  // The prefilled seconds, a few seconds of answering, and at most IDLE_AFTER_MS (3 min) of the pause.
  expect(data.times).toBeGreaterThanOrEqual(prefilled);
  expect(data.times).toBeLessThan(prefilled + 180 + 60);
});

/** Records, in the page, when the last answer was tapped and when the report's heading first appeared. */
async function watchReportTiming(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { tappedAt?: number; reportAt?: number };
    window.addEventListener('pointerdown', () => (w.tappedAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.reportAt === undefined && [...document.querySelectorAll('h2')].some((h) => /[RIASEC]{3} · /.test(h.textContent ?? ''))) w.reportAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { tappedAt: number; reportAt: number }).reportAt - (window as unknown as { tappedAt: number }).tappedAt);
}

test('on lie-fi the local report shows at once, not after the upload, and uploads once the network answers (point 5)', async ({ page }) => {
  const student = await createStudent(page.request, '小施');
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, shownCount('hld') - 1);
  await page.reload();
  await expect(page.getByText(progress('hld', shownCount('hld')))).toBeVisible();
  // Lie-fi: the upload request is accepted by the network and never answered.
  let release = () => {};
  const hanging = new Promise<void>((resolve) => (release = resolve));
  let sends = 0;
  await page.context().route('**/api/hld/submitAnswer', async (route) => {
    if (sends++ > 0) return route.continue();
    await hanging;
    await route.abort('timedout');
  });
  const elapsed = await watchReportTiming(page);
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  // The spec's 500 ms counted from the tap (saving and scoring run inside it), then the report's render:
  // 0.57-0.95 s measured on this 2-core machine at load average 5.7 (15.8 s before). Bounded at 3 s, far
  // below the 15 s the upload may take, so the test proves the report does not wait for the network
  // without flaking when CI runs beside it.
  expect(await elapsed()).toBeLessThan(3000);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  // The network answers again: the hanging request fails, and the retry goes through.
  release();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(1);
});

test('a test whose every answer was saved, but which the page left before finishing, is finished on reopening (point 5)', async ({ page }) => {
  const student = await createStudent(page.request, '小完');
  await beginTest(page, student.token, '/holland/start');
  // Every answer on the device, the session not yet moved to the outbox: what a reload in the moment
  // between saving the last answer and finishing leaves.
  await prefillAnswers(page, shownCount('hld'));
  await page.reload();
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await expect.poll(() => serverResultCount(page.request, student.token, 'hld')).toBe(1);
});

test('a reload right after the last answer leads to that finished test report, not a new test (point 5)', async ({ page }) => {
  const student = await createStudent(page.request, '小宋');
  await beginTest(page, student.token, '/midas/start');
  await prefillAnswers(page, shownCount('dyzn') - 1);
  await page.context().route('**/api/dyzn/submitAnswer', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(progress('dyzn', shownCount('dyzn')))).toBeVisible();
  await page.getByRole('radio').first().click();
  await page.reload(); // within the half second before the report shows
  await expect(page).toHaveURL(/\/midas\/result\?attempt=/);
  await expect(page.getByRole('heading', { name: '优势', exact: true })).toBeVisible();
  // Once its report was shown (the page marks it seen on the device just after painting it),
  // the test page starts a new test.
  const attemptId = new URL(page.url()).searchParams.get('attempt');
  await expect.poll(() => localResultSeen(page, attemptId!)).toBe(true);
  await page.goto('/midas/test');
  await expect(page.getByText(progress('dyzn', 1))).toBeVisible();
});

test('finishing offline on a first visit, before the service worker holds the app, shows the local report (point 6)', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const student = await createStudent(page.request, '小祁');
  await beginTest(page, student.token, '/holland/start');
  // The first answer, given online, fetches the scoring and report code (the page itself did not).
  await answerThroughUi(page, 1);
  await expect(page.getByText(progress('hld', 2))).toBeVisible();
  await page.waitForLoadState('networkidle');
  await prefillAnswers(page, shownCount('hld') - 1);
  await page.reload();
  await expect(page.getByText(progress('hld', shownCount('hld')))).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('radio').first().click();
  await expect(page.getByText('答案已保存在本设备，联网后会自动上传')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  // One notice says this report waits for upload; the outbox's line counts only other results (none).
  await expect(page.getByTestId('upload-status')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  await context.close();
});

test('the same test open in two tabs: the second follows the first, and shows the report once it finished there (point 7)', async ({ page, context }) => {
  const student = await createStudent(page.request, '小秦');
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, 60);
  await page.reload();
  await expect(page.getByText(progress('hld', 61))).toBeVisible();
  const second = await context.newPage();
  await signInPage(second, student.token, '/holland/test');
  await expect(second.getByText(progress('hld', 61))).toBeVisible();

  // 否, and a validity item (作答检查题) as a reader answers it; the question gone back to is a scored one.
  expect(readerOption('hld', 62)).toBeUndefined();
  await answerThroughUi(page, 3, asReader('hld', 2));
  await expect(second.getByText(progress('hld', 64))).toBeVisible();
  await second.getByRole('button', { name: '← 上一题' }).click();
  await expect(second.getByRole('radio', { name: /否/ })).toHaveAttribute('aria-checked', 'true');

  await prefillAnswers(page, shownCount('hld') - 1);
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(second.getByText('这次测评已在另一个窗口完成')).toBeVisible();
  await expect(second).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(second.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(1);
});

test('storage full: the student is told what to do and the test goes on by itself once there is space; cleared data is said so (point 8)', async ({ page, baseURL }) => {
  const student = await createStudent(page.request, '小鲁');
  await beginTest(page, student.token, '/holland/start');
  const questions = shownCount('hld');
  await prefillAnswers(page, questions - 2);
  await page.reload();
  await expect(page.getByText(progress('hld', questions - 1))).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  // A full disk, as IndexedDB reports it: every write fails with QuotaExceededError until space is freed.
  // (Chromium's quota override does not stop small writes, so the failure is made at the API.)
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((window as unknown as { diskFull?: boolean }).diskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const setDiskFull = (full: boolean) => page.evaluate((value) => ((window as unknown as { diskFull?: boolean }).diskFull = value), full);

  // Full: the last question but one waits with a clear message, then goes on by itself when space is freed.
  await setDiskFull(true);
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('alert').filter({ hasText: '存储空间已满' })).toBeVisible();
  await expect(page.getByText(progress('hld', questions - 1))).toBeVisible();
  await setDiskFull(false);
  await expect(page.getByText(progress('hld', questions))).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '存储空间已满' })).toHaveCount(0);

  // Full at the last question too: no endless 正在生成报告…, and the report comes once there is space.
  await setDiskFull(true);
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('alert').filter({ hasText: '存储空间已满' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeEnabled();
  await setDiskFull(false);
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();

  // The site's data cleared mid-test: the student learns their saved answers on this device are gone.
  await page.goto('/mbti/test');
  await expect(page.getByText(progress('mbti', 1))).toBeVisible();
  await answerThroughUi(page, 2);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('alert').filter({ hasText: '已被清除' })).toBeVisible();
  await page.getByRole('button', { name: '重新开始' }).click();
  await expect(page.getByText(progress('mbti', 1))).toBeVisible();
});

/** Reads one object store of the app's IndexedDB in the page (none yet: empty; it never creates the database). */
function readStore<T>(page: Page, store: 'sessions' | 'outbox' | 'questionLists'): Promise<T[]> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'shengya')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        if (!open.result.objectStoreNames.contains(name)) {
          open.result.close();
          return resolve([]);
        }
        const read = open.result.transaction(name).objectStore(name).getAll();
        read.onsuccess = () => {
          resolve(read.result as T[]);
          open.result.close();
        };
        read.onerror = () => reject(read.error);
      };
    });
  }, store);
}

type StoredSession = { questions: { id: number }[]; answers: Record<number, { value: number }> };

test('two taps in one task store the first answer only and move on one question (issue 36, item 18)', async ({ page }) => {
  const student = await createStudent(page.request, '小双');
  await beginTest(page, student.token, '/holland/start');
  await expect(page.getByRole('radio').first()).not.toHaveAttribute('aria-disabled', 'true');
  // 是, then 否, in the same task: no render between them, as a double tap or two keys at once.
  await page.evaluate(() => {
    const options = document.querySelectorAll<HTMLElement>('[role="radio"]');
    options[0].click();
    options[2].click();
  });
  await expect(page.getByText(progress('hld', 2))).toBeVisible();
  const [session] = await readStore<StoredSession>(page, 'sessions');
  expect(Object.keys(session.answers)).toEqual([String(session.questions[0].id)]);
  expect(session.answers[session.questions[0].id].value).toBe(2);
  await page.getByRole('button', { name: '← 上一题' }).click();
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
  await expect(page.getByRole('radio', { name: /是/ })).toHaveAttribute('aria-checked', 'true');
});

test('on lie-fi a test whose questions are on the device starts within 1 s, not after the request times out (issue 36, item 14)', async ({ page }) => {
  const student = await createStudent(page.request, '小谎');
  await signInPage(page, student.token, '/holland/start');
  // The question lists were kept on the device earlier (the prefetch after sign-in).
  await expect.poll(async () => (await readStore<{ assessment: string }>(page, 'questionLists')).map((l) => l.assessment).sort()).toEqual(['dyzn', 'hld', 'mbti']);
  // Lie-fi: every API request is taken by the network and never answered.
  await page.context().route('**/api/**', () => undefined);
  await page.getByRole('checkbox').check();
  await page.evaluate(() => {
    const w = window as unknown as { tappedAt?: number; firstQuestionAt?: number };
    window.addEventListener('pointerdown', () => (w.tappedAt ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.firstQuestionAt === undefined && document.querySelector('p[aria-label^="第1题"]')) w.firstQuestionAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
  const elapsed = await page.evaluate(() => {
    const w = window as unknown as { tappedAt: number; firstQuestionAt: number };
    return w.firstQuestionAt - w.tappedAt;
  });
  // 5.7-6.4 s before (the 5 s request timeout, then the copy); the goal is under 1 s.
  expect(elapsed).toBeLessThan(1000);
  // The test goes on, each answer saved on the device, while the request still hangs.
  await answerThroughUi(page, 2);
  await expect(page.getByText(progress('hld', 3))).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a sheet the server cannot score: the result page says why, and the answers stay on the device (issue 36, item 16)', async ({ page }) => {
  const student = await createStudent(page.request, '小拒');
  // A question list with an item no version of the instrument knows.
  await page.context().route('**/api/hld/getQuestionList', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; data: { version: string; list?: unknown[] } };
    body.data?.list?.push({
      id: 99001,
      name: '这道题只在这台设备上有。',
      options: [
        { name: '是', value: 2 },
        { name: '不确定', value: 1 },
        { name: '否', value: 0 },
      ],
    });
    await route.fulfill({ response, json: body });
  });
  const questions = shownCount('hld') + 1;
  await beginTest(page, student.token, '/holland/start');
  await expect(page.getByText(`1/${questions}`)).toBeVisible();
  await prefillAnswers(page, questions - 1);
  await page.reload();
  await expect(page.getByText(`${questions}/${questions}`)).toBeVisible();
  await page.getByRole('radio').first().click();
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  // Said on the page the student is on, within seconds (it used to spin on 正在加载报告… for ever).
  const refusal = page.getByRole('alert').filter({ hasText: '第99001题不存在' });
  await expect(refusal).toBeVisible({ timeout: 10_000 });
  await expect(refusal).toContainText('没有被服务器接受');
  await expect(page.getByText('你的答案仍保存在这台设备上')).toBeVisible();
  await expect(page.getByText('正在加载报告…')).toHaveCount(0);
  // The answers are kept on the device, parked with the server's reason.
  const [row] = await readStore<{ state: string; lastError: string; payload: { answer: string } }>(page, 'outbox');
  expect(row.state).toBe('rejected');
  expect(row.lastError).toContain('第99001题不存在');
  expect(JSON.parse(row.payload.answer)).toHaveLength(questions);
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(0);
});

function localResultSeen(page: Page, attemptId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('shengya');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('localResults').objectStore('localResults').get(id);
          read.onsuccess = () => {
            resolve(Boolean(read.result?.seen));
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    attemptId,
  );
}

import { answerThroughUi, asReader, beginTest, createStudent, prefillAnswers, progress, serverResultCount, shownCount, signInPage, waitForServiceWorker } from './students';
import { appUrl, expect, logOutThroughUi, test } from './support';
import { backoffDelay } from '#client/offline/drain';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Requests are routed on the context: a page's own routes miss what its service worker fetches for it.

test.describe.configure({ mode: 'serial' });

test('a student takes the Holland test from the list; a reload resumes at the same question with the same answers', async ({ page }) => {
  const student = await createStudent(page.request, '小航');
  await signInPage(page, student.token, '/assessment');
  const card = page.getByRole('listitem').filter({ hasText: '霍兰德职业兴趣测评' });
  await card.getByRole('button', { name: '我要测试' }).click();
  await expect(page).toHaveURL(/\/holland\/start$/);
  await expect(page.getByText('小航同学，你好！')).toBeVisible();
  await expect(page.getByText(`共 ${shownCount('hld')} 道题`)).toBeVisible();
  const start = page.getByRole('button', { name: '开始测评' });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox').check();
  await start.click();
  await expect(page).toHaveURL(/\/holland\/test$/);
  await expect(page.getByText(progress('hld', 1))).toBeVisible();

  await answerThroughUi(page, 3, 1);
  await expect(page.getByText(progress('hld', 4))).toBeVisible();
  await page.reload();
  await expect(page.getByText(progress('hld', 4))).toBeVisible();
  await page.getByRole('button', { name: '← 上一题' }).click();
  await expect(page.getByText(progress('hld', 3))).toBeVisible();
  await expect(page.getByRole('radio', { name: /不确定/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '回到当前题 →' }).click();
  await expect(page.getByText(progress('hld', 4))).toBeVisible();

  const questions = shownCount('hld');
  await prefillAnswers(page, questions - 2);
  await page.reload();
  await expect(page.getByText(progress('hld', questions - 1))).toBeVisible();
  await answerThroughUi(page, 2, asReader('hld'));
  await expect(page.getByText('答题完成')).toBeVisible();
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(1);

  await page.goto('/assessment');
  await expect(card.getByRole('button', { name: '再次测试' })).toBeVisible();
  await card.getByRole('link', { name: '查看报告' }).click();
  await expect(page).toHaveURL(/\/holland\/result$/);
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
});

test('finishing offline shows the local result at once and uploads exactly once when back online', async ({ page, context }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/midas/start');
  await prefillAnswers(page, shownCount('dyzn') - 3);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload(); // offline: the service worker serves the app
  await answerThroughUi(page, 3, asReader('dyzn', 2));
  await expect(page.getByText('答案已保存在本设备，联网后会自动上传')).toBeVisible();
  await expect(page).toHaveURL(/\/midas\/result\?attempt=/);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '优势', exact: true })).toBeVisible();
  // One notice says this report waits for upload; the outbox's line counts only other results (none).
  await expect(page.getByTestId('upload-status')).toHaveCount(0);

  await context.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  await expect(page.getByTestId('upload-status')).toHaveCount(0);
  expect(await serverResultCount(page.request, student.token, 'dyzn')).toBe(1);
});

test('a reply lost after the server committed, and two 500s, still make exactly one result each', async ({ page }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/mbti/start');
  await prefillAnswers(page, shownCount('mbti') - 1);
  await page.reload();

  let calls = 0;
  await page.context().route('**/api/mbti/submitAnswer', async (route) => {
    calls++;
    if (calls === 1) {
      await route.fetch(); // the server stores it …
      await route.abort('connectionreset'); // … but the reply never arrives
    } else if (calls <= 3) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":5000,"msg":"服务器开小差了","data":null}' });
    } else {
      await route.continue();
    }
  });
  await answerThroughUi(page, 1);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  // Three failed sends wait out the outbox's backoff, at its longest 1.5 + 3 + 6 s (drain.ts), before the fourth.
  const longestBackoff = [1, 2, 3].reduce((sum, attempts) => sum + backoffDelay(attempts, () => 1), 0);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible({ timeout: longestBackoff + 10_000 });
  expect(calls).toBeGreaterThanOrEqual(4);
  expect(await serverResultCount(page.request, student.token, 'mbti')).toBe(1);
});

test('a server that is down during the upload gets the result once it is back', async ({ page }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/midas/start');
  await prefillAnswers(page, shownCount('dyzn') - 1);
  await page.reload();
  let serverDown = true;
  let refused = 0;
  // While the server process is stopped, every connection is refused.
  await page.context().route('**/api/dyzn/submitAnswer', async (route) => {
    if (serverDown) {
      refused++;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  await answerThroughUi(page, 1);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  expect(await serverResultCount(page.request, student.token, 'dyzn')).toBe(0);
  serverDown = false;
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  expect(await serverResultCount(page.request, student.token, 'dyzn')).toBe(1);
});

test('two tabs with the same pending result submit it once', async ({ context, page }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, shownCount('hld') - 1);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await second.evaluate((t) => sessionStorage.setItem('token', t), student.token);
  await second.goto('/assessment');
  await context.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  await expect(second.getByTestId('upload-status')).toHaveCount(0);
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(1);
});

test('a 4001 during the upload keeps the result until the same student logs in again', async ({ page }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, shownCount('hld') - 1);
  await page.reload();
  await expect(page.getByText(progress('hld', shownCount('hld')))).toBeVisible();
  // The session ends on the server just before the upload (e.g. the password was changed elsewhere).
  await page.context().route(
    '**/api/hld/submitAnswer',
    async (route) => {
      await page.request.post('/api/user/logout', { headers: { token: student.token } });
      await route.continue();
    },
    { times: 1 },
  );
  await answerThroughUi(page, 1);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('登录已过期，请重新登录，测评结果会在登录后自动上传')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.getByLabel('账号').fill(student.mobile);
  await page.getByLabel('密码').fill(student.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/holland\/result\?attempt=/);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  const fresh = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(await serverResultCount(page.request, fresh!, 'hld')).toBe(1);
});

test('a second student on the same browser sees nothing of the first', async ({ page }) => {
  const first = await createStudent(page.request, '甲同学');
  await beginTest(page, first.token, '/holland/start');
  await answerThroughUi(page, 2);
  await logOutThroughUi(page);

  const second = await createStudent(page.request, '乙同学');
  await signInPage(page, second.token, '/assessment');
  const card = page.getByRole('listitem').filter({ hasText: '霍兰德职业兴趣测评' });
  await expect(card.getByRole('button', { name: '我要测试' })).toBeVisible();
  await expect(card).not.toContainText('上次答到');
  await page.goto('/holland/start');
  await expect(page.getByText('乙同学同学，你好！')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始测评' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(progress('hld', 1))).toBeVisible();
});

test('closing the browser and opening it again on the same profile resumes the same test', async ({ playwright, page }) => {
  const student = await createStudent(page.request, '小周');
  const userDataDir = `.tmp/profile-${Date.now()}`;
  const launch = () =>
    playwright.chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      baseURL: appUrl(),
      viewport: { width: 1024, height: 768 },
    });
  const first = await launch();
  const tab = first.pages()[0] ?? (await first.newPage());
  await signInPage(tab, student.token, '/holland/start');
  await tab.getByRole('checkbox').check();
  await tab.getByRole('button', { name: '开始测评' }).click();
  await answerThroughUi(tab, 3, 2);
  await expect(tab.getByText(progress('hld', 4))).toBeVisible();
  await first.close();

  const second = await launch();
  const again = second.pages()[0] ?? (await second.newPage());
  await again.goto('/login');
  await again.getByLabel('账号').fill(student.mobile);
  await again.getByLabel('密码').fill(student.password);
  await again.getByRole('button', { name: '登录', exact: true }).click();
  await expect(again.getByText('登录成功')).toBeVisible();
  await again.goto('/assessment');
  await expect(again.getByText('上次答到第4题，可继续作答')).toBeVisible();
  await again.goto('/holland/test');
  await expect(again.getByText(progress('hld', 4))).toBeVisible();
  await again.getByRole('button', { name: '← 上一题' }).click();
  await expect(again.getByRole('radio', { name: /否/ })).toHaveAttribute('aria-checked', 'true');
  await second.close();
});

test('after one online visit, the home page, the list, a test page and a report open offline', async ({ page, context }) => {
  const student = await createStudent(page.request);
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, shownCount('hld') - 1);
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  await page.goto('/holland/result');
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await page.goto('/assessment');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { name: '霍兰德职业兴趣测评' })).toBeVisible();
  await page.goto('/holland/result');
  await expect(page.getByText('已上传（当前离线，显示本设备保存的副本）')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await page.goto('/mbti/test');
  await expect(page.getByText(progress('mbti', 1))).toBeVisible();
  await answerThroughUi(page, 1);
  await expect(page.getByText(progress('mbti', 2))).toBeVisible();
});

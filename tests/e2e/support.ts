import { type APIRequestContext, type BrowserContext, test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { type AppServer, type ServerDatabase, startAppServer } from './app-server';

let workerServer: AppServer | undefined;
/** The address of this worker's app server (for contexts a test opens itself). */
export function appUrl(): string {
  if (!workerServer) throw new Error('no app server in this worker yet');
  return workerServer.url;
}

export interface ServerOptions {
  /** The database this worker's server runs on (a project option: see playwright.config.ts). */
  database: ServerDatabase;
  /** The server serves its own copy of dist/, which a test may change (a deploy). */
  ownStaticCopy: boolean;
}

/** Browsers a test launched itself (tests/e2e/devices.ts): their pages are described on a failure too. */
export const ownBrowsers = new Set<BrowserContext>();

/**
 * A failure says where every open page was and what it showed, in the report itself (a text attachment
 * is printed, up to 300 characters): a classroom scenario's screenshot is only of the test's own page,
 * and CI keeps no files.
 */
async function describePagesAtFailure(contexts: BrowserContext[], testInfo: TestInfo) {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    const text = await Promise.race([
      // Dialogs and alerts first, then the page's own content (the site's header would fill the 300 characters).
      page
        .evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alert"], main')].map((e) => e.innerText).join(' | ') || document.body?.innerText || '')
        .catch((error: unknown) => `(${String(error).slice(0, 80)})`),
      new Promise<string>((resolve) => setTimeout(() => resolve('(no answer in 2 s)'), 2000)),
    ]);
    await testInfo.attach(`page ${i + 1} of ${pages.length} at the failure`, { body: `${page.url()}\n${text.replace(/\s+/g, ' ').trim()}`, contentType: 'text/plain' });
  }
}

/**
 * Each worker runs its own app server on its own database, so spec files run in parallel without
 * sharing state; every test fails on any console error or uncaught exception.
 */
export const test = base.extend<{ consoleErrors: string[]; pagesAtFailure: void }, ServerOptions & { appServer: AppServer }>({
  database: ['postgres', { scope: 'worker', option: true }],
  ownStaticCopy: [false, { scope: 'worker', option: true }],
  appServer: [
    async ({ database, ownStaticCopy }, use) => {
      workerServer = await startAppServer({ database, ownStaticCopy });
      await use(workerServer);
      await workerServer.stop();
      workerServer = undefined;
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // The browser's own log lines for requests a test cut off on purpose are not app errors.
      const simulatedFailure =
        /Failed to load resource: (net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET|CONNECTION_REFUSED|TIMED_OUT|FAILED)|the server responded with a status of (500|429))/;
      page.on('console', (m) => m.type() === 'error' && !simulatedFailure.test(m.text()) && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  pagesAtFailure: [
    async ({ browser }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await describePagesAtFailure([...browser.contexts(), ...ownBrowsers], testInfo);
    },
    { auto: true },
  ],
});
export { expect };

let counter = 0;
/** A valid mobile nobody else on this worker's server uses. */
export function uniqueMobile(): string {
  counter++;
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  return `137${stamp}${String(counter).padStart(3, '0')}`;
}

/** The newest code the dev SMS sender "sent" to this mobile. */
export async function readSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  await expect.poll(async () => (await (await request.get(`/dev/sms.json?mobile=${mobile}`)).json()).data.length).toBeGreaterThan(0);
  const body = await (await request.get(`/dev/sms.json?mobile=${mobile}`)).json();
  return body.data[0].code;
}

/**
 * The captcha solves itself (a proof of work, trivial under NODE_ENV=test): waits until its dialog
 * has passed and closed. Whatever the test expects next (a countdown, 提交成功) waits for the outcome.
 */
export async function passCaptcha(page: Page) {
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
}

/**
 * Holds the captcha's verify call until `release()`, so a test can look at the dialog while it is
 * still working (under NODE_ENV=test it would otherwise pass and close within a second).
 */
export async function holdCaptchaVerify(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Stays routed: once released, every verify goes straight through.
  await page.route('**/api/captcha/verify', async (route) => {
    await gate;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  return { release };
}

/** Registers through the real page and returns the credentials. */
export async function registerThroughUi(page: Page, options: { username?: string; password?: string; birthMonth?: string } = {}) {
  const mobile = uniqueMobile();
  const password = options.password ?? 'Pine#2026go';
  await page.goto('/register');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await passCaptcha(page);
  await expect(page.getByRole('button', { name: /\d+s后重试/ })).toBeVisible();
  await page.getByLabel('验证码').fill(await readSmsCode(page.request, mobile));
  await page.getByLabel('姓名').fill(options.username ?? '张同学');
  await page.getByLabel('出生年月').fill(options.birthMonth ?? '2008-03');
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功，已自动登录，正在跳转')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return { mobile, password };
}

/**
 * Clicks 退出 and waits until the header shows 登录: logging out first tells the server, so a
 * navigation right after the click could still carry the old session.
 */
export async function logOutThroughUi(page: Page) {
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
}

export async function loginThroughUi(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
}

/** Closes the missing-nickname prompt and lands on the info page. */
export async function setNickname(page: Page, nickname: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('请先设置昵称，未设置将不可答题');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/user-center\/change-user-info$/);
  await page.getByLabel('昵称').fill(nickname);
  await page.getByLabel('年级').selectOption({ label: '初二' });
  await page.getByLabel('班级').selectOption({ label: '3班' });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('用户信息修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user-center\/evaluation$/);
}

/** A report chart by its label, scrolled to as a reader would: a chart draws only once it comes near the screen. */
export async function chartNamed(page: Page, name: RegExp): Promise<Locator> {
  const frame = page.getByRole('img', { name }).first();
  await frame.scrollIntoViewIfNeeded();
  return frame;
}

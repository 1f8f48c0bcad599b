import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { aboutPage } from '#content/marketing/pages';
import { NOT_FOUND_TITLE, pageTitle, SITE_ROUTES } from '#shared/site-routes';
import { expect, registerThroughUi, setNickname, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The <title> of index.html: what a page shows until it sets its own. */
async function genericTitle(page: Page): Promise<string> {
  const html = await (await page.request.get('/about')).text();
  return /<title>([^<]*)<\/title>/.exec(html)![1];
}

/** The browser's own console line for a document answered with 404: expected where a test opens an unknown path. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Takes the console errors a test caused on purpose out of the fixture's list; any other one still fails the test. */
function dropExpected(consoleErrors: string[], expected: (line: string) => boolean) {
  const dropped = consoleErrors.filter(expected);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected(line)));
  return dropped;
}

/** Opens the path afresh and answers where it ended up (after redirects) and the title of the page shown. */
async function visit(page: Page, path: string, generic: string) {
  await page.goto(path);
  await expect.poll(() => page.title(), { message: `${path} sets its own title` }).not.toBe(generic);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  return { path, final: new URL(page.url()).pathname, title: await page.title() };
}

test.describe('titles', () => {
  // Sixty fresh page loads: a service worker installing beside them only slows them down, and titles do not depend on it.
  test.use({ serviceWorkers: 'block' });

  test('every page of the route tree has its own document title, unique to it', async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    const generic = await genericTitle(page);
    expect(generic).toBe('生涯规划 · 青少年生涯教育平台');
    const paths = SITE_ROUTES.map((route) => route.replace(/\$\w+/g, '1'));

    // Signed out: the public pages (pages behind login end on /login here).
    const visits: { path: string; final: string; title: string }[] = [];
    for (const path of paths) visits.push(await visit(page, path, generic));
    const behindLogin = visits.filter((v) => v.final === '/login' && !v.path.startsWith('/login')).map((v) => v.path);
    expect(behindLogin).toContain('/holland/test');

    // Signed in with a nickname: the pages behind login.
    await registerThroughUi(page);
    await setNickname(page, '小题');
    for (const path of behindLogin) visits.push(await visit(page, path, generic));
    visits.push(await visit(page, '/no-such-page', generic));

    for (const v of visits) {
      expect(v.title, `${v.path} (${v.final})`).not.toBe(generic);
      expect(v.title, `${v.path} (${v.final})`).toMatch(/^\S.* - 生涯规划$/);
    }
    // One page, one title: two different pages never share a title.
    const pagesByTitle = new Map<string, Set<string>>();
    for (const v of visits) pagesByTitle.set(v.title, (pagesByTitle.get(v.title) ?? new Set()).add(v.final));
    const shared = [...pagesByTitle].filter(([, finals]) => finals.size > 1).map(([title, finals]) => `${title}: ${[...finals].join(', ')}`);
    expect(shared, 'titles used by more than one page').toEqual([]);
    // A route that redirects lands on a page of the list, so that page's title was checked too.
    const listed = new Set([...paths, '/no-such-page'].map(withoutSlash));
    for (const v of visits) expect(listed.has(withoutSlash(v.final)), `${v.path} → ${v.final}`).toBe(true);
    expect(dropExpected(consoleErrors, (line) => line === DOCUMENT_404).length).toBeLessThanOrEqual(1);
  });
});

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

test('an unknown path answers 404 with the Chinese not-found page and its title', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page?from=old-link');
  expect(response!.status()).toBe(404);
  expect(response!.headers()['content-type']).toContain('text/html');
  expect(await response!.text()).toContain(`<title>${pageTitle(NOT_FOUND_TITLE)}</title>`);

  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在 - 生涯规划');
  await expect(page.getByRole('banner')).toBeVisible(); // inside the site's layout, header and all
  await expect(page.getByText(/not found/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');

  await page.getByRole('main').getByRole('link', { name: '去做生涯测评' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page).toHaveTitle('生涯测评 - 生涯规划');

  // A known path and a case page keep 200.
  expect((await page.goto('/cooperation/2'))!.status()).toBe(200);
  expect((await page.goto('/about'))!.status()).toBe(200);

  // The browser logs the 404 of the document itself, once.
  expect(dropExpected(consoleErrors, (line) => line === DOCUMENT_404)).toHaveLength(1);
});

test.describe('a page whose code cannot be loaded', () => {
  // No service worker: its precache would serve the chunk, as it does for installed users.
  test.use({ serviceWorkers: 'block' });

  test('shows the Chinese load-error page, and 重试 works once the network is back', async ({ page }) => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const key = Object.keys(manifest).find((k) => k.startsWith('src/client/routes/about.tsx?') && k.includes('component'));
    expect(key, 'the about page has its own chunk').toBeDefined();
    const chunk = `/${manifest[key!].file}`;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const blocked: string[] = [];
    await page.route(`**${chunk}`, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '关于我们' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('请检查网络后点击「重试」');
    await expect(page).toHaveTitle('页面加载失败 - 生涯规划');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('banner')).toBeVisible(); // the header stays: the way on is still there
    expect(blocked.length).toBeGreaterThan(0);
    // Plain words only: no English, no error text or stack.
    await expect(main).not.toContainText(/error|failed|fetch|\.js|at /i);

    // Still offline: 重试 tries again, fails again and says so again.
    const tries = blocked.length;
    await main.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => blocked.length).toBeGreaterThan(tries);
    await expect(main.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible();
    await expect(main.getByRole('button', { name: '重试' })).toBeEnabled();

    await page.unroute(`**${chunk}`);
    await main.getByRole('button', { name: '重试' }).click();
    await expect(main.getByRole('heading', { level: 1, name: aboutPage.title })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(aboutPage.title));
    await expect(main.getByRole('heading', { name: '页面加载失败' })).toHaveCount(0);
  });
});

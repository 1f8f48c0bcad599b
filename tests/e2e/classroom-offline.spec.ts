import type { Page } from '@playwright/test';
import { Device } from './devices';
import { answerThroughUi, beginTest, createStudent, prefillAnswers, serverResultCount, shownCount, waitForServiceWorker } from './students';
import { expect, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Requests are routed on the context: a page's own routes miss what its service worker fetches for it.

/**
 * Issue "Local-first under classroom conditions": what a tablet shows and does when the network is
 * gone, comes and goes, or lies.
 */
test.describe.configure({ mode: 'serial' });

/** The text of the page's main content, without the banner carousel (it moves on by itself). */
const mainText = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return '';
    main.querySelectorAll('[aria-label="精选专题"]').forEach((carousel) => carousel.remove());
    return main.textContent!.replace(/\s+/g, ' ').trim();
  });

test('pages seen online render offline from the last visit, however many offline starts follow (point 11)', async ({ playwright }) => {
  const device = new Device(playwright);
  let page = await device.launch();
  // Each page, and the data it shows (the offline cache's keys, lib/query-keys.ts).
  const savedKeys: Record<string, string[]> = {
    '/': ['marketing/banners/', 'marketing/products', 'marketing/team'],
    '/about': [],
    '/news': ['marketing/news-types', 'marketing/news/'],
    '/cooperation': ['marketing/cases'],
    '/cooperation/1': ['marketing/case-info/1'],
  };
  const pages = Object.keys(savedKeys);
  const seen = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path);
    // Its data is on the device (saved within a second of arriving) before the page is read and left.
    const missing = async () => {
      const keys = await savedQueryKeys(page);
      return savedKeys[path].filter((key) => !keys.some((saved) => saved.startsWith(key)));
    };
    await expect.poll(missing, `${path}: its data saved on the device`).toEqual([]);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    seen.set(path, await mainText(page));
  }
  await waitForServiceWorker(page);
  await device.close();

  for (let start = 1; start <= 3; start++) {
    page = await device.launch();
    // The next lessons: an hour later each time, so what the cache holds is stale and refetched (and fails).
    await device.context!.clock.install({ time: Date.now() + start * 3600_000 });
    await device.goOffline();
    for (const path of pages) {
      await page.goto(path);
      await expect.poll(() => mainText(page), `${path}, offline start ${start}`).toBe(seen.get(path));
      // A student reads the page for a while (three seconds on the page's clock): its refetch fails
      // meanwhile, and the cache is saved.
      await device.context!.clock.runFor(3000);
    }
    await device.close();
  }
});

/** The query keys in the offline cache's saved snapshot (docs/OFFLINE.md, "The query cache"). */
function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('shengya-kv', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kv').objectStore('kv').get('react-query-cache');
          read.onsuccess = () => {
            const saved = read.result as { state?: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve((saved?.state?.queries ?? []).map((q) => q.queryKey.join('/')));
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test('offline, a case page never opened shows once its list was seen; a page never seen says it needs the network once (issue 36, item 17)', async ({ playwright }) => {
  const device = new Device(playwright);
  let page = await device.launch();
  await page.goto('/cooperation');
  const cases = page.getByRole('link', { name: /^查看详情/ });
  await expect(cases.first()).toBeVisible();
  const count = await cases.count();
  expect(count).toBeGreaterThan(1);
  // The list fetched every case's page with it, and the offline cache saved them.
  await expect.poll(async () => (await savedQueryKeys(page)).filter((key) => key.startsWith('marketing/case-info/')).length).toBe(count);
  await waitForServiceWorker(page);
  await device.close();

  page = await device.launch();
  await device.goOffline();
  await page.goto('/cooperation');
  await page
    .getByRole('link', { name: /^查看详情/ })
    .last()
    .click();
  await expect(page.getByRole('link', { name: '← 返回合作案例' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).not.toBeEmpty();
  // /news was never opened on this device: it says so, and what to do, not 网络连接失败.
  await page.goto('/news');
  await expect(page.getByRole('alert')).toContainText('这个页面还没有保存到本设备。联网打开一次后，没有网络时也能查看。');
  await device.close();
});

test('a tablet clock set back two hours after two failed uploads does not hold the upload for two hours (point 9)', async ({ page, context }) => {
  await context.clock.install();
  const student = await createStudent(page.request, '小钟');
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, shownCount('hld') - 1);
  let tries = 0;
  await page.context().route('**/api/*/submitAnswer', (route) => {
    tries++;
    return route.abort('connectionreset');
  });
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
  await expect.poll(() => tries).toBeGreaterThanOrEqual(2);
  await context.clock.setSystemTime(Date.now() - 2 * 3600_000);
  await page.context().unroute('**/api/*/submitAnswer');
  // The next retry comes within the longest backoff (5 min, here seconds), not two hours later.
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  expect(await serverResultCount(page.request, student.token, 'hld')).toBe(1);
});

/**
 * What a page actually loads, not what its entry needs: a cold phone tab (service worker blocked, so
 * its precache is not counted) opens the page and waits until the network is idle; every script it
 * fetched is counted at its gzip -9 size in dist/ (the unit of the bundle budgets). The static figure
 * hides the route chunks, the offline database and the rest that load right after the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, tokenScript } from './chromium';
import { CHARTS_CHUNK } from '../bundle-size';
import { assertRunning, onCleanup } from './cleanup';

export interface LoadedJsRow {
  page: string;
  path: string;
  /** KB gzip of every script the page fetched until the network was idle. */
  kb: number;
  /** Of which the charts' chunk, loaded after the report's text (0 on pages without charts). */
  chartsKb: number;
  /** KB of the charts' chunk loaded before the page was scrolled: a chart draws once it comes near the screen. */
  chartsOnOpenKb: number;
  /**
   * On a report: ms from the paint of the report's title (Element Timing) to the request for the charts'
   * chunk, which must not be negative; null when the page showed no report title or loaded no charts.
   */
  chartsAfterTextMs: number | null;
  /** Every script, by path in dist/. */
  scripts: string[];
  /** The largest of them, KB gzip. */
  largest: { file: string; kb: number }[];
  budgetKb?: number;
}

const KB = 1024;
const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / KB;

export async function measureLoadedJs(origin: string, pages: LoadedJsTarget[], dist = 'dist'): Promise<LoadedJsRow[]> {
  assertRunning('Chromium');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const close = onCleanup('close loaded-JS Chromium', async () => {
    await browser.close().catch(() => undefined);
  });
  try {
    const rows: LoadedJsRow[] = [];
    for (const target of pages) rows.push(await loadedJsOf(browser, origin, target, dist));
    return rows;
  } finally {
    await close();
  }
}

export interface LoadedJsTarget {
  name: string;
  path: string;
  token?: string;
  user?: unknown;
  budgetKb?: number;
}

/** One page opened in a cold phone tab of `browser`. */
export async function loadedJsOf(browser: Browser, origin: string, target: LoadedJsTarget, dist = 'dist'): Promise<LoadedJsRow> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    if (target.token) await page.addInitScript(tokenScript(origin, target.token, target.user));
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && request.resourceType() === 'script') scripts.add(url.pathname);
    });
    await page.goto(origin + target.path, { waitUntil: 'networkidle' });
    const chartsOnOpen = [...scripts].filter((path) => CHARTS_CHUNK.test(path.slice(1)));
    await scrollToEveryChart(page);
    const sizes = [...scripts].map((path) => ({ file: path.replace(/^\//, ''), kb: gzipKb(join(dist, path)) })).sort((a, b) => b.kb - a.kb);
    const charts = sizes.filter((s) => CHARTS_CHUNK.test(s.file));
    return {
      page: target.name,
      path: target.path,
      kb: sizes.reduce((sum, s) => sum + s.kb, 0),
      chartsKb: charts.reduce((sum, s) => sum + s.kb, 0),
      chartsOnOpenKb: chartsOnOpen.reduce((sum, path) => sum + gzipKb(join(dist, path)), 0),
      chartsAfterTextMs: charts.length ? await chartsAfterText(page) : null,
      scripts: sizes.map((s) => s.file),
      largest: sizes.slice(0, 6),
      budgetKb: target.budgetKb,
    };
  } finally {
    await context.close();
  }
}

/** Scrolls to each chart in turn, as a reader would, and waits until it is drawn. */
async function scrollToEveryChart(page: Page) {
  // The page's content first: on a busy machine the network may be idle before the report is drawn.
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  const charts = page.getByTestId('chart');
  for (let i = 0; i < (await charts.count()); i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="chart"]')[n]?.getAttribute('data-chart-state') !== 'waiting', i, { timeout: 15_000 });
  }
}

/** ms from the paint of the report's title to the request for the charts' chunk (negative: before the text). */
function chartsAfterText(page: Page): Promise<number | null> {
  return page.evaluate(
    (chartsPattern) =>
      new Promise<number | null>((resolve) => {
        const charts = performance.getEntriesByType('resource').find((e) => new RegExp(chartsPattern).test(new URL(e.name).pathname.slice(1)));
        // Element Timing entries are only handed to an observer (buffered), never to getEntriesByType.
        new PerformanceObserver((list) => {
          const title = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'report-title') as
            (PerformanceEntry & { renderTime: number }) | undefined;
          resolve(title && charts ? charts.startTime - title.renderTime : null);
        }).observe({ type: 'element', buffered: true });
      }),
    CHARTS_CHUNK.source,
  );
}

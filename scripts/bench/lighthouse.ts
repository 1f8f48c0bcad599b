/**
 * Lighthouse 12 with its mobile defaults (Moto G Power emulation, simulated slow 4G, 4× CPU) in Debian's
 * Chromium (puppeteer-core starts it with --headless=new and the flags of chromium.ts), driven through
 * puppeteer-core so that Lighthouse audits a tab we control.
 *
 * Every run gets a new, empty browser context (incognito-like): no HTTP cache, service worker, IndexedDB or
 * storage of an earlier run or page, so each load is cold. (Lighthouse's own storage reset clears only caches
 * and service workers by default, not IndexedDB, where the app persists its query cache and test sessions.)
 *
 * Logged-in pages: the app keeps its login token in sessionStorage, which belongs to one tab. The tab gets
 * an init script (Page.addScriptToEvaluateOnNewDocument) that puts a student's token and user info into
 * sessionStorage before any of the app's code runs, on this origin only — the state a signed-in tab is in
 * (the login page stores the user's info before it moves on). The test page then fetches its questions
 * and starts a session; the report page fetches the student's latest result.
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, tokenScript } from './chromium';
import { assertRunning, onCleanup } from './cleanup';

export interface LighthouseRow {
  page: string;
  path: string;
  finalPath: string;
  performance: number;
  /** Performance scores of every run of this page, lowest first. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  failedAudits: string[];
  /** The API calls the page made while Lighthouse loaded it (path and HTTP status): shows it ran logged in. */
  apiCalls: string[];
}

/** Runs per page; the median run by performance score is reported (as Lighthouse's own guidance suggests). */
export const RUNS_PER_PAGE = 3;

export async function runLighthouse(origin: string, pages: { name: string; path: string; token?: string; user?: unknown }[]): Promise<LighthouseRow[]> {
  assertRunning('Chromium');
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, handleSIGINT: false, handleSIGTERM: false });
  const close = onCleanup('close Lighthouse Chromium', async () => {
    await browser.close().catch(() => {
      browser.process()?.kill('SIGKILL');
    });
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const target of pages) {
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await audit(browser, origin, target));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[runs.length >> 1];
      rows.push({ ...median, performanceRuns: runs.map((r) => r.performance) });
    }
    return rows;
  } finally {
    await close();
  }
}

async function audit(browser: Browser, origin: string, target: { name: string; path: string; token?: string; user?: unknown }): Promise<LighthouseRow> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (target.token) await page.evaluateOnNewDocument(tokenScript(origin, target.token, target.user));
    const result = await lighthouse(
      origin + target.path,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'], maxWaitForLoad: 45_000 },
      undefined,
      page as never,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (target.token && finalPath !== target.path) throw new Error(`Lighthouse on ${target.path} ended on ${finalPath}: the student was not logged in`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failedAudits = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => {
        // An accessibility audit names its failing elements: the first one, so a failure can be found.
        const items = (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const snippet = items.find((item) => item.node?.snippet)?.node?.snippet;
        return snippet ? `${a.id} (${snippet.slice(0, 120)}${items.length > 1 ? ` and ${items.length - 1} more` : ''})` : a.id;
      });
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? [];
    const apiCalls = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/')).map((r) => `${new URL(r.url).pathname} ${r.statusCode}`);
    return {
      page: target.name,
      path: target.path,
      finalPath,
      performance: score('performance'),
      performanceRuns: [],
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      failedAudits: [...new Set(failedAudits)],
      apiCalls: [...new Set(apiCalls)],
    };
  } finally {
    await context.close();
  }
}

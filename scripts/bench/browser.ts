/**
 * Front-end measurements with Playwright in Debian's Chromium (a phone: 390×844, touch, DPR 2), in a
 * persistent profile (Chrome does not offer installation in incognito-like contexts):
 * - installability: Chrome's own verdict (CDP Page.getInstallabilityErrors) and the criteria checked
 *   one by one: manifest fields, PNG icons of 192 and 512 px, a service worker controlling the page,
 *   the start URL loading offline;
 * - tap → next question interactive, minus the spec's 500 ms (performance marks, ≥ 20 taps);
 * - reload → resumed test page (≥ 5 reloads);
 * both at the machine's speed and with Chromium's 4× CPU slowdown (what Lighthouse's mobile preset assumes).
 */
import { resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, tokenScript } from './chromium';
import { assertRunning, onCleanup, trackDir } from './cleanup';
import { resumeProbe, tapProbe } from './probes';

export const NEXT_QUESTION_DELAY_MS = 500;
const COUNTER = 'p[aria-label^="第"]';

export interface Installability {
  chromeErrors: string[];
  checks: { name: string; ok: boolean; detail: string }[];
}

export interface InteractionRun {
  cpu: number;
  /** Tap (the click's dispatch to the page) → next question interactive (in the DOM, options enabled, a frame later). */
  taps: number[];
  /** The click event's timeStamp → its dispatch to the page (Chromium's input pipeline for the synthetic tap). */
  inputDelay: number[];
  /** Tap → options disabled: the tap handled and rendered. */
  locked: number[];
  /** Tap → next question in the DOM with its options enabled. */
  dom: number[];
  /** Navigation start of a reload → the saved question interactive. */
  resumes: number[];
}

export async function withPhone<T>(work: (context: BrowserContext) => Promise<T>): Promise<T> {
  assertRunning('Chromium');
  const profile = resolve(`.tmp/bench-${process.pid}-profile`);
  const removeProfile = trackDir(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const close = onCleanup('close Playwright Chromium', async () => {
    await context.close().catch(() => undefined);
    removeProfile();
  });
  try {
    return await work(context);
  } finally {
    await close();
  }
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }));
    }
  });
}

export async function checkInstallability(context: BrowserContext, origin: string): Promise<Installability> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const chromeErrors = installabilityErrors.map((e) => e.errorId + (e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''));

    const facts = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return null;
      const manifest = (await (await fetch(link.href)).json()) as {
        name?: string;
        short_name?: string;
        start_url?: string;
        display?: string;
        prefer_related_applications?: boolean;
        icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
      };
      const icons = [];
      for (const icon of manifest.icons ?? []) {
        const response = await fetch(new URL(icon.src, link.href));
        const bytes = new Uint8Array(await response.arrayBuffer());
        const png = bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
        const view = new DataView(bytes.buffer);
        icons.push({ ...icon, status: response.status, png, width: png ? view.getUint32(16) : 0, height: png ? view.getUint32(20) : 0 });
      }
      const controller = navigator.serviceWorker.controller;
      return { manifest, icons, controller: controller?.scriptURL ?? null, scope: (await navigator.serviceWorker.getRegistration())?.scope ?? null };
    });

    const checks: Installability['checks'] = [];
    const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
    if (!facts) {
      add('manifest linked', false, 'no <link rel="manifest">');
      return { chromeErrors, checks };
    }
    const { manifest, icons } = facts;
    add('manifest linked', true, 'link rel=manifest');
    add('name / short_name', Boolean(manifest.name && manifest.short_name), `${manifest.short_name ?? '–'}`);
    add('start_url', Boolean(manifest.start_url), manifest.start_url ?? '–');
    add('display', ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display ?? ''), manifest.display ?? '–');
    add('prefer_related_applications not set', manifest.prefer_related_applications !== true, String(manifest.prefer_related_applications ?? 'unset'));
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.png && i.status === 200 && i.width === size && i.height === size && (i.purpose ?? 'any').split(' ').includes('any'));
      add(`icon ${size}×${size} PNG`, Boolean(icon), icon ? icon.src : 'missing');
    }
    add('service worker controls the page', Boolean(facts.controller), facts.controller ? new URL(facts.controller).pathname : 'none');
    const startUrl = new URL(manifest.start_url ?? '/', origin).toString();
    add('start_url in the worker scope', Boolean(facts.scope && startUrl.startsWith(facts.scope)), facts.scope ?? 'no registration');

    await context.setOffline(true);
    try {
      await page.goto(startUrl, { timeout: 15_000 });
      const rendered = await page
        .waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0, undefined, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      add('start_url loads offline', rendered, rendered ? 'rendered from the service worker' : 'blank');
    } catch (error) {
      add('start_url loads offline', false, error instanceof Error ? error.message.split('\n')[0] : String(error));
    } finally {
      await context.setOffline(false);
    }
    return { chromeErrors, checks };
  } finally {
    await page.close();
  }
}

/**
 * Signs the student in, starts the MBTI test and measures `taps` taps and `reloads` reloads at each CPU
 * slowdown in `cpus` (1 = this machine). The test has 76 questions; taps + 1 per CPU step stays below that.
 */
export async function measureInteraction(
  context: BrowserContext,
  origin: string,
  student: { token: string; user: unknown },
  cpus: number[],
  taps: number,
  reloads: number,
): Promise<InteractionRun[]> {
  await context.addInitScript(tokenScript(origin, student.token, student.user));
  await context.addInitScript(resumeProbe(COUNTER));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(`${origin}/mbti/start`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '开始测评' }).click();
    await page.getByText(/^1\/76$/).waitFor();
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const runs: InteractionRun[] = [];
    for (const cpu of cpus) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.evaluate(tapProbe(COUNTER));
      for (let i = 0; i < taps; i++) {
        await page
          .locator('[role="radio"]')
          .nth(i % 2)
          .tap();
        await page.waitForFunction((n) => (window as unknown as { __taps: number[] }).__taps.length >= n, i + 1, { timeout: 15_000 });
        await page.waitForTimeout(50);
      }
      const {
        taps: tapTimes,
        parts,
        inputDelay,
      } = await page.evaluate(() => {
        const w = window as unknown as { __taps: number[]; __tapParts: { locked: number; dom: number }[]; __inputDelay: number[] };
        return { taps: w.__taps, parts: w.__tapParts, inputDelay: w.__inputDelay };
      });
      const resumes: number[] = [];
      for (let i = 0; i < reloads; i++) {
        const expected = await page.locator(COUNTER).getAttribute('aria-label');
        await page.evaluate((e) => sessionStorage.setItem('bench-expected', e ?? ''), expected);
        await page.reload({ waitUntil: 'commit' });
        await page.waitForFunction(() => (window as unknown as { __resumedAt?: number }).__resumedAt !== undefined, undefined, { timeout: 30_000 });
        resumes.push(await page.evaluate(() => (window as unknown as { __resumedAt: number }).__resumedAt));
      }
      runs.push({ cpu, taps: tapTimes, inputDelay, locked: parts.map((p) => p.locked), dom: parts.map((p) => p.dom), resumes });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return runs;
  } finally {
    await page.close();
  }
}

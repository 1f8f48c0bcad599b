/**
 * How long the captcha's proof of work takes, in the browser and for a script.
 *
 *   npm run build && npx tsx scripts/captcha-timing.ts [--runs=20] [--max-number=N] [--cost=N]
 *
 * DevTools' CPU throttling slows the page's and the workers' JavaScript but hardly the PBKDF2 itself,
 * which Chromium runs natively (BoringSSL) on threads of its own; a device N times slower is better
 * emulated by N times the work: --max-number=N×CAPTCHA_POW_MAX_NUMBER (docs/SECURITY.md, What the captcha costs).
 *
 * Starts the app in this process (PGlite in memory, the built client from dist/, the difficulty of
 * production unless given) on 127.0.0.1, opens /register in Debian's Chromium (CHROMIUM_PATH) and
 * lets the captcha dialog solve challenge after challenge: each time from the challenge's arrival to
 * the verify request leaving (the answer is then refused on purpose, so no SMS is sent and 重新验证
 * starts the next one). It does that with the CPU at 1× and throttled 4× (DevTools' CPU throttling,
 * Emulation.setCPUThrottlingRate), with every core the browser reports and with one. Then it solves
 * the same number of challenges in Node with altcha-lib (what a script does) and prints CPU time.
 * Everything it starts it stops; it writes nothing outside the process.
 */
import { cpus } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { PowChallenge } from '#shared/api/captcha';
import { buildApp } from '#server/app';
import { openPglite } from '#server/db/client';
import { seed } from '#server/db/seed';
import { loadEnv, POW_DEFAULTS } from '#server/env';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(arg('runs') ?? 20);
const maxNumber = Number(arg('max-number') ?? POW_DEFAULTS.maxNumber);
const cost = Number(arg('cost') ?? POW_DEFAULTS.cost);

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return { mean: Math.round(mean), median: Math.round(at(0.5)), p90: Math.round(at(0.9)), max: Math.round(sorted[sorted.length - 1]) };
};

async function throttle(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Solves `runs` challenges in the page's captcha dialog; returns the milliseconds each took. */
async function browserRuns(page: Page, base: string): Promise<{ times: number[]; workers: number }> {
  let arrived = 0;
  const times: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/captcha/get')) arrived = Date.now();
  });
  await page.route('**/api/captcha/verify', async (route) => {
    times.push(Date.now() - arrived);
    await route.fulfill({ json: { code: 4030, msg: '验证未通过，请重试', data: null } });
  });
  await page.goto(`${base}/register`);
  const workers = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4)));
  await page.getByLabel('手机号').fill('13700000000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  const again = page.getByRole('dialog', { name: '安全验证' }).getByRole('button', { name: '重新验证' });
  for (let i = 0; i < runs; i++) {
    await again.waitFor({ timeout: 120_000 });
    if (i < runs - 1) await again.click();
  }
  return { times, workers };
}

async function main() {
  const env = loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: '0',
    CAPTCHA_POW_MAX_NUMBER: String(maxNumber),
    CAPTCHA_POW_COST: String(cost),
    CAPTCHA_PER_DEVICE_HOURLY: '100000',
    CAPTCHA_PER_IP_HOURLY: '100000',
  });
  const database = await openPglite('memory://');
  await seed(database.db);
  const app = await buildApp({ db: database.db, listen: database.listen, env, staticDir: resolve('dist'), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(`maxNumber ${maxNumber}, cost ${cost} (mean work ${((maxNumber / 2) * cost).toLocaleString('en')} PBKDF2 iterations), ${runs} challenges each`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}; Chromium ${browser.version()}`);
  try {
    for (const cores of ['all', 1] as const) {
      for (const rate of [1, 4]) {
        const context = await browser.newContext({ locale: 'zh-CN' });
        if (cores === 1) await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 1 });" });
        const page = await context.newPage();
        await throttle(page, rate);
        const { times, workers } = await browserRuns(page, base);
        console.log(`browser, ${rate}× CPU, ${workers} worker(s): ${JSON.stringify(stats(times))} ms`);
        await context.close();
      }
    }
    // A script: altcha-lib's own solver in Node (OpenSSL's PBKDF2), one core.
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < runs; i++) {
      const got = (await (await fetch(`${base}/api/captcha/get`, { method: 'POST' })).json()) as { data: { challenge: PowChallenge } };
      const startCpu = process.cpuUsage();
      const start = performance.now();
      await solveChallenge({ challenge: got.data.challenge, deriveKey });
      wall.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(`script (Node, altcha-lib): wall ${JSON.stringify(stats(wall))} ms, CPU ${JSON.stringify(stats(cpu))} ms`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

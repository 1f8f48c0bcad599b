import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/browser';
import type { ServerOptions } from './tests/e2e/support';

/**
 * Real Chromium (Debian's, tests/e2e/browser.ts) against the built client served by the real server. Each worker starts its
 * own server on its own database (tests/e2e/support.ts), so spec files run in parallel. On
 * PostgreSQL when E2E_DATABASE_URL names one (CI), else on PGlite; the class lesson and the lesson with
 * no network always run on PGlite, as a school's own single-process server does.
 */
const database = process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite';
const SCHOOL_SERVER = /(class-lesson|offline-lesson)\.spec\.ts$/;
/**
 * Longest first: the two classroom scenarios of several minutes start at once, the rest fills the
 * third worker and then all three; the lessons on PGlite come last, beside the tail of the short specs
 * rather than the other classroom scenarios (the 15-tablet board must show a change within 5 s).
 * No project waits for another: one failure never hides the results of the rest.
 */
const LONG = /(class-tablets|lesson-real-class)\.spec\.ts$/;
const PHONE = /\.mobile\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig<ServerOptions>({
  testDir: './tests/e2e',
  // A deadline a slow step shows up against: scenarios that need longer say so (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A flaky test is a defect to fix, not to retry.
  retries: 0,
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No trace by default: recording one (DOM snapshots, a screencast) for every test cost a third of the
    // suite's CPU, measured. A failure keeps its screenshot and error context; to trace, rerun with
    // `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A click or fill that waits this long waits for something that will not come: fail there, with its
    // call log, instead of holding a classroom spec's whole deadline (15 min seen in CI).
    actionTimeout: 30_000,
    // Service workers only where a test asks (test.use({ serviceWorkers: 'allow' }), or one context's
    // option): the tests that go offline or update. Installing one precaches the whole app (345 files) in
    // the new browser context: 3.1 CPU-seconds against 0.65 without, measured.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'classroom', use: { ...desktop, database }, testMatch: LONG },
    { name: 'desktop', use: { ...desktop, database }, testIgnore: [PHONE, SCHOOL_SERVER, LONG] },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, database }, testMatch: PHONE },
    // A school's own single-process server, on PGlite.
    { name: 'school-server', use: { ...desktop, database: 'pglite' }, testMatch: SCHOOL_SERVER },
  ],
});

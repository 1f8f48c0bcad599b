import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/browser';
import type { ServerOptions } from './tests/e2e/support';

/**
 * Real Chromium (Debian's, tests/e2e/browser.ts) against the built client served by the real server. Each worker starts its
 * own server on its own database (tests/e2e/support.ts), so spec files run in parallel. On
 * PostgreSQL when E2E_DATABASE_URL names one (CI), else on PGlite; the class lesson always runs on
 * PGlite, as a school's own single-process server does.
 */
const database = process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite';
const SCHOOL_SERVER = /class-lesson\.spec\.ts$/;
/**
 * The two scenarios that time the app (a name tapped → question 1 within 10 s; the board within 5 s of a
 * tablet) run alone, first and last: beside the others on two cores they measured the machine, 11.8 and
 * 12.1 s. The rest runs in parallel between them, the 45-student tablets scenario first.
 */
const TIMED_LESSON = /lesson-real-class\.spec\.ts$/;
const LONG = /class-tablets\.spec\.ts$/;
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'lesson', use: { ...desktop, database }, testMatch: TIMED_LESSON },
    { name: 'classroom', use: { ...desktop, database }, testMatch: LONG, dependencies: ['lesson'] },
    { name: 'desktop', use: { ...desktop, database }, testIgnore: [PHONE, SCHOOL_SERVER, LONG, TIMED_LESSON], dependencies: ['lesson'] },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, database }, testMatch: PHONE, dependencies: ['lesson'] },
    // A school's own single-process server, on PGlite.
    { name: 'school-server', use: { ...desktop, database: 'pglite' }, testMatch: SCHOOL_SERVER, dependencies: ['classroom', 'desktop', 'phone'] },
  ],
});

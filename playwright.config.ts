import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// A free port unless E2E_PORT names one. Written back to the environment so the test workers, which
// load this file again, agree with the runner on the server's address.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], { encoding: 'utf8' }).trim();
const PORT = Number(process.env.E2E_PORT);
const TEST_TIMEOUT_MS = 120_000;
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${PORT}`;

/** Real Chromium (Debian's) against the built client served by the real server. */
export default defineConfig({
  testDir: './tests/e2e',
  // The test's timeout is its only deadline: an expectation may wait as long as the test may run,
  // so a machine busy with other work makes a test slower, never red.
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: TEST_TIMEOUT_MS },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx src/server/index.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMS_PER_IP_HOURLY: '10000',
      LOGIN_PER_IP_HOURLY: '10000',
      API_PER_IP_PER_MINUTE: '100000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});

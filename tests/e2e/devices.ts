import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { appUrl, expect, ownBrowsers } from './support';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

/**
 * A classroom device: a persistent Chromium profile that can be closed, killed like a crash or a
 * flat battery (kill -9), and started again with everything it had stored.
 */
export class Device {
  readonly profile: string;
  context: BrowserContext | null = null;

  constructor(private readonly playwright: PlaywrightWorkerArgs['playwright']) {
    mkdirSync('.tmp', { recursive: true });
    this.profile = path.resolve(mkdtempSync('.tmp/device-'));
  }

  /** `camera`: a Y4M file the browser's camera shows (tests/e2e/qr-images.ts), camera use allowed. */
  async launch({ camera }: { camera?: string } = {}): Promise<Page> {
    this.context = await this.playwright.chromium.launchPersistentContext(this.profile, {
      executablePath: CHROMIUM,
      args: camera ? [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`] : CHROMIUM_ARGS,
      permissions: camera ? ['camera'] : [],
      baseURL: appUrl(),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1024, height: 768 },
    });
    ownBrowsers.add(this.context);
    this.context.on('close', (context) => ownBrowsers.delete(context));
    return this.context.pages()[0] ?? (await this.context.newPage());
  }

  /** Kills the browser without warning (SIGKILL): nothing gets to flush or say goodbye. */
  async crash() {
    execFileSync('pkill', ['-9', '-f', '--', `--user-data-dir=${this.profile}`]);
    await this.context?.close().catch(() => undefined);
    this.context = null;
  }

  async close() {
    await this.context?.close();
    this.context = null;
  }

  /** No network at all: the browser is offline and every API request fails like one. */
  async goOffline() {
    await this.context!.setOffline(true);
    await this.context!.route('**/api/**', (route) => route.abort('internetdisconnected'));
  }
}

/** Signs in through the login page (the way a student does on a tablet). */
export async function logInThroughUi(page: Page, student: { mobile: string; password: string }, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(student.mobile);
  await page.getByLabel('密码').fill(student.password);
  // 记住我 is off by default; a student on their own device ticks it.
  if (options.remember !== false) await page.getByRole('checkbox', { name: /记住我/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The header, not the 2-second toast: a busy machine may poll past a toast, never past the header.
  await expect(page.getByRole('banner')).toContainText('欢迎您');
}

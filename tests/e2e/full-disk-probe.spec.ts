import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { answerThroughUi, createStudent, signInPage } from './students';
import { expect, test } from './support';

test('probe', async ({ playwright, request }) => {
  const dir = path.resolve('.tmp/fulldisk-probe');
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
  try {
    const context = await playwright.chromium.launchPersistentContext(path.join(dir, 'profile'), {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
      baseURL: test.info().project.use.baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', async (m) => {
      const parts = await Promise.all(m.args().map((a) => a.evaluate((e: any) => { const out: string[] = []; for (let x = e, i = 0; x && typeof x === 'object' && i < 5; x = x.inner ?? x.cause, i++) out.push(`${x.name}: ${x.message}`); return out.length ? out.join(' <- ') : String(e); }).catch(() => '?')));
      console.log('CONSOLE', m.type(), parts.join(' | '));
    });
    const student = await createStudent(request, '小满');
    await signInPage(page, student.token, '/holland/start');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '开始测评' }).click();
    await expect(page.getByText('1/72')).toBeVisible();
    await answerThroughUi(page, 3);
    await expect(page.getByText('4/72')).toBeVisible();
    const free = statfsSync(dir);
    console.log('free', free.bavail * free.bsize);
    try { execFileSync('dd', ['if=/dev/zero', `of=${dir}/filler`, 'bs=1M', 'count=100'], { stdio: 'ignore' }); } catch { /* full */ }
    try { execFileSync('dd', ['if=/dev/zero', `of=${dir}/filler2`, 'bs=4k', 'count=10000'], { stdio: 'ignore' }); } catch { /* full */ }
    const after = statfsSync(dir);
    console.log('free after', after.bavail * after.bsize);
    for (let i = 0; i < 4; i++) {
      await page.getByRole('radio').first().click();
      await page.waitForTimeout(2500);
      console.log('TEXT', await page.locator('main, body').first().innerText());
    }
    rmSync(`${dir}/filler`); rmSync(`${dir}/filler2`);
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(3500);
      console.log('TEXT AFTER', (await page.locator('body').innerText()).slice(0, 300));
      await page.getByRole('radio').first().click().catch(() => {});
    }
    await context.close();
  } finally {
    execFileSync('umount', ['-l', dir]);
  }
});

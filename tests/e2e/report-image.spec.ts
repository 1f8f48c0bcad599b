import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import qrcode from 'qrcode-generator';
import { decodeImage, EXPORT_TIMEOUT_MS, exportedToast, jpegSize, pixelDifference } from './images';
import { createStudent, signInPage, submitResult } from './students';
import { appUrl, chartNamed, expect, test } from './support';

test.describe.configure({ mode: 'serial' });

/** The export is laid out as on a 375 px phone and drawn at 2x. */
const PHONE_WIDTH = 375;
const SCALE = 2;
/**
 * At most this share of the block's pixels may be ink where Chromium's own screenshot has paper or the
 * other way round (images.ts): the export (html2canvas's foreignObject mode) measured 0.08 %; its own
 * canvas renderer, which overprints the second and third 《 with the next glyph, 2.10 % on the same block.
 */
const MAX_DIFFERING_SHARE = 0.005;

const BOOKS = '《丑小鸭》《海的女儿》《卖火柴的小女孩》';
const BLOCK_HTML = `
  <p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#4236b8">课外阅读推荐</p>
  <p style="margin:0">安徒生童话：${BOOKS}。读完后想一想：“勇气”和「善良」在故事里是怎样体现的？你最喜欢哪一篇，为什么？</p>
  <p style="margin:8px 0 0">书单（2026年春季）：${BOOKS}《皇帝的新装》——每周一篇，约30分钟。</p>`;

/** Collects the downloads a click starts, `count` of them, in order. */
async function downloadsOf(page: Page, click: () => Promise<void>, countFrom: () => Promise<number>): Promise<Download[]> {
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await click();
  const count = await countFrom();
  await expect.poll(() => downloads.length).toBe(count);
  return downloads;
}

/** How many images the toast said the report became. */
async function imageCount(page: Page): Promise<number> {
  const toast = exportedToast(page);
  await expect(toast).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
  const match = /已生成(\d+)张/.exec((await toast.textContent()) ?? '');
  return match ? Number(match[1]) : 1;
}

const rasteriserLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/html2canvas-[\w-]+\.js$/.test(e.name)));

test.describe('Chinese text in the exported image', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 800 }, deviceScaleFactor: SCALE });

  test('a block of 《》 titles is drawn as Chromium draws it on the page', async ({ page }) => {
    const student = await createStudent(page.request, '小读');
    await submitResult(page.request, student.token, 'hld');
    await signInPage(page, student.token, '/holland/result');
    await expect((await chartNamed(page, /雷达图/)).locator('svg')).toBeVisible();

    // The block goes first in the report area, so it sits at the same place in the export's first image.
    await page.evaluate((html) => {
      const block = document.createElement('section');
      block.dataset.testid = 'cjk-block';
      block.style.cssText = 'padding:12px 14px;border:2px solid #d9d6ea;border-radius:8px;background:#fff;line-height:1.8;font-size:16px';
      block.innerHTML = html;
      document.querySelector('[data-report-area]')!.prepend(block);
    }, BLOCK_HTML);
    // The page's report area is as wide as the export's (the phone width less the page's margins otherwise).
    const areaWidth = () => page.evaluate(() => document.querySelector('[data-report-area]')!.getBoundingClientRect().width);
    await page.setViewportSize({ width: PHONE_WIDTH + (PHONE_WIDTH - (await areaWidth())), height: 800 });
    expect(await areaWidth()).toBe(PHONE_WIDTH);

    const block = page.getByTestId('cjk-block');
    await expect(block).toContainText('《丑小鸭》《海的女儿》《卖火柴的小女孩》');
    const place = await block.evaluate((el) => {
      const area = el.parentElement!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { x: box.left - area.left, y: box.top - area.top, width: box.width, height: box.height };
    });
    const screenshot = PNG.sync.read(await block.screenshot({ animations: 'disabled', caret: 'hide' }));

    const [first] = await downloadsOf(
      page,
      () => page.getByRole('button', { name: '下载报告' }).click(),
      () => imageCount(page),
    );
    const exported = await decodeImage(page, readFileSync((await first.path())!), {
      x: Math.round(place.x * SCALE),
      y: Math.round(place.y * SCALE),
      width: screenshot.width,
      height: screenshot.height,
    });
    const difference = pixelDifference(exported, screenshot);
    console.log(`export vs Chromium's screenshot: ${(difference.share * 100).toFixed(2)} % of pixels differ, mean ${difference.mean.toFixed(2)}/255`);
    expect(difference.share).toBeLessThan(MAX_DIFFERING_SHARE);
  });
});

test('download of a long report: phone-width JPEGs, numbered, cut into pages WeChat keeps legible', async ({ page }) => {
  const student = await createStudent(page.request, '小印');
  await submitResult(page.request, student.token, 'mbti');
  await signInPage(page, student.token, '/mbti/result');
  await expect((await chartNamed(page, /倾向强度图/)).locator('svg')).toBeVisible();
  expect(await rasteriserLoaded(page)).toBe(false);

  const started = Date.now();
  const downloads = await downloadsOf(
    page,
    () => page.getByRole('button', { name: '下载报告' }).click(),
    () => imageCount(page),
  );
  const seconds = (Date.now() - started) / 1000;
  expect(await rasteriserLoaded(page)).toBe(true);
  const count = downloads.length;
  expect(count).toBeGreaterThan(1);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual(Array.from({ length: count }, (_, i) => `小印_MBTI性格测评报告_${i + 1}.jpeg`));
  let total = 0;
  for (const download of downloads) {
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const size = jpegSize(bytes);
    expect(size.width).toBe(PHONE_WIDTH * SCALE);
    expect(size.height).toBeLessThanOrEqual(4000);
    expect(size.height).toBeGreaterThan(200);
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(bytes.length).toBeLessThan(3_000_000);
    total += size.height;
  }
  console.log(`MBTI report: ${count} images, 750 × ${total} px in all, ${seconds.toFixed(1)} s from the click to the last file`);
  // Every page carries text: no blank or half-drawn image.
  for (const download of downloads) {
    const png = await decodeImage(page, readFileSync((await download.path())!));
    let ink = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 300) ink++;
    expect(ink / (png.width * png.height)).toBeGreaterThan(0.01);
  }
});

test.describe('the share poster on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('生成海报 shows a 750 × 1334 image with the result and a QR code of the share link, and saves it', async ({ page, browser }) => {
    const student = await createStudent(page.request, '小海');
    await submitResult(page.request, student.token, 'hld');
    await signInPage(page, student.token, '/holland/result');
    const headline = (await page.locator('#hld-code').textContent())!.trim();
    expect(await rasteriserLoaded(page)).toBe(false);

    await page.getByRole('button', { name: '生成海报' }).click();
    const dialog = page.getByRole('dialog', { name: '分享海报' });
    const image = dialog.getByTestId('poster-image');
    await expect(image).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
    // The dialog, image and buttons fit the phone's screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(dialog.getByRole('button', { name: '保存图片' })).toBeInViewport();

    const url = (await dialog.getByTestId('poster-url').textContent())!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/share\/hld\?token=[\w-]{16,}$/);
    const card = page.getByTestId('poster-card');
    await expect(card).toContainText('生涯规划');
    await expect(card).toContainText('小海的霍兰德职业兴趣测评结果');
    await expect(card).toContainText(headline);
    await expect(card).toContainText('长按保存图片');
    await expect(card).toContainText('扫码查看完整报告');

    // The QR code in the image itself: every module, sampled at its centre, is what the link encodes.
    const drawn = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      const poster = document.querySelector('[data-testid="poster-card"]')!.getBoundingClientRect();
      const qr = document.querySelector('[data-testid="poster-qr"] svg')!.getBoundingClientRect();
      const logo = document.querySelector('[data-testid="poster-card"] img')!.getBoundingClientRect();
      return {
        png: canvas.toDataURL('image/png').split(',')[1],
        qr: { x: qr.left - poster.left, y: qr.top - poster.top, size: qr.width },
        logo: { x: logo.left - poster.left, y: logo.top - poster.top, size: logo.width },
      };
    });
    const png = PNG.sync.read(Buffer.from(drawn.png, 'base64'));
    expect([png.width, png.height]).toEqual([750, 1334]);
    const code = qrcode(0, 'M');
    code.addData(url);
    code.make();
    const n = code.getModuleCount();
    const module = drawn.qr.size / (n + 4); // the SVG's viewBox has a quiet zone of 2 modules
    let wrong = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const x = Math.round((drawn.qr.x + (c + 2.5) * module) * 2);
        const y = Math.round((drawn.qr.y + (r + 2.5) * module) * 2);
        const i = (y * png.width + x) * 4;
        const dark = 0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2] < 128;
        if (dark !== code.isDark(r, c)) wrong++;
      }
    }
    expect(wrong, `${wrong} of ${n * n} modules differ`).toBe(0);
    // The logo, a file the image may not fetch itself, is drawn: its orange sun is there.
    let sun = 0;
    for (let y = Math.round(drawn.logo.y * 2); y < Math.round((drawn.logo.y + drawn.logo.size) * 2); y++) {
      for (let x = Math.round(drawn.logo.x * 2); x < Math.round((drawn.logo.x + drawn.logo.size) * 2); x++) {
        const i = (y * png.width + x) * 4;
        if (png.data[i] > 200 && png.data[i + 1] > 140 && png.data[i + 2] < 120) sun++;
      }
    }
    expect(sun).toBeGreaterThan(20);
    expect(await rasteriserLoaded(page)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '保存图片' }).click()]);
    expect(download.suggestedFilename()).toBe('小海_霍兰德职业兴趣测评报告_分享海报.jpeg');
    const bytes = readFileSync((await download.path())!);
    expect(jpegSize(bytes)).toEqual({ width: 750, height: 1334 });
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);

    // The link works logged out, and a visitor has no poster button (the poster needs the owner's link).
    const visitor = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN' });
    const guest = await visitor.newPage();
    await guest.goto(url);
    await expect(guest.getByRole('heading', { name: headline })).toBeVisible();
    await expect(guest.getByRole('button', { name: '下载报告' })).toBeVisible();
    await expect(guest.getByRole('button', { name: '生成海报' })).toHaveCount(0);
    // The visitor's download works the same way.
    const saved = await downloadsOf(
      guest,
      () => guest.getByRole('button', { name: '下载报告' }).click(),
      () => imageCount(guest),
    );
    expect(saved[0].suggestedFilename()).toMatch(/^小海_霍兰德职业兴趣测评报告(_1)?\.jpeg$/);
    expect(jpegSize(readFileSync((await saved[0].path())!)).width).toBe(750);
    await visitor.close();
  });
});

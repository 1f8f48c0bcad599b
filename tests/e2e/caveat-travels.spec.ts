import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { flatHldSheet, straightLinedSheet } from '#tests/support/caveat-sheets';
import { EXPORT_TIMEOUT_MS } from './images';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { deviceCode, schoolCall, schoolWithClass } from './school';
import { createStudent, signInPage } from './students';
import { shootAtWidths } from './screenshots';
import { appUrl, expect, test } from './support';

/**
 * A flagged and a flat result keep their caveat wherever they go (docs/REPORTS.md#caveats): the own
 * report, the share panel, the shared page a visitor opens, the poster, the history line, and the class
 * report with its printout (the API's side, retakes included, is in tests/integration/caveat.test.ts).
 */

async function submitHld(request: APIRequestContext, token: string, sheet: { answer: unknown[]; times: number }) {
  const res = await request.post('/api/hld/submitAnswer', { form: { answer: JSON.stringify(sheet.answer), times: String(sheet.times) }, headers: { token } });
  const body = (await res.json()) as { code: number; data: { id: number; type: string } };
  expect(body.code).toBe(1000);
  return body.data;
}

/** 分享报告 → the link; 生成海报 → the poster's card (the element the image is drawn from) and the image. */
async function shareAndPoster(page: Page, name: string, expected: { tag: string; title: string; label: string }) {
  await page.getByRole('button', { name: '分享报告' }).click();
  const panel = page.getByRole('region', { name: '分享报告' });
  await expect(panel.locator('[data-caveat]')).toContainText(`「${expected.tag}」`);
  await expect(panel.locator('[data-caveat]')).toContainText('打开链接的人会在报告最上方看到它');
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(/\/share\/hld\?token=[\w-]{16,}$/);

  await page.getByRole('button', { name: '生成海报' }).click();
  const dialog = page.getByRole('dialog', { name: '分享海报' });
  const image = dialog.getByTestId('poster-image');
  await expect(image).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
  await expect(image).toHaveAttribute('alt', new RegExp(`（${expected.tag}）`));
  const card = page.getByTestId('poster-card');
  await expect(card).toContainText(expected.label);
  await expect(card.getByTestId('poster-caveat')).toContainText(expected.title);
  if (expected.tag.includes('建议重测')) await expect(card.getByTestId('poster-caveat')).toContainText(expected.tag);
  await expect(card.getByText('完整报告还包括')).toHaveCount(0);
  // The caveat box lies inside the poster, above the footer with the QR code: it is drawn, not cut off.
  const box = (await card.getByTestId('poster-caveat').boundingBox())!;
  const footer = (await card.getByTestId('poster-qr').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
  await shootAtWidths(page, `${name}-poster`);
  await dialog.getByRole('button', { name: '关闭' }).click();
  return url;
}

/** The shared page, logged out: the caveat first, above the report. */
async function visit(browser: Browser, url: string, name: string, expected: { title: string; summary: RegExp }) {
  const visitor = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN' });
  const guest = await visitor.newPage();
  await guest.goto(url);
  const notice = guest.getByRole('note', { name: expected.title });
  await expect(notice).toBeVisible();
  // Prominent: above the report's header.
  const noticeTop = (await notice.boundingBox())!.y;
  expect(noticeTop).toBeLessThan((await guest.getByRole('heading', { level: 1 }).boundingBox())!.y);
  await expect(guest.locator('[aria-labelledby="report-summary"]')).toContainText(expected.summary);
  // The check's reasons are the owner's, not the visitor's.
  await expect(guest.getByText(/几乎都选了同一个选项/)).toHaveCount(0);
  await shootAtWidths(guest, `${name}-share`);
  await visitor.close();
}

test('a flagged sheet: the report says what is uncertain, and the share page, poster and history carry the caveat', async ({ page, browser }) => {
  const student = await createStudent(page.request, '小直');
  const result = await submitHld(page.request, student.token, straightLinedSheet());
  await signInPage(page, student.token, `/holland/result?id=${result.id}`);
  await page.getByRole('button', { name: '仍然查看结果（仅供参考）' }).click();

  // The text changes, not only a badge: the summary is conditional and names what is uncertain.
  const notice = page.getByRole('note', { name: '这次的结果还不能作为依据' });
  await expect(notice).toContainText('兴趣代码、六种兴趣的先后顺序');
  await expect(notice).toContainText(/几乎都选了同一个选项/);
  await expect(notice.getByRole('link', { name: '找个安静的时间重新作答' })).toHaveAttribute('href', '/holland/start');
  const summary = page.locator('[aria-labelledby="report-summary"]');
  await expect(summary).toContainText(`按这次的答案得出的结果是：兴趣代码 ${result.type}`);
  await expect(summary).toContainText('只是一种可能');
  await expect(summary).not.toContainText('你的兴趣代码是');
  // Each part that draws conclusions (majors, occupations, traits, analysis) says it too.
  const majors = page.getByRole('region', { name: '专业与职业建议' });
  await expect(majors.locator('[data-caveat="flagged"]')).toContainText('只能当作参考');
  await expect(page.getByRole('region', { name: '写在前面' }).locator('[data-caveat]')).toHaveCount(0);
  await shootAtWidths(page, 'flagged-own');
  await majors.screenshot({ path: test.info().outputPath('flagged-own-majors.png') });
  // The notice and the summary are inside the area that is printed and downloaded as an image.
  await expect(page.locator('[data-report-area] [data-caveat="flagged"]').first()).toBeVisible();
  await expect(page.locator('[data-capture-ignore] [data-caveat="flagged"]')).toHaveCount(0);

  const url = await shareAndPoster(page, 'flagged', { tag: '仅供参考 · 建议重测', title: '这次的结果还不能作为依据', label: '这次作答得出的兴趣代码' });
  await visit(browser, url, 'flagged', { title: '这次的结果还不能作为依据', summary: /按这次的答案得出的结果是/ });

  await page.goto('/user-center/evaluation');
  const line = page.getByTestId('history-hld').getByRole('listitem');
  await expect(line).toContainText(result.type);
  await expect(line).toContainText('仅供参考 · 建议重测');
  await expect(line).toContainText('结果还不能确定');
});

test('a flat sheet: the share page, poster and history say no interest stands out yet', async ({ page, browser }) => {
  const student = await createStudent(page.request, '小平');
  const result = await submitHld(page.request, student.token, flatHldSheet());
  await signInPage(page, student.token, `/holland/result?id=${result.id}`);
  // No gate: an honest flat sheet is not careless.
  await expect(page.getByRole('button', { name: '仍然查看结果（仅供参考）' })).toHaveCount(0);
  const notice = page.getByRole('note', { name: '六种兴趣的得分很接近' });
  await expect(notice).toContainText('不必把它当作结论');
  await expect(notice.getByRole('link', { name: '过一段时间再测一次' })).toBeVisible();
  await expect(page.locator('[aria-labelledby="report-summary"]')).toContainText('还没有哪一种明显突出');
  await expect(page.locator('section [data-caveat="flagged"]')).toHaveCount(0);

  const url = await shareAndPoster(page, 'flat', { tag: '六种兴趣得分接近', title: '六种兴趣的得分很接近', label: '我的兴趣代码' });
  await visit(browser, url, 'flat', { title: '六种兴趣的得分很接近', summary: /还没有哪一种明显突出/ });

  await page.goto('/user-center/evaluation');
  const line = page.getByTestId('history-hld').getByRole('listitem');
  await expect(line).toContainText('六种兴趣得分接近');

  // A retake that is flagged: neither result is chosen as the better one in silence.
  const retake = await submitHld(page.request, student.token, straightLinedSheet());
  await page.reload();
  await expect(line).toHaveCount(2);
  await expect(line.nth(0)).toContainText('仅供参考 · 建议重测');
  await expect(line.nth(1)).toContainText('六种兴趣得分接近');
  await expect(page.getByTestId('history-which-hld')).toContainText('显示的是最新的一次');
  await expect(page.getByTestId('history-which-hld')).toContainText('最新一次带有「仅供参考 · 建议重测」的提示，较早的 1 次没有');
  await shootAtWidths(page, 'history');
  await page.goto('/holland/result');
  await page.getByRole('button', { name: '仍然查看结果（仅供参考）' }).click();
  const previous = page.getByTestId('previous-result');
  await expect(previous).toContainText(`这次是 ${retake.type}（仅供参考 · 建议重测）`);
  await expect(previous).toContainText('上次的结果更值得参考');
});

test('the class report and its printout carry both caveats', async ({ page, request }) => {
  const { admin, classId, students } = await schoolWithClass(request, 2);
  await schoolCall(request, 'recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, admin.token);
  const device = (await (await request.post('/api/school/setupDevice', { form: { code: await deviceCode(request, admin.token, classId) } })).json()).data.deviceToken as string;
  const tokenOf = async (student: { id: number; pin: string }) =>
    (await (await request.post('/api/school/pinLogin', { form: { studentId: String(student.id), pin: student.pin }, headers: { [CLASS_DEVICE_HEADER]: device } })).json()).data
      .token as string;
  await submitHld(request, await tokenOf(students[0]), straightLinedSheet());
  await submitHld(request, await tokenOf(students[1]), flatHldSheet());

  await signInPage(page, admin.token, `/school/class/${classId}/report`);
  const rows = page.getByTestId('class-report-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('（待重测）');
  await expect(rows.nth(0)).toContainText('建议重测（职业兴趣）');
  await expect(rows.nth(1)).toContainText('兴趣尚未分化');

  await page.getByRole('link', { name: '打印全班报告' }).click();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  const [flagged, flat] = [page.locator('section[data-student]').nth(0), page.locator('section[data-student]').nth(1)];
  await expect(flagged.getByRole('note', { name: '这次的结果还不能作为依据' })).toBeVisible();
  await expect(flagged.locator('[aria-labelledby="report-summary"]')).toContainText('按这次的答案得出的结果是');
  await expect(flat.getByRole('note', { name: '六种兴趣的得分很接近' })).toBeVisible();
});

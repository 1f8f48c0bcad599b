import type { Page } from '@playwright/test';
import { beginTest, createStudent } from './students';
import { expect, test } from './support';

/**
 * Issue 14, point 4: nothing on the test page may look like an answer the student did not give. For a
 * student who taps, no option is focused (a focused first option looks pre-selected), and 回到当前题 →
 * never appears while the page moves on to the next question; a keyboard user still lands on the
 * options, and 回到当前题 → is there when they really are behind.
 */

/** Counts every time a 回到当前题 button is added to the page, however briefly. */
async function countBackButtons(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { backButtons: number };
    w.backButtons = 0;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement && (node.textContent ?? '').includes('回到当前题')) w.backButtons += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { backButtons: number }).backButtons);
}

const focusedOption = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') === 'radio');
const optionsShowingFocus = (page: Page) => page.evaluate(() => document.querySelectorAll('[role="radio"]:focus-visible').length);

test('a tapped test shows no option as focused and no 回到当前题 flash; the keyboard still lands on the options', async ({ page }) => {
  const student = await createStudent(page.request, '小禾');
  await beginTest(page, student.token, '/holland/start');
  expect(await focusedOption(page)).toBe(false);
  expect(await optionsShowingFocus(page)).toBe(0);

  const backButtons = await countBackButtons(page);
  for (let n = 1; n <= 8; n++) {
    await page
      .getByRole('radio')
      .nth(n % 3)
      .click();
    await expect(page.getByText(new RegExp(`^${n + 1}/\\d+$`))).toBeVisible();
    expect(await focusedOption(page), `question ${n + 1}`).toBe(false);
    expect(await optionsShowingFocus(page), `question ${n + 1}`).toBe(0);
  }
  expect(await backButtons(), 'times 回到当前题 appeared while answering').toBe(0);

  // Behind for real: it is there, and changing an earlier answer does not make it blink either.
  await page.getByRole('button', { name: '← 上一题' }).click();
  await page.getByRole('button', { name: '← 上一题' }).click();
  await expect(page.getByRole('button', { name: '回到当前题 →' })).toBeVisible();
  const before = await backButtons();
  await page.getByRole('radio').first().click();
  await expect(page.getByText(/^8\/\d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '回到当前题 →' })).toBeVisible();
  expect(await backButtons()).toBe(before);
  await page.getByRole('button', { name: '回到当前题 →' }).click();
  await expect(page.getByText(/^9\/\d+$/)).toBeVisible();

  // A keyboard user answers with a number key (once the question takes answers): the next question's options take the focus.
  await expect(page.getByRole('radio').first()).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('2');
  await expect(page.getByText(/^10\/\d+$/)).toBeVisible();
  await expect.poll(() => focusedOption(page)).toBe(true);
});

test('a test in progress shows no navigation, hotline or footer; 返回测评列表 leaves it and it resumes where it was', async ({ page }) => {
  const student = await createStudent(page.request, '小岚');
  await beginTest(page, student.token, '/mbti/start');
  await page.getByRole('radio').first().click();
  await expect(page.getByText(/^2\/\d+$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('咨询热线')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /首页/ })).toHaveCount(0);
  // Who is signed in, and 退出 for a shared tablet's hand-over, stay.
  await expect(page.getByRole('banner').getByRole('button', { name: '退出' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /返回测评列表/ })
    .click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/mbti/test');
  await expect(page.getByText(/^2\/\d+$/)).toBeVisible();
});

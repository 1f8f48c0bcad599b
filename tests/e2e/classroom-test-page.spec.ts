import { answerThroughUi, beginTest, createStudent, prefillAnswers, signInPage } from './students';
import { expect, test } from './support';

/** Issue "Local-first under classroom conditions": the test page under a classroom's hands. */
test.describe.configure({ mode: 'serial' });

test('a quick second tap does not answer the question that just appeared, and storage is asked to persist (point 13)', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls++;
      return persist();
    };
  });
  const student = await createStudent(page.request, '小唐');
  // Opened straight at the test page (a bookmark, the history list), not through the start button.
  await signInPage(page, student.token, '/holland/test');
  await expect(page.getByText('1/72')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBeGreaterThan(0);

  const first = page.getByRole('radio').first();
  await expect(first).not.toHaveAttribute('aria-disabled', 'true');
  const box = (await first.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // 650 ms after the first tap the next question has just appeared under the finger.
  await page.waitForTimeout(650);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(1000);
  await expect(page.getByText('2/72')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  // A deliberate tap a moment later answers it as usual.
  await page.getByRole('radio').first().click();
  await expect(page.getByText('3/72')).toBeVisible();
});

test('a test page left open for 25 hours counts no idle time, and the finished test is accepted (point 10)', async ({ page, context }) => {
  await context.clock.install();
  const student = await createStudent(page.request, '小萧');
  await beginTest(page, student.token, '/holland/start');
  await prefillAnswers(page, 70); // 70 answers, 210 s of active time
  await page.reload();
  await answerThroughUi(page, 1);
  await expect(page.getByText('72/72')).toBeVisible();
  // The tablet stays on the desk, the page visible, until the next day.
  await context.clock.fastForward(25 * 3600_000);
  await page.getByRole('radio').first().click();
  await expect(page.getByText('已上传', { exact: true })).toBeVisible();
  const census = await page.request.post('/api/hld/getAnswerCensus', { headers: { token: student.token } });
  const { data } = (await census.json()) as { data: { times: number } };
  // 210 s prefilled, a few seconds of answering, and at most IDLE_AFTER_MS (3 min) of the pause.
  expect(data.times).toBeGreaterThanOrEqual(210);
  expect(data.times).toBeLessThan(210 + 180 + 60);
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';
import { instruments } from '#content/assessments/registry';
import { shownIds } from '#shared/assessments/shown-order';
import { attentiveSheet } from '#tests/support/psychometrics/attentive-sheet';
import { withReaderChecks } from '#tests/support/reader-checks';
import { beginTest, createStudent, progress, shownCount, signInPage } from './students';

async function submit(request: APIRequestContext, token: string, key: 'hld' | 'mbti' | 'dyzn', answer: unknown[]) {
  const res = await request.post(`/api/${key}/submitAnswer`, { form: { answer: JSON.stringify(answer), times: '700' }, headers: { token } });
  const body = (await res.json()) as { code: number; data: { id: number } };
  expect(body.code).toBe(1000);
  return body.data.id;
}

test('a straight-lined sheet gets a kind notice before its report, and the report is marked of limited value', async ({ page }) => {
  const student = await createStudent(page.request, '小直');
  const id = await submit(
    page.request,
    student.token,
    'hld',
    // 是 to every question shown, the validity items (作答检查题) too, as a straight-liner taps them.
    shownIds(instruments.hld).map((id) => ({ id, value: 2 })),
  );
  await signInPage(page, student.token, `/holland/result?id=${id}`);
  await expect(page.getByText('这次的作答情况提示')).toBeVisible();
  await expect(page.getByText(/几乎都选了同一个选项/)).toBeVisible();
  await expect(page.getByRole('link', { name: '重新作答' })).toHaveAttribute('href', '/holland/start');
  // No confident code before the student chooses to look.
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toHaveCount(0);
  await page.getByRole('button', { name: '仍然查看结果（仅供参考）' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /[RIASEC]{3} · / })).toBeVisible();
  await expect(page.getByText('这次的结果只能作为参考，认真重做一次会更准。')).toBeVisible();
  // All 是: a six-way tie, said so, with no consistency index.
  await expect(page.getByText(/六种兴趣得分很接近/).first()).toBeVisible();
  await expect(page.getByText('一致性：')).toContainText('不适用');
  await expect(page.getByRole('heading', { name: '关于本测评' })).toBeVisible();
});

test('finishing a careless sheet on the device shows the notice at once, from the local check', async ({ page }) => {
  const student = await createStudent(page.request, '小快');
  await beginTest(page, student.token, '/midas/start');
  // All answers but the last, 完全不像我 (the validity items too), already on the device, as a student
  // tapping the first option would leave them.
  const given = shownCount('dyzn') - 1;
  await page.evaluate(async (given) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
    });
    const tx = db.transaction('sessions', 'readwrite');
    const store = tx.objectStore('sessions');
    const request = store.getAll();
    request.onsuccess = () => {
      for (const s of request.result as { questions: { id: number }[]; answers: Record<number, unknown>; activeMs: number; position: number }[]) {
        s.questions.slice(0, given).forEach((q) => (s.answers[q.id] = { value: 0, at: Date.now(), ms: 400 }));
        s.activeMs = given * 900;
        s.position = given;
        store.put(s);
      }
    };
    await new Promise((resolve) => (tx.oncomplete = resolve));
  }, given);
  await page.reload();
  await expect(page.getByText(progress('dyzn', given + 1))).toBeVisible();
  await page.route('**/api/dyzn/submitAnswer', (route) => route.abort('connectionrefused'));
  await page.getByRole('radio').first().click();
  await expect(page.getByText('这次的作答情况提示')).toBeVisible();
  await expect(page.getByText(/用时不到一秒/)).toBeVisible();
});

test('an undecided MBTI letter is marked, both neighbouring types are offered, and the self-check shows the chosen one', async ({ page }) => {
  const student = await createStudent(page.request, '小定');
  // E/I 10:9 (slight, undecided); S, T and J clear.
  const want: Record<string, number> = { EI: 10, SN: 15, TF: 14, JP: 15 };
  const first: Record<string, string> = { EI: 'E', SN: 'S', TF: 'T', JP: 'J' };
  const answer = instruments.mbti.items.map((item) => {
    const n = instruments.mbti.items.filter((i) => i.dimension === item.dimension).indexOf(item);
    return { id: item.id, answer: (item.aPole === first[item.dimension]) === n < want[item.dimension] ? 'a' : 'b' };
  });
  // The validity items (作答检查题) answered as a reader does: this sheet's report is not flagged.
  const id = await submit(page.request, student.token, 'mbti', withReaderChecks('mbti', answer));
  await signInPage(page, student.token, `/mbti/result?id=${id}`);
  await expect(page.getByTestId('mbti-type')).toContainText('待确认');
  await expect(page.getByText(/与你相邻的类型ISTJ/)).toBeVisible();
  await expect(page.getByText('E 52.63% · I 47.37%').first()).toBeVisible();
  await page.getByRole('button', { name: /^I 内向/ }).click();
  await expect(page.getByText(/按你的自我确认，下面显示的是更像你的 ISTJ/)).toBeVisible();
  // The choice is kept on the device.
  await page.reload();
  await expect(page.getByText(/按你的自我确认，下面显示的是更像你的 ISTJ/)).toBeVisible();
});

test('a retake shows the previous result beside the new one', async ({ page }) => {
  const student = await createStudent(page.request, '小再');
  const sheet = (seed: number) => Object.entries(attentiveSheet('dyzn', seed)).map(([id, value]) => ({ id: Number(id), value }));
  const firstId = await submit(page.request, student.token, 'dyzn', sheet(1));
  const secondId = await submit(page.request, student.token, 'dyzn', sheet(40));
  await signInPage(page, student.token, `/midas/result?id=${secondId}`);
  await expect(page.getByText(/也做过这项测评，那次的结果是/)).toBeVisible();
  await page.getByRole('link', { name: '查看上次的报告' }).click();
  await expect(page).toHaveURL(new RegExp(`/midas/result\\?id=${firstId}`));
});

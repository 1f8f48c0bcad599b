import type { BrowserContext, Page } from '@playwright/test';
import type { ClassRoster } from '#shared/api/school';
import { attentiveSheet } from '#tests/support/psychometrics/attentive-sheet';
import { PIN_SIGN_IN_TIMEOUT_MS } from '#client/features/tablet/pin-entry';
import { expect } from './support';

/** A class tablet in the browser: set up, a student's PIN sign-in, the hand-over, a test almost done. */

type Student = Pick<ClassRoster['students'][number], 'name' | 'pin'>;

export async function setUpTablet(context: BrowserContext, code: string, label: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/tablet/setup?code=${code}`);
  await page.getByLabel('平板名称（可以不填）').fill(label);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await expect(page.getByRole('list', { name: '全班同学' })).toBeVisible();
  return page;
}

export async function signInByPin(page: Page, student: Student) {
  if (!/\/tablet$/.test(page.url())) await page.goto('/tablet');
  await expect(page.getByText('当前同学')).toHaveCount(0);
  await page.getByRole('list', { name: '全班同学' }).getByRole('button', { name: student.name, exact: true }).click();
  const pad = page.getByRole('dialog', { name: student.name });
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  // As long as the pad itself waits: 15 tablets signing in at once on a busy machine took more than 10 s.
  await expect(page.getByRole('region', { name: '平板使用者' })).toContainText(`当前同学：${student.name}`, { timeout: PIN_SIGN_IN_TIMEOUT_MS });
}

export async function handOver(page: Page, { midTest }: { midTest: boolean }) {
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  // In the middle of a test the tablet asks first (the answers are kept).
  if (midTest) await page.getByRole('alertdialog').getByRole('button', { name: '换下一位同学' }).click();
  await expect(page).toHaveURL(/\/tablet$/);
  await expect(page.getByText('当前同学')).toHaveCount(0);
}

/**
 * The Holland card's button on the list of tests a student lands on after the PIN: a tap in the app, as a
 * student goes, not a page load (each costs the tablet's CPU the whole app again).
 */
export async function openHollandFromList(page: Page, button: '我要测试' | '继续答题') {
  await expect(page).toHaveURL(/\/assessment$/);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '霍兰德职业兴趣测评' }) })
    .getByRole('button', { name: button })
    .click();
  await expect(page).toHaveURL(/\/holland\/start$/);
}

/** Starts the Holland test from the list of tests: a fresh student begins at question 1, whatever others left on this tablet (a class tablet asks for no tick). */
export async function startHollandTest(page: Page) {
  await openHollandFromList(page, '我要测试');
  await expect(page.getByText('在班级平板上做测评')).toBeVisible();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
}

/** Answers the signed-in student's open session up to one question before the end, straight in IndexedDB. */
export async function fillAllButLast(page: Page) {
  const sheet = attentiveSheet('hld');
  await page.evaluate(async (values) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shengya');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const info = await fetch('/api/user/getUserInfo', { method: 'POST', headers: { token: sessionStorage.getItem('token') ?? '' } });
    const me = ((await info.json()) as { data: { id: number } }).data.id;
    const tx = db.transaction('sessions', 'readwrite');
    const store = tx.objectStore('sessions');
    const all = await new Promise<Array<{ userId: number; assessment: string; questions: { id: number }[]; answers: Record<number, unknown>; activeMs: number; position: number }>>(
      (resolve) => {
        const req = store.getAll();
        req.onsuccess = () => resolve(req.result);
      },
    );
    const mine = all.filter((s) => s.assessment === 'hld' && s.userId === me);
    if (mine.length !== 1) throw new Error(`expected one open test of the signed-in student, found ${mine.length}`);
    const [session] = mine;
    session.questions.slice(0, -1).forEach((q) => {
      session.answers[q.id] ??= { value: values[q.id], at: Date.now() };
    });
    session.activeMs = Math.max(session.activeMs, session.questions.length * 3000);
    session.position = session.questions.length - 1;
    store.put(session);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, sheet);
}

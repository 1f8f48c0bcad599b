import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ClassRoster } from '#shared/api/school';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { attentiveSheet } from './sheets';
import { deviceCode, schoolWithClass } from './school';
import { expect, test } from './support';

/**
 * Issue 16's classroom: five tablets set up for one class of 45 students with no phones. Each
 * student signs in on their tablet by name and PIN, answers, hands over; later signs in again on the
 * same tablet and finishes; for some the network is down when they finish, so their result leaves
 * only after they handed the tablet over. At the end every finished test is on the server once,
 * under the right student, and no tablet ever showed one student anything of another.
 */

const STUDENTS = 45;
const TABLETS = 5;
type Student = ClassRoster['students'][number];

test.setTimeout(15 * 60_000);

async function setUpTablet(context: BrowserContext, code: string, label: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/tablet/setup?code=${code}`);
  await page.getByLabel('平板名称（可以不填）').fill(label);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await expect(page.getByRole('list', { name: '全班同学' })).toBeVisible();
  return page;
}

async function signInByPin(page: Page, student: Student) {
  if (!/\/tablet$/.test(page.url())) await page.goto('/tablet');
  await expect(page.getByText('当前同学')).toHaveCount(0);
  await page.getByRole('list', { name: '全班同学' }).getByRole('button', { name: student.name, exact: true }).click();
  const pad = page.getByRole('dialog', { name: student.name });
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('region', { name: '平板使用者' })).toContainText(`当前同学：${student.name}`);
}

async function handOver(page: Page, { midTest }: { midTest: boolean }) {
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  // In the middle of a test the tablet asks first (the answers are kept).
  if (midTest) await page.getByRole('alertdialog').getByRole('button', { name: '换下一位同学' }).click();
  await expect(page).toHaveURL(/\/tablet$/);
  await expect(page.getByText('当前同学')).toHaveCount(0);
}

/** Starts the Holland test: a fresh student begins at question 1, whatever others left on this tablet. */
async function startHollandTest(page: Page) {
  await page.goto('/holland/start');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
}

/** Answers the signed-in student's open session up to one question before the end, straight in IndexedDB. */
async function fillAllButLast(page: Page) {
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
    const all = await new Promise<Array<{ userId: number; assessment: string; questions: { id: number }[]; answers: Record<number, unknown>; activeMs: number; position: number }>>((resolve) => {
      const req = store.getAll();
      req.onsuccess = () => resolve(req.result);
    });
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

async function resultCount(request: APIRequestContext, token: string): Promise<number> {
  const body = (await (await request.post('/api/hld/getResultHistory', { headers: { token } })).json()) as { data: unknown[] };
  return body.data.length;
}

test('45 students on five shared tablets: each signs in by name and PIN, hands over, finishes later; every result is stored once under its student', async ({ browser, request }) => {
  const { admin, classId, students } = await schoolWithClass(request, STUDENTS);
  // Consent is recorded for the whole class (the gate itself is tested in the integration tests).
  const consent = await request.post('/api/school/recordConsent', {
    form: { studentIds: students.map((s) => s.id).join(','), method: '学校统一收集的书面同意', date: '2026-09-01' },
    headers: { token: admin.token },
  });
  expect((await consent.json()).code).toBe(1000);
  const code = await deviceCode(request, admin.token, classId);
  const contexts = await Promise.all(Array.from({ length: TABLETS }, () => browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })));
  const tablets = await Promise.all(contexts.map((context, i) => setUpTablet(context, code, `${i + 1}号平板`)));
  const studentsOf = (t: number) => students.filter((_, i) => i % TABLETS === t);
  const offlineAtFinish = (s: Student) => students.indexOf(s) % 4 === 1;

  // Round one: everyone begins and answers a question, then hands over.
  await Promise.all(
    tablets.map(async (page, t) => {
      for (const student of studentsOf(t)) {
        await signInByPin(page, student);
        await startHollandTest(page);
        await page.getByRole('radio').first().click();
        await expect(page.getByText(/^2\/\d+$/)).toBeVisible();
        await handOver(page, { midTest: true });
      }
    }),
  );

  // Round two: each signs in again on the same tablet, resumes at question 2 and finishes; for some
  // the network is down as they finish, and they hand over before it comes back.
  await Promise.all(
    tablets.map(async (page, t) => {
      for (const student of studentsOf(t)) {
        await signInByPin(page, student);
        await page.goto('/holland/test');
        await expect(page.getByText(/^2\/\d+$/)).toBeVisible(); // exactly where this student left off
        await fillAllButLast(page);
        await page.reload();
        const offline = offlineAtFinish(student);
        if (offline) await contexts[t].setOffline(true);
        await page.getByRole('radio').first().click();
        await expect(page).toHaveURL(/\/holland\/result/);
        await expect(page.getByRole('heading', { level: 1, name: /霍兰德/ })).toBeVisible();
        await handOver(page, { midTest: false });
        if (offline) await contexts[t].setOffline(false);
      }
    }),
  );

  // Every finished test reaches the server once, under its own student: checked with each student's
  // own sign-in on a tablet set up for the check.
  const checker = await (await request.post('/api/school/setupDevice', { form: { code } })).json();
  const tokens = new Map<number, string>();
  for (const student of students) {
    const signedIn = await request.post('/api/school/pinLogin', { form: { studentId: String(student.id), pin: student.pin }, headers: { [CLASS_DEVICE_HEADER]: checker.data.deviceToken } });
    tokens.set(student.id, ((await signedIn.json()) as { data: { token: string } }).data.token);
  }
  await expect
    .poll(async () => (await Promise.all(students.map((s) => resultCount(request, tokens.get(s.id)!)))).join(','), { message: 'one result per student on the server', intervals: [1000, 2000, 5000] })
    .toBe(Array(STUDENTS).fill(1).join(','));
  // And no tablet still holds anything to send.
  for (const page of tablets) {
    await expect.poll(() => page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('shengya');
        open.onsuccess = () => resolve(open.result);
      });
      const count = await new Promise<number>((resolve) => {
        const req = db.transaction('outbox').objectStore('outbox').count();
        req.onsuccess = () => resolve(req.result);
      });
      db.close();
      return count;
    })).toBe(0);
  }
  await Promise.all(contexts.map((context) => context.close()));
});

import type { APIRequestContext } from '@playwright/test';
import type { ClassRoster } from '#shared/api/school';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { deviceCode, schoolWithClass } from './school';
import { fillAllButLast, handOver, openHollandFromList, setUpTablet, signInByPin, startHollandTest } from './tablets';
import { appUrl, expect, test } from './support';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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

async function resultCount(request: APIRequestContext, token: string): Promise<number> {
  const body = (await (await request.post('/api/hld/getResultHistory', { headers: { token } })).json()) as { data: unknown[] };
  return body.data.length;
}

test('45 students on five shared tablets: each signs in by name and PIN, hands over, finishes later; every result is stored once under its student', async ({
  browser,
  request,
}) => {
  const { admin, classId, students } = await schoolWithClass(request, STUDENTS);
  // Consent is recorded for the whole class (the gate itself is tested in the integration tests).
  const consent = await request.post('/api/school/recordConsent', {
    form: { studentIds: students.map((s) => s.id).join(','), method: '学校统一收集的书面同意', date: '2026-09-01' },
    headers: { token: admin.token },
  });
  expect((await consent.json()).code).toBe(1000);
  const code = await deviceCode(request, admin.token, classId);
  const contexts = await Promise.all(Array.from({ length: TABLETS }, () => browser.newContext({ baseURL: appUrl(), locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })));
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
        await openHollandFromList(page, '继续答题');
        await page.getByRole('button', { name: '继续答题' }).click();
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
    const signedIn = await request.post('/api/school/pinLogin', {
      form: { studentId: String(student.id), pin: student.pin },
      headers: { [CLASS_DEVICE_HEADER]: checker.data.deviceToken },
    });
    tokens.set(student.id, ((await signedIn.json()) as { data: { token: string } }).data.token);
  }
  await expect
    .poll(async () => (await Promise.all(students.map((s) => resultCount(request, tokens.get(s.id)!)))).join(','), {
      message: 'one result per student on the server',
      intervals: [1000, 2000, 5000],
    })
    .toBe(Array(STUDENTS).fill(1).join(','));
  // And no tablet still holds anything to send.
  for (const page of tablets) {
    await expect
      .poll(() =>
        page.evaluate(async () => {
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
        }),
      )
      .toBe(0);
  }
  await Promise.all(contexts.map((context) => context.close()));
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { ClassBoard } from '#shared/api/lessons';
import type { ClassRoster, DeviceSetup, SchoolInfo } from '#shared/api/school';
import { packForQr } from '#shared/school/qr-relay';
import { makeDeviceKeys } from '#client/lib/device-crypto';
import { signedHld, type SigningTablet, withOneAnswerChanged } from '#tests/support/signed-lines';
import { qrPng, writeQrVideo } from './qr-images';
import { attentiveSheet } from '#tests/support/psychometrics/attentive-sheet';
import { Device, logInThroughUi } from './devices';
import { classRows, deviceCode, schoolCall, schoolWithClass } from './school';
import { answerThroughUi, shownCount, waitForServiceWorker } from './students';
import { expect, test } from './support';
import { setUpTablet } from './tablets';

// The whole lesson runs on the service worker's copy of the app (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.setTimeout(5 * 60_000);

/**
 * Issue 34: a lesson with no network from the first sign-in to the last scan. Three class tablets
 * (persistent profiles) set up online beforehand, then offline: 12 students sign in by PIN, finish the
 * assigned test and the tablets show their results as QR codes; the teacher's phone, offline too,
 * reads screenshots of those codes ("从图片识别"). Only the phone goes online: every result is stored
 * once under its student. Then the tablets go online and send the same results: nothing changes.
 * The second test: the phone's camera reads a code, and the phone refuses a code with an answer changed,
 * one a stopped tablet finished after its stop and one of another class's student (so does the server).
 */

type Student = ClassRoster['students'][number];
const HLD_QUESTIONS = shownCount('hld');

/** Answers all but the last question of the offline-signed student's open test, straight in IndexedDB (the tapping is tested elsewhere). */
async function fillAllButLast(page: Page, student: Student) {
  await page.evaluate(
    async ({ values, userId }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('shengya');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('sessions', 'readwrite');
      const store = tx.objectStore('sessions');
      const all = await new Promise<
        Array<{ userId: number; assessment: string; questions: { id: number }[]; answers: Record<number, unknown>; activeMs: number; position: number }>
      >((resolve) => {
        const request = store.getAll();
        request.onsuccess = () => resolve(request.result);
      });
      const session = all.find((s) => s.assessment === 'hld' && s.userId === userId);
      if (!session) throw new Error('no open test of the student signed in without a network');
      session.questions.slice(0, -1).forEach((q, i) => (session.answers[q.id] ??= { value: values[q.id], at: Date.now(), ms: 2500 + i * 40 }));
      session.activeMs = session.questions.length * 3000;
      session.position = session.questions.length - 1;
      store.put(session);
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { values: attentiveSheet('hld', student.id), userId: -student.id },
  );
  await page.reload();
}

/** Name, PIN with no network, the assigned test to its end, the report, and the hand-over. */
async function takeTestOffline(page: Page, student: Student) {
  await page.getByRole('list', { name: '全班同学' }).getByRole('button', { name: student.name, exact: true }).click();
  const pad = page.getByRole('dialog', { name: student.name });
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page).toHaveURL(/\/holland\/test$/);
  await expect(page.getByText(`1/${HLD_QUESTIONS}`, { exact: true })).toBeVisible();
  await fillAllButLast(page, student);
  await expect(page.getByText(`${HLD_QUESTIONS}/${HLD_QUESTIONS}`, { exact: true })).toBeVisible();
  await answerThroughUi(page, 1);
  await expect(page).toHaveURL(/\/holland\/result/);
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  await expect(page).toHaveURL(/\/tablet$/);
}

test('a lesson with no network: offline sign-in on three tablets, results collected by scanning their QR codes', async ({ request, playwright }) => {
  const { admin, classId, students } = await schoolWithClass(request, 12);
  const now = Date.now();
  await schoolCall(
    request,
    'createAssignment',
    { classId: String(classId), assessments: 'hld', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 45 * 60_000).toISOString(), note: '没有网络的一节课' },
    admin.token,
  );

  // Online, beforehand: three tablets set up for the class, the teacher's phone opens 扫码收卷 once.
  const code = await deviceCode(request, admin.token, classId, 3);
  const tablets = [new Device(playwright), new Device(playwright), new Device(playwright)];
  const phone = new Device(playwright);
  const [tabletPages, phonePage] = await Promise.all([
    Promise.all(
      tablets.map(async (tablet, i) => {
        await tablet.launch();
        const ready = await setUpTablet(tablet.context!, code, `${i + 1}号平板`);
        await waitForServiceWorker(ready);
        // The question lists kept for offline sign-ins.
        await expect
          .poll(() =>
            ready.evaluate(
              () =>
                new Promise<number>((resolve) => {
                  const open = indexedDB.open('shengya');
                  open.onsuccess = () => {
                    const count = open.result.transaction('questionLists').objectStore('questionLists').count();
                    count.onsuccess = () => resolve(count.result);
                  };
                }),
            ),
          )
          .toBe(3);
        return ready;
      }),
    ),
    (async () => {
      const page = await phone.launch();
      await logInThroughUi(page, { mobile: admin.mobile, password: admin.password });
      await page.goto('/school/collect');
      await waitForServiceWorker(page);
      await expect(page.getByRole('list', { name: /收卷情况$/ }).getByRole('listitem')).toHaveCount(12);
      return page;
    })(),
  ]);

  // No network anywhere from here.
  for (const device of [...tablets, phone]) await device.goOffline();
  await Promise.all(
    tabletPages.map(async (page, t) => {
      await page.reload();
      await expect(page.getByText('现在没有网络，也可以登录答题')).toBeVisible();
      for (const student of students.slice(t * 4, t * 4 + 4)) await takeTestOffline(page, student);
      await page.getByRole('link', { name: '扫码收卷' }).click();
      await expect(page.getByText('这台平板上有 4 份还没上传的测评结果')).toBeVisible();
    }),
  );

  // The phone reads every tablet's codes from screenshots.
  for (const [t, page] of tabletPages.entries()) {
    const codes = page.getByRole('img', { name: /^收卷二维码/ });
    await expect(page.locator('figure[aria-busy="true"]')).toHaveCount(0);
    const shots = await Promise.all((await codes.all()).map((qr) => qr.screenshot()));
    await phonePage.getByLabel('从图片识别').setInputFiles(shots.map((buffer, i) => ({ name: `平板${t + 1}-${i + 1}.png`, mimeType: 'image/png', buffer })));
    await expect(phonePage.getByRole('heading', { name: new RegExp(`已收到 ${(t + 1) * 4}/12 人`) })).toBeVisible();
  }
  const list = phonePage.getByRole('list', { name: /收卷情况$/ });
  for (const student of students) await expect(list.getByRole('listitem', { name: `${student.name}：已收到` })).toBeVisible();
  await expect(phonePage.getByText('还有 12 份结果保存在手机上，等待上传')).toBeVisible();

  // Only the phone goes online: all twelve are stored, once, under the right students.
  await phone.context!.unroute('**/api/**');
  await phone.context!.setOffline(false);
  await phonePage.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(phonePage.getByText('扫到的 12 份结果都已交给服务器')).toBeVisible({ timeout: 20_000 });
  const board = async () => schoolCall<ClassBoard>(request, 'getClassBoard', { classId: String(classId) }, admin.token);
  const stored = (await board()).students.map((s) => [s.name, s.cells.hld?.state, s.cells.hld?.resultId]);
  expect(stored.map(([name, state]) => [name, state])).toEqual(students.map((s) => [s.name, 'uploaded']));
  expect(new Set(stored.map(([, , id]) => id)).size).toBe(12);

  // Then the tablets go online and send the same results: replays, nothing changes.
  for (const [t, tablet] of tablets.entries()) {
    await tablet.context!.unroute('**/api/**');
    await tablet.context!.setOffline(false);
    await tabletPages[t].evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(tabletPages[t].getByText('这台平板上没有等待上传的结果，不用扫码。')).toBeVisible({ timeout: 20_000 });
  }
  expect((await board()).students.map((s) => [s.name, s.cells.hld?.state, s.cells.hld?.resultId])).toEqual(stored);
  const held = await request.post('/api/lesson/getHeldResults', { form: { classId: String(classId) }, headers: { token: admin.token } });
  expect(await held.json()).toMatchObject({ code: 1000, data: [] });

  for (const device of [...tablets, phone]) await device.close();
});

/** A tablet set up through the API with a key made here by the tablet's own WebCrypto code. */
async function signingTablet(request: APIRequestContext, code: string, label: string): Promise<SigningTablet> {
  const keys = await makeDeviceKeys();
  const setup = await request.post('/api/school/setupDevice', { form: { code, label, publicKey: keys.publicKey } });
  const { data } = (await setup.json()) as { data: DeviceSetup };
  return { deviceId: data.deviceId, sealKey: data.sealKey, privateKey: keys.privateKey };
}

test('the teacher’s phone reads a code with its camera and refuses a changed answer, a stopped tablet’s later result and another class’s student', async ({
  request,
  playwright,
}, testInfo) => {
  const { admin, classId, students } = await schoolWithClass(request, 3);
  await schoolCall(request, 'createClass', { grade: '7', name: '4班' }, admin.token);
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(classRows(1, '初一', '4班', 'T')) }, admin.token);
  const otherClass = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes.find((c) => c.id !== classId)!;
  const [stranger] = (await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(otherClass.id) }, admin.token)).students;
  const start = Date.now();
  await schoolCall(
    request,
    'createAssignment',
    { classId: String(classId), assessments: 'hld', startsAt: new Date(start - 60_000).toISOString(), endsAt: new Date(start + 45 * 60_000).toISOString() },
    admin.token,
  );

  // Two tablets of the class; the second is stopped, then a test is finished on it.
  const code = await deviceCode(request, admin.token, classId, 2);
  const [tablet, stopped] = [await signingTablet(request, code, '1号平板'), await signingTablet(request, code, '2号平板')];
  const beforeStop = Date.now();
  await schoolCall(request, 'revokeDevice', { deviceId: String(stopped.deviceId) }, admin.token);
  const now = Date.now() + 1000;
  const [ming, hong, hua] = students;
  const good = await signedHld(tablet, ming, ming.pin, { attemptId: 'camera-read-0001', now: beforeStop });
  const refusals = [
    withOneAnswerChanged(await signedHld(tablet, hong, hong.pin, { attemptId: 'one-answer-changed', now: beforeStop })),
    await signedHld(stopped, hua, hua.pin, { attemptId: 'after-the-stop-01', now, change: { finishedAt: now } }),
    await signedHld(tablet, stranger, stranger.pin, { attemptId: 'another-class-001', now: beforeStop }),
  ];
  const video = testInfo.outputPath('tablet-code.y4m');
  writeQrVideo(video, packForQr([good])[0]);

  // The phone opens 扫码收卷 online once (the class lists and the tablets' keys), then has no network.
  const phone = new Device(playwright);
  const page = await phone.launch({ camera: video });
  await logInThroughUi(page, { mobile: admin.mobile, password: admin.password });
  await page.goto('/school/collect');
  await page.getByLabel('班级').selectOption(String(classId));
  await expect(page.getByRole('list', { name: /收卷情况$/ }).getByRole('listitem')).toHaveCount(3);
  await waitForServiceWorker(page);
  await phone.goOffline();

  await page.getByRole('button', { name: '用摄像头扫码' }).click();
  await expect(page.getByRole('status').filter({ hasText: '收到 1 份新结果' })).toContainText(ming.name);
  await page.getByRole('button', { name: '停止扫码' }).click();

  await page.getByLabel('从图片识别').setInputFiles(refusals.map((line, i) => ({ name: `code-${i + 1}.png`, mimeType: 'image/png', buffer: qrPng(packForQr([line])[0]) })));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('1 份结果和平板签名时的内容不一致（被改动过），没有保存');
  await expect(alert).toContainText('1 份结果是平板被停用之后才完成的，没有保存');
  await expect(alert).toContainText('1 份结果的同学不在这台平板所属班级的名单上，没有保存');
  const list = page.getByRole('list', { name: /收卷情况$/ });
  await expect(list.getByRole('listitem', { name: `${ming.name}：已收到` })).toBeVisible();
  for (const student of [hong, hua]) await expect(list.getByRole('listitem', { name: `${student.name}：未开始` })).toBeVisible();

  // Online: the one kept result is stored under its student. The server refuses the three as well.
  await phone.context!.unroute('**/api/**');
  await phone.context!.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('扫到的 1 份结果都已交给服务器')).toBeVisible({ timeout: 20_000 });
  const answers = await Promise.all(refusals.map(async (result) => (await request.post('/api/lesson/submitSignedResult', { form: { result } })).json()));
  expect(answers.map((a: { code: number; data: { outcome?: string } | null }) => [a.code, a.data?.outcome ?? null])).toEqual([
    [4000, null],
    [4003, null],
    [1000, 'held'],
  ]);
  const board = await schoolCall<ClassBoard>(request, 'getClassBoard', { classId: String(classId) }, admin.token);
  expect(board.students.map((s) => [s.name, s.cells.hld?.state])).toEqual([
    [ming.name, 'uploaded'],
    [hong.name, 'not-started'],
    [hua.name, 'not-started'],
  ]);
  // The class page keeps the stopped tablet, marked with when it was stopped.
  await page.goto(`/school/class/${classId}`);
  await expect(page.getByRole('row', { name: /2号平板.*已停用/ })).toBeVisible();
  await phone.close();
});

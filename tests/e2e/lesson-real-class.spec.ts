import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { ClassBoard } from '#shared/api/lessons';
import type { ClassRoster, SchoolInfo } from '#shared/api/school';
import { consentWaitMessages } from '#shared/family/consent';
import { classRows, deviceCode, newSchool, schoolCall } from './school';
import { answerThroughUi, progress, shownCount, signInPage } from './students';
import { appUrl, expect, test } from './support';
import { setUpTablet } from './tablets';

// Offline, the app update or the classroom: this spec needs the service worker (off elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 36's lesson as a real class has it, through the UI on four class tablets (every answer
 * tapped): two students of the same name, a long Uyghur name, two children whose guardian's consent is
 * not recorded, and one tablet that loses the network in the middle of a test. After the PIN each
 * student is at question 1 of the assigned test with no step between; a result finished offline goes up by itself
 * when the network is back, with no tap, and a tablet handed over offline shows its names again
 * within seconds of the network's return.
 */

test.setTimeout(8 * 60_000);

type Student = ClassRoster['students'][number];
const HLD_QUESTIONS = shownCount('hld');
const WAITING_FOR_CONSENT = consentWaitMessages.school;

/** A roster with the hard cases: 王欣怡 twice, 阿依古丽·买买提, and 赵小华 / 钱小雨 under 14 with no consent recorded. */
const NAMES = ['王欣怡', '王欣怡', '阿依古丽·买买提', '赵小华', '钱小雨', '孙小强', '周小北', '吴小军'];
const WITHOUT_CONSENT = new Set(['赵小华', '钱小雨']);

async function realClass(request: Parameters<typeof newSchool>[0]) {
  const admin = await newSchool(request);
  await schoolCall(request, 'createClass', { grade: '7', name: '2班' }, admin.token);
  const rows = classRows(NAMES.length, '初一', '2班', 'R').map((row, i) => ({ ...row, name: NAMES[i], birthMonth: WITHOUT_CONSENT.has(NAMES[i]) ? '2014-03' : '2012-05' }));
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(rows) }, admin.token);
  const classId = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].id;
  const { students } = await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(classId) }, admin.token);
  const consenting = students.filter((s) => !WITHOUT_CONSENT.has(s.name));
  await schoolCall(request, 'recordConsent', { studentIds: consenting.map((s) => s.id).join(','), method: '家长签字的纸质同意书', date: '2026-09-01' }, admin.token);
  const now = Date.now();
  const { id: assignmentId } = await schoolCall<{ id: number }>(
    request,
    'createAssignment',
    {
      classId: String(classId),
      assessments: 'hld,mbti',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 45 * 60_000).toISOString(),
      note: '先做职业兴趣，再做性格',
    },
    admin.token,
  );
  return { admin, classId, assignmentId, students };
}

/**
 * A student's button on the name list: by the roster order among the buttons that begin with their name,
 * so it holds whether same-name students are told apart by （1）/（2） or by a 学号 tail.
 */
function nameButton(page: Page, students: Student[], student: Student): Locator {
  const sameName = students.filter((s) => s.name === student.name);
  const escaped = student.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('list', { name: '全班同学' })
    .getByRole('button', { name: new RegExp(`^${escaped}`) })
    .nth(sameName.indexOf(student));
}

/** Name, PIN, and the first question of the assigned test: returns how long that took (tap on the name → question 1 shown). */
async function signInToFirstQuestion(page: Page, students: Student[], student: Student): Promise<number> {
  await expect(page.getByRole('list', { name: '全班同学' })).toBeVisible();
  const tapped = Date.now();
  await nameButton(page, students, student).click();
  const pad = page.getByRole('dialog', { name: student.name });
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page).toHaveURL(/\/holland\/test$/);
  await expect(page.getByText(`1/${HLD_QUESTIONS}`, { exact: true })).toBeVisible();
  const took = Date.now() - tapped;
  await expect(page.getByRole('region', { name: '平板使用者' })).toContainText(`当前同学：${student.name}`);
  return took;
}

/** Taps `count` answers on the test page, a varied sheet (not one option throughout). */
const tapAnswers = (page: Page, count: number) => answerThroughUi(page, count, (i, options) => (i * 3 + (i >> 3)) % options);

const answered = (page: Page) => page.evaluate(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0));

async function finishTest(page: Page) {
  await tapAnswers(page, HLD_QUESTIONS - (await answered(page)));
  await expect(page).toHaveURL(/\/holland\/result/);
}

/**
 * The report itself: a sheet tapped this fast is flagged by the quality check, whose notice comes first;
 * the student may still open the result (the upload state shows there).
 */
async function openReport(page: Page) {
  const anyway = page.getByRole('button', { name: '仍然查看结果（仅供参考）' });
  const badge = page.getByText(/已保存在本设备，尚未上传|^已上传$/);
  await expect(anyway.or(badge).first()).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
}

async function handOver(page: Page, { midTest = false } = {}) {
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  // In the middle of a test the tablet asks first (the answers are kept).
  if (midTest) await page.getByRole('alertdialog').getByRole('button', { name: '换下一位同学' }).click();
  await expect(page).toHaveURL(/\/tablet$/);
}

/** The board's cell of one student (by 学号: two share a name) for the Holland test. */
const cellOf = (board: Page, student: Student) =>
  board
    .locator('tr[data-student]')
    .filter({ has: board.getByRole('cell', { name: student.studentNo, exact: true }) })
    .locator('td[data-assessment="hld"] [data-state]');

async function serverBoard(request: Parameters<typeof newSchool>[0], token: string, classId: number, assignmentId: number): Promise<ClassBoard> {
  return schoolCall<ClassBoard>(request, 'getClassBoard', { classId: String(classId), assignmentId: String(assignmentId) }, token);
}

/** `offline`: the tablet goes offline in the lesson, so it needs the service worker (whose install costs every other tablet CPU for nothing). */
async function newTablet(browser: Browser, code: string, label: string, { offline = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 820, height: 1180 },
    serviceWorkers: offline ? 'allow' : 'block',
  });
  return { context, page: await setUpTablet(context, code, label) };
}

test('a real class through the UI: same names, a long name, no consent, and a tablet offline mid-test whose results go up by themselves', async ({ browser, request }) => {
  const { admin, classId, assignmentId, students } = await realClass(request);
  const [xinyi1, xinyi2, ayigul, hua, yu, qiang, bei] = students;
  expect(students.map((s) => s.name)).toEqual(NAMES);

  const teacher = await browser.newContext({ baseURL: appUrl(), locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const board = await teacher.newPage();
  await signInPage(board, admin.token, `/school/class/${classId}/board?assignment=${assignmentId}`);
  await expect(board.locator('tr[data-student]')).toHaveCount(NAMES.length);

  const code = await deviceCode(request, admin.token, classId);
  // Four tablets, at most two full tests each: a tap takes at least 0.9 s (the 400 ms tap guard and the
  // next question 500 ms later), so one tablet's 80 taps are a minute or more.
  const [a, b, c, d] = await Promise.all(['1号平板', '2号平板', '3号平板', '4号平板'].map((label) => newTablet(browser, code, label, { offline: label === '3号平板' })));
  const timings: number[] = [];

  async function childWithoutConsent(page: Page, child: Student) {
    timings.push(await signInToFirstQuestion(page, students, child));
    await tapAnswers(page, 3);
    // The board sees her working, although nothing of hers may be uploaded yet.
    await expect(cellOf(board, child)).toHaveAttribute('data-state', 'in-progress', { timeout: 10_000 });
    await finishTest(page);
    // She is told why her result waits, in her words, not that the network is down.
    await expect(page.getByText(WAITING_FOR_CONSENT).first()).toBeVisible({ timeout: 15_000 });
    await expect(cellOf(board, child)).toContainText('已完成，等待监护人同意后上传', { timeout: 10_000 });
    await handOver(page);
  }

  await Promise.all([
    // Tablet 1: the two 王欣怡, each by her own button and PIN; the first goes on to the next assigned test from her result.
    (async () => {
      timings.push(await signInToFirstQuestion(a.page, students, xinyi1));
      await finishTest(a.page);
      const next = a.page.getByRole('link', { name: '下一项测评：MBTI性格测评' });
      await expect(next).toBeVisible();
      await next.click();
      await expect(a.page).toHaveURL(/\/mbti\/test$/);
      await expect(a.page.getByText(progress('mbti', 1), { exact: true })).toBeVisible();
      await handOver(a.page, { midTest: true });
      timings.push(await signInToFirstQuestion(a.page, students, xinyi2));
      await finishTest(a.page);
      await handOver(a.page);
    })(),
    // Tablets 2 and 4: the long name, and the two children whose consent is not recorded.
    (async () => {
      timings.push(await signInToFirstQuestion(b.page, students, ayigul));
      await finishTest(b.page);
      await handOver(b.page);
      await childWithoutConsent(b.page, hua);
    })(),
    childWithoutConsent(d.page, yu),
    // Tablet 3: offline in the middle of two students' tests.
    (async () => {
      // 孙小强 finishes offline and taps nothing more: his result goes up when the network is back.
      timings.push(await signInToFirstQuestion(c.page, students, qiang));
      await tapAnswers(c.page, 10);
      await c.context.setOffline(true);
      await finishTest(c.page);
      await openReport(c.page);
      await expect(c.page.getByText(/已保存在本设备，尚未上传/)).toBeVisible();
      await c.context.setOffline(false);
      await expect(c.page.getByText('已上传', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(cellOf(board, qiang)).toHaveAttribute('data-state', /^(uploaded|flagged)$/, { timeout: 10_000 });
      await handOver(c.page);

      // 周小北 finishes offline and hands the tablet over while it is still offline: the names kept on the tablet
      // with the notice that it is offline (docs/OFFLINE-LESSON.md), then the server's list within seconds of
      // the network's return, and his result goes up with his upload credential, with no tap.
      timings.push(await signInToFirstQuestion(c.page, students, bei));
      await tapAnswers(c.page, 10);
      await c.context.setOffline(true);
      await finishTest(c.page);
      await handOver(c.page);
      const offlineNotice = c.page.getByText('现在没有网络，也可以登录答题');
      await expect(offlineNotice).toBeVisible();
      const lastName = c.page.getByRole('list', { name: '全班同学' }).getByRole('button').last();
      const offlineBox = await lastName.boundingBox();
      const collectLink = c.page.getByRole('navigation', { name: '老师用' }).getByRole('link', { name: '扫码收卷' });
      const offlineLinkBox = await collectLink.boundingBox();
      await c.context.setOffline(false);
      const back = Date.now();
      await expect(offlineNotice).toHaveCount(0, { timeout: 5000 });
      await expect(c.page.getByRole('list', { name: '全班同学' })).toBeVisible();
      // The notice's going moved no name and no teacher's link: a tap at that moment lands where the student
      // or the teacher saw it.
      expect(await lastName.boundingBox()).toEqual(offlineBox);
      expect(await collectLink.boundingBox()).toEqual(offlineLinkBox);
      test.info().annotations.push({ type: 'names back after the network (ms)', description: String(Date.now() - back) });
      await expect(cellOf(board, bei)).toHaveAttribute('data-state', /^(uploaded|flagged)$/, { timeout: 15_000 });
    })(),
  ]);

  // The results of tablets 1 and 2 go up by themselves after each hand-over, as the others did: the board
  // shows every consenting student's before the server is asked.
  for (const s of [xinyi1, xinyi2, ayigul]) await expect(cellOf(board, s)).toHaveAttribute('data-state', /^(uploaded|flagged)$/, { timeout: 15_000 });

  // On the server: every consenting student's result stored once under the right one of the two 王欣怡,
  // the two children's results waiting on their tablet, 吴小军 not started.
  const view = await serverBoard(request, admin.token, classId, assignmentId);
  const stateOf = (s: Student) => view.students.find((row) => row.id === s.id)!.cells.hld!.state;
  for (const s of [xinyi1, xinyi2, ayigul, qiang, bei]) expect(stateOf(s), s.name).toMatch(/^(uploaded|flagged)$/);
  for (const s of [hua, yu]) expect(stateOf(s), s.name).toBe('finished-waiting');
  expect(stateOf(students[7])).toBe('not-started');
  expect(view.students.find((row) => row.id === xinyi1.id)!.cells.hld!.resultId).not.toBe(view.students.find((row) => row.id === xinyi2.id)!.cells.hld!.resultId);
  expect(view.totals.hld).toMatchObject({ 'finished-waiting': 2, 'not-started': 1 });

  // Recorded, not bounded: how long a tap on a name takes to question 1 is the bench's to measure
  // (`npm run bench -- --only=tablet`, README › Performance); here it would measure whatever else the
  // test machine runs. What this test holds is the way: name, PIN, and the assigned test at question 1.
  test.info().annotations.push({ type: 'name tap → question 1 (ms)', description: timings.join(', ') });
  await Promise.all([a, b, c, d].map((t) => t.context.close()));
  await teacher.close();
});

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ClassRoster, SchoolInfo } from '#shared/api/school';
import { classRows, deviceCode, newSchool, schoolCall } from './school';
import { signInPage } from './students';
import { expect, test } from './support';
import { handOver, setUpTablet, signInByPin } from './tablets';

/**
 * Issue 32's 选科意向 round for a class of 45 on class tablets: the teacher opens it on the page, 40
 * students submit by the fast path (PIN sign-in and upload as a tablet makes them, through the API), four
 * through the real tablet UI on two tablets — one of them offline while its student submits, whose
 * choice arrives by itself once the network is back, after the hand-over — one changes their mind, one
 * never submits. The teacher reads the counts and exports the workbook, read back here with exceljs.
 */

type Student = ClassRoster['students'][number];
const ROUND_TITLE = '高一上学期第一次选科意向';

async function classOf45(request: APIRequestContext) {
  const admin = await newSchool(request, '第一实验中学');
  await schoolCall(request, 'createClass', { grade: '10', name: '1班' }, admin.token);
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(classRows(45, '高一', '1班', 'X').map((r) => ({ ...r, birthMonth: '2010-09' }))) }, admin.token);
  const classId = (await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token)).classes[0].id;
  const { students } = await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(classId) }, admin.token);
  return { admin, classId, students };
}

/** What a tablet does for a student by PIN, then their choice as its outbox sends it (with a submission id made on the device). */
async function submitByApi(request: APIRequestContext, deviceToken: string, student: Student, roundId: number, combination: string) {
  const login = await request.post('/api/school/pinLogin', { form: { studentId: String(student.id), pin: student.pin }, headers: { 'x-class-device': deviceToken } });
  const { data } = (await login.json()) as { data: { token: string; userId: number } };
  const sent = await request.post('/api/school/submitXuankeChoice', {
    form: { roundId: String(roundId), submissionId: `fast-${student.id}-${Date.now()}`, combination, note: '', submittedAt: String(Date.now()) },
    headers: { token: data.token, 'x-submitter-id': String(data.userId), 'x-class-device': deviceToken },
  });
  expect(((await sent.json()) as { code: number }).code).toBe(1000);
}

/** On the tablet's 选科意向 page, which opens after the PIN: 首选, two 再选, a note; submitted. */
async function chooseOnTablet(page: Page, first: string, others: [string, string], note = '') {
  await expect(page).toHaveURL(/\/subject-choice$/);
  const card = page.getByRole('region', { name: ROUND_TITLE });
  await card.getByRole('radio', { name: first }).check();
  for (const subject of others) await card.getByRole('checkbox', { name: subject }).check();
  await expect(card.getByText(`你的选择：${first}+`)).toBeVisible();
  if (note) await card.getByLabel('想对老师说的话（可不填）').fill(note);
  await card.getByRole('button', { name: /提交/ }).click();
  return card;
}

test('a 选科意向 round for a class of 45 on class tablets, one offline, exported for 排课', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const { admin, classId, students } = await classOf45(request);

  // The teacher opens the round on the page: the school has no province, so the model is chosen.
  await signInPage(page, admin.token, '/school/xuanke');
  await page.getByRole('button', { name: '发起选科意向' }).click();
  const dialog = page.getByRole('dialog', { name: '发起选科意向' });
  await dialog.getByLabel('标题').fill(ROUND_TITLE);
  // (A round without a model is refused with 请选择选科模式: tests/integration/xuanke-rounds.test.ts.)
  await dialog.getByRole('radio', { name: /^3\+1\+2/ }).check();
  await dialog.getByRole('button', { name: '发起', exact: true }).click();
  await expect(page).toHaveURL(/\/school\/xuanke\/\d+$/);
  const roundId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: ROUND_TITLE })).toBeVisible();
  await expect(page.getByTestId('submitted-count')).toHaveText('0/45');

  // Two class tablets in the browser, each its own device.
  const code = await deviceCode(request, admin.token, classId, 5);
  const contexts: BrowserContext[] = [await browser.newContext(), await browser.newContext()];
  const [tabletA, tabletB] = [await setUpTablet(contexts[0], code, '1号平板'), await setUpTablet(contexts[1], code, '2号平板')];

  // Through the UI: students 0 and 1 on tablet A; student 0 changes their mind before the round closes.
  const [s0, s1, s2, s3] = students;
  await signInByPin(tabletA, s0);
  const card0 = await chooseOnTablet(tabletA, '物理', ['化学', '生物'], '想学医');
  await expect(card0.getByRole('status')).toContainText('已提交给老师');
  await card0.getByRole('button', { name: '修改选科意向' }).click();
  await card0.getByRole('checkbox', { name: '生物' }).uncheck();
  await card0.getByRole('checkbox', { name: '地理' }).check();
  await expect(card0.getByText('你的选择：物理+化学+地理')).toBeVisible();
  await card0.getByRole('button', { name: '提交修改' }).click();
  await expect(card0.getByRole('status')).toContainText('物理+化学+地理');
  await expect(card0.getByRole('status')).toContainText('已提交给老师');
  await handOver(tabletA, { midTest: false });
  await signInByPin(tabletA, s1);
  await expect((await chooseOnTablet(tabletA, '历史', ['思想政治', '地理'])).getByRole('status')).toContainText('已提交给老师');
  await handOver(tabletA, { midTest: false });

  // Tablet B loses the network after student 2's sign-in: the choice is kept on the tablet and said so;
  // the student hands over, and the choice goes up by itself with the student's upload credential once the network is back.
  await signInByPin(tabletB, s2);
  await expect(tabletB).toHaveURL(/\/subject-choice$/);
  await contexts[1].setOffline(true);
  const card2 = await chooseOnTablet(tabletB, '历史', ['化学', '生物'], '还在犹豫');
  await expect(card2.getByRole('status')).toContainText('已保存在本设备，联网后会自动提交给老师');
  await handOver(tabletB, { midTest: false });

  // The fast path: 40 more students through the API, as their tablets' outboxes send them; student 44 never submits.
  const deviceToken = (await (await request.post('/api/school/setupDevice', { form: { code, label: '3号平板' } })).json()) as { data: { deviceToken: string } };
  const fast = students.slice(4, 44);
  const combos = ['物理+化学+生物', '物理+化学+地理', '物理+生物+地理', '历史+思想政治+地理'];
  for (const [i, student] of fast.entries()) await submitByApi(request, deviceToken.data.deviceToken, student, roundId, combos[i % 4]);
  // Student 3 on tablet A, once the fast path is in.
  await signInByPin(tabletA, s3);
  await chooseOnTablet(tabletA, '物理', ['生物', '思想政治']);
  await expect(tabletA.getByRole('region', { name: ROUND_TITLE }).getByRole('status')).toContainText('已提交给老师');

  // The offline tablet comes back: student 2's choice arrives with no tap.
  await contexts[1].setOffline(false);
  await page.reload();
  await expect(page.getByTestId('submitted-count')).toHaveText('44/45', { timeout: 20_000 });
  const missing = students[44];
  await expect(page.getByRole('region', { name: '提交情况' })).toContainText(`未提交（1人）${missing.name}`);
  // 40 fast: 物化生, 物化地, 物生地, 史政地 10 each; + the UI's 物化地 (changed from 物化生), 史政地, 史化生, 物生政.
  const byCombination = page.getByRole('region', { name: '各组合人数' });
  await expect(byCombination.getByRole('row', { name: /^物理\+化学\+地理/ })).toContainText('11');
  await expect(byCombination.getByRole('row', { name: /^历史\+化学\+生物/ })).toContainText('1');
  await expect(page.getByRole('region', { name: '各科目人数' }).getByRole('row', { name: /^物理/ })).toContainText('32');

  // The workbook for 排课, read back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel（排课用）' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await (await download).path())!);
  const sheet = book.getWorksheet('学生选科')!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  expect(rows[0].slice(1)).toEqual(['班级', '姓名', '学号', '选科组合', '提交时间', '上一轮组合', '备注']);
  expect(rows).toHaveLength(46);
  const rowOf = (student: Student) => rows.find((r) => r[3] === student.studentNo)!;
  expect(rowOf(s0).slice(1, 5)).toEqual(['高一 1班', s0.name, s0.studentNo, '物理+化学+地理']);
  expect(rowOf(s0)[7]).toBe('想学医');
  expect(rowOf(s2).slice(4, 5)).toEqual(['历史+化学+生物']);
  expect(rowOf(s2)[5]).toBeInstanceOf(Date);
  expect(rowOf(missing)[4]).toBe('未提交');
  const counts = book.getWorksheet('人数统计')!;
  const countRows = (counts.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1, 3));
  expect(countRows).toContainEqual(['物理+化学+地理', 11]);
  expect(countRows).toContainEqual(['物理+化学+生物', 10]);
  expect(countRows).toContainEqual(['思想政治', 12]);
  for (const context of contexts) await context.close();
});

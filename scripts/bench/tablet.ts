/**
 * A class tablet's sign-in, timed in Debian's Chromium (issue 36: tap a name → first question took
 * 9.7-15.2 s): a school with one class of students and the Holland test assigned, tablets set up with a
 * device code, then student after student taps their name, types their PIN and waits for question 1;
 * each hands the tablet over mid-test. Measured quiet (one tablet) and busy (the same while other
 * tablets answer questions without pause). The first student is a tablet's first ever (nothing of the
 * app's data on it yet); the later ones find the question list already on it.
 */
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { assertRunning, onCleanup, trackDir } from './cleanup';
import { type Envelope, post } from './client';
import { freePort } from './ports';
import { startNodeServer } from './processes';

export interface TabletRun {
  label: string;
  busyTablets: number;
  /** Tap on the name → question 1 on screen, in ms: the tablet's first student first. */
  signIns: number[];
}

const STUDENTS = 16;
const SIGN_INS = 5;
const BUSY_TABLETS = 4;

interface RosterStudent {
  id: number;
  name: string;
  pin: string;
}

function must<T>(what: string, reply: Envelope<T>): T {
  if (reply.code !== 1000) throw new Error(`${what}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** A school (through /dev/school.json, outside production), one class with its roster, consent recorded and the Holland test assigned. */
async function classWithAssignment(origin: string) {
  const mobile = '13700000001';
  const made = (await (await fetch(`${origin}/dev/school.json`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `name=${encodeURIComponent('测速中学')}&mobile=${mobile}` })).json()) as Envelope<{ initialPassword: string }>;
  const { token } = must('login', await post<{ token: string }>(origin, '/api/user/login', { mobile, password: made.data.initialPassword }));
  must('createClass', await post(origin, '/api/school/createClass', { grade: '7', name: '1班' }, token));
  const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林';
  const rows = Array.from({ length: STUDENTS }, (_, i) => ({ line: i + 2, name: `${surnames[i]}同学${i + 1}`, studentNo: `B${String(i + 1).padStart(3, '0')}`, gender: i % 2 ? '女' : '男', grade: '初一', className: '1班', birthMonth: '2012-05' }));
  must('importRoster', await post(origin, '/api/school/importRoster', { rows: JSON.stringify(rows) }, token));
  const classId = must('getSchoolInfo', await post<{ classes: { id: number }[] }>(origin, '/api/school/getSchoolInfo', {}, token)).classes[0].id;
  const { students } = must('getClassRoster', await post<{ students: RosterStudent[] }>(origin, '/api/school/getClassRoster', { classId }, token));
  must('recordConsent', await post(origin, '/api/school/recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, token));
  const now = Date.now();
  must('createAssignment', await post(origin, '/api/school/createAssignment', { classId, assessments: 'hld', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 3 * 3600_000).toISOString() }, token));
  const deviceCode = () => post<{ code: string }>(origin, '/api/school/createClassCode', { classId, purpose: 'device' }, token).then((r) => must('createClassCode', r).code);
  return { students, deviceCode };
}

async function setUpTablet(browser: Browser, origin: string, code: string, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(`${origin}/tablet/setup?code=${code}`);
  await page.getByLabel('平板名称（可以不填）').fill(label);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await page.getByRole('list', { name: '全班同学' }).waitFor({ timeout: 60_000 });
  return page;
}

/** Tap on the name → question 1 shown, then the hand-over (mid-test) back to the name list. */
async function timeSignIn(page: Page, student: RosterStudent): Promise<number> {
  const list = page.getByRole('list', { name: '全班同学' });
  await list.waitFor({ timeout: 60_000 });
  const started = Date.now();
  await list.getByRole('button', { name: new RegExp(`^${student.name}`) }).click();
  const pad = page.getByRole('dialog', { name: student.name });
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByText(/^1\/72$/).waitFor({ timeout: 120_000 });
  const took = Date.now() - started;
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '换下一位同学' }).click();
  return took;
}

/** A tablet kept busy: its student answers one question after another until `stop` says so. */
async function keepAnswering(page: Page, student: RosterStudent, stop: () => boolean) {
  await timeSignIn(page, student).catch(() => undefined);
  // Signed in again (the hand-over above ended the first go): answer until stopped.
  const list = page.getByRole('list', { name: '全班同学' });
  await list.waitFor({ timeout: 60_000 });
  await list.getByRole('button', { name: new RegExp(`^${student.name}`) }).click();
  for (const digit of student.pin) await page.getByRole('dialog', { name: student.name }).getByRole('button', { name: digit, exact: true }).click();
  const counter = page.locator('p[aria-label^="第"]');
  await counter.waitFor({ timeout: 120_000 });
  for (let i = 0; !stop() && i < 70; i++) {
    const before = await counter.textContent();
    await page.getByRole('radio').nth(i % 5).click();
    await page.waitForFunction((text) => document.querySelector('p[aria-label^="第"]')?.textContent !== text, before, { timeout: 60_000 }).catch(() => undefined);
  }
}

export async function runTablet(say: (line: string) => void): Promise<TabletRun[]> {
  assertRunning('Chromium');
  const port = await freePort();
  const dataDir = resolve(`.tmp/bench-${process.pid}-tablet`);
  const removeDataDir = trackDir(dataDir);
  const server = await startNodeServer('tablet server', 'src/server/index.ts', port, { NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', CAPTCHA: 'off', SMS_SENDER: 'dev' }, async (url) => (await fetch(`${url}/`)).ok);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const close = onCleanup('close the tablet bench Chromium', () => browser.close().catch(() => undefined));
  try {
    const origin = server.url;
    const { students, deviceCode } = await classWithAssignment(origin);
    const runs: TabletRun[] = [];

    say(`Class tablet, quiet: ${SIGN_INS} sign-ins on one tablet …`);
    const quiet = await setUpTablet(browser, origin, await deviceCode(), '测速平板');
    const quietRun: TabletRun = { label: 'quiet (one tablet)', busyTablets: 0, signIns: [] };
    for (const student of students.slice(0, SIGN_INS)) quietRun.signIns.push(await timeSignIn(quiet, student));
    runs.push(quietRun);

    say(`Class tablet, busy: ${SIGN_INS} sign-ins on a new tablet while ${BUSY_TABLETS} others answer …`);
    const code = await deviceCode();
    const busyPages = await Promise.all(Array.from({ length: BUSY_TABLETS }, (_, i) => setUpTablet(browser, origin, code, `忙碌平板${i + 1}`)));
    const measured = await setUpTablet(browser, origin, code, '测速平板2');
    let stopped = false;
    const busy = busyPages.map((page, i) => keepAnswering(page, students[SIGN_INS + i], () => stopped));
    const busyRun: TabletRun = { label: `busy (${BUSY_TABLETS} other tablets answering)`, busyTablets: BUSY_TABLETS, signIns: [] };
    for (const student of students.slice(SIGN_INS + BUSY_TABLETS, SIGN_INS * 2 + BUSY_TABLETS)) busyRun.signIns.push(await timeSignIn(measured, student));
    stopped = true;
    await Promise.all(busy);
    runs.push(busyRun);
    return runs;
  } finally {
    await close();
    await server.stop();
    removeDataDir();
  }
}

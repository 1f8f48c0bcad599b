/**
 * A class tablet's sign-in, timed in Debian's Chromium (issue 36: tap a name → first question took
 * 9.7-15.2 s): a school with one class of students and the Holland test assigned, tablets set up with a
 * device code, then student after student taps their name, types their PIN and waits for question 1;
 * each hands the tablet over mid-test. Measured quiet (one tablet) and busy (the same while other
 * tablets answer questions without pause). The first student is a tablet's first ever (nothing of the
 * app's data on it yet); the later ones find the question list already on it.
 */
import { loadavg } from 'node:os';
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
  /** Tap on the name → the PIN pad on screen, in ms. */
  toPad: number[];
  /** The pad on screen → the last of the six digits tapped (the driver taps each as soon as the page takes it). */
  typing: number[];
  /** The last PIN digit tapped → question 1 on screen, in ms (the part a student's own typing does not hide). */
  afterPin: number[];
  /** Questions the other tablets answered while the sign-ins were timed: proof they were busy. */
  answersMeanwhile: number;
  /** Load average (1 min) when the sign-ins started and ended. */
  load: [number, number];
}

/** A real class: 45 students, enough for the quiet run, the busy runs' other tablets and their sign-ins. */
const STUDENTS = 45;
const SIGN_INS = 5;
/** 4 other tablets; 14 others is the full lesson of 15 tablets. */
const BUSY_SCENARIOS = [4, 14];

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
  const made = (await (
    await fetch(`${origin}/dev/school.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=${encodeURIComponent('测速中学')}&mobile=${mobile}`,
    })
  ).json()) as Envelope<{ initialPassword: string }>;
  const { token } = must('login', await post<{ token: string }>(origin, '/api/user/login', { mobile, password: made.data.initialPassword }));
  must('createClass', await post(origin, '/api/school/createClass', { grade: '7', name: '1班' }, token));
  const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林';
  const rows = Array.from({ length: STUDENTS }, (_, i) => ({
    line: i + 2,
    name: `${surnames[i]}同学${i + 1}`,
    studentNo: `B${String(i + 1).padStart(3, '0')}`,
    gender: i % 2 ? '女' : '男',
    grade: '初一',
    className: '1班',
    birthMonth: '2012-05',
  }));
  must('importRoster', await post(origin, '/api/school/importRoster', { rows: JSON.stringify(rows) }, token));
  const classId = must('getSchoolInfo', await post<{ classes: { id: number }[] }>(origin, '/api/school/getSchoolInfo', {}, token)).classes[0].id;
  const { students } = must('getClassRoster', await post<{ students: RosterStudent[] }>(origin, '/api/school/getClassRoster', { classId }, token));
  must('recordConsent', await post(origin, '/api/school/recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, token));
  const now = Date.now();
  must(
    'createAssignment',
    await post(
      origin,
      '/api/school/createAssignment',
      { classId, assessments: 'hld', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 3 * 3600_000).toISOString() },
      token,
    ),
  );
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
async function timeSignIn(page: Page, student: RosterStudent): Promise<{ total: number; toPad: number; typing: number; afterPin: number }> {
  const list = page.getByRole('list', { name: '全班同学' });
  await list.waitFor({ timeout: 60_000 });
  const started = Date.now();
  await list.getByRole('button', { name: new RegExp(`^${student.name}`) }).click();
  const pad = page.getByRole('dialog', { name: student.name });
  await pad.waitFor({ timeout: 60_000 });
  const padShown = Date.now();
  for (const digit of student.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  const typed = Date.now();
  await page.getByText(/^1\/72$/).waitFor({ timeout: 120_000 });
  const shown = Date.now();
  await page.getByRole('region', { name: '平板使用者' }).getByRole('button', { name: '换下一位同学' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '换下一位同学' }).click();
  return { total: shown - started, toPad: padShown - started, typing: typed - padShown, afterPin: shown - typed };
}

/**
 * A tablet kept busy: its student signs in, then answers one question after another until `stop` says so.
 * `answering` resolves once question 1 is on screen; `answered` counts every answer the page took.
 */
function keepAnswering(page: Page, student: RosterStudent, stop: () => boolean, answered: () => void) {
  let ready!: () => void;
  const answering = new Promise<void>((done) => (ready = done));
  const done = (async () => {
    const list = page.getByRole('list', { name: '全班同学' });
    await list.waitFor({ timeout: 60_000 });
    await list.getByRole('button', { name: new RegExp(`^${student.name}`) }).click();
    for (const digit of student.pin) await page.getByRole('dialog', { name: student.name }).getByRole('button', { name: digit, exact: true }).click();
    const counter = page.locator('p[aria-label^="第"]');
    await counter.waitFor({ timeout: 120_000 });
    ready();
    // 72 questions: stop one short of the end, so the tablet never leaves the test page.
    for (let i = 0; !stop() && i < 70; i++) {
      const before = await counter.textContent();
      // Tests differ in their number of options (the Holland test has two): any of the question's own.
      const options = page.getByRole('radio');
      await options.first().waitFor({ timeout: 60_000 });
      await options.nth(i % (await options.count())).click();
      await page.waitForFunction((text) => document.querySelector('p[aria-label^="第"]')?.textContent !== text, before, { timeout: 60_000 });
      answered();
    }
  })();
  // A busy tablet that fails must not go unnoticed: its error ends the run.
  return { answering: Promise.race([answering, done]), done };
}

const load1 = () => Number(loadavg()[0].toFixed(1));

async function timeSignIns(page: Page, students: RosterStudent[], label: string, busyTablets: number, answers: () => number): Promise<TabletRun> {
  const run: TabletRun = { label, busyTablets, signIns: [], toPad: [], typing: [], afterPin: [], answersMeanwhile: 0, load: [load1(), 0] };
  const before = answers();
  for (const student of students) {
    const { total, toPad, typing, afterPin } = await timeSignIn(page, student);
    run.signIns.push(total);
    run.toPad.push(toPad);
    run.typing.push(typing);
    run.afterPin.push(afterPin);
  }
  run.answersMeanwhile = answers() - before;
  run.load[1] = load1();
  return run;
}

export async function runTablet(say: (line: string) => void): Promise<TabletRun[]> {
  assertRunning('Chromium');
  const port = await freePort();
  const dataDir = resolve(`.tmp/bench-${process.pid}-tablet`);
  const removeDataDir = trackDir(dataDir);
  const server = await startNodeServer(
    'tablet server',
    'src/server/index.ts',
    port,
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', CAPTCHA: 'off', SMS_SENDER: 'dev' },
    async (url) => (await fetch(`${url}/`)).ok,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const close = onCleanup('close the tablet bench Chromium', () => browser.close().catch(() => undefined));
  try {
    const origin = server.url;
    const { students, deviceCode } = await classWithAssignment(origin);
    const runs: TabletRun[] = [];

    say(`Class tablet, quiet: ${SIGN_INS} sign-ins on one tablet …`);
    const quiet = await setUpTablet(browser, origin, await deviceCode(), '测速平板');
    const queue = [...students];
    const take = (n: number) => queue.splice(0, n);
    runs.push(await timeSignIns(quiet, take(SIGN_INS), 'quiet (one tablet)', 0, () => 0));
    await quiet.context().close();

    for (const others of BUSY_SCENARIOS) {
      say(`Class tablet, busy: ${SIGN_INS} sign-ins on a new tablet while ${others} others answer …`);
      const code = await deviceCode();
      const busyPages: Page[] = [];
      // One after another: a set-up is not what is measured, and 14 at once only time out on 2 cores.
      for (let i = 0; i < others; i++) busyPages.push(await setUpTablet(browser, origin, code, `忙碌平板${i + 1}`));
      const measured = await setUpTablet(browser, origin, code, `测速平板${others}`);
      let stopped = false;
      let answers = 0;
      const busy = busyPages.map((page) =>
        keepAnswering(
          page,
          take(1)[0],
          () => stopped,
          () => answers++,
        ),
      );
      try {
        await Promise.all(busy.map((b) => b.answering));
        runs.push(await timeSignIns(measured, take(SIGN_INS), `busy (${others} other tablets answering)`, others, () => answers));
      } finally {
        stopped = true;
        await Promise.allSettled(busy.map((b) => b.done));
      }
      await Promise.all(busy.map((b) => b.done));
      for (const page of [...busyPages, measured]) await page.context().close();
    }
    return runs;
  } finally {
    await close();
    await server.stop();
    removeDataDir();
  }
}

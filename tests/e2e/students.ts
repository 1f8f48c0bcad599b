import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { instruments } from '#content/assessments/registry';
import type { PowChallenge } from '#shared/api/captcha';
import { shownIds, shownOrder } from '#shared/assessments/shown-order';
import type { AssessmentKey, DyznInstrument, HldInstrument } from '#shared/assessments/types';
import { attentiveSheet } from '#tests/support/psychometrics/attentive-sheet';
import { expect, uniqueMobile } from './support';

async function api<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string> = {}, token?: string) {
  const send = () => request.post(path, { form, headers: token ? { token } : {} });
  // A test that ran a minute in its own browsers finds the server has closed this context's idle
  // keep-alive socket: that is the test's connection, not the app's; send once more on a new one.
  const response = await send().catch((error: unknown) => {
    if (String(error).includes('ECONNRESET')) return send();
    throw error;
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** A registered student with a nickname and a class, made through the real API (faster than the pages); born in 2008 unless `birthMonth` says otherwise. */
export async function createStudent(request: APIRequestContext, nickname = '小测', options: { birthMonth?: string } = {}) {
  const mobile = uniqueMobile();
  const password = 'Cedar#2026go';
  // The captcha's proof of work, solved here with altcha-lib (NODE_ENV=test keeps it a few milliseconds).
  const { data: got } = await api<{ challenge: PowChallenge }>(request, '/api/captcha/get');
  const solution = await solveChallenge({ challenge: got.challenge, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge: got.challenge, solution })).toString('base64');
  const { data: ticket } = await api<{ ticket: string }>(request, '/api/captcha/verify', { purpose: 'register', payload });
  expect((await api(request, '/api/user/getRegisterCode', { mobile, ticket: ticket.ticket })).code).toBe(1000);
  const sms = await (await request.get(`/dev/sms.json?mobile=${mobile}`)).json();
  const registered = await api<{ token: string }>(request, '/api/user/register', {
    mobile,
    password,
    code: sms.data[0].code,
    username: '测试同学',
    consent: '1',
    birthMonth: options.birthMonth ?? '2008-03',
  });
  const token = registered.data.token;
  const sections = await api<{ list: { id: number; childlist: { id: number }[] }[] }>(request, '/api/user/getSectionList', {}, token);
  const grade = sections.data.list[1];
  await api(request, '/api/user/updateBaseInfo', { username: '测试同学', nickname, sectionid: `${grade.id},${grade.childlist[0].id}` }, token);
  return { mobile, password, token };
}

/** Logs the page in by putting the token where the app keeps it (sessionStorage). */
export async function signInPage(page: Page, token: string, path = '/') {
  await page.goto('/');
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  await page.goto(path);
}

/** How many results the server holds for this user and assessment. */
export async function serverResultCount(request: APIRequestContext, token: string, key: string): Promise<number> {
  const history = await api<unknown[]>(request, `/api/${key}/getResultHistory`, {}, token);
  expect(history.code).toBe(1000);
  return history.data.length;
}

/**
 * Marks the first `count` questions of the open session as answered straight in IndexedDB,
 * so sync scenarios need not click through 80 questions (the answering itself is tested elsewhere).
 */
export async function prefillAnswers(page: Page, count: number) {
  // An attentive student's answers (the quality check accepts the finished sheet), for every open session.
  const sheets = { hld: attentiveSheet('hld'), mbti: attentiveSheet('mbti'), dyzn: attentiveSheet('dyzn') };
  await page.evaluate(
    async ({ n, sheets }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('shengya');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('sessions', 'readwrite');
      const store = tx.objectStore('sessions');
      const sessions = await new Promise<
        Array<{ assessment: 'hld' | 'mbti' | 'dyzn'; questions: Array<{ id: number }>; answers: Record<number, unknown>; activeMs: number; position: number }>
      >((resolve) => {
        const req = store.getAll();
        req.onsuccess = () => resolve(req.result);
      });
      for (const s of sessions) {
        s.questions.slice(0, n).forEach((q) => {
          s.answers[q.id] = { value: sheets[s.assessment][q.id], at: Date.now() };
        });
        s.activeMs = Math.max(s.activeMs, n * 3000);
        s.position = n;
        store.put(s);
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { n: count, sheets },
  );
}

/**
 * How many questions the current version of a test shows: its scored items and its validity items
 * (作答检查题), in the one order the test page, the answer check and the quality check use.
 */
export function shownCount(key: AssessmentKey): number {
  return shownIds(instruments[key]).length;
}

/** The test page's counter at question `n` (1-based) of the current version of a test, e.g. '4/80'. */
export function progress(key: AssessmentKey, n: number): string {
  return `${n}/${shownCount(key)}`;
}

/**
 * The option (its index on the page) a reader taps on the question at 0-based shown `position` of the
 * current version when that question is a validity item (作答检查题); undefined for a scored item.
 */
export function readerOption(key: AssessmentKey, position: number): number | undefined {
  if (key === 'mbti') {
    const check = shownOrder(instruments.mbti)[position]?.check;
    return check && (check.accepted === 'a' ? 0 : 1);
  }
  const instrument: HldInstrument | DyznInstrument = instruments[key];
  const check = shownOrder(instrument)[position]?.check;
  return check && instrument.options.findIndex((option) => option.value === check.accepted[0]);
}

type OptionChoice = number | ((i: number, options: number, position: number) => number);

/**
 * An `optionIndex` for `answerThroughUi` that answers the validity items (作答检查题) of test `key` as a
 * reader does, and every other question with `otherwise`: a sheet the quality check accepts.
 */
export function asReader(key: AssessmentKey, otherwise: OptionChoice = 0): (i: number, options: number, position: number) => number {
  return (i, options, position) => readerOption(key, position) ?? (typeof otherwise === 'number' ? otherwise : otherwise(i, options, position));
}

/**
 * Resolves in the page once its question counter is no longer `before` and, with `ready`, the options
 * on screen take a tap (not in the tap guard, aria-disabled, nor locked while the last answer is
 * saved); or once the test page is gone (counter null). Checked on the page's own DOM changes: a wait by animation frame
 * cost the tablet's renderer about a third more CPU per tap, measured.
 */
async function questionShown(page: Page, before: string | null, ready: boolean): Promise<{ counter: string | null; options: number }> {
  return page.evaluate(
    ({ before, ready }) =>
      new Promise<{ counter: string | null; options: number }>((resolve, reject) => {
        const state = () => {
          const counter = document.querySelector('p[aria-label^="第"]')?.textContent ?? null;
          if (counter === before) return undefined;
          if (counter === null) return { counter, options: 0 };
          const radios = [...document.querySelectorAll('[role="radio"]')];
          const takesTap = radios.length > 0 && radios.every((radio) => radio.getAttribute('aria-disabled') !== 'true' && !(radio as HTMLButtonElement).disabled);
          return takesTap || !ready ? { counter, options: radios.length } : undefined;
        };
        const settle = (value: ReturnType<typeof state>) => {
          if (!value) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(value);
        };
        const observer = new MutationObserver(() => settle(state()));
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the test page did not move on from ${before ?? 'its start'}${ready ? ' to a question that takes a tap' : ''} within 10 s`));
        }, 10_000);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        settle(state());
      }),
    { before, ready },
  );
}

/**
 * Taps `count` answers on the test page, option `optionIndex(i, options, position)` (or that index
 * throughout; `position` is the question's 0-based place in the test), each once the question takes a
 * tap, and after the last until the page moved on (so the caller may read the progress, or go
 * offline, only once it is saved). A fixed option answers a validity item (作答检查题) with it too:
 * `asReader` answers them as a reader. Waiting for the tap guard here, not in the click: a click on an
 * option still in its guard (aria-disabled) would make Playwright back off up to 500 ms before trying
 * again, which per tap is longer than the guard.
 */
export async function answerThroughUi(page: Page, count: number, optionIndex: OptionChoice = 0) {
  let shown = await questionShown(page, null, true);
  for (let i = 0; i < count; i++) {
    if (shown.counter === null) throw new Error(`the test ended after ${i} of ${count} taps`);
    const position = Number(shown.counter.split('/')[0]) - 1;
    const index = typeof optionIndex === 'number' ? optionIndex : optionIndex(i, shown.options, position);
    await page.getByRole('radio').nth(index).click();
    // After the last tap only until the page moved on: a caller may act at once (a crash test does).
    shown = await questionShown(page, shown.counter, i < count - 1);
  }
}

/**
 * How long a first visit's service worker may take to install: it downloads the whole app (some 345
 * files, 3.1 CPU-seconds of a browser's) beside whatever the page does. Four browsers installing at
 * once beside two other test workers took more than 30 s on the two-core CI machine.
 */
export const SERVICE_WORKER_INSTALL_MS = 60_000;

/** Waits until the service worker controls the page, i.e. it has installed (precached the app) and claimed it. */
export async function waitForServiceWorker(page: Page) {
  try {
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: SERVICE_WORKER_INSTALL_MS }).toBe(true);
  } catch (error) {
    // Slow, or stuck: the registration's state tells which.
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return 'no registration';
        return `installing: ${registration.installing?.state ?? '-'}, waiting: ${registration.waiting?.state ?? '-'}, active: ${registration.active?.state ?? '-'}`;
      })
      .catch(() => 'the page is gone');
    throw new Error(`the service worker never took control (${state})`, { cause: error });
  }
}

/** Signs in, opens a start page, consents and starts: the test page shows question 1. */
export async function beginTest(page: Page, token: string, startPath: '/holland/start' | '/mbti/start' | '/midas/start') {
  await signInPage(page, token, startPath);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
}

/**
 * Submits a complete answer sheet through the API (as the test page's upload does) and returns the result:
 * an attentive student's, `seed` choosing which, so two submissions give different results.
 */
export async function submitResult(request: APIRequestContext, token: string, key: 'hld' | 'mbti' | 'dyzn', seed = 3) {
  const questions = await api<{ list: Array<{ id: number }> }>(request, `/api/${key}/getQuestionList`, {}, token);
  expect(questions.code).toBe(1000);
  const sheet = attentiveSheet(key, seed * 100);
  const answer = questions.data.list.map((q) => (key === 'mbti' ? { id: q.id, answer: sheet[q.id] } : { id: q.id, value: sheet[q.id] }));
  const result = await api<{ id: number; createtime: string }>(
    request,
    `/api/${key}/submitAnswer`,
    { answer: JSON.stringify(answer), times: String(questions.data.list.length * 9) },
    token,
  );
  expect(result.code).toBe(1000);
  return result.data;
}

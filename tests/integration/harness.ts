import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { en } from 'zod/locales';
import type { CaptchaChallenge } from '#shared/api/captcha';
import { TOKEN_HEADER } from '#shared/api/envelope';
import { checkEnvelope } from '#shared/api/index';
import { buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import { seed } from '#server/db/seed';
import { type Env, testEnv } from '#server/env';
import { fakeClock } from '#server/lib/clock';
import { DevSmsSender } from '#server/platform/sms-sender';
import { openTestDatabase } from '../support/test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  sms: DevSmsSender;
  clock: ReturnType<typeof fakeClock>;
  env: Env;
  /**
   * POST form-encoded like the browser does; returns the parsed envelope. Every answer is held to
   * the contract in src/shared/api (1000: the endpoint's response schema from responses/, paired in
   * index.ts; otherwise a known refusal): a mismatch throws, so the test fails naming the path and what is wrong.
   */
  call<T = unknown>(
    path: string,
    body?: Record<string, string | number>,
    options?: { token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<{ code: number; msg: string; data: T; status: number }>;
  close(): Promise<void>;
}

/** A real app on a real database of its own (tests/support/test-database.ts), seeded, with a fake clock and SMS sender. */
export async function createTestApp(envOverrides: Partial<Record<keyof Env, string>> = {}, options: { logStream?: NodeJS.WritableStream } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seed(database.db);
  const env = testEnv(envOverrides);
  const sms = new DevSmsSender();
  const clock = fakeClock();
  const app = await buildApp({ db: database.db, listen: database.listen, env, sms, clock, logger: options.logStream ? { stream: options.logStream } : false });
  const call: TestApp['call'] = async (path, body = {}, options = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.token ? { [TOKEN_HEADER]: options.token } : {}),
        ...options.headers,
      },
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
    });
    const envelope = response.json();
    assertContract(path, envelope);
    return { ...envelope, status: response.statusCode };
  };
  return {
    app,
    database,
    sms,
    clock,
    env,
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const englishIssues = en().localeError;

/** Throws when an answer breaks the contract of its path (see checkEnvelope in src/shared/api/index.ts). */
export function assertContract(path: string, envelope: unknown): void {
  const problems = checkEnvelope(path, envelope, { error: englishIssues });
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.at}: ${p.message}${p.got === undefined ? '' : ` (got ${p.got})`}`);
  const code = (envelope as { code?: unknown } | null)?.code;
  throw new Error(`The answer to ${path} (code ${String(code)}) does not match its contract in src/shared/api:\n${lines.join('\n')}`);
}

/** Solves a captcha challenge with altcha-lib's own solver (NODE_ENV=test keeps it a few milliseconds); returns the verify payload. */
export async function solveCaptcha(t: TestApp, options: { ip?: string; headers?: Record<string, string> } = {}): Promise<string> {
  const got = await t.call<CaptchaChallenge>('/api/captcha/get', {}, options);
  if (got.code !== 1000 || got.data.disabled) throw new Error(`captcha/get: ${got.msg}`);
  const { challenge } = got.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves the captcha like the browser does, from this address and device, and returns the ticket for the purpose. */
export async function captchaTicket(t: TestApp, purpose: string, ip?: string, headers?: Record<string, string>): Promise<string> {
  const payload = await solveCaptcha(t, { ip, headers });
  const verified = await t.call<{ ticket: string }>('/api/captcha/verify', { purpose, payload }, { ip, headers });
  if (verified.code !== 1000) throw new Error(`captcha failed: ${verified.msg}`);
  return verified.data.ticket;
}

let mobileCounter = 0;
/** A valid, unused mobile number per call. */
export function nextMobile(): string {
  mobileCounter++;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

/**
 * Registers a user through the real API and returns its token; kept on the device (remember=1) like the
 * web client does, unless `remember: false`. Born in 2008 unless `birthMonth` says otherwise ('' = not given).
 */
export async function registerUser(t: TestApp, options: { mobile?: string; password?: string; username?: string; remember?: boolean; birthMonth?: string } = {}) {
  const mobile = options.mobile ?? nextMobile();
  const password = options.password ?? 'Lantern#2026';
  const ticket = await captchaTicket(t, 'register');
  const sent = await t.call('/api/user/getRegisterCode', { mobile, ticket });
  if (sent.code !== 1000) throw new Error(`getRegisterCode: ${sent.msg}`);
  const code = t.sms.recent(mobile)[0].code;
  const registered = await t.call<{ token: string }>('/api/user/register', {
    mobile,
    password,
    code,
    username: options.username ?? '小明',
    consent: '1',
    birthMonth: options.birthMonth ?? '2008-03',
    remember: options.remember === false ? '0' : '1',
  });
  if (registered.code !== 1000) throw new Error(`register: ${registered.msg}`);
  return { mobile, password, token: registered.data.token };
}

/** A registered student ready to take tests: a nickname and a class (without them a test answers 5002). */
export async function registerStudent(t: TestApp, options: Parameters<typeof registerUser>[1] & { nickname?: string } = {}) {
  const user = await registerUser(t, options);
  const sections = await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token });
  const grade = sections.data.list[1];
  const done = await t.call(
    '/api/user/updateBaseInfo',
    { username: options.username ?? '小明', nickname: options.nickname ?? options.username ?? '小明', sectionid: `${grade.id},${grade.childlist[0].id}` },
    { token: user.token },
  );
  if (done.code !== 1000) throw new Error(`updateBaseInfo: ${done.msg}`);
  return user;
}

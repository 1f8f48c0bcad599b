/** Talking to the API like the browser does (POST, form-encoded, `token` header), and making students. */
import { IDEMPOTENCY_HEADER, TOKEN_HEADER } from '#shared/api/envelope';
import { attentiveSheet } from '#tests/support/psychometrics/attentive-sheet';
import type { AssessmentKey } from '#shared/assessments/types';

export const BASELINE_PATH = '/api/bench/baseline';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function form(body: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
}

export async function post<T = unknown>(base: string, path: string, body: Record<string, string | number> = {}, token?: string, idempotencyKey?: string): Promise<Envelope<T>> {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    },
    body: form(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as Envelope<T>;
}

function must<T>(what: string, reply: Envelope<T>): T {
  if (reply.code !== 1000) throw new Error(`${what}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

export interface Student {
  mobile: string;
  password: string;
  token: string;
  /** getUserInfo's answer, as the app keeps it beside the token after a login. */
  user: unknown;
}

export const STUDENT_PASSWORD = 'Cedar#2026go';
/** Students of 14 or more decide for themselves: their results upload without waiting for a guardian (src/shared/family/consent.ts). */
export const BENCH_BIRTH_MONTH = '2009-03';

/**
 * Registers a student through the real API (server started with CAPTCHA=off, the dev SMS sender and raised
 * per-IP limits) and gives it a nickname and a class, so it may take tests.
 */
export async function createStudent(base: string, mobile: string): Promise<Student> {
  must('getRegisterCode', await post(base, '/api/user/getRegisterCode', { mobile, ticket: 'captcha-off' }));
  const sms = (await (await fetch(`${base}/dev/sms.json?mobile=${mobile}`, { signal: AbortSignal.timeout(30_000) })).json()) as Envelope<{ code: string }[]>;
  const code = sms.data[0]?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  const { token } = must(
    'register',
    await post<{ token: string }>(base, '/api/user/register', { mobile, password: STUDENT_PASSWORD, code, username: '测试同学', consent: '1', birthMonth: BENCH_BIRTH_MONTH }),
  );
  const sections = must('getSectionList', await post<{ list: { id: number; childlist: { id: number }[] }[] }>(base, '/api/user/getSectionList', {}, token));
  const grade = sections.list[1] ?? sections.list[0];
  must('updateBaseInfo', await post(base, '/api/user/updateBaseInfo', { username: '测试同学', nickname: '小测', sectionid: `${grade.id},${grade.childlist[0].id}` }, token));
  const user = must('getUserInfo', await post(base, '/api/user/getUserInfo', {}, token));
  return { mobile, password: STUDENT_PASSWORD, token, user };
}

/** `count` students, `concurrency` at a time (bounded: one pass over the list). */
export async function createStudents(base: string, count: number, concurrency = 6, prefix = '139'): Promise<Student[]> {
  const students: Student[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      students[i] = await createStudent(base, `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return students;
}

export interface QuestionList {
  version: string;
  list: Array<{ id: number; options?: Array<{ value: number }> }>;
}

/**
 * An attentive student's sheet (the simulation the e2e tests use; the quality check accepts it) as a form
 * body: a report page measured with it shows the whole report, not the notice a careless sheet gets.
 */
export function attentiveAnswerSheet(key: AssessmentKey, questions: QuestionList, seed: number): Record<string, string> {
  const sheet = attentiveSheet(key, seed);
  const answer = questions.list.map((q) => (key === 'mbti' ? { id: q.id, answer: sheet[q.id] } : { id: q.id, value: sheet[q.id] }));
  return { answer: JSON.stringify(answer), times: String(questions.list.length * 9) };
}

/**
 * A complete, valid answer sheet (varied by `seed`) and the `times` that goes with it, as a form body:
 * patterned, so the quality check flags most of them (the load test does not look at the reports).
 */
export function answerSheet(questions: QuestionList, seed: number): Record<string, string> {
  const answer = questions.list.map((q, i) =>
    q.options ? { id: q.id, value: q.options[(i * seed + Math.floor(i / 7)) % q.options.length].value } : { id: q.id, answer: (i * seed + Math.floor(i / 5)) % 3 ? 'a' : 'b' },
  );
  return { answer: JSON.stringify(answer), times: String(questions.list.length * 9) };
}

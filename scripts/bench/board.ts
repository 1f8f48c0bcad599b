/**
 * The class board at district scale (issue 35): 300 classes of 45 with a teacher's board open on each, polling
 * every 2.5 s with the version it shows and merging the changes as the page does, while the classes' students
 * submit. Measured on one database: submit latency without and with the boards (the same paced submissions),
 * the database time of an unchanged poll, how long a stored result takes to show on its board, and the size
 * of a whole board and of a poll's changes for a class of 45 and of 450.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BoardChanges, ClassBoard } from '#shared/api/lessons';
import { DAILY_ATTEMPT_LIMIT } from '#server/assessments/assessments';
import { startBenchServer } from './bench-server';
import { trackPid } from './cleanup';
import { processCpuMs } from './cpu';
import { fork } from 'node:child_process';
import { answerSheet, type QuestionList } from './client';
import type { PollerMessage, PollersInput } from './board-pollers';
import { call, type Reply, wallClock } from './http';
import { percentile } from './format';
import { boardResultsPerStudent, boardSubmission } from './plan';
import { type Verdict, verifyPglite, verifyPostgres } from './verify';

const KEY = 'mbti';
/** Seeding 14,000 accounts and the EXPLAIN series take a while on a busy machine; the measured calls keep 30 s. */
const SET_UP_TIMEOUT_MS = 300_000;

/** The scale is 300 boards and 45 × 300 students; `--board-full` submits for all of them. */
export function boardSizes(full: boolean) {
  return {
    classes: 300,
    perClass: 45,
    bigClass: 450,
    pollMs: 2500,
    /** Submissions per run (without, then with the boards), paced at `rate` a second. */
    submissions: full ? 13_500 : 1500,
    rate: 25,
    /** After the last submission the boards poll this long for results not yet shown. */
    settleMs: 8000,
    costRepeats: 40,
    full,
  };
}
export type BoardSizes = ReturnType<typeof boardSizes>;

async function must<T>(what: string, reply: Promise<Reply<T>>): Promise<Reply<T>> {
  const r = await reply;
  if (r.code !== 1000) throw new Error(`${what}: ${r.code} ${r.msg}`);
  return r;
}

interface SeededClass {
  classId: number;
  teacherToken: string;
  students: { id: number; token: string }[];
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
}
const latencies = (values: number[]): Latencies => {
  const s = [...values].sort((a, b) => a - b);
  return { count: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? NaN };
};

export interface SubmitRun {
  latency: Latencies;
  /** The app server's CPU during the run (its process, user + system), ms. */
  serverCpuMs: number;
  ok: number;
  okKeys: Set<string>;
  /** Sent and never answered (a timeout or a dropped connection). */
  unanswered: Set<string>;
  refusals: Record<string, number>;
  inFlight: number;
  seconds: number;
}

export interface PollKind extends Latencies {
  meanBytes: number;
}

/** What the boards received during a run with them: answers (polls, or pushed events) by kind. */
export interface BoardAnswers {
  unchanged: PollKind;
  changes: PollKind;
  whole: PollKind;
  failures: Record<string, number>;
  duringSubmissions: number;
}

/** A run of submissions with the boards open: the submissions, what the boards got, how soon a stored result showed. */
export interface BoardsOpen {
  submitted: SubmitRun;
  answers: BoardAnswers;
  shown: { results: number; seen: number } & Latencies;
}

export interface BoardRun {
  label: string;
  sizes: BoardSizes;
  setupSeconds: number;
  without: SubmitRun;
  polled: BoardsOpen;
  pushed: BoardsOpen;
  cost: { statements: number; median: number; p95: number; max: number; repeats: number };
  payload: { size: number; whole: number; changes: number }[];
  verdicts: Verdict[];
}

/** Submissions fired on a schedule (`rate` a second, whatever the replies take), as a district's tablets would. */
async function paced(n: number, rate: number, fire: (i: number) => Promise<void>): Promise<number> {
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(fire(i));
  }
  await Promise.all(running);
  return (performance.now() - start) / 1000;
}

export async function runBoard(label: string, databaseUrl: string | undefined, sizes: BoardSizes, say: (line: string) => void): Promise<BoardRun> {
  // Three runs (without boards, polling, pushed) of the 300 classes; the warm-up and the board sizes use classes of their own.
  if (boardResultsPerStudent(sizes.submissions, 3, sizes.classes, sizes.perClass) > DAILY_ATTEMPT_LIMIT) throw new Error('the board runs would pass the daily cap');
  const t0 = performance.now();
  const { server, dataDir, removeDataDir } = await startBenchServer(label, 'board', databaseUrl);
  try {
    const base = server.url;
    const run = `${process.pid}${Date.now() % 100000}`;
    say(`${label}: seeding a school of ${sizes.classes + 1} classes × ${sizes.perClass} and one of ${sizes.bigClass} …`);
    const seeded = await must(
      'seedSchool',
      call<SeededClass[]>(
        base,
        '/api/bench/seedSchool',
        { sizes: [...Array<number>(sizes.classes).fill(sizes.perClass), sizes.bigClass, sizes.perClass].join(','), assessment: KEY },
        undefined,
        undefined,
        SET_UP_TIMEOUT_MS,
      ),
    );
    const classes = seeded.data.slice(0, sizes.classes);
    const [big, sized] = [seeded.data[sizes.classes], seeded.data[sizes.classes + 1]];
    const questions = await must('getQuestionList', call<QuestionList>(base, `/api/${KEY}/getQuestionList`, {}, classes[0].students[0].token));
    const sheets = Array.from({ length: 7 }, (_, s) => answerSheet(questions.data, s + 1));

    // Warm-up on the class of 450 (each of its students once): the database's caches, V8's and PGlite's tiers.
    say(`${label}: warm-up and the board sizes …`);
    // A warm-up reply lost to a busy machine's timeout is no failure: nothing is measured here.
    await paced(big.students.length, 50, async (i) => {
      await call(base, `/api/${KEY}/submitAnswer`, sheets[i % 7], big.students[i].token, `board-warm-${run}-${i}`).catch(() => null);
    });
    const payload: BoardRun['payload'] = [];
    for (const [klass, student] of [
      [big, big.students[0]],
      [sized, sized.students[0]],
    ] as const) {
      const whole = await must('getClassBoard', call<ClassBoard>(base, '/api/school/getClassBoard', { classId: klass.classId }, klass.teacherToken));
      await must('submitAnswer', call(base, `/api/${KEY}/submitAnswer`, sheets[0], student.token, `board-size-${run}-${klass.classId}`));
      const changes = await must('getClassBoard', call<BoardChanges>(base, '/api/school/getClassBoard', { classId: klass.classId, since: whole.data.version }, klass.teacherToken));
      if (!('changes' in changes.data)) throw new Error('the board did not answer with its changes');
      payload.push({ size: klass.students.length, whole: whole.bytes, changes: changes.bytes });
    }
    const setupSeconds = (performance.now() - t0) / 1000;

    const submitRun = async (tag: string, onStored?: (resultId: number, at: number) => void): Promise<SubmitRun> => {
      const times: number[] = [];
      const refusals: Record<string, number> = {};
      const okKeys = new Set<string>();
      const unanswered = new Set<string>();
      const cpuBefore = processCpuMs(server.child.pid!);
      const seconds = await paced(sizes.submissions, sizes.rate, async (i) => {
        const { classIndex, student } = boardSubmission(i, sizes.classes, sizes.perClass);
        const key = `${tag}-${run}-${i}`;
        try {
          const r = await call<{ id: number }>(base, `/api/${KEY}/submitAnswer`, sheets[i % 7], classes[classIndex].students[student].token, key);
          times.push(r.ms);
          if (r.code === 1000) {
            okKeys.add(key);
            onStored?.(r.data.id, r.at);
          } else refusals[r.code] = (refusals[r.code] ?? 0) + 1;
        } catch {
          unanswered.add(key);
        }
      });
      return {
        latency: latencies(times),
        serverCpuMs: processCpuMs(server.child.pid!) - cpuBefore,
        ok: okKeys.size,
        okKeys,
        unanswered,
        refusals,
        inFlight: unanswered.size,
        seconds,
      };
    };

    say(`${label}: ${sizes.submissions} submissions at ${sizes.rate}/s without boards …`);
    const without = await submitRun('board-a');

    /**
     * The same submissions with the 300 boards open: polling (`poll`, the page's way when its push is not
     * live) or held on the server's push (`push`, the page's way). The boards run in a process of their own,
     * so their work does not delay the submissions measured here.
     */
    const withBoards = async (mode: PollersInput['mode'], tag: string, afterSubmissions: () => Promise<void> = async () => {}) => {
      const storedAt = new Map<number, number>();
      const seenAt = new Map<number, number>();
      const input: PollersInput = { base, classes: classes.map((c) => ({ classId: c.classId, teacherToken: c.teacherToken })), pollMs: sizes.pollMs, assessment: KEY, mode };
      const pollers = fork(new URL('./board-pollers.ts', import.meta.url), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      const untrack = trackPid(pollers.pid!);
      let finish: (m: Extract<PollerMessage, { type: 'done' }>) => void = () => {};
      let failBoards: (error: Error) => void = () => {};
      const finished = new Promise<Extract<PollerMessage, { type: 'done' }>>((resolve, reject) => {
        finish = resolve;
        failBoards = reject;
      });
      finished.catch(() => {});
      const ready = new Promise<void>((resolve, reject) => {
        pollers.on('error', reject);
        pollers.on('message', (m: PollerMessage) => {
          if (m.type === 'ready') resolve();
          else if (m.type === 'seen') for (const [id, at] of m.seen) seenAt.set(id, at);
          else finish(m);
        });
        setTimeout(() => reject(new Error('the boards did not all load within 60 s')), 60_000).unref();
      });
      const exited = new Promise<void>((resolve) => pollers.once('exit', () => resolve()));
      void exited.then(() => setTimeout(() => failBoards(new Error('the boards’ process ended without its figures')), 1000));
      pollers.send({ start: input });
      await ready;
      const window = [wallClock(), 0];
      const submitted = await submitRun(tag, (id, at) => storedAt.set(id, at));
      window[1] = wallClock();
      await afterSubmissions();
      const settleBy = performance.now() + sizes.settleMs;
      while (performance.now() < settleBy && [...storedAt.keys()].some((id) => !seenAt.has(id))) await new Promise((r) => setTimeout(r, 100));
      pollers.send('stop');
      const done = await finished;
      await exited;
      untrack();
      const shownAfter = [...storedAt].filter(([id]) => seenAt.has(id)).map(([id, at]) => Math.max(0, seenAt.get(id)! - at));
      const kind = (list: { ms: number; bytes: number }[]): PollKind => ({
        ...latencies(list.map((r) => r.ms)),
        meanBytes: list.reduce((a, r) => a + r.bytes, 0) / Math.max(1, list.length),
      });
      const answers: BoardAnswers = {
        unchanged: kind(done.kinds.unchanged),
        changes: kind(done.kinds.changes),
        whole: kind(done.kinds.whole),
        failures: done.failures,
        duringSubmissions: Object.values(done.kinds)
          .flat()
          .filter((p) => p.at >= window[0] && p.at <= window[1]).length,
      };
      return { submitted, answers, shown: { results: storedAt.size, seen: shownAfter.length, ...latencies(shownAfter) } };
    };

    say(`${label}: ${sizes.classes} boards polling every ${sizes.pollMs / 1000} s; the same number of submissions again …`);
    let cost: BoardRun['cost'] | null = null;
    const polled = await withBoards('poll', 'board-b', async () => {
      // After the submissions, while the boards still poll: its burst of EXPLAINs must not weigh on the submissions measured.
      const costReply = await must(
        'pollCost',
        call<{ statements: string[]; samples: number[] }>(
          base,
          '/api/bench/pollCost',
          { token: classes[1].teacherToken, classId: classes[1].classId, repeats: sizes.costRepeats },
          undefined,
          undefined,
          SET_UP_TIMEOUT_MS,
        ),
      );
      const samples = costReply.data.samples;
      cost = {
        statements: costReply.data.statements.length,
        median: percentile(samples, 50),
        p95: percentile(samples, 95),
        max: samples[samples.length - 1],
        repeats: samples.length,
      };
    });
    say(`${label}: ${sizes.classes} boards held open on the server's push; the same number of submissions again …`);
    const pushed = await withBoards('push', 'board-c');

    await server.stop();
    const check = (name: string, tag: string, r: SubmitRun) => ({
      name: `boards: ${name}`,
      prefix: `${tag}-${run}-`,
      planned: sizes.submissions,
      okKeys: r.okKeys,
      inFlightKeys: r.unanswered,
      refusals: r.refusals,
    });
    const checks = [check('without boards', 'board-a', without), check('boards polling', 'board-b', polled.submitted), check('boards pushed', 'board-c', pushed.submitted)];
    const verdicts = databaseUrl ? await verifyPostgres(databaseUrl, checks) : await verifyPglite(resolve(dataDir, 'pglite'), checks);
    return { label, sizes, setupSeconds, without, polled, pushed, cost: cost!, payload, verdicts };
  } finally {
    await server.stop();
    removeDataDir();
  }
}

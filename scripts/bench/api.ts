/**
 * The API under load, on one database: start the bench server, make students, measure each endpoint and
 * the baseline, run the classroom and district scenarios, stop the server, check the stored rows with SQL.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type QuestionList, type Student, answerSheet, BASELINE_PATH, createStudents, post } from './client';
import { DAILY_ATTEMPT_LIMIT } from '#server/assessments/assessments';
import { type LoadResult, load } from './load';
import { planRuns, studentOf, studentsNeeded } from './plan';
import { startBenchServer } from './bench-server';
import { type Check, type Verdict, verifyPglite, verifyPostgres } from './verify';

/** Sizes of the runs: bounded request counts, each run also stopped after 60 s. */
export const SIZES = {
  students: 450,
  connections: 10,
  warmup: 4000,
  baseline: 3000,
  reads: 2000,
  submits: 800,
  logins: 200,
  classroom: 60,
  district: 5000,
  districtConnections: 50,
};
// Nobody passes DAILY_ATTEMPT_LIMIT (results per assessment per day; plan.ts): the endpoint run's submissions
// go round the registered students; the classroom and the district get students of their own, seeded.

const KEY = 'mbti';

export interface ApiRun {
  label: string;
  setupSeconds: number;
  students: number;
  /** The baseline measured before and after the endpoints; ratios use the mean of the two. */
  baseline: LoadResult;
  baselineAfter: LoadResult;
  endpoints: LoadResult[];
  classroom: LoadResult;
  classroomReplay: LoadResult;
  district: LoadResult;
  /** Students seeded for the classroom and district runs, beside the registered ones. */
  seeded: number;
  verdicts: Verdict[];
}

export async function runApi(label: string, databaseUrl: string | undefined, say: (line: string) => void): Promise<ApiRun> {
  const t0 = performance.now();
  const { server, dataDir, removeDataDir } = await startBenchServer(label, 'api', databaseUrl);
  try {
    const base = server.url;
    const run = `${process.pid}${Date.now() % 100000}`;
    say(`${label}: server on ${base}; registering ${SIZES.students} students …`);
    const students = await createStudents(base, SIZES.students);
    const questions = await post<QuestionList>(base, `/api/${KEY}/getQuestionList`, {}, students[0].token);
    if (questions.code !== 1000) throw new Error(`getQuestionList: ${questions.msg}`);
    const sheets = Array.from({ length: 7 }, (_, s) => answerSheet(questions.data, s + 1));
    if (studentsNeeded(SIZES.submits, DAILY_ATTEMPT_LIMIT) > students.length) throw new Error('the endpoint run needs more students for the daily cap');
    const plan = planRuns(
      [
        { name: 'classroom', submissions: SIZES.classroom, atLeast: SIZES.classroom },
        { name: 'district', submissions: SIZES.district },
      ],
      DAILY_ATTEMPT_LIMIT,
    );
    const seededReply = await post<string[]>(base, '/api/bench/seedStudents', { count: plan.total });
    if (seededReply.code !== 1000) throw new Error(`seeding students: ${seededReply.msg}`);
    const seeded = seededReply.data;
    const setupSeconds = (performance.now() - t0) / 1000;
    const at = (list: Student[], i: number) => list[i % list.length];
    const c = SIZES.connections;

    // Warm-up (not reported): V8's and PGlite's WebAssembly tiers, connection pools, the database's caches.
    // PGlite keeps getting faster for a few thousand requests, hence the size.
    await load(base, { name: 'warm-up', path: BASELINE_PATH, connections: c, amount: SIZES.warmup, request: () => ({}) });
    await load(base, { name: 'warm-up', path: `/api/${KEY}/getQuestionList`, connections: c, amount: SIZES.warmup / 5, request: (i) => ({ token: at(students, i).token }) });
    await load(base, { name: 'warm-up', path: '/api/news/getNewsList', connections: c, amount: SIZES.warmup / 5, request: () => ({ body: { page: 1 } }) });

    say(`${label}: endpoints …`);
    const baselineRun = (when: string) => load(base, { name: `baseline select 1 (${when})`, path: BASELINE_PATH, connections: c, amount: SIZES.baseline, request: () => ({}) });
    const baseline = await baselineRun('before');
    const endpoints: LoadResult[] = [];
    endpoints.push(
      await load(base, {
        name: `${KEY}/getQuestionList`,
        path: `/api/${KEY}/getQuestionList`,
        connections: c,
        amount: SIZES.reads,
        request: (i) => ({ token: at(students, i).token }),
      }),
    );
    endpoints.push(await load(base, { name: 'news/getNewsList', path: '/api/news/getNewsList', connections: c, amount: SIZES.reads, request: () => ({ body: { page: 1 } }) }));
    const loadKeys = new Set<string>();
    const loadKey = (i: number) => `bench-load-${run}-${i}`;
    const submits = await load(base, {
      name: `${KEY}/submitAnswer`,
      path: `/api/${KEY}/submitAnswer`,
      connections: c,
      amount: SIZES.submits,
      request: (i) => ({ token: at(students, i).token, idempotencyKey: loadKey(i), body: sheets[i % sheets.length] }),
      onOk: (i) => loadKeys.add(loadKey(i)),
    });
    endpoints.push(submits);
    endpoints.push(
      await load(base, {
        name: `${KEY}/getAnswerCensus`,
        path: `/api/${KEY}/getAnswerCensus`,
        connections: c,
        amount: SIZES.reads,
        request: (i) => ({ token: at(students, i).token }),
      }),
    );
    endpoints.push(
      await load(base, {
        name: 'user/login',
        path: '/api/user/login',
        connections: c,
        amount: SIZES.logins,
        request: (i) => ({ body: { mobile: at(students, i).mobile, password: at(students, i).password } }),
      }),
    );

    const baselineAfter = await baselineRun('after');

    say(`${label}: classroom (${SIZES.classroom} submissions at once) and district (${SIZES.district} submissions) …`);
    const classKeys = new Set<string>();
    const classKey = (i: number) => `bench-class-${run}-${i}`;
    const classroomSpec = (name: string) => ({
      name,
      path: `/api/${KEY}/submitAnswer`,
      connections: SIZES.classroom,
      amount: SIZES.classroom,
      request: (i: number) => ({ token: seeded[studentOf(plan.slices.classroom, i)], idempotencyKey: classKey(i), body: sheets[i % sheets.length] }),
    });
    const classroom = await load(base, { ...classroomSpec('classroom: 60 at once'), onOk: (i) => classKeys.add(classKey(i)) });
    // The same 60 submissions again with the same keys, as devices retrying after a lost reply would:
    // each must answer 1000 with the stored result and store nothing new.
    const classroomReplay = await load(base, classroomSpec('classroom: 60 retries'));
    const districtKeys = new Set<string>();
    const districtKey = (i: number) => `bench-district-${run}-${i}`;
    const district = await load(base, {
      name: `district: ${SIZES.district}`,
      path: `/api/${KEY}/submitAnswer`,
      connections: SIZES.districtConnections,
      amount: SIZES.district,
      maxSeconds: 180,
      request: (i) => ({ token: seeded[studentOf(plan.slices.district, i)], idempotencyKey: districtKey(i), body: sheets[i % sheets.length] }),
      onOk: (i) => districtKeys.add(districtKey(i)),
    });

    await server.stop();
    const inFlight = (key: (i: number) => string, ...runs: LoadResult[]) => new Set(runs.flatMap((r) => r.unanswered.map(key)));
    const refusals = (...runs: LoadResult[]) => {
      const all: Record<string, number> = {};
      for (const r of runs) for (const [code, n] of Object.entries(r.codes)) all[code] = (all[code] ?? 0) + n;
      return all;
    };
    const checks: Check[] = [
      { name: 'submitAnswer run', prefix: `bench-load-${run}-`, planned: SIZES.submits, okKeys: loadKeys, inFlightKeys: inFlight(loadKey, submits), refusals: refusals(submits) },
      {
        name: 'classroom (+ retries)',
        prefix: `bench-class-${run}-`,
        planned: SIZES.classroom,
        okKeys: classKeys,
        inFlightKeys: inFlight(classKey, classroom, classroomReplay),
        refusals: refusals(classroom, classroomReplay),
      },
      {
        name: 'district',
        prefix: `bench-district-${run}-`,
        planned: SIZES.district,
        okKeys: districtKeys,
        inFlightKeys: inFlight(districtKey, district),
        refusals: refusals(district),
      },
    ];
    const verdicts = databaseUrl ? await verifyPostgres(databaseUrl, checks) : await verifyPglite(resolve(dataDir, 'pglite'), checks);
    return { label, setupSeconds, students: students.length, seeded: seeded.length, baseline, baselineAfter, endpoints, classroom, classroomReplay, district, verdicts };
  } finally {
    await server.stop();
    removeDataDir();
  }
}

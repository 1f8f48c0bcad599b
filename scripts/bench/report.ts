/** Prints the figures of the API and front-end runs as plain-text tables a person can compare. */
import type { ApiRun } from './api';
import type { BoardRun, BoardsOpen, SubmitRun } from './board';
import { NEXT_QUESTION_DELAY_MS } from './browser';
import { heading, int, median, ms, percentile, table } from './format';
import type { LoadResult } from './load';
import { RUNS_PER_PAGE } from './lighthouse';
import type { TabletRun } from './tablet';
import { lighthouseVerdicts, loadedJsVerdicts } from './targets';
import type { WebRun } from './web';

const errorsOf = (r: LoadResult) =>
  (r.errors
    ? `${r.errors} (${Object.entries(r.codes)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ')})`
    : '0') + (r.stoppedEarly ? ' STOPPED' : '');

export function printApi(runs: ApiRun[], skipped: string | null) {
  heading('API under load (autocannon, keep-alive, from this machine to 127.0.0.1)');
  console.log('req/s over the whole run; p50/p99 latency in ms; errors = replies other than HTTP 200 with code 1000;');
  console.log('"of base" = req/s as a share of the bench-only endpoint that does one `select 1` round trip through the same stack.');
  const header = ['endpoint', 'conns', 'requests'];
  for (const run of runs) header.push(`${run.label} req/s`, 'p50', 'p99', 'errors', 'of base');
  const rows = [header];
  const lines = (run: ApiRun) => [run.baseline, ...run.endpoints, run.baselineAfter];
  const baseRps = (run: ApiRun) => (run.baseline.rps + run.baselineAfter.rps) / 2;
  lines(runs[0]).forEach((first, i) => {
    const row = [first.name, String(first.connections), int(first.requests)];
    for (const run of runs) {
      const r = lines(run)[i];
      row.push(int(r.rps), ms(r.p50), ms(r.p99), errorsOf(r), (r.rps / baseRps(run)).toFixed(2));
    }
    rows.push(row);
  });
  console.log(table(rows));
  if (skipped) console.log(skipped);

  heading('Scenarios: mbti submitAnswer, a fresh Idempotency-Key per submission');
  const sHeader = ['scenario', 'conns', 'requests'];
  for (const run of runs) sHeader.push(`${run.label} all done s`, 'req/s', 'p50', 'p99', 'max', 'errors');
  const sRows = [sHeader];
  for (const pick of [(r: ApiRun) => r.classroom, (r: ApiRun) => r.classroomReplay, (r: ApiRun) => r.district]) {
    const first = pick(runs[0]);
    const row = [first.name, String(first.connections), int(first.requests)];
    for (const run of runs) {
      const r = pick(run);
      row.push(r.seconds.toFixed(2), int(r.rps), ms(r.p50), ms(r.p99), ms(r.max), errorsOf(r));
    }
    sRows.push(row);
  }
  console.log(table(sRows));

  console.log('\nStored exactly once, and every planned submission answered 1000 (SQL after the run: rows per attempt id; a refusal fails the run):');
  for (const run of runs) {
    for (const v of run.verdicts) {
      const refusals = Object.entries(v.refusals)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ');
      console.log(
        `  ${v.passed ? 'PASS' : 'FAIL'}  ${run.label.padEnd(10)} ${v.name.padEnd(22)} ${int(v.ok)} of ${int(v.planned)} answered 1000, ${int(v.rows)} rows: ` +
          `exactly once ${v.exactlyOnce ? 'yes' : 'NO'} (${v.duplicates} ids with ≠ 1 row, ${v.missing} missing, ${v.extra} stored without a 1000); ` +
          `refused ${v.refused}${refusals ? ` (${refusals})` : ''}; in flight at the stop ${v.inFlight} (${v.inFlightStored} of them stored)`,
      );
    }
  }
  for (const run of runs) {
    console.log(
      `  (${run.label}: ${run.students} students registered through the API in the ${run.setupSeconds.toFixed(1)} s set-up, argon2id included; ${int(run.seeded)} more with sessions written to the database for the classroom and the district, so nobody passes the daily cap)`,
    );
  }
}

export function printWeb(web: WebRun) {
  heading(`Lighthouse 12.8.2, mobile defaults (simulated slow 4G, 4x CPU), Debian Chromium, cold load; median of ${RUNS_PER_PAGE} runs`);
  const rows = [['page', 'perf', 'perf runs', 'a11y', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms']];
  for (const r of web.lighthouse) {
    rows.push([
      `${r.page} ${r.path}${r.finalPath !== r.path ? ` -> ${r.finalPath}` : ''}`,
      String(r.performance),
      r.performanceRuns.join('/'),
      String(r.accessibility),
      String(r.bestPractices),
      int(r.fcp),
      int(r.lcp),
      int(r.tbt),
      r.cls.toFixed(3),
      int(r.si),
    ]);
  }
  console.log(table(rows));
  for (const r of web.lighthouse) {
    console.log(`  ${r.page}: audits scoring < 0.9: ${r.failedAudits.join(', ') || 'none'}; API calls: ${r.apiCalls.join(', ') || 'none'}`);
  }

  heading('JavaScript loaded until the network is idle (cold phone tab, service worker blocked; gzip -9 of each script fetched)');
  const jsRows = [['page', 'KB', 'of which charts', 'budget', 'files', 'largest (KB)']];
  for (const r of web.loadedJs) {
    jsRows.push([
      `${r.page} ${r.path}`,
      r.kb.toFixed(1),
      r.chartsKb ? r.chartsKb.toFixed(1) : '—',
      r.budgetKb ? r.budgetKb.toFixed(1) : '—',
      String(r.scripts.length),
      r.largest.map((f) => `${f.file.replace(/^assets\//, '')} ${f.kb.toFixed(1)}`).join(', '),
    ]);
  }
  console.log(table(jsRows));

  heading(`Targets (issue 29), beside the React floor: ${web.floorKb.toFixed(1)} KB gzip (React, React DOM, TanStack Router and Query, jotai: scripts/bench/floor/)`);
  const verdicts = [...lighthouseVerdicts(web.lighthouse), ...loadedJsVerdicts(web.loadedJs, web.floorKb)];
  console.log(table([['what', 'target', 'measured', 'verdict'], ...verdicts.map((v) => [v.what, v.target, v.measured, v.met ? 'met' : 'MISSED'])]));

  heading('PWA installability (Lighthouse 12 has no PWA category: checked in Chromium directly)');
  const chrome = web.installability.chromeErrors;
  console.log(`  Chrome's verdict (Page.getInstallabilityErrors): ${chrome.length ? `NOT installable: ${chrome.join('; ')}` : 'installable (no errors)'}`);
  for (const c of web.installability.checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(38)} ${c.detail}`);

  heading(`Test page in Chromium (phone emulation): tap -> next question interactive, reload -> resumed`);
  const iRows = [['CPU', 'taps', `tap->next median ms`, 'p90', 'max', `minus ${NEXT_QUESTION_DELAY_MS} ms: median`, 'p90', 'reloads', 'reload->resumed median ms', 'max']];
  for (const run of web.interaction) {
    const taps = [...run.taps].sort((a, b) => a - b);
    const resumes = [...run.resumes].sort((a, b) => a - b);
    iRows.push([
      run.cpu === 1 ? '1x (this machine)' : `${run.cpu}x slowdown`,
      String(taps.length),
      ms(median(taps)),
      ms(percentile(taps, 90)),
      ms(taps[taps.length - 1]),
      ms(median(taps) - NEXT_QUESTION_DELAY_MS),
      ms(percentile(taps, 90) - NEXT_QUESTION_DELAY_MS),
      String(resumes.length),
      ms(median(resumes)),
      ms(resumes[resumes.length - 1]),
    ]);
  }
  console.log(table(iRows));
  for (const run of web.interaction) {
    console.log(
      `  ${run.cpu}x, medians in ms from the click reaching the page: options disabled ${ms(median(run.locked))}, next question in the DOM ${ms(median(run.dom))} (500 ms included), interactive ${ms(median(run.taps))}; before that, Chromium's input delay for the synthetic tap ${ms(median(run.inputDelay))}`,
    );
  }
}

/** Issue 36's goal: ≤ 5 s quiet, ≤ 10 s on a busy machine, from the tap on a name to question 1. */
export function printTablet(runs: TabletRun[]) {
  heading("Class tablet: tap on a name → PIN → question 1 of the assigned test (Chromium, 820×1180; first value: the tablet's first student)");
  const rows = [['scenario', 'sign-ins (ms)', 'min', 'median', 'max', 'name → pad', 'typing', 'PIN → q1', 'answers by others', 'load', 'goal']];
  for (const r of runs) {
    const goal = r.busyTablets ? 10_000 : 5000;
    const max = Math.max(...r.signIns);
    rows.push([
      r.label,
      r.signIns.map((n) => int(n)).join(', '),
      int(Math.min(...r.signIns)),
      int(median(r.signIns)),
      int(max),
      int(median(r.toPad)),
      int(median(r.typing)),
      int(median(r.afterPin)),
      r.busyTablets ? int(r.answersMeanwhile) : '–',
      `${r.load[0]} → ${r.load[1]}`,
      `${max <= goal ? 'met' : 'MISSED'} (≤ ${goal / 1000} s)`,
    ]);
  }
  console.log(table(rows));
  console.log('name → pad, typing (six digits, each tapped once the page takes it), PIN → q1 (from the last digit): medians, ms.');
}

/** Issue 35's targets: submit p95 with boards ≤ 1.5× without; an unchanged poll ≤ 1 ms of database time; a stored result on its board ≤ 5 s. */
export function printBoard(runs: BoardRun[], skipped: string | null) {
  const s = runs[0]?.sizes;
  if (!s) return;
  heading(`Class boards at district scale: ${s.classes} boards open while ${s.classes} classes × ${s.perClass} students submit; polling every ${s.pollMs / 1000} s, then pushed`);
  console.log(
    s.full
      ? `Full scale: ${int(s.submissions)} submissions per run (every student once), paced at ${s.rate}/s.`
      : `SCALED on this machine: ${int(s.submissions)} of the ${int(s.classes * s.perClass)} students submit per run (${s.submissions / s.classes} of each class's ${s.perClass}), paced at ${s.rate}/s, about ${Math.round(s.rate / ((s.classes * s.perClass) / 2400))}× a lesson's pace (13,500 results in 40 minutes is 5.6/s); the 300 boards are full scale. --board-full submits for all 13,500.`,
  );
  console.log('The page holds the pushed stream and polls only while it is not live: the targets are the pushed boards’; the polling rows are the fallback’s cost.');
  const rows = [['', ...runs.map((r) => r.label)]];
  const add = (name: string, f: (r: BoardRun) => string) => rows.push([name, ...runs.map(f)]);
  const latency = (l: SubmitRun['latency']) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.max)}`;
  // A run without boards that did not keep up (replies lost to the timeout) has no p95 to compare with.
  const ratio = (r: BoardRun, open: BoardsOpen) =>
    r.without.inFlight || r.without.ok < r.sizes.submissions
      ? 'not measured: the run without boards did not keep up'
      : `${(open.submitted.latency.p95 / r.without.latency.p95).toFixed(2)} ${open.submitted.latency.p95 <= 1.5 * r.without.latency.p95 ? 'met' : 'MISSED'}`;
  const shown = (open: BoardsOpen) =>
    `${ms(open.shown.p50)} / ${ms(open.shown.p95)} / ${ms(open.shown.max)} ${open.shown.seen === open.shown.results && open.shown.max <= 5000 ? 'met' : 'MISSED'}`;
  const cpu = (run: SubmitRun) => int(run.serverCpuMs / run.seconds);
  add('submit p50 / p95 / max ms, no boards', (r) => latency(r.without.latency));
  add('submit p50 / p95 / max ms, boards pushed', (r) => latency(r.pushed.submitted.latency));
  add('  p95 pushed ÷ without (target ≤ 1.5)', (r) => ratio(r, r.pushed));
  add('result → on its pushed board, p50 / p95 / max ms (≤ 5 s)', (r) => shown(r.pushed));
  add('  results shown / stored', (r) => `${int(r.pushed.shown.seen)} / ${int(r.pushed.shown.results)}`);
  add('submit p50 / p95 / max ms, boards polling', (r) => latency(r.polled.submitted.latency));
  add('  p95 polling ÷ without', (r) => ratio(r, r.polled));
  add('result → on its polling board, p50 / p95 / max ms', (r) => shown(r.polled));
  add('app server CPU ms per s: no boards / pushed / polling', (r) => `${cpu(r.without)} / ${cpu(r.pushed.submitted)} / ${cpu(r.polled.submitted)}`);
  add(
    '  its CPU per poll (extra ÷ polls answered meanwhile)',
    (r) => `${ms((r.polled.submitted.serverCpuMs - r.without.serverCpuMs) / Math.max(1, r.polled.answers.duringSubmissions))} ms of ${int(r.polled.answers.duringSubmissions)}`,
  );
  add('unchanged poll, database ms median / p95 (≤ 1)', (r) => `${r.cost.median.toFixed(3)} / ${r.cost.p95.toFixed(3)} ${r.cost.median <= 1 ? 'met' : 'MISSED'}`);
  add('  statements, EXPLAIN ANALYZE repetitions', (r) => `${r.cost.statements}, ${r.cost.repeats}`);
  for (const k of ['unchanged', 'changes', 'whole'] as const) {
    add(`pushed "${k}": count, mean bytes`, (r) => `${int(r.pushed.answers[k].count)}, ${int(r.pushed.answers[k].meanBytes)}`);
  }
  for (const k of ['unchanged', 'changes', 'whole'] as const) {
    add(
      `polls "${k}": count, p50 / p95 ms, mean bytes`,
      (r) => `${int(r.polled.answers[k].count)}, ${ms(r.polled.answers[k].p50)} / ${ms(r.polled.answers[k].p95)}, ${int(r.polled.answers[k].meanBytes)}`,
    );
  }
  const failed = (f: Record<string, number>) =>
    Object.entries(f)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ') || '0';
  add('failed: pushed / polls', (r) => `${failed(r.pushed.answers.failures)} / ${failed(r.polled.answers.failures)}`);
  for (const i of [0, 1]) {
    add(`class of ${runs[0].payload[i].size}: whole board / changes after one result, bytes`, (r) => `${int(r.payload[i].whole)} / ${int(r.payload[i].changes)}`);
  }
  add('set-up s (seeding, warm-up)', (r) => r.setupSeconds.toFixed(1));
  console.log(table(rows));
  console.log(
    'Database time: the statements of one unchanged poll (session, access check, the stamp), captured from the real code and each run under EXPLAIN ANALYZE after the submissions, the boards still polling (planning + execution, summed per poll). A pushed board reads nothing while its class does not change: its clock comes every 5 s from the app, and a new minute or a change costs one read like a poll.',
  );
  for (const r of runs) {
    for (const v of r.verdicts) {
      const refusals = Object.entries(v.refusals)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ');
      console.log(
        `  ${v.passed ? 'PASS' : 'FAIL'}  ${r.label.padEnd(10)} ${v.name.padEnd(22)} ${int(v.ok)} of ${int(v.planned)} answered 1000, ${int(v.rows)} rows, exactly once ${v.exactlyOnce ? 'yes' : 'NO'}; refused ${v.refused}${refusals ? ` (${refusals})` : ''}; unanswered ${v.inFlight}`,
      );
    }
  }
  if (skipped) console.log(skipped);
}

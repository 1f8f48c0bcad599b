/**
 * `npm run bench`: the project's own measurements, printed for a person to compare.
 *   1. bundles (scripts/bundle-size.ts, after a build if dist/ is missing or stale)
 *   2. the API under load on PGlite and on a throwaway PostgreSQL 15 (when installed), with a baseline
 *   3. the front end in Debian's Chromium: Lighthouse, installability, tap and reload timings
 *   4. a class tablet in Chromium: tap on a name → first question of the assigned test, quiet and busy
 *   5. the class boards at district scale (board.ts) on both databases; `--board-full` at the full scale
 * Everything talks to 127.0.0.1 only, every run is bounded, and every server, browser and directory it
 * starts is removed again, also on failure or Ctrl-C. `--only=bundles,api,web,tablet,board` runs a part.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type ApiRun, runApi } from './api';
import { type BoardRun, boardSizes, runBoard } from './board';
import { bundleReport, ensureBuild } from './bundles';
import { CHROMIUM } from './chromium';
import { installExitHandlers, runCleanup } from './cleanup';
import { heading } from './format';
import { freePort } from './ports';
import { type Postgres, postgresAvailable, startPostgres } from './postgres';
import { printApi, printBoard, printTablet, printWeb } from './report';
import { runTablet } from './tablet';
import { runWeb } from './web';

const started = performance.now();
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part: string) => !only || only.includes(part);
const say = (line: string) => console.log(`  [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function machine(): string {
  const cpu = cpus();
  const chromium = (() => {
    try {
      return execFileSync(CHROMIUM, ['--version'], { timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return 'Chromium not found';
    }
  })();
  return `${cpu.length} cores (${cpu[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${chromium}`;
}

/** Other processes on the machine take cores from the servers and the load generator: shown beside the figures. */
function loadText(warn = true): string {
  const [one, five] = loadavg();
  const busy = warn && one > cpus().length * 0.5 ? ' — the machine is not idle: figures may be lower and noisier' : '';
  return `${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)${busy}`;
}

async function main() {
  installExitHandlers();
  console.log(`生涯规划 bench — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(`Machine: ${machine()}`);
  console.log(`Load average before the run: ${loadText()}`);
  let bundlesOk = true;
  let verdictsOk = true;

  if (wants('bundles') || wants('web') || wants('tablet')) {
    const build = ensureBuild(say);
    if (build.built) say(`built in ${build.seconds.toFixed(0)} s`);
  }
  if (wants('bundles')) {
    heading('Bundles (gzip -9 of the JavaScript and CSS each page needs; budgets checked by npm test)');
    bundlesOk = bundleReport();
    console.log(bundlesOk ? 'Every page is within its budget.' : 'OVER BUDGET: npm test fails on this build.');
  }

  if (wants('api') || wants('board')) {
    let pg: Postgres | null = null;
    const skipped = postgresAvailable() ? null : 'PostgreSQL: skipped — /usr/lib/postgresql/15/bin/initdb not found (apt-get install postgresql-15; CI has it).';
    try {
      if (!skipped) {
        const pgPort = await freePort();
        say(`PostgreSQL 15: throwaway cluster on 127.0.0.1:${pgPort} …`);
        pg = await startPostgres(pgPort);
      }
      if (wants('api')) {
        const runs: ApiRun[] = [await runApi('PGlite', undefined, say)];
        if (pg) runs.push(await runApi('PostgreSQL', await pg.database('bench_api'), say));
        printApi(runs, skipped);
        verdictsOk = runs.every((r) => r.verdicts.every((v) => v.passed));
      }
      if (wants('board')) {
        const sizes = boardSizes(process.argv.includes('--board-full'));
        const runs: BoardRun[] = [await runBoard('PGlite', undefined, sizes, say)];
        if (pg) runs.push(await runBoard('PostgreSQL', await pg.database('bench_board'), sizes, say));
        printBoard(runs, skipped);
        verdictsOk &&= runs.every((r) => r.verdicts.every((v) => v.passed));
      }
    } finally {
      await pg?.stop();
    }
  }

  if (wants('web')) {
    const web = await runWeb(say);
    printWeb(web);
  }

  if (wants('tablet')) printTablet(await runTablet(say));

  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s. Load average now (this run included): ${loadText(false)}`);
  if (!bundlesOk) console.log('A bundle is over its budget (see above).');
  if (!verdictsOk) {
    console.log('A run did not store every submission exactly once, or did not answer every one 1000 (see above).');
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  // Everything started is stopped; nothing may keep the process alive after that.
  .finally(() => runCleanup().then(() => process.exit()));

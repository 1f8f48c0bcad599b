/**
 * The front end: the real server entry (src/server/index.ts, serving dist/) on PGlite in .tmp/bench-<pid>-web,
 * two students made through the API (one with a stored MBTI result for the report page), then Lighthouse and
 * the Playwright measurements, one after the other so they never compete for the two cores.
 */
import { resolve } from 'node:path';
import { trackDir } from './cleanup';
import { type QuestionList, attentiveAnswerSheet, createStudent, post } from './client';
import { type Installability, type InteractionRun, checkInstallability, measureInteraction, withPhone } from './browser';
import { type LighthouseRow, runLighthouse } from './lighthouse';
import { budgetsOver, floorKb } from './floor';
import { type LoadedJsRow, measureLoadedJs } from './loaded-js';
import { freePort } from './ports';
import { startNodeServer } from './processes';

export interface WebRun {
  /** The React floor the JavaScript budgets are set from (floor.ts). */
  floorKb: number;
  lighthouse: LighthouseRow[];
  loadedJs: LoadedJsRow[];
  installability: Installability;
  interaction: InteractionRun[];
}

export const TAPS = 24;
export const RELOADS = 7;

export async function runWeb(say: (line: string) => void): Promise<WebRun> {
  const port = await freePort();
  const dataDir = resolve(`.tmp/bench-${process.pid}-web`);
  const removeDataDir = trackDir(dataDir);
  const server = await startNodeServer(
    'web server',
    'src/server/index.ts',
    port,
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA: 'off',
      SMS_SENDER: 'dev',
    },
    async (url) => (await fetch(`${url}/`)).ok,
  );
  try {
    const origin = server.url;
    const reader = await createStudent(origin, '13800000001');
    const taker = await createStudent(origin, '13800000002');
    const questions = await post<QuestionList>(origin, '/api/mbti/getQuestionList', {}, reader.token);
    const submitted = await post<{ quality?: { flagged: boolean } }>(
      origin,
      '/api/mbti/submitAnswer',
      attentiveAnswerSheet('mbti', questions.data, 3),
      reader.token,
      'bench-web-report-1',
    );
    if (submitted.code !== 1000) throw new Error(`submitAnswer for the report page: ${submitted.msg}`);
    // A flagged sheet's page is a short notice, not the report the page is measured for.
    if (submitted.data.quality?.flagged) throw new Error('the report page’s answer sheet was flagged by the quality check');

    const floor = await floorKb();
    const budgets = budgetsOver(floor);
    say('Lighthouse: 4 pages …');
    const pages = [
      { name: 'home', path: '/', budgetKb: budgets.home },
      { name: 'assessment list', path: '/assessment' },
      { name: 'test page (mbti)', path: '/mbti/test', token: reader.token, user: reader.user, budgetKb: budgets.test },
      { name: 'report page (mbti)', path: '/mbti/result', token: reader.token, user: reader.user, budgetKb: budgets.report },
    ];
    const lighthouse = await runLighthouse(origin, pages);
    say('JavaScript each page loads until the network is idle …');
    const loadedJs = await measureLoadedJs(origin, pages);
    say('Installability, taps and reloads in Playwright …');
    const { installability, interaction } = await withPhone(async (context) => ({
      installability: await checkInstallability(context, origin),
      interaction: await measureInteraction(context, origin, taker, [1, 4], TAPS, RELOADS),
    }));
    return { floorKb: floor, lighthouse, loadedJs, installability, interaction };
  } finally {
    await server.stop();
    removeDataDir();
  }
}

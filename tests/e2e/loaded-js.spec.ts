// eslint-disable-next-line no-restricted-imports -- scripts/ has no path alias; the bench and this test measure the same way
import { LOADED_JS_BUDGET_KB, loadedJsOf } from '../../scripts/bench/loaded-js';
import { createStudent, submitResult } from './students';
import { expect, test } from './support';

// What a cold phone tab actually loads until the network is idle (service worker blocked, so its
// precache is not counted), gzip -9: the targets, which the static bundle check cannot see.
test('a first visit loads at most 130 KB of JavaScript on the home page, 200 on a test page and 240 on a report', async ({ browser, baseURL, request }) => {
  const student = await createStudent(request, '小量');
  await submitResult(request, student.token, 'mbti');
  const taker = await createStudent(request, '小测');
  const pages = [
    { name: 'home', path: '/', budgetKb: LOADED_JS_BUDGET_KB.home, shows: /assets\/app-/ },
    { name: 'test', path: '/mbti/test', token: taker.token, budgetKb: LOADED_JS_BUDGET_KB.test, shows: /assets\/test-page-/ },
    { name: 'report', path: '/mbti/result', token: student.token, budgetKb: LOADED_JS_BUDGET_KB.report, shows: /assets\/mbti-report-/ },
  ];
  for (const target of pages) {
    const row = await loadedJsOf(browser, baseURL!, target);
    const files = row.largest.map((f) => `${f.file} ${f.kb.toFixed(1)}`).join(', ');
    expect(row.kb, `${target.path} loaded ${row.kb.toFixed(1)} KB in ${row.scripts.length} files (largest: ${files})`).toBeLessThanOrEqual(target.budgetKb);
    // The page itself loaded (not a redirect to the login page): its own code is among the scripts.
    expect(row.scripts.some((file) => target.shows.test(file)), row.scripts.join(', ')).toBe(true);
  }
});

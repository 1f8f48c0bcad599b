// eslint-disable-next-line no-restricted-imports -- scripts/ has no path alias; the bench and this test measure the same way
import { budgetsOver, floorKb } from '../../scripts/bench/floor';
// eslint-disable-next-line no-restricted-imports -- as above
import { loadedJsOf } from '../../scripts/bench/loaded-js';
import { createStudent, submitResult } from './students';
import { expect, test } from './support';

// What a cold phone tab actually loads until the network is idle (service worker blocked, so its
// precache is not counted), gzip -9, against the React floor plus what our own code may add (issue 29):
// the static bundle check cannot see the chunks that load right after the first paint.
test('a first visit loads at most the React floor + 35 KB on the home page, + 80 on a test page, + 110 on a report before its charts, which come after its text and once scrolled to', async ({
  browser,
  baseURL,
  request,
}) => {
  const budgets = budgetsOver(await floorKb());
  const student = await createStudent(request, '小量');
  await submitResult(request, student.token, 'mbti');
  const taker = await createStudent(request, '小测');
  const pages = [
    { name: 'home', path: '/', budgetKb: budgets.home, shows: /assets\/app-/ },
    { name: 'test', path: '/mbti/test', token: taker.token, budgetKb: budgets.test, shows: /assets\/test-page-/ },
    { name: 'report', path: '/mbti/result', token: student.token, budgetKb: budgets.report, shows: /assets\/mbti-report-/ },
  ];
  for (const target of pages) {
    const row = await loadedJsOf(browser, baseURL!, target);
    const files = row.largest.map((f) => `${f.file} ${f.kb.toFixed(1)}`).join(', ');
    expect(row.kb - row.chartsKb, `${target.path} loaded ${row.kb.toFixed(1)} KB in ${row.scripts.length} files (largest: ${files})`).toBeLessThanOrEqual(target.budgetKb);
    // The page itself loaded (not a redirect to the login page): its own code is among the scripts.
    expect(
      row.scripts.some((file) => target.shows.test(file)),
      row.scripts.join(', '),
    ).toBe(true);
    if (target.name === 'report') {
      // On a phone the report's chart is far down the page: its drawing loads once the student scrolls near it.
      expect(row.chartsOnOpenKb, 'the report loaded no charts before it was scrolled').toBe(0);
      expect(row.chartsKb, 'the report loaded its charts once scrolled to them').toBeGreaterThan(0);
      expect(row.chartsAfterTextMs, 'the charts were asked for after the report’s title painted').toBeGreaterThanOrEqual(0);
    } else {
      expect(row.chartsKb, `${target.path} loads no charts`).toBe(0);
    }
  }
});

import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { shownIds } from '#shared/assessments/shown-order';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_RESPONDENTS_TO_PUBLISH, type MeasuredReliability } from '#content/assessments/measured-reliability';
import { checkQuality, instrumentVersions, instruments } from '#content/assessments/registry';
import { type Population, type SimulatedSheet, mulberry32, population, simulateAttentive } from '#tests/support/psychometrics/simulate';
import { assessmentResults } from '#server/db/schema';
import type { AssessmentKey } from '#shared/assessments/types';
// eslint-disable-next-line no-restricted-imports -- scripts/ has no path alias; the test runs the script's logic in-process
import { MEASURED_RELIABILITY_PATH, reliabilityText } from '../../scripts/reliability';
import { createTestApp, registerUser, type TestApp } from './harness';

/**
 * `npm run reliability` on a seeded database. hld:
 * - 36 students answer the current version once (attentive simulated students, none flagged); 8 of
 *   them again 14 days later (same true traits): 8 retest pairs, 8 "not first";
 * - 3 students answer the older version 2026.2 (their own group, counted there);
 * - 1 student straight-lines (flagged), then retakes at once: 1 "flagged", 1 "not first";
 * - 1 student's stored answers do not fit the items (a row missing an answer): 1 "answers do not fit".
 * mbti: 12 of the students once.
 */

let t: TestApp;
const DAY = 86400_000;

async function student() {
  const user = await registerUser(t);
  const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token })).data.list[0];
  await t.call('/api/user/updateBaseInfo', { username: '王小雨', nickname: '小雨', sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: user.token });
  return user;
}

/** An attentive sheet the quality check accepts (it wrongly flags a few attentive students). */
function acceptedSheet(pop: Population, key: AssessmentKey, seed: number, traits?: number[]): SimulatedSheet {
  for (let s = seed; ; s += 1000) {
    const sheet = simulateAttentive(pop, mulberry32(s), traits, traits ? 'plain' : undefined);
    if (!checkQuality(key, sheet.values, pop.instrument.version, sheet.itemMs, sheet.seconds).flagged) return sheet;
  }
}

async function submit(token: string, key: AssessmentKey, pop: Population, sheet: Pick<SimulatedSheet, 'values' | 'itemMs' | 'seconds'>) {
  const answer = shownIds(pop.instrument).map((id) => ({ id, [key === 'mbti' ? 'answer' : 'value']: sheet.values.get(id), ms: sheet.itemMs.get(id) }));
  const res = await t.call<{ id: number; quality: { flagged: boolean } }>(
    `/api/${key}/submitAnswer`,
    { answer: JSON.stringify(answer), times: sheet.seconds, version: pop.instrument.version },
    { token },
  );
  if (res.code !== 1000) throw new Error(`submit ${key}: ${res.msg}`);
  return res.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const hld = population(instruments.hld, 21);
  const hldOld = population(instrumentVersions.hld[1], 21);
  const mbti = population(instruments.mbti, 21);
  const users = [];
  for (let i = 0; i < 41; i++) users.push(await student());
  const firsts: { sheet: SimulatedSheet }[] = [];
  for (let i = 0; i < 36; i++) {
    const sheet = acceptedSheet(hld, 'hld', i + 1);
    await submit(users[i].token, 'hld', hld, sheet);
    firsts.push({ sheet });
    if (i < 12) await submit(users[i].token, 'mbti', mbti, acceptedSheet(mbti, 'mbti', i + 1));
  }
  for (let i = 36; i < 39; i++) await submit(users[i].token, 'hld', hldOld, acceptedSheet(hldOld, 'hld', i + 1));
  // The straight-liner: every item 是, then a proper retake.
  const same = new Map(shownIds(instruments.hld).map((id) => [id, 2]));
  const flagged = await submit(users[39].token, 'hld', hld, { values: same, itemMs: new Map(), seconds: 600 });
  expect(flagged.quality.flagged).toBe(true);
  await submit(users[39].token, 'hld', hld, acceptedSheet(hld, 'hld', 39));
  // Answers that no longer fit the items: a stored row missing one answer (as a damaged row would be).
  const damaged = await submit(users[40].token, 'hld', hld, acceptedSheet(hld, 'hld', 40));
  const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, damaged.id));
  await t.database.db
    .update(assessmentResults)
    .set({ answers: (row.answers as unknown[]).slice(1) })
    .where(eq(assessmentResults.id, damaged.id));
  // Retests: 8 students, 14 days later (signing in again: their sessions ended unused), same true traits.
  t.clock.advance(14 * DAY);
  for (let i = 0; i < 8; i++) {
    const { sheet } = firsts[i];
    const again = await t.call<{ token: string }>('/api/user/login', { mobile: users[i].mobile, password: users[i].password });
    await submit(
      again.data.token,
      'hld',
      hld,
      acceptedSheet(
        hld,
        'hld',
        500 + i,
        hld.scales.map((s) => sheet.traits[s]),
      ),
    );
  }
}, 120_000);
afterAll(async () => t?.close());

describe('npm run reliability', () => {
  let text = '';
  beforeAll(async () => {
    text = (await reliabilityText(t.database)).text;
    if (process.env.SHOW_RELIABILITY) console.log(text);
  });

  it('counts first attempts only and says what it left out and why', () => {
    expect(text).toMatch(/== hld 2026\.3 \(current\): 47 stored, 36 first attempts counted; excluded: 9 not first, 1 flagged, 1 answers do not fit/);
    expect(text).toMatch(/== hld 2026\.2 \(older version\): 3 stored, 3 first attempts counted; excluded: 0 not first, 0 flagged, 0 answers do not fit/);
    expect(text).toMatch(/== mbti 2026\.3 \(current\): 12 stored, 12 first attempts counted/);
    expect(text).toContain('== dyzn: no results stored');
  });

  it('prints alpha per scale and every item with its statistics', () => {
    expect(text).toMatch(/^R\s+现实型\s+36\s+12\s+\d\.\d{3}\s+alpha/m);
    expect(text).toMatch(/^EI\s+外向—内向\s+12\s+19\s+\d\.\d{3}\s+KR-20/m);
    // 72 hld items in each of two versions and 76 mbti items, one line each, and the validity items of 2026.3 (8 hld, 10 mbti).
    expect(text.match(/^ {4}#\d+ id \d+ /gm)).toHaveLength(72 + 8 + 72 + 76 + 10);
    expect(text).toContain('validity items (missed = not answered as asked, among the 36 counted sheets');
    expect(text).toMatch(/^ {4}#9 id 901\s+\d+ \(\d+\.\d %\)\s+这道题用来确认你在认真读题/m);
    expect(text).toMatch(/^ {4}#1 id \d+\s+\d\.\d\d\s+-?\d\.\d\d\s+\d\.\d{3}/m);
  });

  it('reports retest agreement of the second attempts', () => {
    expect(text).toMatch(/retest: 8 student\(s\) with a second attempt, median 14\.0 days apart; same code \d\/8/);
    expect(text).toMatch(/retest r per scale: R -?\d\.\d\d, I -?\d\.\d\d, A/);
    expect(text).toMatch(/mbti[\s\S]*retest: no student has a second attempt/);
  });

  it('shows the distribution of first results', () => {
    expect(text).toMatch(/results of the 36 first attempts \(code; \d+ distinct(, top 20)?\):/);
    expect(text).toMatch(/results of the 12 first attempts \(type; \d+ distinct\):\n\s+result\s+count\s+share\n\s+[EI][SN][TF][JP]\s+\d+\s+\d+\.\d%/);
  });

  it('--write refuses with too few respondents and leaves the file alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reliability-'));
    const path = join(dir, 'measured-reliability.ts');
    copyFileSync(MEASURED_RELIABILITY_PATH, path);
    const before = readFileSync(path, 'utf8');
    const real = readFileSync(MEASURED_RELIABILITY_PATH, 'utf8');
    try {
      const run = await reliabilityText(t.database, { write: true, outputPath: path });
      expect(run.wrote).toEqual([]);
      expect(run.text).toContain(
        `--write: nothing written. A current version needs at least ${MIN_RESPONDENTS_TO_PUBLISH} counted first attempts to publish (hld 2026.3: 36, mbti 2026.3: 12)`,
      );
      expect(readFileSync(path, 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true });
    }
    expect(readFileSync(MEASURED_RELIABILITY_PATH, 'utf8')).toBe(real);
  });

  it('--write with enough respondents fills measuredReliability for those assessments only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reliability-'));
    const path = join(dir, 'measured-reliability.ts');
    copyFileSync(MEASURED_RELIABILITY_PATH, path);
    try {
      const run = await reliabilityText(t.database, { write: true, outputPath: path, minRespondents: 30, today: new Date('2026-12-05T20:00:00Z') });
      expect(run.wrote).toEqual(['hld']);
      expect(run.text).toMatch(/--write: wrote .*measured-reliability\.ts:\n {2}hld 2026\.3: 36 respondents, measured 2026-12-06: R \d\.\d{3}, I/);
      const written = readFileSync(path, 'utf8');
      // The types and MIN_RESPONDENTS_TO_PUBLISH are kept as they were.
      expect(written.slice(0, written.indexOf('export const measuredReliability'))).toBe(
        readFileSync(MEASURED_RELIABILITY_PATH, 'utf8').slice(0, written.indexOf('export const measuredReliability')),
      );
      const { measuredReliability } = (await import(/* @vite-ignore */ path)) as { measuredReliability: Partial<Record<AssessmentKey, MeasuredReliability>> };
      expect(Object.keys(measuredReliability)).toEqual(['hld']);
      expect(measuredReliability.hld).toMatchObject({ version: '2026.3', respondents: 36, measuredAt: '2026-12-06' });
      expect(measuredReliability.hld!.scales.map((s) => [s.scale, s.name])).toEqual([
        ['R', '现实型'],
        ['I', '研究型'],
        ['A', '艺术型'],
        ['S', '社会型'],
        ['E', '企业型'],
        ['C', '常规型'],
      ]);
      for (const s of measuredReliability.hld!.scales) expect(Math.round(s.coefficient * 1000) / 1000).toBe(s.coefficient);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

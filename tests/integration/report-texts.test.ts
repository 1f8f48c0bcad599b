import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildReport } from '#content/assessments/registry';
import { hollandTypeContent } from '#content/hld/types';
import { intelligenceContent } from '#content/dyzn/intelligences';
import { DYZN_LEVELS, DYZN_NEAR_POINTS, type DyznReport } from '#shared/assessments/dyzn';
import { hexDistance, NEAR_TIE_POINTS, type HldReport } from '#shared/assessments/hld';
import { MBTI_UNDECIDED_BELOW, type MbtiReport } from '#shared/assessments/mbti';
import type { HollandType } from '#shared/assessments/types';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';
import { HldReportView } from '#client/features/report/hld/hld-report';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';
import { dyznSummary, hldSummary, mbtiSummary } from '#client/features/report/summary/report-summary';
import { mbtiSheets, ratedSheets, type Sheet, type SheetKind } from '#tests/support/psychometrics/report-sheets';

/**
 * Issue 30, item 3: no sentence of a report claims more than the scores allow. Realistic sheets of the
 * kinds where that is easiest to get wrong (exact ties, near-ties within the measured band, flat and
 * uniformly low profiles; report-sheets.ts) are scored by the code the server and the device share,
 * the report page is rendered to text, and every claim is checked against the sheet's own scores.
 */

const textOf = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** Every "A（a分）和B（b分）相差不到N分" in a text holds. */
function expectCloseClaimsHold(text: string) {
  for (const m of text.matchAll(/（(\d+(?:\.\d)?)分）和[^（]+（(\d+(?:\.\d)?)分）相差不到(\d+)分/g)) {
    expect(Math.abs(Number(m[1]) - Number(m[2])), m[0]).toBeLessThan(Number(m[3]));
  }
}

const HLD_KINDS: SheetKind[] = ['natural', 'tied-first', 'tied-third', 'near-tied', 'flat', 'low'];

function checkHld(r: HldReport, kind: SheetKind) {
  const text = textOf(createElement(HldReportView, { data: r, nickname: '小雨' }));
  const summary = hldSummary(r);
  const score = Object.fromEntries(r.scorelist.map((s) => [s.type, s.score])) as Record<HollandType, number>;
  const scores = Object.values(score);
  const max = Math.max(...scores);
  const min = Math.min(...scores);
  const flat = max - min < r.band;
  const name = (t: HollandType) => hollandTypeContent[t].name;
  expect(r.band).toBe(NEAR_TIE_POINTS);
  expect(r.profile).toBe(flat ? 'flat' : 'differentiated');

  // The code lists types by score; ties only in an order that does not favour the hexagon (unit-tested).
  const code = [...r.type] as HollandType[];
  for (let i = 1; i < 3; i++) expect(score[code[i - 1]]).toBeGreaterThanOrEqual(score[code[i]]);

  // Every type within the band of the highest shares first place: named in the heading and the summary, with its own majors.
  const leaders = flat ? [] : (Object.keys(score) as HollandType[]).filter((t) => max - score[t] < r.band);
  expect(r.leaders.map((l) => l.type).sort()).toEqual([...leaders].sort());
  for (const t of leaders) {
    expect(text).toContain(hollandTypeContent[t].major.split('、')[0]);
    expect(text).toContain(hollandTypeContent[t].occupation.split('、')[0]);
    if (leaders.length > 1) expect(summary[0]).toContain(name(t));
  }
  expect(/是你得分最高的兴趣类型/.test(text)).toBe(leaders.length === 1);

  // "Among your strongest" and "not your strongest" only where the scores allow.
  for (const t of Object.keys(score) as HollandType[]) {
    if (text.includes(`${name(t)}是你最突出的兴趣之一`)) {
      expect(flat).toBe(false);
      expect(score[t]).toBeGreaterThanOrEqual(50);
      expect(code.includes(t) || score[code[2]] - score[t] < r.band).toBe(true);
    }
    if (text.includes(`你对${name(t)}的活动有一定兴趣，但它还不是你最强烈的方向`)) expect(max - score[t]).toBeGreaterThanOrEqual(r.band);
  }
  if (flat) {
    expect(text).not.toContain('最突出');
    expect(r.profileNote).not.toBe('');
    expect(text).toContain(r.profileNote);
  }

  // 同样支持 / 同样符合 only when an exact tie crosses the third place.
  const thirdTied = (Object.keys(score) as HollandType[]).some((t) => !code.includes(t) && score[t] === score[code[2]]);
  expect(/同样支持|同样符合/.test(text)).toBe(!flat && thirdTied);
  // 并列 only for equal scores.
  if (/并列/.test(text)) expect(new Set(scores).size).toBeLessThan(6);
  expectCloseClaimsHold(text);

  // A consistency level only when every pair the scores allow for the first two places has it.
  if (r.consistency.level !== 'none' && !flat) {
    const sorted = [...code, ...(Object.keys(score) as HollandType[]).filter((t) => !code.includes(t))];
    const firsts = sorted.filter((t) => max - score[t] < r.band);
    const pairs =
      firsts.length > 1
        ? firsts.flatMap((a, i) => firsts.slice(i + 1).map((b) => [a, b]))
        : sorted
            .slice(1)
            .filter((t) => score[sorted[1]] - score[t] < r.band)
            .map((t) => [sorted[0], t]);
    const level = (a: HollandType, b: HollandType) => ['', 'high', 'medium', 'low'][hexDistance(a, b)];
    for (const [a, b] of pairs) expect(level(a as HollandType, b as HollandType), `${kind} ${a}${b}`).toBe(r.consistency.level);
  }
  // The uniformly low profile is said, and no low type is said to be preferred over another.
  if (max <= 34) expect(text).toContain(`最高分只有${max}分`);
}

describe.each(HLD_KINDS)('hld texts on %s sheets', (kind) => {
  it('claim nothing inside the measurement error', () => {
    const sheets = ratedSheets('hld', kind, kind === 'natural' ? 150 : 40, 1, NEAR_TIE_POINTS);
    expect(sheets.length, 'the simulation gives sheets of this kind').toBeGreaterThanOrEqual(kind === 'flat' ? 10 : 30);
    for (const values of sheets) checkHld(buildReport('hld', values), kind);
  });
});

const DYZN_KINDS: SheetKind[] = ['natural', 'tied-first', 'near-tied', 'flat', 'low'];

function checkDyzn(r: DyznReport) {
  const text = textOf(createElement(DyznReportView, { data: r, nickname: '小雨' }));
  const summary = dyznSummary(r);
  const items = r.result_description.flatMap((g) => g.list.map((i) => ({ ...i, level: g.level })));
  const max = Math.max(...items.map((i) => i.score));
  const min = Math.min(...items.map((i) => i.score));
  const flat = max - min < r.band;
  expect(r.band).toBe(DYZN_NEAR_POINTS);
  expect(r.profile).toBe(flat ? 'flat' : 'differentiated');

  // Levels: 优势 near the highest and clearly above the lowest (45+); 弱势 near the lowest and clearly below the highest.
  for (const i of items) {
    if (i.level === 'advantage') expect([max - i.score < r.band, i.score - min >= r.band, i.score >= DYZN_LEVELS[0].min]).toEqual([true, true, true]);
    if (i.level === 'weak') expect([i.score - min < r.band, max - i.score >= r.band]).toEqual([true, true]);
    if (i.level === 'comparative') expect(i.score - min).toBeGreaterThanOrEqual(r.band);
    // Majors and jobs for every intelligence that is not a clear weakness.
    expect(i.major === '').toBe(i.level === 'weak');
    if (i.level !== 'weak') expect(text).toContain(intelligenceContent[i.key].major.split('、')[0]);
    // 并列 only with an equal score.
    if (i.tied) expect(items.some((o) => o.key !== i.key && o.score === i.score)).toBe(true);
  }
  // The summary: the highest group named together, never also called weaker; no false 并列.
  const topGroup = items.filter((i) => max - i.score < r.band);
  const weak = items.filter((i) => i.level === 'weak');
  if (flat) {
    expect(summary.join('')).not.toMatch(/最突出|相对弱一些/);
    expect(text).toContain(r.profileNote);
  } else {
    for (const i of topGroup) expect(summary[0]).toContain(i.name);
    for (const i of weak) expect(summary[0]).not.toContain(i.name);
    expect(summary[0].includes('并列')).toBe(topGroup.length > 1 && topGroup.every((i) => i.score === topGroup[0].score));
  }
  if (summary[2].startsWith('相对弱一些')) for (const i of topGroup) expect(summary[2]).not.toContain(i.name);
  // A uniformly low sheet: no 最突出, the low profile said, no claim that other abilities are used instead.
  if (max < 45) {
    expect(text).not.toContain('最突出');
    expect(r.profileNote).toContain('整体偏低');
    expect(text).toContain(r.profileNote);
  }
  expect(text).not.toContain('更习惯用动手、画图或计算');
  expectCloseClaimsHold(text);
}

describe.each(DYZN_KINDS)('dyzn texts on %s sheets', (kind) => {
  it('claim nothing inside the measurement error', () => {
    const sheets = ratedSheets('dyzn', kind, kind === 'natural' ? 150 : 40, 2, DYZN_NEAR_POINTS);
    expect(sheets.length, 'the simulation gives sheets of this kind').toBeGreaterThanOrEqual(kind === 'flat' ? 10 : 30);
    for (const values of sheets) checkDyzn(buildReport('dyzn', values));
  });
});

const undecidedCounts = (counts: number[]) => (Math.abs(counts[0] - counts[1]) / (counts[0] + counts[1])) * 100 < MBTI_UNDECIDED_BELOW;

function checkMbti(r: MbtiReport) {
  const text = textOf(createElement(MbtiReportView, { data: r, nickname: '小雨' }));
  const summary = mbtiSummary(r).join('');
  const undecided = r.dimensions.map((d) => Number(d.difference) < MBTI_UNDECIDED_BELOW);
  expect(r.dimensions.map((d) => d.undecided)).toEqual(undecided);
  // A 12:7 letter (wrong for about one simulated student in nine) is never stated as clear.
  for (const d of r.dimensions) if (Math.min(...d.counts) >= 7) expect(d.undecided).toBe(true);
  // 待确认 on a letter (the chart's legend explains the word on every report).
  expect(text.replace(/标为[“"]待确认[”"]/g, '').includes('待确认')).toBe(undecided.some(Boolean));
  if (summary.includes('都比较清楚')) expect(undecided.some(Boolean)).toBe(false);
  expect(r.alternatives).toHaveLength(undecided.filter(Boolean).length);
  for (const a of r.alternatives) expect(text).toContain(a.type);
  const flat = undecided.every(Boolean);
  expect(r.profile).toBe(flat ? 'flat' : 'differentiated');
  expect(r.profileNote === '').toBe(!flat);
  if (flat) expect(text).toContain(r.profileNote);
  // No jargon a 13-year-old cannot read in the 报告解读 tab.
  expect(text).not.toMatch(/主导功能|劣势功能|内倾|外倾|\((Si|Se|Ni|Ne|Ti|Te|Fi|Fe)\)/);
}

describe.each(['natural', 'near-tied', 'flat'] as const)('mbti texts on %s sheets', (kind) => {
  it('claim nothing inside the measurement error', () => {
    const sheets: Sheet[] = mbtiSheets(kind, kind === 'natural' ? 150 : 40, 3, undecidedCounts);
    expect(sheets.length, 'the simulation gives sheets of this kind').toBeGreaterThanOrEqual(kind === 'flat' ? 10 : 30);
    for (const values of sheets) checkMbti(buildReport('mbti', values));
  });
});

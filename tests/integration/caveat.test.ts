import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import type { HistoryItem, ResultData } from '#shared/api/assessment';
import type { ClassReport } from '#shared/api/lessons';
import { createTestApp, type TestApp } from './harness';
import { makeSchool, signInOnTablet } from './school-fixture';
import { buildReport, checkQuality } from '#content/assessments/registry';
import { caveatOf } from '#shared/assessments/caveat';
import { flatHldSheet, straightLinedSheet } from '#tests/support/caveat-sheets';

const valuesOf = (answer: { id: number; value: number }[]) => new Map(answer.map((a) => [a.id, a.value]));
const msOf = (answer: { id: number; ms: number }[]) => new Map(answer.map((a) => [a.id, a.ms]));

describe('the sheets of the caveat e2e', () => {
  it('the flat sheet passes the quality check, and its report is flat: the flat caveat', () => {
    const { answer, times } = flatHldSheet();
    const quality = checkQuality('hld', valuesOf(answer), undefined, msOf(answer), times);
    expect(quality.reasons).toEqual([]);
    const report = buildReport('hld', valuesOf(answer));
    expect(report.profile).toBe('flat');
    expect(new Set(report.scorelist.map((s) => s.score))).toEqual(new Set([50]));
    expect(caveatOf('hld', report, quality)?.kind).toBe('flat');
  });

  it('the straight-lined sheet is flagged: the flagged caveat', () => {
    const { answer, times } = straightLinedSheet();
    const quality = checkQuality('hld', valuesOf(answer), undefined, msOf(answer), times);
    expect(quality.flagged).toBe(true);
    expect(quality.reasons).toContain('straight-line');
    expect(caveatOf('hld', buildReport('hld', valuesOf(answer)), quality)?.kind).toBe('flagged');
  });
});

describe('the caveat travels through the API: history, share link, retake, class report', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof makeSchool>>;
  beforeAll(async () => {
    t = await createTestApp();
    school = await makeSchool(t, {
      classes: [
        {
          grade: 8,
          name: '2班',
          students: [
            { name: '甲同学', consent: true },
            { name: '乙同学', consent: true },
          ],
        },
      ],
    });
  });
  afterAll(async () => t?.close());

  const tokenOf = async (student: { id: number; pin: string }) => (await signInOnTablet(t, school.classes[0].id, school.teacher.token, student)).token;
  const submit = async (token: string, sheet: { answer: unknown[]; times: number }, attempt: string) => {
    const res = await t.call<ResultData<'hld'>>(
      '/api/hld/submitAnswer',
      { answer: JSON.stringify(sheet.answer), times: sheet.times },
      { token, headers: { [IDEMPOTENCY_HEADER]: attempt } },
    );
    expect(res.code, res.msg).toBe(1000);
    return res.data;
  };

  it('a flagged and a flat result are marked in the history, on the shared report, beside a retake and in the class report', async () => {
    const [a, b] = school.classes[0].students;
    const ta = await tokenOf(a);
    const flat = await submit(ta, flatHldSheet(), 'caveat-a-1');
    t.clock.advance(60_000);
    const flagged = await submit(ta, straightLinedSheet(), 'caveat-a-2');
    expect(flagged.previous).toMatchObject({ id: flat.id, caveat: 'flat' });

    const history = await t.call<HistoryItem[]>('/api/hld/getResultHistory', {}, { token: ta });
    expect(history.data.map((h) => [h.id, h.caveat])).toEqual([
      [flagged.id, 'flagged'],
      [flat.id, 'flat'],
    ]);

    // The share link is issued for a flagged sheet, and the shared report carries its quality.
    const share = await t.call<{ viewtoken: string }>('/api/hld/getShareToken', { id: flagged.id }, { token: ta });
    expect(share.code).toBe(1000);
    const shared = await t.call<ResultData<'hld'>>('/api/hld/getAnswerCensus', { viewtoken: share.data.viewtoken });
    expect(shared.data.quality?.flagged).toBe(true);
    expect(caveatOf('hld', shared.data, shared.data.quality)?.kind).toBe('flagged');

    const tb = await tokenOf(b);
    await submit(tb, flatHldSheet(), 'caveat-b-1');

    const report = await t.call<ClassReport>('/api/school/getClassReport', { classId: school.classes[0].id }, { token: school.teacher.token });
    expect(report.code, report.msg).toBe(1000);
    const [rowA, rowB] = report.data.rows;
    expect(rowA.hldCode).toMatch(/（待重测）$/);
    expect(rowA.reasons).toEqual(['retest']);
    // Neither result was picked as the better one: the row shows the newest, and says so.
    expect(rowA.notes).toContain('职业兴趣做了2次，表中是最近一次；较早的一次没有作答提示，可在学生的测评记录中查看');
    expect(rowB.reasons).toEqual(['flat-hld']);
    expect(rowB.notes).toContain('兴趣尚未分化');
  });
});

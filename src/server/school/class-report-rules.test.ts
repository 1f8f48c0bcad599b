import { describe, expect, it } from 'vitest';
import { buildReport, instruments } from '#content/assessments/registry';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { HollandType, IntelligenceKey } from '#shared/assessments/types';
import { pointsApart, reportRow, type StudentResults, summarize, topIntelligences } from './class-report-rules';

/** A Holland sheet: 是 for items of the `high` types (in order of strength), 否 elsewhere, 不确定 for `middle`. */
function hld(high: HollandType[], middle: HollandType[] = []) {
  const values = new Map<number, AnswerValue>();
  instruments.hld.items.forEach((item, i) => {
    const place = high.indexOf(item.type);
    values.set(item.id, place >= 0 ? (i % (place + 2) === 0 && place > 0 ? 1 : 2) : middle.includes(item.type) ? 1 : 0);
  });
  return buildReport('hld', values);
}
/** Every item the same: a flat profile. */
const flatHld = () => buildReport('hld', new Map(instruments.hld.items.map((item) => [item.id, 1])));
/** An MBTI sheet choosing the poles of `type` (e.g. ESTJ) on every item. */
function mbti(type: string) {
  const values = new Map<number, AnswerValue>();
  for (const item of instruments.mbti.items) values.set(item.id, type.includes(item.aPole) ? 'a' : 'b');
  return buildReport('mbti', values);
}
/** A multiple-intelligences sheet: top marks for `strong` intelligences, lowest elsewhere. */
function dyzn(strong: IntelligenceKey[], flat = false) {
  const options = instruments.dyzn.options.map((o) => o.value);
  const values = new Map<number, AnswerValue>();
  for (const item of instruments.dyzn.items) {
    values.set(item.id, flat ? options[2] : strong.includes(item.intelligence) ? Math.max(...options) : Math.min(...options));
  }
  return buildReport('dyzn', values);
}
const taken = <R>(report: R, flagged = false, seconds = 600) => ({ resultId: 1, report, flagged, seconds, at: Date.parse('2026-11-23T02:30:00Z') });

describe('the class report', () => {
  it('reads a row per student, with the notes a counsellor acts on, and nothing for a student who did nothing', () => {
    const ok: StudentResults = {
      studentId: 1,
      name: '王小明',
      studentNo: 'S001',
      hld: taken(hld(['I', 'R', 'C'])),
      mbti: taken(mbti('INTJ')),
      dyzn: taken(dyzn(['logical', 'naturalist', 'spatial'])),
    };
    const row = reportRow(ok);
    expect(row.hldCode).toMatch(/^I/);
    expect(row.topIntelligences.split('、')).toHaveLength(3);
    expect(row.notes).toEqual([]);
    expect(row.minutes).toBe(30);

    const retest = reportRow({ ...ok, studentId: 2, mbti: taken(mbti('INTJ'), true) });
    expect(retest.notes).toEqual(['建议重测（性格类型）']);
    const flat = reportRow({ studentId: 3, name: '李小红', studentNo: 'S002', hld: taken(flatHld()), dyzn: taken(dyzn([], true)) });
    expect(flat.reasons).toEqual(['flat-hld', 'flat-dyzn']);
    const nothing = reportRow({ studentId: 4, name: '张小华', studentNo: 'S003' });
    expect(nothing).toMatchObject({ hldCode: '', mbtiType: '', topIntelligences: '', notes: [], minutes: null, completedAt: null });
  });

  it('points out results that point in different directions, only when all three are there', () => {
    const apart: StudentResults = {
      studentId: 5,
      name: '刘小东',
      studentNo: 'S004',
      hld: taken(hld(['S', 'E', 'A'])),
      mbti: taken(mbti('ISTJ')),
      dyzn: taken(dyzn(['logical', 'bodily', 'naturalist'])),
    };
    expect(apart.hld!.report.type[0]).toBe('S');
    expect(
      topIntelligences(apart.dyzn!.report)
        .map((i) => i.key)
        .sort(),
    ).toEqual(['bodily', 'logical', 'naturalist']);
    expect(pointsApart(apart)).toBe(true);
    expect(reportRow(apart).notes).toEqual(['三项结果方向不一致']);
    expect(pointsApart({ ...apart, mbti: taken(mbti('ESFJ')) })).toBe(false);
    expect(pointsApart({ ...apart, dyzn: undefined })).toBe(false);
  });

  it('summarizes the class without the flagged sheets', () => {
    const students: StudentResults[] = [
      { studentId: 1, name: 'a', studentNo: '1', hld: taken(hld(['I', 'R', 'C'])), mbti: taken(mbti('INTJ')) },
      { studentId: 2, name: 'b', studentNo: '2', hld: taken(hld(['I', 'A', 'S'])), mbti: taken(mbti('ENFP')) },
      { studentId: 3, name: 'c', studentNo: '3', hld: taken(hld(['S', 'E', 'C'])), mbti: taken(mbti('INTJ'), true) },
      { studentId: 4, name: 'd', studentNo: '4' },
    ];
    const summary = summarize(students);
    expect(summary.students).toBe(4);
    expect(summary.completed).toEqual({ hld: 3, mbti: 3, dyzn: 0 });
    expect(summary.hld.firstLetters).toMatchObject({ I: 2, S: 1, R: 0 });
    expect(summary.hld.codes.reduce((n, c) => n + c.count, 0)).toBe(3);
    expect(summary.mbti.types).toEqual([
      { type: 'ENFP', count: 1 },
      { type: 'INTJ', count: 1 },
    ]);
    const ei = summary.mbti.dimensions.find((d) => d.dimension === 'EI')!;
    expect(ei.counts[0] + ei.counts[1]).toBe(2);
    expect(summary.dyzn.profile).toEqual([]);
    expect(summary.hld.means.map((m) => m.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
  });
});

describe('the class report carries each result’s caveat (the rule of src/shared/assessments/caveat.ts)', () => {
  it('marks a flagged result in its cell as well as in the notes, and a flat one in the notes', () => {
    const row = reportRow({ studentId: 6, name: '陈小雨', studentNo: 'S005', hld: taken(hld(['I', 'R', 'C']), true), dyzn: taken(dyzn(['logical', 'spatial', 'bodily'])) });
    expect(row.hldCode).toMatch(/^[RIASEC]{3}（待重测）$/);
    expect(row.topIntelligences).not.toContain('待重测');
    expect(row.notes).toContain('建议重测（职业兴趣）');
    // A flagged flat sheet is listed for a retest, not as a flat profile.
    const both = reportRow({ studentId: 7, name: '周小雪', studentNo: 'S006', hld: taken(flatHld(), true) });
    expect(both.reasons).toEqual(['retest']);
  });

  it('never cuts a tie among the strongest intelligences', () => {
    const row = reportRow({ studentId: 8, name: '吴小川', studentNo: 'S007', dyzn: taken(dyzn(['logical', 'spatial', 'bodily', 'musical'])) });
    expect(row.topIntelligences.split('、').sort()).toEqual(['身体-运动智能', '空间智能', '逻辑-数学智能', '音乐智能'].sort());
    const all = reportRow({ studentId: 9, name: '郑小山', studentNo: 'S008', dyzn: taken(dyzn([], true)) });
    expect(all.topIntelligences).toBe('八种智能得分相同');
  });

  it('says when the row shows the newest of several results, and that an earlier one passed the check', () => {
    const row = reportRow({
      studentId: 10,
      name: '孙小林',
      studentNo: 'S009',
      hld: { ...taken(hld(['I', 'R', 'C']), true), attempts: 2, earlierClear: true },
      mbti: { ...taken(mbti('INTJ')), attempts: 3, earlierClear: true },
    });
    expect(row.notes).toContain('职业兴趣做了2次，表中是最近一次；较早的一次没有作答提示，可在学生的测评记录中查看');
    expect(row.notes).toContain('性格类型做了3次，表中是最近一次');
  });
});

import { describe, expect, it } from 'vitest';
import { demoDyzn } from '../demo/demo-dyzn';
import { demoHld, hldReportFromSums } from '../demo/demo-hld';
import { intelligenceContent } from '#content/dyzn/intelligences';
import { buildDyznReport, INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { levelOf } from '#shared/assessments/dyzn';
import type { IntelligenceKey } from '#shared/assessments/types';
import { demoMbti } from '../demo/demo-mbti';
import { firstSentences, posterContent, SUMMARY_MAX } from './poster-content';

describe('firstSentences', () => {
  it('keeps whole sentences that fit', () => {
    expect(firstSentences('你喜欢帮助别人。你善于倾听。你也喜欢表达自己的想法，并且愿意在集体中承担责任。', 16)).toBe('你喜欢帮助别人。你善于倾听。');
  });
  it('cuts a first sentence that is too long, with an ellipsis', () => {
    expect(firstSentences('一二三四五六七八九十一二三四五六七八九十', 10)).toBe('一二三四五六七八九…');
  });
  it('keeps a short text as it is', () => {
    expect(firstSentences('短句', 10)).toBe('短句');
  });
});

describe('posterContent', () => {
  it('Holland: the code and its group name, the three types, the group description', () => {
    const data = demoHld();
    const c = posterContent('hld', data);
    expect(c.headline).toBe(`${data.type} · ${data.group_type}`);
    expect(c.subline).toBe(data.name);
    expect(data.group_description.startsWith(c.summary)).toBe(true);
  });
  it('MBTI: the type and its name', () => {
    const data = demoMbti();
    const c = posterContent('mbti', data);
    expect(c.headline).toBe(`${data.result} · ${data.description.name}`);
    expect(c.subline.startsWith(data.description.t_subname)).toBe(true);
    expect(data.description.t_nature.startsWith(c.summary)).toBe(true);
  });
  it('Multiple intelligences: the best ranked intelligences with their scores', () => {
    const data = demoDyzn();
    const c = posterContent('dyzn', data);
    const ranked = data.result_description.flatMap((l) => l.list).sort((a, b) => a.rank - b.rank);
    expect(c.headline.startsWith(ranked[0].name)).toBe(true);
    expect(c.subline).toContain(`${ranked[0].name}${ranked[0].score}分`);
  });
  it('every summary is two or three lines at most', () => {
    for (const c of [posterContent('hld', demoHld()), posterContent('mbti', demoMbti()), posterContent('dyzn', demoDyzn())]) {
      expect([...c.summary].length).toBeGreaterThan(10);
      expect([...c.summary].length).toBeLessThanOrEqual(SUMMARY_MAX);
      expect(c.includes).toHaveLength(3);
    }
  });
});

/** A dyzn report from scores in canonical order, ranked as the scoring code ranks them. */
function dyznOf(scores: number[]) {
  const rows = INTELLIGENCE_ORDER.map((key: IntelligenceKey, i) => {
    const rank = 1 + scores.filter((o) => o > scores[i]).length;
    return { key, score: scores[i], rank, level: levelOf(scores[i], Math.max(...scores), Math.min(...scores)) };
  });
  return buildDyznReport(rows, intelligenceContent);
}

describe('posterContent never cuts a tie', () => {
  it('an eight-way tie is said as such, not cut to the first three in canonical order', () => {
    const c = posterContent('dyzn', dyznOf(Array(8).fill(46.7)));
    expect(c.headline).toBe('八种智能得分相同');
    expect(c.subline).toContain('都是46.7分');
    expect(c.headline).not.toContain('语言智能');
  });
  it('four intelligences tied first are all named', () => {
    const c = posterContent('dyzn', dyznOf([60, 60, 60, 60, 30, 20, 10, 5]));
    expect(c.headline).toBe('四种智能并列最高');
    for (const name of ['语言智能', '逻辑-数学智能', '空间智能', '身体-运动智能']) expect(c.subline).toContain(name);
  });
  it('a tie for second place is kept whole or said', () => {
    const two = posterContent('dyzn', dyznOf([70, 50, 50, 40, 30, 20, 10, 5]));
    expect(two.headline.split(' · ')).toHaveLength(3);
    expect(two.ties).toContain('并列第二');
    const three = posterContent('dyzn', dyznOf([70, 50, 50, 50, 30, 20, 10, 5]));
    expect(three.headline).toBe('语言智能');
    expect(three.ties).toBe('其次是三种智能并列第二（都是50分）');
  });
  it('Holland types tied inside or across the code are said', () => {
    const c = posterContent('hld', hldReportFromSums({ R: 20, I: 20, A: 12, S: 8, E: 6, C: 4 }));
    expect(c.ties).toBe('现实型和研究型得分相同，并列第一');
    const all = posterContent('hld', hldReportFromSums({ R: 12, I: 12, A: 12, S: 12, E: 12, C: 12 }));
    expect(all.ties).toBe('六种兴趣得分相同');
    expect(posterContent('hld', demoHld()).ties).toBe('');
  });
});

describe('posterContent carries the caveat', () => {
  it('a flagged sheet: the label says it is this sheet’s result and the caveat replaces the summary', () => {
    const c = posterContent('hld', demoHld(), { flagged: true });
    expect(c.label).toBe('这次作答得出的兴趣代码');
    expect(c.caveat).toMatchObject({ kind: 'flagged', tag: '仅供参考 · 建议重测' });
    expect(c.caveat!.text).toContain('还不能确定');
  });
  it('a flat profile carries its note; a clear one carries none', () => {
    const flat = posterContent('hld', hldReportFromSums({ R: 12, I: 13, A: 12, S: 14, E: 12, C: 13 }), { flagged: false });
    expect(flat.caveat).toMatchObject({ kind: 'flat', tag: '六种兴趣得分接近' });
    expect(flat.label).toBe('我的兴趣代码');
    expect(posterContent('hld', demoHld(), { flagged: false }).caveat).toBeNull();
    expect(posterContent('mbti', demoMbti(), null).caveat).toBeNull();
  });
});

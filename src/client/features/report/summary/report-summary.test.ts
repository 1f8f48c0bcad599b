import { describe, expect, it } from 'vitest';
import { demoDyzn } from '../demo/demo-dyzn';
import { demoHld, hldReportFromSums } from '../demo/demo-hld';
import { demoMbti } from '../demo/demo-mbti';
import { dyznSummary, hldSummary, mbtiSummary } from './report-summary';

const isSentence = (s: string) => s.length > 8 && /[。！？]$/.test(s);

describe('the three sentences at the top of a report', () => {
  it('Holland: a near-tied first place is named together, with the code the scores give', () => {
    const summary = hldSummary(demoHld());
    expect(summary).toHaveLength(3);
    expect(summary.every(isSentence)).toBe(true);
    expect(summary[0]).toBe('你得分最高的是社会型（83分）和艺术型（75分），分数相差不到12分，在测量误差范围内，分不出谁更强；按分数排出的兴趣代码是 SAI（启迪心灵型）。');
  });

  it('Holland: a clear first place leads the code; another combination only when an exact tie allows it', () => {
    const clear = hldSummary(hldReportFromSums({ R: 4, I: 8, A: 12, S: 22, E: 16, C: 16 }));
    expect(clear[0]).toMatch(/^你的兴趣代码是 S(EC|CE)（[^）]+）：社会型92分、(企业型67分和常规型67分|常规型67分和企业型67分)排在前三。$/);
    expect(clear[2]).not.toContain('同样符合');
    const tiedThird = hldSummary(hldReportFromSums({ R: 4, I: 2, A: 16, S: 22, E: 12, C: 12 }));
    expect(tiedThird[2]).toMatch(/^第三位有分数相同的兴趣，SA[CE]（[^）]+）也同样符合你的分数/);
  });

  it('Holland: a flat profile is said to be flat, with no code claimed', () => {
    const summary = hldSummary(hldReportFromSums({ R: 12, I: 13, A: 12, S: 13, E: 12, C: 12 }));
    expect(summary[0]).toMatch(/^你的六种兴趣得分比较接近（最高\d+分，最低\d+分）/);
    expect(summary.join('')).not.toContain('兴趣代码是');
    expect(summary.every(isSentence)).toBe(true);
  });

  it('MBTI: the type, its nature, and the undecided letter with the neighbouring type', () => {
    const summary = mbtiSummary(demoMbti());
    expect(summary[0]).toBe('你的性格类型倾向是 ENFJ「鼓舞人心的引路人」。');
    expect(summary[2]).toBe('其中思考T与情感F两端得分接近，还不能确定，你也可能是 ENTJ，可以用报告里的自我检查再想一想。');
    expect(summary.every(isSentence)).toBe(true);
  });

  it('MBTI: when every letter is clear, the strongest preference', () => {
    const data = demoMbti();
    const clear = { ...data, dimensions: data.dimensions.map((d) => ({ ...d, undecided: false })), alternatives: [] };
    expect(mbtiSummary(clear)[2]).toBe('四个维度的偏好都比较清楚，最明显的是判断（J，强烈）。');
  });

  it('multiple intelligences: the strongest with scores, what it looks like, and the weakest without a verdict', () => {
    const summary = dyznSummary(demoDyzn());
    expect(summary[0]).toBe('你最突出的是人际智能（76.7分）和语言智能（70分），分数相差不到13分，在测量误差范围内。');
    expect(summary[1]).toBe('你很可能很会体察别人的心情，同学愿意和你交流，小组合作时你常能让大家团结起来。');
    expect(summary[2]).toMatch(/^相对弱一些的是逻辑-数学智能和身体-运动智能：/);
    expect(summary.every(isSentence)).toBe(true);
  });
});

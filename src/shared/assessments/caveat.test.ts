import { describe, expect, it } from 'vitest';
import { caveatOf, caveatSummary, withCaveatTag } from './caveat';
import type { AssessmentReport } from './exchange-types';

type Hld = AssessmentReport['hld'];
type Dyzn = AssessmentReport['dyzn'];
type Mbti = AssessmentReport['mbti'];

const hld = (profile: 'flat' | 'differentiated', profileNote = '') => ({ type: 'RIA', group_type: '巧手发明型', profile, profileNote }) as unknown as Hld;
const item = (name: string, score: number, rank: number) => ({ key: name, name, score, rank, tied: false });
const dyzn = (scores: number[], extra: object = {}) => {
  const ranked = scores.map((score, i) => item(`智能${i + 1}`, score, 1 + scores.filter((o) => o > score).length));
  return { result_description: [{ name: '优势', level: 'strong', list: ranked }], scoreNumList: scores, ...extra } as unknown as Dyzn;
};
const mbti = (extra: object = {}) => ({ result: 'ISTJ', ...extra }) as unknown as Mbti;

describe('caveatOf', () => {
  it('gives nothing for a sheet that passed and stands out somewhere, and for results from before the check', () => {
    expect(caveatOf('hld', hld('differentiated'), { flagged: false })).toBeNull();
    expect(caveatOf('hld', hld('differentiated'), null)).toBeNull();
    expect(caveatOf('mbti', mbti(), undefined)).toBeNull();
    expect(caveatOf('dyzn', dyzn([80, 60, 50, 40, 30, 20, 10, 5]), { flagged: false })).toBeNull();
  });

  it('says a flagged sheet is uncertain, names what cannot be relied on, and offers a retest, on every test', () => {
    const cases = [
      ['hld', hld('differentiated'), '兴趣代码'],
      ['mbti', mbti(), '性格类型的四个字母'],
      ['dyzn', dyzn([80, 60, 50, 40, 30, 20, 10, 5]), '优势和弱势'],
    ] as const;
    for (const [key, report, what] of cases) {
      const c = caveatOf(key, report, { flagged: true })!;
      expect(c.kind).toBe('flagged');
      expect(c.text).toContain(what);
      expect(c.text).toContain('还不能确定');
      expect(c.tag).toContain('建议重测');
      expect(c.retest).toContain('重新作答');
    }
  });

  it('a flagged sheet that is also flat is flagged: what it says is uncertain first of all', () => {
    expect(caveatOf('hld', hld('flat', '你的六种兴趣得分很接近。'), { flagged: true })!.kind).toBe('flagged');
  });

  it("a flat Holland profile carries the flat note and the report's own explanation", () => {
    const c = caveatOf('hld', hld('flat', '你的六种兴趣得分很接近。'), { flagged: false })!;
    expect(c).toMatchObject({ kind: 'flat', tag: '六种兴趣得分接近', note: '你的六种兴趣得分很接近。' });
    expect(c.text).toContain('不必把它当作结论');
  });

  it('reads `profile` on dyzn and mbti reports when they have it', () => {
    expect(caveatOf('mbti', mbti({ profile: 'flat', profileNote: '四个维度都很接近。' }), { flagged: false })).toMatchObject({ kind: 'flat', note: '四个维度都很接近。' });
    expect(caveatOf('mbti', mbti({ profile: 'differentiated', profileNote: '' }), { flagged: false })).toBeNull();
    // The report's own verdict wins over the fallback range, both ways.
    expect(caveatOf('dyzn', dyzn([50, 49, 48, 47, 46, 45, 44, 43], { profile: 'differentiated', profileNote: '' }), null)).toBeNull();
    expect(caveatOf('dyzn', dyzn([80, 60, 50, 40, 30, 20, 10, 5], { profile: 'flat', profileNote: '八种智能接近。' }), null)).toMatchObject({
      kind: 'flat',
      note: '八种智能接近。',
    });
  });
});

describe('withCaveatTag', () => {
  it('keeps the caveat on the one-line form of a result', () => {
    expect(withCaveatTag('RIA', caveatOf('hld', hld('differentiated'), { flagged: true }))).toBe('RIA（仅供参考 · 建议重测）');
    expect(withCaveatTag('RIA', null)).toBe('RIA');
  });
});

describe('caveatSummary', () => {
  const own = ['你的兴趣代码是 RIA。', '第二句。', '第三句。'];
  it('keeps the report’s own sentences when there is no caveat or the profile is flat', () => {
    expect(caveatSummary('hld', hld('differentiated'), null, own)).toBe(own);
    const flat = hld('flat', '接近。');
    expect(caveatSummary('hld', flat, caveatOf('hld', flat, null), own)).toBe(own);
  });
  it('turns a flagged report’s sentences conditional: the result only as what this sheet gives, what is uncertain, a retest', () => {
    const report = hld('differentiated');
    const s = caveatSummary('hld', report, caveatOf('hld', report, { flagged: true }), own);
    expect(s).toHaveLength(3);
    expect(s[0]).toContain('按这次的答案得出的结果是：兴趣代码 RIA（巧手发明型）');
    expect(s[0]).toContain('只是一种可能');
    expect(s[1]).toContain('都只能当作参考');
    expect(s[2]).toContain('重新作答');
    expect(s.join('')).not.toMatch(/你的兴趣代码是|你最突出的是/);
  });
  it('names every intelligence tied at the top, never a first one alone', () => {
    const report = dyzn([60, 60, 60, 40, 30, 20, 10, 5]);
    const s = caveatSummary('dyzn', report, caveatOf('dyzn', report, { flagged: true }), own);
    expect(s[0]).toContain('智能1、智能2和智能3得分最高（并列）');
    const all = dyzn(Array(8).fill(45));
    expect(caveatSummary('dyzn', all, caveatOf('dyzn', all, { flagged: true }), own)[0]).toContain('八种智能得分相同');
    const mb = mbti();
    expect(caveatSummary('mbti', mb, caveatOf('mbti', mb, { flagged: true }), own)[0]).toContain('性格类型 ISTJ');
  });
});

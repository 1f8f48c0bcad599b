import { describe, expect, it } from 'vitest';
import { demoDyzn } from '../demo/demo-dyzn';
import { demoHld } from '../demo/demo-hld';
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

import { describe, expect, it } from 'vitest';
import { posterFileName, reportFileName, reportFileNames } from './file-name';

describe('reportFileName', () => {
  it('joins the nickname and the report name', () => {
    expect(reportFileName('小航', '霍兰德职业兴趣测评报告')).toBe('小航_霍兰德职业兴趣测评报告.jpeg');
  });
  it('removes characters a file system refuses and falls back when the nickname is empty', () => {
    expect(reportFileName('a/b:c*', 'MBTI性格测评报告')).toBe('abc_MBTI性格测评报告.jpeg');
    expect(reportFileName('  ', '多元智能测评报告')).toBe('我的_多元智能测评报告.jpeg');
  });
});

describe('reportFileNames', () => {
  it('keeps the spec’s name for one image', () => {
    expect(reportFileNames('小航', '霍兰德职业兴趣测评报告', 1)).toEqual(['小航_霍兰德职业兴趣测评报告.jpeg']);
  });
  it('numbers several images from 1', () => {
    expect(reportFileNames('小航', 'MBTI性格测评报告', 3)).toEqual(['小航_MBTI性格测评报告_1.jpeg', '小航_MBTI性格测评报告_2.jpeg', '小航_MBTI性格测评报告_3.jpeg']);
  });
});

describe('posterFileName', () => {
  it('marks the poster', () => {
    expect(posterFileName('小航', '霍兰德职业兴趣测评报告')).toBe('小航_霍兰德职业兴趣测评报告_分享海报.jpeg');
  });
});

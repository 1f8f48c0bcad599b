import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name';

describe('reportFileName', () => {
  it('joins the nickname and the report name', () => {
    expect(reportFileName('小航', '霍兰德职业兴趣测评报告')).toBe('小航_霍兰德职业兴趣测评报告.jpeg');
  });
  it('removes characters a file system refuses and falls back when the nickname is empty', () => {
    expect(reportFileName('a/b:c*', 'MBTI性格测评报告')).toBe('abc_MBTI性格测评报告.jpeg');
    expect(reportFileName('  ', '多元智能测评报告')).toBe('我的_多元智能测评报告.jpeg');
  });
});

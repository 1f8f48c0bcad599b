import { describe, expect, it } from 'vitest';
import type { DyznReport } from './dyzn';
import { summarizeReport } from './summary';

const item = (name: string, score: number) => ({
  key: 'linguistic' as const,
  name,
  score,
  rank: 1,
  tied: false,
  descrition: 'd',
  summary: 's',
  advice: 'a',
  occupation: '',
  major: '',
});
const dyzn = (profile: DyznReport['profile'], levels: [string, number][][]): DyznReport => ({
  result_description: (['advantage', 'comparative', 'general', 'weak'] as const).map((level, i) => ({
    name: ['优势', '较优势', '一般', '弱势'][i],
    level,
    list: levels[i].map(([n, s]) => item(n, s)),
  })),
  scoreNumList: [],
  scoreNameList: [],
  scoreColorList: [],
  band: 13,
  profile,
  profileNote: '',
});

describe('the history line of a multiple-intelligences result', () => {
  it('names the highest level that holds an intelligence', () => {
    expect(
      summarizeReport(
        'dyzn',
        dyzn('differentiated', [
          [
            ['人际智能', 70],
            ['语言智能', 66.7],
          ],
          [],
          [],
          [['音乐智能', 20]],
        ]),
      ),
    ).toBe('优势：人际智能、语言智能');
    expect(summarizeReport('dyzn', dyzn('differentiated', [[], [['内省智能', 26.7]], [], [['音乐智能', 6.7]]]))).toBe('较优势：内省智能');
  });

  it('says a flat profile is flat instead of listing all eight as 一般', () => {
    expect(
      summarizeReport(
        'dyzn',
        dyzn('flat', [
          [],
          [],
          [
            ['人际智能', 50],
            ['语言智能', 46.7],
          ],
          [],
        ]),
      ),
    ).toBe('八种智能得分接近');
  });
});

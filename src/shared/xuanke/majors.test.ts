import { describe, expect, it } from 'vitest';
import { buildMajorTable, specialtyCodeOf, specialtyNamesOf, tallyMajors } from './majors';
import type { Subject } from './requirement';
import { tallyCategory, type XuankeRow } from './tally';

const row = (majorCode: string, subjects: Subject[], schoolCode = '10001'): XuankeRow => ({ schoolCode, province: '北京', majorCode, subjects });
const many = (majorCode: string, subjects: Subject[], count: number) => Array.from({ length: count }, (_, i) => row(majorCode, subjects, String(10000 + i)));

describe('per-专业 requirements', () => {
  it('takes the 6-digit code, a letter suffix ignored; 按类招生 and 5- or 7-digit codes name no 专业', () => {
    expect(specialtyCodeOf('080202')).toBe('080202');
    expect(specialtyCodeOf('080202H')).toBe('080202');
    expect(specialtyCodeOf('0802')).toBeNull();
    expect(specialtyCodeOf('0701100')).toBeNull();
  });

  it('counts each 专业 with the rules of a 专业类 (one implementation), skipping 试验班, 职业本科 and unknown classes', () => {
    const rows = [
      ...many('080901', ['物理', '化学'], 9),
      row('080901H', ['物理']),
      ...many('0809', ['物理'], 4),
      ...many('030101', [], 3),
      ...many('030101K', ['历史'], 3),
      row('00600', ['物理']),
      row('310201', ['物理']),
      row('990101', ['物理']),
    ];
    const majors = tallyMajors(rows, ['0809', '0301']);
    expect(majors.map((m) => m.code)).toEqual(['030101', '080901']);
    const cs = majors.find((m) => m.code === '080901')!;
    expect(cs).toEqual({ ...tallyCategory('080901', [...many('080901', ['物理', '化学'], 9), row('080901H', ['物理'])]), category: '0809' });
    expect(cs).toMatchObject({ n: 10, modal: ['物理', '化学'], modalShare: 0.9, status: 'modal', confidence: 'high' });
    // 3 不提 and 3 历史: a tie goes to more subjects, and the runner-up at 100 % makes it split.
    expect(majors[0]).toMatchObject({ n: 6, modal: ['历史'], alternative: [], status: 'split', confidence: 'low', category: '0301' });
  });

  it('names each 专业 by its most frequent name and rounds the share in the table', () => {
    const names = specialtyNamesOf([
      { majorCode: '080901', majorName: '计算机科学与技术（师范）' },
      { majorCode: '080901H', majorName: '计算机科学与技术' },
      { majorCode: '080901', majorName: '计算机科学与技术' },
    ]);
    expect(names).toEqual({ '080901': '计算机科学与技术' });
    const rows = [...many('080901', ['物理', '化学'], 2), row('080901', ['物理'])];
    const table = buildMajorTable('e1', tallyMajors(rows, ['0809']), names);
    expect(table).toEqual({
      edition: 'e1',
      majors: [
        {
          code: '080901',
          name: '计算机科学与技术',
          category: '0809',
          status: 'modal',
          confidence: 'low',
          subjects: ['物理', '化学'],
          alternative: null,
          n: 3,
          modalShare: 0.67,
          distribution: [
            ['物理+化学', 2],
            ['物理', 1],
          ],
        },
      ],
    });
  });
});

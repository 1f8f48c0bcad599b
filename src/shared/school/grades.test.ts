import { describe, expect, it } from 'vitest';
import { classLabel, gradeName, normalizeClassName, parseGrade, schoolYearOf } from './grades';

describe('grades', () => {
  it('reads the ways schools write a grade', () => {
    const cases: [string, number | null][] = [
      ['初一', 7],
      ['初1', 7],
      ['初中一年级', 7],
      ['七年级', 7],
      ['7年级', 7],
      ['7', 7],
      [' 初三 ', 9],
      ['高一', 10],
      ['高1', 10],
      ['十年级', 10],
      ['高三', 12],
      ['十二年级', 12],
      ['一年级', 1],
      ['六年级', 6],
      ['13', null],
      ['0', null],
      ['', null],
      ['大一', null],
      ['高四', null],
    ];
    for (const [raw, grade] of cases) expect(parseGrade(raw), raw).toBe(grade);
  });

  it('names grades and classes the usual way', () => {
    expect([gradeName(7), gradeName(10), gradeName(12), gradeName(3)]).toEqual(['初一', '高一', '高三', '三年级']);
    expect(['3', '3班', '（3）班', '(3)班', '三班', '十二班', '03班', '实验班'].map(normalizeClassName)).toEqual(['3班', '3班', '3班', '3班', '3班', '12班', '3班', '实验班']);
    expect(classLabel(8, '2班')).toBe('初二 2班');
  });

  it('starts the school year in August, China time', () => {
    expect(schoolYearOf(new Date('2026-11-23T10:00:00Z'))).toBe(2026);
    expect(schoolYearOf(new Date('2027-03-01T10:00:00Z'))).toBe(2026);
    expect(schoolYearOf(new Date('2027-07-31T15:59:00Z'))).toBe(2026);
    expect(schoolYearOf(new Date('2027-07-31T16:00:00Z'))).toBe(2027); // 08-01 00:00 in China
  });
});

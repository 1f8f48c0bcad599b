import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '#client/contracts/school.gen';
import { timeLeft } from './countdown';
import { GRADE_OPTIONS, groupByGrade } from './grades';

const schoolClass = (id: number, grade: number, name: string): SchoolClass => ({ id, grade, name, label: `${grade} ${name}`, students: 0, teachers: [] });

describe('GRADE_OPTIONS', () => {
  it('lists 初一 to 高三, then 一年级 to 六年级', () => {
    expect(GRADE_OPTIONS.map((o) => o.label)).toEqual(['初一', '初二', '初三', '高一', '高二', '高三', '一年级', '二年级', '三年级', '四年级', '五年级', '六年级']);
  });
});

describe('groupByGrade', () => {
  it('groups by grade, lowest first, classes in number order', () => {
    const groups = groupByGrade([schoolClass(1, 8, '10班'), schoolClass(2, 7, '实验班'), schoolClass(3, 8, '2班'), schoolClass(4, 7, '1班')]);
    expect(groups.map((g) => [g.name, g.classes.map((c) => c.name)])).toEqual([
      ['初一', ['1班', '实验班']],
      ['初二', ['2班', '10班']],
    ]);
  });
});

describe('timeLeft', () => {
  it('counts minutes and seconds down to 0:00', () => {
    const now = Date.UTC(2026, 8, 1, 8, 0, 0);
    expect(timeLeft(new Date(now + 15 * 60_000).toISOString(), now)).toEqual({ seconds: 900, text: '15:00' });
    expect(timeLeft(new Date(now + 61_500), now)).toEqual({ seconds: 62, text: '1:02' });
    expect(timeLeft(new Date(now - 5000), now)).toEqual({ seconds: 0, text: '0:00' });
  });
});

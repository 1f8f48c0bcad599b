import { describe, expect, it } from 'vitest';
import { checkRosterRows, needsGuardianConsent, parseBirthMonth, rowsFromTable } from './roster';

const TODAY = new Date('2026-11-23T00:00:00Z');
const CLASSES = [
  { grade: 7, name: '3班' },
  { grade: 7, name: '4班' },
];

describe('rowsFromTable', () => {
  it('maps Chinese headers in any order, with aliases, and skips blank lines', () => {
    const { rows, fileProblems } = rowsFromTable([
      ['学号', '学生姓名', '班级', '年级', '性别', '出生日期'],
      ['2026001', '王小明', '3班', '初一', '男', '2013-05'],
      ['', '', '', '', '', ''],
    ]);
    expect(fileProblems).toEqual([]);
    expect(rows).toEqual([{ line: 2, name: '王小明', studentNo: '2026001', gender: '男', grade: '初一', className: '3班', birthMonth: '2013-05' }]);
  });

  it('names missing required columns', () => {
    expect(
      rowsFromTable([
        ['姓名', '性别'],
        ['王小明', '男'],
      ]).fileProblems[0],
    ).toContain('缺少列：学号、年级、班级');
    expect(rowsFromTable([['姓名', '学号', '年级', '班级']]).fileProblems).toEqual(['文件里没有学生']);
  });
});

describe('checkRosterRows', () => {
  const row = (line: number, fields: Partial<Record<'name' | 'studentNo' | 'gender' | 'grade' | 'className' | 'birthMonth', string>>) => ({
    line,
    name: '王小明',
    studentNo: `S${line}`,
    gender: '男',
    grade: '初一',
    className: '3班',
    birthMonth: '',
    ...fields,
  });

  it('names each row’s problems and reads the good ones', () => {
    const checked = checkRosterRows(
      [
        row(2, { birthMonth: '2013年5月' }),
        row(3, { studentNo: '' }),
        row(4, { studentNo: 'S2' }),
        row(5, { className: '9班' }),
        row(6, { birthMonth: '2013-13' }),
        row(7, { gender: '未知', grade: '大一' }),
        row(8, { grade: '7', className: '（4）' }),
      ],
      CLASSES,
      TODAY,
    );
    expect(checked.map((r) => r.problems)).toEqual([
      [],
      ['缺少学号'],
      ['学号与第2行重复'],
      ['学校里没有“初一 9班”，请先创建该班级'],
      ['出生年月“2013-13”无法识别，请写成如 2013-05'],
      ['性别请填“男”或“女”', '无法识别年级“大一”'],
      [],
    ]);
    expect(checked[0]).toMatchObject({ grade: 7, className: '3班', birthMonth: '2013-05', gender: '男' });
    expect(checked[6]).toMatchObject({ grade: 7, className: '4班' });
  });
});

describe('birth months and consent', () => {
  it('reads the usual spellings and refuses impossible or future months', () => {
    expect(['2013-05', '2013/5', '2013.05', '2013年5月', '2013-05-17', '2013年5月17日'].map((raw) => parseBirthMonth(raw, TODAY))).toEqual(Array(6).fill('2013-05'));
    expect(['2013-00', '2013-13', '2027-01', '1990-01', 'May 2013'].map((raw) => parseBirthMonth(raw, TODAY))).toEqual(Array(5).fill(null));
  });

  it('needs a guardian’s consent under 14, or when the age is unknown', () => {
    expect(needsGuardianConsent('2012-12', TODAY)).toBe(true); // 13 years 11 months
    expect(needsGuardianConsent('2012-11', TODAY)).toBe(false); // 14 this month
    expect(needsGuardianConsent('', TODAY)).toBe(true);
  });

  it('counts months by the China calendar, as the server and the device both do', () => {
    // 2026-10-31 16:30 UTC is 1 November in Beijing: a student born in November 2012 is 14 there.
    const novemberInChina = new Date('2026-10-31T16:30:00Z');
    expect(needsGuardianConsent('2012-11', novemberInChina)).toBe(false);
    expect(parseBirthMonth('2026-11', novemberInChina)).toBe('2026-11');
    expect(needsGuardianConsent('2012-11', new Date('2026-10-31T15:30:00Z'))).toBe(true);
  });
});

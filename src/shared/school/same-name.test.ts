import { describe, expect, it } from 'vitest';
import { markedName, sameNameMarks, sameNameWarnings } from './same-name';

const marksOf = (students: { id: number; name: string; studentNo: string }[]) => Object.fromEntries(sameNameMarks(students));

describe('the same-name mark', () => {
  it('marks only students who share a name, with the tail of their 学号', () => {
    const marks = marksOf([
      { id: 1, name: '王欣怡', studentNo: '20250107' },
      { id: 2, name: '李华', studentNo: '20250108' },
      { id: 3, name: '王欣怡', studentNo: '20250231' },
    ]);
    expect(marks).toEqual({ 1: '学号…0107', 3: '学号…0231' });
  });

  it('does not change for a student when a classmate joins or leaves', () => {
    const before = marksOf([
      { id: 1, name: '王欣怡', studentNo: '20250107' },
      { id: 3, name: '王欣怡', studentNo: '20250231' },
    ]);
    const after = marksOf([
      { id: 0, name: '王欣怡', studentNo: '20250001' },
      { id: 1, name: '王欣怡', studentNo: '20250107' },
      { id: 3, name: '王欣怡', studentNo: '20250231' },
    ]);
    expect(after[1]).toBe(before[1]);
    expect(after[3]).toBe(before[3]);
  });

  it('shows more of the 学号 when the last four are the same', () => {
    expect(
      marksOf([
        { id: 1, name: '张伟', studentNo: '2024-10107' },
        { id: 2, name: '张伟', studentNo: '2025-10107' },
      ]),
    ).toEqual({ 1: '学号…4-10107', 2: '学号…5-10107' });
  });

  it('never shows two marks that read alike: a short 学号 is shown whole', () => {
    expect(
      marksOf([
        { id: 1, name: '张伟', studentNo: '0107' },
        { id: 2, name: '张伟', studentNo: '20107' },
        { id: 3, name: '张伟', studentNo: '7' },
      ]),
    ).toEqual({ 1: '学号0107', 2: '学号20107', 3: '学号7' });
  });

  it('treats spacing and full-width letters as the same name', () => {
    expect(
      marksOf([
        { id: 1, name: '张 伟', studentNo: 'S001' },
        { id: 2, name: '张伟', studentNo: 'S002' },
        { id: 3, name: 'ＡＮＮＡ', studentNo: 'S003' },
        { id: 4, name: 'anna', studentNo: 'S004' },
      ]),
    ).toEqual({ 1: '学号S001', 2: '学号S002', 3: '学号S003', 4: '学号S004' });
  });

  it('reads as a name with the mark in brackets, or the name alone', () => {
    expect(markedName('王欣怡', '学号…0107')).toBe('王欣怡（学号…0107）');
    expect(markedName('李华', undefined)).toBe('李华');
    expect(markedName('李华', null)).toBe('李华');
  });
});

describe('the import preview’s same-name warning', () => {
  const row = (line: number, name: string, studentNo: string, classKey: string | null = '7:3班') => ({ line, name, studentNo, classKey });

  it('names the other rows of the same class with that name', () => {
    const warnings = sameNameWarnings([row(2, '王欣怡', 'S1'), row(3, '李华', 'S2'), row(4, '王欣怡', 'S3')]);
    expect([...warnings.keys()]).toEqual([2, 4]);
    expect(warnings.get(2)).toContain('与第4行同名');
    expect(warnings.get(4)).toContain('与第2行同名');
  });

  it('leaves the same name in another class alone, and a row whose class is not known', () => {
    const warnings = sameNameWarnings([row(2, '王欣怡', 'S1'), row(3, '王欣怡', 'S2', '7:4班'), row(4, '王欣怡', 'S3', null)]);
    expect(warnings.size).toBe(0);
  });

  it('counts a student already in the class, unless the file lists that 学号 itself', () => {
    const inClass = [
      { name: '王欣怡', studentNo: 'S0', classKey: '7:3班' },
      { name: '王欣怡', studentNo: 'S1', classKey: '7:3班' },
    ];
    const warnings = sameNameWarnings([row(2, '王欣怡', 'S1')], inClass);
    expect(warnings.get(2)).toBe('与班里已有的同学（学号S0）同名：平板、登录卡和名单上会在姓名后标出学号尾号，请提醒学生认准自己的名字');
    expect(sameNameWarnings([row(2, '王欣怡', 'S1')], inClass.slice(1)).size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { combinationsOf } from './requirement';
import { changesBetween, choiceText, closedCategories, combinationOf, countChoices, isLater, modelOfProvince, roundIsOpen } from './round';

describe('combinations of a round', () => {
  it('accepts exactly the labels of its model', () => {
    expect(combinationOf('3+1+2', '历史+思想政治+地理')?.subjects).toEqual(['历史', '思想政治', '地理']);
    expect(combinationOf('3+1+2', '物理+历史+化学')).toBeNull();
    expect(combinationOf('3+1+2', '化学+生物+物理')).toBeNull();
    expect(combinationOf('3+3', '物理+历史+化学')).toBeNull();
    expect(combinationOf('3+3', '物理+化学+历史')?.model).toBe('3+3');
    expect(combinationsOf('3+1+2').every((c) => combinationOf('3+1+2', c.label))).toBe(true);
  });

  it('says a choice in words', () => {
    expect(choiceText(combinationOf('3+1+2', '物理+化学+生物')!)).toBe('首选物理，再选化学、生物');
    expect(choiceText(combinationOf('3+3', '化学+生物+地理')!)).toBe('化学、生物、地理');
  });

  it('knows the model of a province by any common spelling', () => {
    expect(modelOfProvince('广东省')).toBe('3+1+2');
    expect(modelOfProvince('北京市')).toBe('3+3');
    expect(modelOfProvince('内蒙古自治区')).toBe('3+1+2');
    expect(modelOfProvince('广西壮族自治区')).toBe('3+1+2');
    expect(modelOfProvince('')).toBeNull();
    expect(modelOfProvince('火星')).toBeNull();
  });
});

describe('counts', () => {
  it('counts every combination of the model (zeros too) and each subject, ignoring other labels', () => {
    const counts = countChoices('3+1+2', ['物理+化学+生物', '物理+化学+生物', '历史+思想政治+地理', '化学+生物+物理']);
    expect(counts.submitted).toBe(3);
    expect(counts.combinations).toHaveLength(12);
    expect(counts.combinations[0]).toEqual({ label: '物理+化学+生物', count: 2 });
    expect(counts.combinations[1]).toEqual({ label: '历史+思想政治+地理', count: 1 });
    // Ties keep the model's order.
    expect(counts.combinations[2].label).toBe('物理+化学+思想政治');
    expect(Object.fromEntries(counts.subjects.map((s) => [s.subject, s.count]))).toEqual({ 物理: 2, 化学: 2, 生物: 2, 思想政治: 1, 历史: 1, 地理: 1 });
    expect(countChoices('3+3', []).combinations).toHaveLength(20);
  });
});

describe('changes between rounds', () => {
  it('names who moved from what to what, counts the flows, the kept, the new and the missing', () => {
    const previous = new Map([
      [1, '物理+化学+生物'],
      [2, '物理+化学+生物'],
      [3, '历史+思想政治+地理'],
      [4, '物理+化学+地理'],
    ]);
    const current = new Map([
      [1, '物理+化学+生物'],
      [2, '物理+化学+地理'],
      [3, '物理+化学+地理'],
      [5, '物理+化学+地理'],
    ]);
    const changes = changesBetween(current, previous);
    expect(changes.moved).toEqual([
      { studentId: 2, from: '物理+化学+生物', to: '物理+化学+地理' },
      { studentId: 3, from: '历史+思想政治+地理', to: '物理+化学+地理' },
    ]);
    expect(changes.flows).toHaveLength(2);
    expect(changes).toMatchObject({ kept: 1, added: 1, missing: 1 });
    const twice = changesBetween(
      new Map([
        [1, 'B'],
        [2, 'B'],
        [3, 'C'],
      ]),
      new Map([
        [1, 'A'],
        [2, 'A'],
        [3, 'A'],
      ]),
    );
    expect(twice.flows).toEqual([
      { from: 'A', to: 'B', count: 2 },
      { from: 'A', to: 'C', count: 1 },
    ]);
  });
});

describe('suggested 专业类 a combination closes', () => {
  const table = [
    { code: '0710', name: '生物科学类', req3plus3: { subjects: ['化学' as const, '生物' as const] } },
    { code: '0809', name: '计算机类', req3plus3: { subjects: ['物理' as const] } },
    { code: '0503', name: '新闻传播学类', req3plus3: { subjects: [] } },
    { code: '1401', name: '交叉工程类', req3plus3: null },
  ];
  const suggested = table.map(({ code, name }) => ({ code, name }));
  it('by each class common requirement: closed, open, and not observed', () => {
    const history = closedCategories(combinationOf('3+1+2', '历史+思想政治+地理')!, suggested, table);
    expect(history.closed).toEqual([
      { code: '0710', name: '生物科学类', requirement: '化学+生物' },
      { code: '0809', name: '计算机类', requirement: '物理' },
    ]);
    expect(history.open.map((c) => c.code)).toEqual(['0503']);
    expect(history.unknown.map((c) => c.code)).toEqual(['1401']);
    expect(closedCategories(combinationOf('3+1+2', '物理+化学+生物')!, suggested, table).closed).toEqual([]);
    // 3+1+2 with 历史 first cannot meet a 物理 requirement even with 化学 and 生物.
    expect(closedCategories(combinationOf('3+1+2', '历史+化学+生物')!, suggested, table).closed.map((c) => c.code)).toEqual(['0809']);
  });
});

describe('which submission is in force', () => {
  it('the one made last, then the larger id; never the arrival order', () => {
    expect(isLater({ submittedAt: 2, submissionId: 'a' }, { submittedAt: 1, submissionId: 'z' })).toBe(true);
    expect(isLater({ submittedAt: 1, submissionId: 'z' }, { submittedAt: 2, submissionId: 'a' })).toBe(false);
    expect(isLater({ submittedAt: 1, submissionId: 'b' }, { submittedAt: 1, submissionId: 'a' })).toBe(true);
  });

  it('a round is open until closed or its closing time', () => {
    expect(roundIsOpen({ closedAt: null, closesAt: null }, 5)).toBe(true);
    expect(roundIsOpen({ closedAt: null, closesAt: 6 }, 5)).toBe(true);
    expect(roundIsOpen({ closedAt: null, closesAt: 5 }, 5)).toBe(false);
    expect(roundIsOpen({ closedAt: 1, closesAt: null }, 5)).toBe(false);
  });
});

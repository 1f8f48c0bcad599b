import { describe, it, expect } from 'vitest';
import { type RawAnswer, checkTimes } from '#shared/assessments/answers';
import { checkSubmission, instruments } from './registry';
import type { AssessmentKey } from '#shared/assessments/types';

/** A complete, valid answer list for each instrument. */
const valid: Record<AssessmentKey, RawAnswer[]> = {
  dyzn: instruments.dyzn.items.map((i) => ({ id: i.id, value: 2 })),
  hld: instruments.hld.items.map((i) => ({ id: i.id, value: 1 })),
  mbti: instruments.mbti.items.map((i) => ({ id: i.id, answer: 'a' })),
};
const KEYS: AssessmentKey[] = ['dyzn', 'hld', 'mbti'];

function problem(key: AssessmentKey, answers: RawAnswer[]): string {
  const result = checkSubmission(key, answers);
  return result.ok ? 'ok' : result.message;
}

describe('checkSubmission', () => {
  it('accepts a complete answer list for every instrument', () => {
    for (const key of KEYS) {
      const result = checkSubmission(key, valid[key]);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.values.size).toBe(instruments[key].items.length);
    }
  });

  it('refuses unknown question ids', () => {
    for (const key of KEYS) {
      expect(problem(key, [...valid[key], { id: 999, value: 1, answer: 'a' }])).toBe('第999题不存在');
      expect(problem(key, [{ id: 1.5, value: 1, answer: 'a' }])).toBe('第1.5题不存在');
    }
  });

  it('refuses an answer given twice', () => {
    for (const key of KEYS) expect(problem(key, [...valid[key], valid[key][0]])).toBe('第1题重复作答');
  });

  it('refuses missing answers and says which', () => {
    for (const key of KEYS) expect(problem(key, valid[key].slice(1))).toBe('还有1道题没有作答（第1题）');
    expect(problem('dyzn', [])).toMatch(/^还有72道题没有作答（第1、2、3、4、5题）$/);
  });

  it('refuses values outside each instrument’s options', () => {
    const replaceFirst = (key: AssessmentKey, entry: RawAnswer) => [entry, ...valid[key].slice(1)];
    expect(problem('dyzn', replaceFirst('dyzn', { id: 1, value: 4 }))).toBe('第1题的答案无效');
    expect(problem('dyzn', replaceFirst('dyzn', { id: 1, value: -1 }))).toBe('第1题的答案无效');
    expect(problem('hld', replaceFirst('hld', { id: 1, value: 3 }))).toBe('第1题的答案无效');
    expect(problem('mbti', replaceFirst('mbti', { id: 1, answer: 'c' }))).toBe('第1题的答案无效');
    expect(problem('mbti', replaceFirst('mbti', { id: 1, value: 1 }))).toBe('第1题的答案无效');
    expect(problem('dyzn', replaceFirst('dyzn', { id: 1 }))).toBe('第1题的答案无效');
  });

  it('accepts numbers sent as strings ({id, value: "2"}) and stores them as numbers', () => {
    const result = checkSubmission('dyzn', valid.dyzn.map((a) => ({ id: a.id, value: '3' })));
    expect(result.ok).toBe(true);
    if (result.ok) expect([...result.values.values()].every((v) => v === 3)).toBe(true);
    expect(checkSubmission('hld', valid.hld.map((a) => ({ id: a.id, value: '0' }))).ok).toBe(true);
  });

  it('accepts {id, answer} for mbti, a and b alike', () => {
    const answers = instruments.mbti.items.map((i) => ({ id: i.id, answer: i.id % 2 ? 'a' : 'b' }));
    const result = checkSubmission('mbti', answers);
    expect(result.ok).toBe(true);
    if (result.ok) expect([result.values.get(1), result.values.get(2)]).toEqual(['a', 'b']);
  });
});

describe('checkTimes', () => {
  // The rule: at least half a second per question (the UI waits 500 ms after each answer), at most a day.
  it('accepts whole seconds from half the question count (rounded up) up to a day', () => {
    expect(checkTimes(36, 72)).toBeNull();
    expect(checkTimes(10, 19)).toBeNull();
    expect(checkTimes(600, 72)).toBeNull();
    expect(checkTimes(24 * 3600, 72)).toBeNull();
  });

  it('refuses non-integers, too few seconds for the questions and more than a day', () => {
    expect(checkTimes(100.5, 72)).toBe('答题用时无效');
    expect(checkTimes(Number.NaN, 72)).toBe('答题用时无效');
    expect(checkTimes(Number.POSITIVE_INFINITY, 72)).toBe('答题用时无效');
    expect(checkTimes(35, 72)).toBe('答题用时过短，请认真作答');
    expect(checkTimes(9, 19)).toBe('答题用时过短，请认真作答');
    expect(checkTimes(0, 72)).toBe('答题用时过短，请认真作答');
    expect(checkTimes(24 * 3600 + 1, 72)).toBe('答题用时无效');
  });
});

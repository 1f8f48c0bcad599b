import { describe, it, expect } from 'vitest';
import { shownIds } from '#shared/assessments/shown-order';
import { MAX_RECORDED_SECONDS, type RawAnswer, recordedSeconds } from '#shared/assessments/answers';
import { checkSubmission, instruments } from './registry';
import type { AssessmentKey } from '#shared/assessments/types';

/** A complete, valid answer list for each instrument. */
const valid: Record<AssessmentKey, RawAnswer[]> = {
  dyzn: shownIds(instruments.dyzn).map((id) => ({ id, value: 2 })),
  hld: shownIds(instruments.hld).map((id) => ({ id, value: 1 })),
  mbti: shownIds(instruments.mbti).map((id) => ({ id, answer: 'a' })),
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
      if (result.ok) expect(result.values.size).toBe(shownIds(instruments[key]).length);
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
    expect(problem('dyzn', [])).toMatch(/^还有80道题没有作答（第1、2、3、4、5题）$/);
  });

  it('refuses values outside each instrument’s options, naming the question by its place on the page', () => {
    const replaceFirst = (key: AssessmentKey, entry: RawAnswer) => [entry, ...valid[key].slice(1)];
    expect(problem('dyzn', replaceFirst('dyzn', { id: instruments.dyzn.items[0].id, value: 4 }))).toBe('第1题的答案无效');
    expect(problem('dyzn', replaceFirst('dyzn', { id: instruments.dyzn.items[0].id, value: -1 }))).toBe('第1题的答案无效');
    expect(problem('hld', replaceFirst('hld', { id: instruments.hld.items[0].id, value: 3 }))).toBe('第1题的答案无效');
    expect(problem('mbti', replaceFirst('mbti', { id: instruments.mbti.items[0].id, answer: 'c' }))).toBe('第1题的答案无效');
    expect(problem('mbti', replaceFirst('mbti', { id: instruments.mbti.items[0].id, value: 1 }))).toBe('第1题的答案无效');
    expect(problem('dyzn', replaceFirst('dyzn', { id: instruments.dyzn.items[0].id }))).toBe('第1题的答案无效');
  });

  it('accepts numbers sent as strings ({id, value: "2"}) and stores them as numbers', () => {
    const result = checkSubmission(
      'dyzn',
      valid.dyzn.map((a) => ({ id: a.id, value: '3' })),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect([...result.values.values()].every((v) => v === 3)).toBe(true);
    expect(
      checkSubmission(
        'hld',
        valid.hld.map((a) => ({ id: a.id, value: '0' })),
      ).ok,
    ).toBe(true);
  });

  it('accepts {id, answer} for mbti, a and b alike', () => {
    const answers = shownIds(instruments.mbti).map((id) => ({ id, answer: id % 2 ? 'a' : 'b' }));
    const result = checkSubmission('mbti', answers);
    expect(result.ok).toBe(true);
    if (result.ok) expect([result.values.get(1), result.values.get(2)]).toEqual(['a', 'b']);
  });
});

describe('recordedSeconds', () => {
  // A finished sheet is never refused for its duration (issue "Local-first under classroom conditions", point 10).
  it('keeps fast, slow and interrupted sheets: whole seconds from 0 to a day', () => {
    expect(recordedSeconds(36)).toBe(36);
    expect(recordedSeconds(3)).toBe(3);
    expect(recordedSeconds(0)).toBe(0);
    expect(recordedSeconds(100.5)).toBe(101);
    expect(recordedSeconds(-4)).toBe(0);
    expect(recordedSeconds(25 * 3600)).toBe(MAX_RECORDED_SECONDS);
  });

  it('refuses only what is not a number', () => {
    expect(recordedSeconds(Number.NaN)).toBeNull();
    expect(recordedSeconds(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { boardResultsPerStudent, boardSubmission, planRuns, studentOf, studentsNeeded } from './plan';

/** How many submissions each student makes when `n` submissions go round a slice. */
function perStudent(n: number, slice: { first: number; count: number }): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) counts.set(studentOf(slice, i), (counts.get(studentOf(slice, i)) ?? 0) + 1);
  return counts;
}

describe('the bench’s plan of students', () => {
  it('gives the district’s 5,000 submissions enough students for a cap of 3 and nobody a fourth', () => {
    expect(studentsNeeded(5000, 3)).toBe(1667);
    const counts = perStudent(5000, { first: 0, count: 1667 });
    expect(Math.max(...counts.values())).toBe(3);
    expect(counts.size).toBe(1667);
  });

  it('keeps a classroom’s 60 at once on 60 different students even when the cap would allow fewer', () => {
    expect(studentsNeeded(60, 3, 60)).toBe(60);
  });

  it('lays the runs on separate slices, so no student is counted by two runs', () => {
    const { total, slices } = planRuns(
      [
        { name: 'load', submissions: 800 },
        { name: 'classroom', submissions: 60, atLeast: 60 },
        { name: 'district', submissions: 5000 },
      ],
      3,
    );
    expect(slices).toEqual({ load: { first: 0, count: 267 }, classroom: { first: 267, count: 60 }, district: { first: 327, count: 1667 } });
    expect(total).toBe(1994);
    const all = new Map<number, number>();
    for (const [name, n] of [
      ['load', 800],
      ['classroom', 60],
      ['district', 5000],
    ] as const) {
      for (const [student, k] of perStudent(n, slices[name])) all.set(student, (all.get(student) ?? 0) + k);
    }
    expect(Math.max(...all.values())).toBeLessThanOrEqual(3);
    expect(Math.max(...all.keys())).toBe(total - 1);
  });

  it('refuses a cap below one', () => {
    expect(() => studentsNeeded(10, 0)).toThrow();
  });

  it('spreads the board scenario’s submissions over every class, each student once per run at district scale', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 13_500; i++) {
      const { classIndex, student } = boardSubmission(i, 300, 45);
      seen.add(`${classIndex}/${student}`);
    }
    expect(seen.size).toBe(13_500);
    expect(new Set(Array.from({ length: 300 }, (_, i) => boardSubmission(i, 300, 45).classIndex)).size).toBe(300);
    expect(boardResultsPerStudent(13_500, 2, 300, 45)).toBe(2);
    expect(boardResultsPerStudent(3_000, 2, 300, 45)).toBe(2);
    expect(boardResultsPerStudent(13_501, 2, 300, 45)).toBe(4);
  });
});

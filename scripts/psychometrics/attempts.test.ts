import { describe, it, expect } from 'vitest';
import { type StoredAttempt, median, resultDistribution, retestAgreement, selectFirstAttempts } from './attempts';

const sheet = new Map([[1, 2]]);
const day = (d: number, hour = 8) => new Date(Date.UTC(2026, 10, d, hour));
function attempt(id: number, userId: number, at: Date, extra: Partial<StoredAttempt> = {}): StoredAttempt {
  return { id, userId, assessment: 'hld', version: '2026.2', createdAt: at, flagged: false, values: sheet, ...extra };
}

describe('selectFirstAttempts', () => {
  it('counts each student’s earliest attempt per assessment, leaves out flagged and unfit ones and every later one', () => {
    const rows = [
      attempt(5, 1, day(10)), // user 1's second hld attempt, stored with a higher id
      attempt(2, 1, day(3)), // user 1's first
      attempt(9, 1, day(20), { flagged: true }), // third, flagged: still just "not first"
      attempt(3, 2, day(3), { flagged: true }), // user 2 straight-lined first …
      attempt(4, 2, day(4)), // … and retook: not first, so not counted
      attempt(7, 3, day(5), { values: null }), // user 3's first does not fit its version
      attempt(8, 4, day(6)), // same created_at: the lower id is first
      attempt(6, 4, day(6)),
      attempt(1, 1, day(12), { assessment: 'mbti' }), // another assessment: its own first attempt
      attempt(10, 5, day(2), { version: '2026.1' }), // first attempt on the older version …
      attempt(11, 5, day(9)), // … then the current one: not first
    ];
    const { classified, retests } = selectFirstAttempts(rows);
    expect(classified.map((c) => [c.attempt.id, c.status])).toEqual([
      [5, 'not-first'],
      [2, 'first'],
      [9, 'not-first'],
      [3, 'flagged'],
      [4, 'not-first'],
      [7, 'unfit'],
      [8, 'not-first'],
      [6, 'first'],
      [1, 'first'],
      [10, 'first'],
      [11, 'not-first'],
    ]);
    // Retests: the next attempt on the same version, not flagged, fitting. User 4's two same-time sheets
    // count as a pair; user 5's second attempt is on another version, user 2's first was flagged.
    expect(retests.map((r) => [r.first.id, r.second.id])).toEqual([
      [2, 5],
      [6, 8],
    ]);
  });

  it('skips a flagged or unfit later attempt when looking for the retest', () => {
    const rows = [attempt(1, 1, day(1)), attempt(2, 1, day(2), { flagged: true }), attempt(3, 1, day(3), { values: null }), attempt(4, 1, day(30))];
    expect(selectFirstAttempts(rows).retests.map((r) => [r.first.id, r.second.id])).toEqual([[1, 4]]);
    expect(selectFirstAttempts([attempt(1, 1, day(1))]).retests).toEqual([]);
  });
});

describe('retestAgreement', () => {
  it('matches a hand computation', () => {
    // Three pairs, 7, 14 and 30 days apart (median 14); summaries agree in 2 of 3.
    // R: first 1, 2, 3; second 2, 4, 6 → r = 1. I: first 1, 2, 3; second 3, 1, 2: deviations −1,0,1 and 1,−1,0 → r = −1/2.
    const pair = (d: number, a: string, b: string, r: [number, number], i: [number, number]) => ({
      first: { createdAt: day(1), summary: a, scores: { R: r[0], I: i[0] } },
      second: { createdAt: day(1 + d), summary: b, scores: { R: r[1], I: i[1] } },
    });
    const agreement = retestAgreement([pair(7, 'RIA', 'RIA', [1, 2], [1, 3]), pair(14, 'SEC', 'SEA', [2, 4], [2, 1]), pair(30, 'AIS', 'AIS', [3, 6], [3, 2])], ['R', 'I', 'A']);
    expect(agreement).toMatchObject({ pairs: 3, sameSummary: 2, medianDays: 14 });
    expect(agreement.share).toBeCloseTo(2 / 3, 12);
    expect(agreement.correlations[0]).toEqual({ scale: 'R', r: expect.closeTo(1, 12), pairs: 3 });
    expect(agreement.correlations[1]).toEqual({ scale: 'I', r: expect.closeTo(-0.5, 12), pairs: 3 });
    // A scale nobody has a score on: no pairs, no r.
    expect(agreement.correlations[2].pairs).toBe(0);
    expect(agreement.correlations[2].r).toBeNaN();
  });

  it('is empty without pairs', () => {
    const agreement = retestAgreement([], ['EI']);
    expect(agreement.pairs).toBe(0);
    expect(agreement.share).toBeNaN();
    expect(agreement.medianDays).toBeNaN();
  });

  it('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('resultDistribution', () => {
  it('counts each summary, most frequent first, ties in code order, cut at top', () => {
    const summaries = ['INTJ', 'ESFP', 'INTJ', 'ENFP', 'ESFP', 'INTJ', 'ISTJ'];
    expect(resultDistribution(summaries, 3)).toEqual({
      total: 7,
      distinct: 4,
      rows: [
        { summary: 'INTJ', count: 3, share: 3 / 7 },
        { summary: 'ESFP', count: 2, share: 2 / 7 },
        { summary: 'ENFP', count: 1, share: 1 / 7 },
      ],
    });
    expect(resultDistribution([])).toEqual({ total: 0, distinct: 0, rows: [] });
  });
});

import type { AnswerValue } from '#shared/assessments/exchange-types';
import { pearson } from './item-analysis';

/**
 * Which stored results a reliability analysis may count, and what repeated attempts say
 * (`npm run reliability`, issue "Trustworthy results" point 7). Pure: the script reads the rows.
 *
 * - Only each student's first attempt of an assessment counts (earliest created_at, then lowest id),
 *   on whichever instrument version it was taken: a retake has seen the items, and a student who
 *   retakes until a liked result appears would weigh more than one who answers once.
 * - A first attempt flagged by the response-quality check is left out, and so is one whose answers do
 *   not fit its version's items. The student's later attempts stay out too: they are not first.
 * - A retest pair is a counted first attempt and the student's next attempt of the same assessment on
 *   the same version, not flagged, answers fitting.
 */

export interface StoredAttempt {
  id: number;
  userId: number;
  assessment: string;
  version: string;
  createdAt: Date;
  /** quality.flagged; false for rows stored before the check existed (quality null). */
  flagged: boolean;
  /** The checked answers, or null when they do not fit the items of `version` (or the version is unknown). */
  values: ReadonlyMap<number, AnswerValue> | null;
}

export type AttemptStatus = 'first' | 'not-first' | 'flagged' | 'unfit';

export interface AttemptSelection<A extends StoredAttempt> {
  /** Every attempt with why it is counted or not, in the order given. */
  classified: { attempt: A; status: AttemptStatus }[];
  retests: { first: A; second: A }[];
}

const earlier = (a: StoredAttempt, b: StoredAttempt) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

export function selectFirstAttempts<A extends StoredAttempt>(attempts: readonly A[]): AttemptSelection<A> {
  const byStudent = new Map<string, A[]>();
  for (const attempt of attempts) {
    const key = `${attempt.userId}\u0000${attempt.assessment}`;
    byStudent.set(key, [...(byStudent.get(key) ?? []), attempt]);
  }
  const status = new Map<A, AttemptStatus>();
  const retests: AttemptSelection<A>['retests'] = [];
  for (const own of byStudent.values()) {
    const [first, ...later] = [...own].sort(earlier);
    status.set(first, first.flagged ? 'flagged' : first.values ? 'first' : 'unfit');
    for (const attempt of later) status.set(attempt, 'not-first');
    if (status.get(first) !== 'first') continue;
    const second = later.find((a) => a.version === first.version && !a.flagged && a.values);
    if (second) retests.push({ first, second });
  }
  return { classified: attempts.map((attempt) => ({ attempt, status: status.get(attempt)! })), retests };
}

export interface RetestSheet {
  createdAt: Date;
  /** The one-line summary (summarizeReport): mbti type, hld code, dyzn top level. */
  summary: string;
  /** Score per scale (reliability.ts `scaleScores`). */
  scores: Readonly<Record<string, number>>;
}

export interface RetestAgreement {
  pairs: number;
  /** Pairs whose two summaries are the same. */
  sameSummary: number;
  /** sameSummary / pairs; NaN without pairs. */
  share: number;
  /** Median days from the first attempt to the second; NaN without pairs. */
  medianDays: number;
  /** Test-retest Pearson r of each scale's scores over the pairs (NaN with fewer than 2 or no variation). */
  correlations: { scale: string; r: number; pairs: number }[];
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Agreement between first and second attempts, scales in the order given. */
export function retestAgreement(pairs: readonly { first: RetestSheet; second: RetestSheet }[], scales: readonly string[]): RetestAgreement {
  const sameSummary = pairs.filter((p) => p.first.summary === p.second.summary).length;
  const correlations = scales.map((scale) => {
    const both = pairs.filter((p) => scale in p.first.scores && scale in p.second.scores);
    return {
      scale,
      r: pearson(
        both.map((p) => p.first.scores[scale]),
        both.map((p) => p.second.scores[scale]),
      ),
      pairs: both.length,
    };
  });
  return {
    pairs: pairs.length,
    sameSummary,
    share: pairs.length ? sameSummary / pairs.length : NaN,
    medianDays: median(pairs.map((p) => (p.second.createdAt.getTime() - p.first.createdAt.getTime()) / 86400_000)),
    correlations,
  };
}

export interface Distribution {
  total: number;
  distinct: number;
  /** Most frequent first (ties by summary), at most `top` rows; share of `total`. */
  rows: { summary: string; count: number; share: number }[];
}

/** How often each summary occurs. */
export function resultDistribution(summaries: readonly string[], top = 20): Distribution {
  const counts = new Map<string, number>();
  for (const s of summaries) counts.set(s, (counts.get(s) ?? 0) + 1);
  const rows = [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, top)
    .map(([summary, count]) => ({ summary, count, share: count / summaries.length }));
  return { total: summaries.length, distinct: counts.size, rows };
}

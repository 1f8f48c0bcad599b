/**
 * Who submits what in the bench's runs, so that no student passes the daily cap (DAILY_ATTEMPT_LIMIT results
 * per assessment per day): a refusal (5001) would measure the cap, not the submission. Pure, unit-tested.
 */

export interface Slice {
  first: number;
  count: number;
}

/** The fewest students that make `submissions` without anyone passing `cap`, and at least `atLeast`. */
export function studentsNeeded(submissions: number, cap: number, atLeast = 0): number {
  if (!(cap >= 1)) throw new Error('the daily cap must be at least 1');
  return Math.max(Math.ceil(submissions / cap), atLeast);
}

/** Consecutive slices of one list of students, one per run, each big enough for its run under the cap. */
export function planRuns<K extends string>(runs: { name: K; submissions: number; atLeast?: number }[], cap: number): { total: number; slices: Record<K, Slice> } {
  const slices = {} as Record<K, Slice>;
  let first = 0;
  for (const run of runs) {
    const count = studentsNeeded(run.submissions, cap, run.atLeast);
    slices[run.name] = { first, count };
    first += count;
  }
  return { total: first, slices };
}

/** The student (index in the whole list) of a run's i-th submission: round robin over its slice. */
export const studentOf = (slice: Slice, i: number) => slice.first + (i % slice.count);

/**
 * The board scenario's i-th submission: classes take turns (so every board sees its class submit through
 * the run), and within a class its students in order.
 */
export function boardSubmission(i: number, classes: number, perClass: number): { classIndex: number; student: number } {
  return { classIndex: i % classes, student: Math.floor(i / classes) % perClass };
}

/** The most results any one student of the board scenario stores in a day: `runs` runs of `submissions` each. */
export const boardResultsPerStudent = (submissions: number, runs: number, classes: number, perClass: number) => runs * Math.ceil(submissions / (classes * perClass));

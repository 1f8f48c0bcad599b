/** Checking a submitted answer list against an instrument: every question exactly once, allowed values only. */

/** Answers as submitted: `{id, value}` (dyzn, hld) or `{id, answer}` (mbti); `ms` optional (time on screen). */
export type RawAnswer = { id: number; value?: number | string; answer?: string; ms?: number };

/** The longest time on one question counted; longer is a pause, not reading. */
const MAX_ITEM_MS = 10 * 60_000;

/**
 * The per-question times a device sent, by question id: whole ms within 0..MAX_ITEM_MS. Absent or
 * unusable times are left out (old devices send none; the quality check then uses the total time).
 */
export function itemTimesOf(answers: readonly RawAnswer[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const a of answers) {
    if (typeof a.ms === 'number' && Number.isFinite(a.ms) && a.ms >= 0) times.set(Number(a.id), Math.min(MAX_ITEM_MS, Math.round(a.ms)));
  }
  return times;
}

/**
 * Returns a map question id → value, or the first problem in Chinese.
 * `questionIds` in the order the questions are shown; `allowed` lists the accepted values; numbers may
 * arrive as strings from a form.
 */
export function checkAnswers<V extends number | string>(
  questionIds: readonly number[],
  allowed: readonly V[],
  answers: readonly RawAnswer[],
): { ok: true; values: Map<number, V> } | { ok: false; message: string } {
  const known = new Set(questionIds);
  // Messages name a question by its number on the test page (its place in the list), not by its id.
  const position = (id: number) => questionIds.indexOf(id) + 1;
  const values = new Map<number, V>();
  for (const entry of answers) {
    const id = Number(entry.id);
    if (!Number.isInteger(id) || !known.has(id)) return { ok: false, message: `第${entry.id}题不存在` };
    if (values.has(id)) return { ok: false, message: `第${position(id)}题重复作答` };
    const rawValue = entry.value ?? entry.answer;
    const value = allowed.find((a) => String(a) === String(rawValue));
    if (value === undefined) return { ok: false, message: `第${position(id)}题的答案无效` };
    values.set(id, value);
  }
  const missing = questionIds.filter((id) => !values.has(id));
  if (missing.length > 0) return { ok: false, message: `还有${missing.length}道题没有作答（第${missing.slice(0, 5).map(position).join('、')}题）` };
  return { ok: true, values };
}

/** The longest duration stored. The test page stops its clock after a pause, so more is not a real duration. */
export const MAX_RECORDED_SECONDS = 24 * 3600;

/**
 * The duration (seconds) stored with a result. A student's finished answers are never refused for
 * their duration: a fast, slow or interrupted sheet is kept, and its quality is judged when it is
 * reported, not by refusing it. Whole seconds within 0..MAX_RECORDED_SECONDS; null only for what is
 * not a number at all.
 */
export function recordedSeconds(times: number): number | null {
  if (!Number.isFinite(times)) return null;
  return Math.min(MAX_RECORDED_SECONDS, Math.max(0, Math.round(times)));
}

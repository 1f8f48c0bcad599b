/** Checking a submitted answer list against an instrument: every question exactly once, allowed values only. */

export interface AnswerProblem {
  message: string;
}

/** Answers as submitted: `{id, value}` (dyzn, hld) or `{id, answer}` (mbti). */
export type RawAnswer = { id: number; value?: number | string; answer?: string };

/**
 * Returns a map question id → value, or the first problem in Chinese.
 * `allowed` lists the accepted values; numbers may arrive as strings from a form.
 */
export function checkAnswers<V extends number | string>(
  questionIds: readonly number[],
  allowed: readonly V[],
  answers: readonly RawAnswer[],
): { ok: true; values: Map<number, V> } | { ok: false; message: string } {
  const known = new Set(questionIds);
  const values = new Map<number, V>();
  for (const entry of answers) {
    const id = Number(entry.id);
    if (!Number.isInteger(id) || !known.has(id)) return { ok: false, message: `第${entry.id}题不存在` };
    if (values.has(id)) return { ok: false, message: `第${id}题重复作答` };
    const rawValue = entry.value ?? entry.answer;
    const value = allowed.find((a) => String(a) === String(rawValue));
    if (value === undefined) return { ok: false, message: `第${id}题的答案无效` };
    values.set(id, value);
  }
  const missing = questionIds.filter((id) => !values.has(id));
  if (missing.length > 0) return { ok: false, message: `还有${missing.length}道题没有作答（第${missing.slice(0, 5).join('、')}题）` };
  return { ok: true, values };
}

/**
 * Seconds a test can plausibly take: at least half a second per question (the UI waits 500 ms
 * after every answer, so a real student cannot be faster), at most a day of active time.
 */
export function checkTimes(times: number, questionCount: number): string | null {
  if (!Number.isFinite(times) || !Number.isInteger(times)) return '答题用时无效';
  if (times < Math.ceil(questionCount / 2)) return '答题用时过短，请认真作答';
  if (times > 24 * 3600) return '答题用时无效';
  return null;
}

import type { AssessmentKey } from '../assessments/types';

/**
 * Where a student is with one assessment of an assignment, the same rule on the teacher's class
 * board (from what the server holds) and on the student's own list (from what the device holds).
 */
export type LessonState = 'not-started' | 'in-progress' | 'finished-waiting' | 'uploaded' | 'flagged';

export const LESSON_STATES: readonly LessonState[] = ['not-started', 'in-progress', 'finished-waiting', 'uploaded', 'flagged'];

export const lessonStateLabel: Record<LessonState, string> = {
  'not-started': '未开始',
  'in-progress': '作答中',
  'finished-waiting': '已完成，待上传',
  uploaded: '已上传',
  flagged: '需关注',
};

/**
 * The board's words for a cell: a finished test of a child whose guardian's consent is not recorded
 * waits for that, not for the network, and the teacher is the one who can end the wait; a sheet the
 * server refused waits for nobody, and the teacher must know (issue 36).
 */
export function boardStateLabel(state: LessonState, needsConsent: boolean, refused: string | null = null): string {
  if (state !== 'finished-waiting') return lessonStateLabel[state];
  if (refused) return '已完成，未被服务器接受';
  return needsConsent ? '已完成，等待监护人同意后上传' : lessonStateLabel[state];
}

export interface LessonEvidence {
  /** The newest result on the server since the assignment started; `flagged` by the response-quality check. */
  result: { flagged: boolean } | null;
  /** The furthest a device got since the assignment started (server: as reported; student: as stored on this device). */
  progress: { answered: number; finished: boolean } | null;
}

/**
 * A result on the server decides (flagged → 需关注); otherwise a test finished on a device is waiting
 * to be uploaded, one with answers is in progress, and nothing at all is not started.
 */
export function lessonStateOf({ result, progress }: LessonEvidence): LessonState {
  if (result) return result.flagged ? 'flagged' : 'uploaded';
  if (progress?.finished) return 'finished-waiting';
  if (progress && progress.answered > 0) return 'in-progress';
  return 'not-started';
}

/** An assignment's window as a teacher reads it: 未开始 before it opens, 进行中 while open, 已结束 after. */
export type WindowState = 'upcoming' | 'open' | 'ended';

export function windowStateOf(window: { startsAt: number; endsAt: number }, now: number): WindowState {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'open' : 'ended';
}

/** The longest window an assignment may have, and how long before it starts it may be set. */
export const MAX_ASSIGNMENT_DAYS = 30;

/** The order the three assessments are listed in when a teacher picks several. */
export const ASSIGNABLE: readonly AssessmentKey[] = ['hld', 'mbti', 'dyzn'];

/** The assessments of an assignment as sent (`hld,mbti`): known keys, each once, at least one; null when not. */
export function parseAssessmentList(text: string): AssessmentKey[] | null {
  const keys = text.split(',').map((k) => k.trim());
  if (keys.length === 0 || keys.length > ASSIGNABLE.length || new Set(keys).size !== keys.length) return null;
  return keys.every((k): k is AssessmentKey => (ASSIGNABLE as readonly string[]).includes(k)) ? keys : null;
}

/** Short names of the assessments where several share a line (a class board's columns, an assignment's label). */
export const assessmentShortName: Record<AssessmentKey, string> = { hld: '职业兴趣', mbti: '性格类型', dyzn: '多元智能' };

/** A class board's version (docs/SCHOOL.md, "The board at scale"): the class's stamp, raised by the database on every change, and the minute of the server's clock. */
export const BOARD_VERSION_PATTERN = /^\d{1,18}\.\d{1,12}$/;

import type { BoardChanges, ClassBoard } from '../api/lessons';
import type { AssessmentKey } from '../assessments/types';
import { LESSON_STATES, type LessonState } from './lesson-state';

/**
 * The class board's figures and how a poll's changes join the board shown (docs/SCHOOL.md, "The board at
 * scale"): the server counts a whole board with the same rule the page uses after merging only the
 * students that changed, so the two cannot disagree.
 */

/** How many students are in each state of each assessment. */
export function boardTotals(students: ClassBoard['students'], keys: readonly AssessmentKey[]): ClassBoard['totals'] {
  const totals: ClassBoard['totals'] = {};
  for (const key of keys) {
    const counts = Object.fromEntries(LESSON_STATES.map((s) => [s, 0])) as Record<LessonState, number>;
    for (const student of students) {
      const state = student.cells[key]?.state;
      if (state) counts[state] += 1;
    }
    totals[key] = counts;
  }
  return totals;
}

/**
 * The board shown with a poll's changes in it: each changed student's row replaced where it stands, the
 * frame (assignments, tablets, clock, version) taken whole, the totals counted again. Null when the changes
 * do not belong to this board (another assignment, a student it does not list): then ask for the whole board.
 */
export function mergeBoardChanges(shown: ClassBoard, changes: BoardChanges): ClassBoard | null {
  if ((changes.assignment?.id ?? null) !== (shown.assignment?.id ?? null)) return null;
  const changed = new Map(changes.students.map((s) => [s.id, s]));
  const listed = new Set(shown.students.map((s) => s.id));
  if ([...changed.keys()].some((id) => !listed.has(id))) return null;
  const students = shown.students.map((s) => changed.get(s.id) ?? s);
  const { changes: _changes, students: _changed, ...frame } = changes;
  return { ...frame, students, totals: boardTotals(students, changes.assignment?.assessments ?? []) };
}

import { describe, expect, it } from 'vitest';
import type { BoardChanges, ClassBoard } from '../api/lessons';
import { boardTotals, mergeBoardChanges } from './board-changes';
import type { LessonState } from './lesson-state';

type Student = ClassBoard['students'][number];

const cell = (state: LessonState, answered = 0, resultId: number | null = null) => ({
  state,
  answered,
  total: 72,
  lastActivityAt: null,
  reportedAt: null,
  device: null,
  resultId,
  uploadedAt: null,
  seconds: null,
  refused: null,
});
const student = (id: number, mbti: LessonState, answered = 0, resultId: number | null = null): Student => ({
  id,
  name: `学生${id}`,
  studentNo: String(1000 + id),
  needsConsent: false,
  cells: { mbti: cell(mbti, answered, resultId) },
});
const assignment = (id: number) => ({
  id,
  assessments: ['mbti' as const],
  studentIds: null,
  startsAt: '2026-11-29T01:00:00.000Z',
  endsAt: '2026-11-29T03:00:00.000Z',
  note: '',
  createdBy: '',
  state: 'open' as const,
  cancelled: false,
});
const frame = (version: string, now: string) => ({
  classLabel: '初一3班',
  version,
  now,
  assignment: assignment(7),
  assignments: [{ id: 7, label: '性格类型 · 11月29日', state: 'open' as const }],
  devices: [{ id: 1, label: '1号平板', lastSeenAt: now, lastReportAt: null }],
});

const shownStudents = [student(1, 'not-started'), student(2, 'in-progress', 10), student(3, 'not-started')];
const shown: ClassBoard = { ...frame('5.100', '2026-11-29T01:40:00.000Z'), students: shownStudents, totals: boardTotals(shownStudents, ['mbti']) };

describe('the class board’s changes', () => {
  it('counts each state of each assessment, zeros too', () => {
    expect(shown.totals).toEqual({ mbti: { 'not-started': 2, 'in-progress': 1, 'finished-waiting': 0, uploaded: 0, flagged: 0 } });
  });

  it('replaces the changed students where they stand, takes the new frame and counts again', () => {
    const changes: BoardChanges = {
      ...frame('8.101', '2026-11-29T01:41:00.000Z'),
      changes: true,
      students: [student(3, 'in-progress', 4), student(2, 'uploaded', 72, 99)],
    };
    const merged = mergeBoardChanges(shown, changes)!;
    expect(merged.students.map((s) => [s.id, s.cells.mbti?.state])).toEqual([
      [1, 'not-started'],
      [2, 'uploaded'],
      [3, 'in-progress'],
    ]);
    expect(merged.students[1].cells.mbti?.resultId).toBe(99);
    expect(merged.totals.mbti).toEqual({ 'not-started': 1, 'in-progress': 1, 'finished-waiting': 0, uploaded: 1, flagged: 0 });
    expect([merged.version, merged.now]).toEqual(['8.101', '2026-11-29T01:41:00.000Z']);
    expect(merged).not.toHaveProperty('changes');
    expect(shown.students[1].cells.mbti?.state).toBe('in-progress');
  });

  it('with no student changed keeps every row and takes the new clock', () => {
    const merged = mergeBoardChanges(shown, { ...frame('5.102', '2026-11-29T01:42:00.000Z'), changes: true, students: [] })!;
    expect(merged.students).toEqual(shown.students);
    expect(merged.now).toBe('2026-11-29T01:42:00.000Z');
  });

  it('refuses changes of another assignment or of a student the board does not list', () => {
    expect(mergeBoardChanges(shown, { ...frame('9.101', shown.now as string), assignment: assignment(8), changes: true, students: [] })).toBeNull();
    expect(mergeBoardChanges(shown, { ...frame('9.101', shown.now as string), changes: true, students: [student(4, 'uploaded')] })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MyAssignment } from '#client/contracts/lesson-progress.gen';
import type { AssignmentEvidence } from '#client/offline/live';
import { assignedItems, nextAssigned } from './assigned-state';

const START = Date.parse('2026-11-23T02:00:00Z');
const assignment: MyAssignment = {
  id: 1,
  assessments: [
    { key: 'hld', done: null },
    { key: 'mbti', done: null },
    { key: 'dyzn', done: null },
  ],
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(START + 45 * 60_000).toISOString(),
  note: '',
  className: '初一 3班',
  teacherName: '李老师',
  state: 'open',
};
const none: AssignmentEvidence = { list: [assignment], sessions: [], outbox: [], local: [] };
const session = (assessment: 'hld' | 'mbti' | 'dyzn', answered: number) =>
  ({
    attemptId: `a-${assessment}`,
    userId: 7,
    assessment,
    version: 'v',
    questions: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: '', options: [] })),
    answers: Object.fromEntries(Array.from({ length: answered }, (_, i) => [i + 1, { value: 1, at: START + i }])),
    position: answered,
    startedAt: START,
    activeMs: 0,
  }) as unknown as AssignmentEvidence['sessions'][number];
const outboxRow = (assessment: 'hld' | 'mbti' | 'dyzn', createdAt: number) =>
  ({
    attemptId: `o-${assessment}`,
    userId: 7,
    assessment,
    payload: { answer: '[]', times: 1 },
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: '',
    state: 'pending',
  }) as AssignmentEvidence['outbox'][number];

describe('assignedItems', () => {
  it('is 未开始 with nothing on the device', () => {
    expect(assignedItems(assignment, none).map((i) => i.state)).toEqual(['not-started', 'not-started', 'not-started']);
  });

  it('reads a test in progress, a finished one waiting and one uploaded since the list was fetched', () => {
    const items = assignedItems(assignment, {
      ...none,
      sessions: [session('hld', 12)],
      outbox: [outboxRow('mbti', START + 60_000)],
      local: [{ attemptId: 'x', userId: 7, assessment: 'dyzn', createdAt: START + 1000, times: 1, report: {}, resultId: 99 }],
    });
    expect(items).toEqual([
      { key: 'hld', state: 'in-progress', answered: 12, total: 60 },
      { key: 'mbti', state: 'finished-waiting', answered: 0, total: 0 },
      { key: 'dyzn', state: 'uploaded', answered: 0, total: 0 },
    ]);
  });

  it('does not count a test finished before the assignment started, and trusts the server’s result', () => {
    const items = assignedItems(
      {
        ...assignment,
        assessments: [
          { key: 'hld', done: { resultId: 5, at: new Date(START + 5).toISOString() } },
          { key: 'mbti', done: null },
        ],
      },
      { ...none, outbox: [outboxRow('mbti', START - 60_000)], sessions: [session('hld', 3)] },
    );
    expect(items.map((i) => i.state)).toEqual(['uploaded', 'not-started']);
  });
});

describe('nextAssigned', () => {
  const during = START + 10 * 60_000;
  it('is the first assessment in the teacher’s order not finished here or on the server, a test in progress included', () => {
    expect(nextAssigned(none, during)).toBe('hld');
    expect(nextAssigned({ ...none, outbox: [outboxRow('hld', START + 60_000)] }, during)).toBe('mbti');
    expect(nextAssigned({ ...none, outbox: [outboxRow('hld', START + 60_000)], sessions: [session('dyzn', 4)] }, during)).toBe('mbti');
    const done = { ...assignment, assessments: assignment.assessments.map((a) => ({ ...a, done: { resultId: 1, at: new Date(START + 1).toISOString() } })) };
    expect(nextAssigned({ ...none, list: [done] }, during)).toBeNull();
  });

  it('skips an assignment that has not opened or has ended', () => {
    expect(nextAssigned(none, START - 1)).toBeNull();
    expect(nextAssigned(none, START + 45 * 60_000)).toBeNull();
    const later = {
      ...assignment,
      id: 2,
      assessments: [{ key: 'dyzn' as const, done: null }],
      startsAt: new Date(START - 60_000).toISOString(),
      endsAt: new Date(START + 90 * 60_000).toISOString(),
    };
    expect(nextAssigned({ ...none, list: [assignment, later] }, START + 50 * 60_000)).toBe('dyzn');
  });
});

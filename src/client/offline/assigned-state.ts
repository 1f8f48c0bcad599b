import type { MyAssignment } from '#client/contracts/lesson-progress.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { type LessonState, lessonStateOf, windowStateOf } from '#shared/school/lesson-state';
import type { AssignmentEvidence } from '#client/offline/live';

export interface AssignedItem {
  key: AssessmentKey;
  state: LessonState;
  answered: number;
  total: number;
}

/** A time as the contract carries it (a Date on the server, ISO text on the wire), in ms. */
export const timeOf = (at: Date | string) => (at instanceof Date ? at.getTime() : Date.parse(at));

/**
 * Where the student is with each assessment of an assignment, by the class board's rule, from what
 * this device holds: the server's result as last fetched or one uploaded since, a finished test
 * waiting in the outbox, a test in progress. A student is never told 需关注: their report explains it.
 */
export function assignedItems(assignment: MyAssignment, evidence: AssignmentEvidence): AssignedItem[] {
  const startsAt = timeOf(assignment.startsAt);
  return assignment.assessments.map(({ key, done }) => {
    const uploadedHere = evidence.local.some((r) => r.assessment === key && r.resultId !== undefined && r.createdAt >= startsAt);
    const waiting = evidence.outbox.find((r) => r.assessment === key && r.createdAt >= startsAt);
    const session = evidence.sessions.find((s) => s.assessment === key);
    const answered = session ? Object.keys(session.answers).length : 0;
    const total = session?.questions.length ?? 0;
    const state = lessonStateOf({
      result: done || uploadedHere ? { flagged: false } : null,
      progress: waiting ? { answered: 1, finished: true } : session ? { answered, finished: false } : null,
    });
    return { key, state, answered, total };
  });
}

/** The student's words for a state (the teacher's board says 已上传 / 需关注). */
export const studentStateLabel: Record<LessonState, string> = {
  'not-started': '未开始',
  'in-progress': '作答中',
  'finished-waiting': '已完成，待上传',
  uploaded: '已完成',
  flagged: '已完成',
};

/**
 * The assessment a student on a class tablet goes on with: of the assignments open now (the list is
 * soonest deadline first), the first item in the teacher's order not finished on this device or on the
 * server, a test in progress counting as not finished. Null when everything assigned is done.
 */
export function nextAssigned(evidence: AssignmentEvidence, now: number): AssessmentKey | null {
  for (const assignment of evidence.list) {
    if (windowStateOf({ startsAt: timeOf(assignment.startsAt), endsAt: timeOf(assignment.endsAt) }, now) !== 'open') continue;
    const next = assignedItems(assignment, evidence).find((i) => i.state === 'not-started' || i.state === 'in-progress');
    if (next) return next.key;
  }
  return null;
}

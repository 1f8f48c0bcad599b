import { liveQuery } from 'dexie';
import type { AssessmentKey } from '#shared/assessments/types';
import { db } from './db';
import type { CachedAssignments, LocalResult, OutboxRow, TestSession } from './schema';
import { loadSession } from './test-session';

/** Live views of the local store, loaded on demand so Dexie stays out of the start-up bundle. */
export function watchSession(userId: number, key: AssessmentKey, onChange: (session: TestSession | null) => void) {
  const subscription = liveQuery(async () => (await loadSession(db, userId, key)) ?? null).subscribe({ next: onChange, error: () => onChange(null) });
  return () => subscription.unsubscribe();
}

export function watchOutbox(userId: number, onChange: (rows: OutboxRow[]) => void) {
  const subscription = liveQuery(() => db.outbox.where({ userId }).toArray()).subscribe({ next: onChange, error: () => onChange([]) });
  return () => subscription.unsubscribe();
}

/** A test finished on this device: its local result and its upload (null once gone, or never there). */
export interface AttemptOnDevice {
  local: LocalResult | null;
  upload: OutboxRow | null;
}

export function watchAttempt(attemptId: string, onChange: (value: AttemptOnDevice) => void) {
  const read = async () => ({ local: (await db.localResults.get(attemptId)) ?? null, upload: (await db.outbox.get(attemptId)) ?? null });
  const subscription = liveQuery(read).subscribe({ next: onChange, error: () => onChange({ local: null, upload: null }) });
  return () => subscription.unsubscribe();
}

/** What the device holds for a student's assignment list: the list and the tests on this device. */
export interface AssignmentEvidence {
  list: CachedAssignments['list'];
  sessions: TestSession[];
  outbox: OutboxRow[];
  local: LocalResult[];
}

/** The student's assignment list as kept on this device, with the tests this device holds for them. */
export const readAssignmentEvidence = async (userId: number): Promise<AssignmentEvidence> => ({
  list: (await db.assignments.get(userId))?.list ?? [],
  sessions: await db.sessions.where({ userId }).toArray(),
  outbox: await db.outbox.where({ userId }).toArray(),
  local: await db.localResults.filter((r) => r.userId === userId).toArray(),
});

export function watchAssignments(userId: number, onChange: (value: AssignmentEvidence) => void) {
  const read = () => readAssignmentEvidence(userId);
  const empty = { list: [], sessions: [], outbox: [], local: [] };
  const subscription = liveQuery(read).subscribe({ next: onChange, error: () => onChange(empty) });
  return () => subscription.unsubscribe();
}

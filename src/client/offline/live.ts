import { liveQuery } from 'dexie';
import type { AssessmentKey } from '#shared/assessments/types';
import { db } from './db';
import type { OutboxRow, TestSession } from './schema';
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

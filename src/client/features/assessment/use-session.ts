import { useLiveQuery } from 'dexie-react-hooks';
import type { AssessmentKey } from '../../../shared/assessments/types';
import { db } from '../../offline/db';
import { loadSession } from '../../offline/test-session';

/** This user's test in progress (live), undefined while loading, null when there is none. */
export function useSession(userId: number | undefined, key: AssessmentKey) {
  return useLiveQuery(async () => (userId === undefined ? null : ((await loadSession(db, userId, key)) ?? null)), [userId, key]);
}

/** Finished tests of this user still waiting for the server (pending or parked). */
export function useOutbox(userId: number | undefined) {
  return useLiveQuery(async () => (userId === undefined ? [] : db.outbox.where({ userId }).toArray()), [userId]) ?? [];
}

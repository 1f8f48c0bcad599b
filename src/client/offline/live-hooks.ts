import { useEffect, useState } from 'react';
import type { AssessmentKey } from '#shared/assessments/types';
import type { AssignmentEvidence, AttemptOnDevice } from './live';
import type { OutboxRow, TestSession } from './schema';

/** Subscribes to a live view once its module (and Dexie) has loaded. */
function useLive<T>(initial: T, subscribe: ((set: (value: T) => void) => Promise<() => void>) | null, deps: unknown[]): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!subscribe) {
      setValue(initial);
      return;
    }
    let stop = () => {};
    let cancelled = false;
    void subscribe((v) => !cancelled && setValue(v)).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      cancelled = true;
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}

/** This user's test in progress (live), undefined while loading, null when there is none. */
export function useSession(userId: number | undefined, key: AssessmentKey): TestSession | null | undefined {
  return useLive<TestSession | null | undefined>(
    userId === undefined ? null : undefined,
    userId === undefined ? null : async (set) => (await import('./live')).watchSession(userId, key, set),
    [userId, key],
  );
}

/** Finished tests of this user still waiting for the server (pending or parked). */
export function useOutbox(userId: number | undefined): OutboxRow[] {
  return useLive<OutboxRow[]>([], userId === undefined ? null : async (set) => (await import('./live')).watchOutbox(userId, set), [userId]);
}

/** The student's assignments as kept on the device, with the tests this device holds for them (null while loading). */
export function useAssignmentEvidence(userId: number | undefined): AssignmentEvidence | null {
  return useLive<AssignmentEvidence | null>(null, userId === undefined ? null : async (set) => (await import('./live')).watchAssignments(userId, set), [userId]);
}

/** A test finished on this device, by its attempt id (undefined while loading, and without an attempt). */
export function useAttemptOnDevice(attemptId: string | undefined): AttemptOnDevice | undefined {
  return useLive<AttemptOnDevice | undefined>(undefined, attemptId === undefined ? null : async (set) => (await import('./live')).watchAttempt(attemptId, set), [attemptId]);
}

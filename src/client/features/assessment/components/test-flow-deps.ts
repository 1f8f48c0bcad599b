import { useNavigate, useRouter } from '@tanstack/react-router';
import { liveQuery } from 'dexie';
import { useMemo } from 'react';
import { toast } from '#client/lib/toast-store';
import type { AssessmentCard } from '../assessment-cards';
import { patiently } from '#client/lib/patient-call';
import { db } from '#client/offline/db';
import { reopenAfterStorageFailure } from '#client/offline/storage-errors';
import { progressChanged, syncNow } from '#client/offline/sync';
import { discardIfUntouched, finishSession, loadSession, recordAnswer, saveActiveTime, startSession, takeNewerQuestions, unseenResult } from '#client/offline/test-session';
import { loadQuestions } from '../questions';
import { classifySaveError } from '../save-problem';
import { scoreOnDevice } from '../score-on-device';
import type { TestFlowDeps } from './use-test-flow';

/** The test flow's effects on this device: the app's database, the router, toasts and the outbox. */
export function useTestFlowDeps(resultPath: AssessmentCard['resultPath']): TestFlowDeps {
  const navigate = useNavigate();
  const router = useRouter();
  return useMemo(
    (): TestFlowDeps => ({
      load: (userId, assessment) => loadSession(db, userId, assessment),
      unseenResult: (userId, assessment) => unseenResult(db, userId, assessment),
      questions: (userId, assessment, onSlow) => patiently(() => loadQuestions(assessment, userId), onSlow),
      start: (userId, assessment, set) => startSession(db, { userId, assessment, version: set.version, questions: set.list, now: Date.now() }),
      takeNewer: (attemptId, set) => takeNewerQuestions(db, attemptId, set.version, set.list),
      discardIfUntouched: (attemptId) => discardIfUntouched(db, attemptId),
      record: (answer, activeMs, shownMs) => recordAnswer(db, answer.attemptId, answer.questionId, answer.value, activeMs, Date.now(), shownMs),
      saveActiveTime: (attemptId, activeMs) => saveActiveTime(db, attemptId, activeMs),
      finish: async (done) => {
        const local = await scoreOnDevice(done);
        const now = Date.now();
        // Signed in without a network (a class tablet): the sheet is signed now, so it can leave by a QR code too.
        const signed = done.userId < 0 ? await import('#client/offline/offline-sheet').then(({ signOfflineSheet }) => signOfflineSheet(done, now)) : undefined;
        await finishSession(db, done, local.report, now, local.quality, signed);
      },
      classify: (attemptId, error) => classifySaveError(db, attemptId, error),
      finishedElsewhere: async (attemptId) => Boolean(await db.localResults.get(attemptId)),
      watch: (attemptId, next, fail) => {
        // liveQuery sees other tabs' writes too.
        const subscription = liveQuery(async () => (await db.sessions.get(attemptId)) ?? null).subscribe({ next, error: fail });
        return () => subscription.unsubscribe();
      },
      reopen: () => reopenAfterStorageFailure(db),
      progressChanged,
      keepOnDevice: () => void navigator.storage?.persist?.().catch(() => false),
      preloadReport: () => {
        void import('#content/assessments/registry').catch(() => undefined);
        void router.preloadRoute({ to: resultPath }).catch(() => undefined);
      },
      toReport: (attempt, upload) => {
        const shown = navigate({ to: resultPath, search: { attempt }, replace: true });
        if (upload) void shown.finally(() => void syncNow());
      },
      toList: () => void navigate({ to: '/assessment', replace: true }),
      online: () => navigator.onLine,
      say: (kind, text) => toast[kind](text),
    }),
    [navigate, router, resultPath],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import type { TestSession } from '#client/offline/schema';
import { answeredCount } from '#client/offline/test-session';
import type { QuestionSet, QuestionStart } from '../questions';
import type { SaveProblem } from '../save-problem';
import { useActiveTime } from '../use-active-time';
import { useShownTime } from '../use-shown-time';
import { openTest } from './open-test';
import { followsOtherTabs, initialFlow, type TakenAnswer, type TestFlow, type TestFlowEvent, testFlow } from './test-flow';

/** Spec: after an answer the next question shows 500 ms later; after the last, the result 500 ms later. */
export const NEXT_QUESTION_DELAY_MS = 500;
export const RESULT_REDIRECT_DELAY_MS = 500;
/** While the disk is full, the answer waiting to be saved is tried again this often. */
export const STORAGE_RETRY_MS = 3000;

/** Everything the test page does outside itself: the device's database, the router, toasts (test-flow-deps.ts wires them). */
export interface TestFlowDeps {
  load(userId: number, assessment: AssessmentKey): Promise<TestSession | undefined>;
  unseenResult(userId: number, assessment: AssessmentKey): Promise<{ attemptId: string } | undefined>;
  questions(userId: number, assessment: AssessmentKey, onSlow: () => void): Promise<QuestionStart>;
  start(userId: number, assessment: AssessmentKey, set: QuestionSet): Promise<TestSession>;
  takeNewer(attemptId: string, set: QuestionSet): Promise<TestSession | null>;
  discardIfUntouched(attemptId: string): Promise<void>;
  /** Writes one answer with the active time so far; resolves with the session as stored. */
  record(answer: TakenAnswer, activeMs: number, shownMs: number): Promise<TestSession>;
  saveActiveTime(attemptId: string, activeMs: number): Promise<void>;
  /** Scores the test on the device and moves it to the outbox with its local report (one transaction). */
  finish(done: TestSession): Promise<void>;
  classify(attemptId: string, error: unknown): Promise<SaveProblem>;
  /** Whether the device holds the finished result of `attemptId` (another tab finished it). */
  finishedElsewhere(attemptId: string): Promise<boolean>;
  /** Follows the session on the device, also as other tabs write it (null: gone); returns the unsubscribe. */
  watch(attemptId: string, next: (stored: TestSession | null) => void, fail: (error: unknown) => void): () => void;
  /** A database that failed to reopen (the disk was full) is opened anew by the next call. */
  reopen(): void;
  progressChanged(): void;
  /** Asks the browser not to evict the answers kept on this device. */
  keepOnDevice(): void;
  /** Scoring, report texts and the report page's code, so a test finished offline still shows its report. */
  preloadReport(): void;
  /** To the report of `attemptId`, replacing the test page; `upload`: finished just now, so the outbox drains after. */
  toReport(attemptId: string, upload: boolean): void;
  toList(): void;
  online(): boolean;
  say(kind: 'success' | 'info' | 'error', text: string): void;
}

/**
 * The test page's flow: the reducer of test-flow.ts, and the effects that feed it. The state is kept in a
 * ref as well as for rendering, so a second tap or key handled before the next render finds the lock
 * taken (as React state alone it let the second answer through, and it was stored).
 */
export function useTestFlow(assessment: AssessmentKey, userId: number | null, deps: TestFlowDeps) {
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const [flow, setFlow] = useState(() => initialFlow(null));
  const flowRef = useRef<TestFlow>(flow);

  /** Applies an event at once; true when it changed the flow (an event the flow refuses changes nothing). */
  const dispatch = useCallback((event: TestFlowEvent): boolean => {
    const before = flowRef.current;
    const next = testFlow(before, event);
    if (next === before) return false;
    flowRef.current = next;
    setFlow(next);
    return true;
  }, []);

  const { session } = flow;
  const readActiveMs = useActiveTime(session?.attemptId ?? null, session?.activeMs ?? 0, (ms) => {
    const current = flowRef.current.session;
    if (current) void depsRef.current.saveActiveTime(current.attemptId, ms).catch(() => undefined);
  });
  const readShownMs = useShownTime(session?.questions[flow.index]?.id);

  const showOtherTabsReport = useCallback((attemptId: string) => {
    depsRef.current.say('info', '这次测评已在另一个窗口完成');
    depsRef.current.toReport(attemptId, false);
  }, []);

  /** Saves an answer the flow took, then moves on (or finishes) counted from the tap, or says why it could not. */
  const save = useCallback(
    async (answer: TakenAnswer) => {
      const d = depsRef.current;
      const { attemptId } = answer;
      d.reopen();
      // The spec's delays count from the tap, not from the end of saving and scoring (which take a moment on a busy tablet).
      const tappedAt = performance.now();
      const remaining = (delayMs: number) => Math.max(0, delayMs - (performance.now() - tappedAt));
      try {
        // The answer is on disk before the page moves on.
        const next = await d.record(answer, readActiveMs(), readShownMs());
        if (!dispatch({ type: 'saved', session: next })) return;
        d.progressChanged();
        if (flowRef.current.phase !== 'finishing') {
          setTimeout(() => dispatch({ type: 'advanced', attemptId }), remaining(NEXT_QUESTION_DELAY_MS));
          return;
        }
        await d.finish({ ...next, activeMs: readActiveMs() });
        // The report is on the device now and shows at once, whatever the network; the upload runs behind
        // it (sync.ts), and the report page says when the server has it. A 4001 during the upload sends the
        // student to log in and back to this report (SyncManager).
        if (d.online()) d.say('success', '答题完成');
        else d.say('info', '答案已保存在本设备，联网后会自动上传');
        setTimeout(() => d.toReport(attemptId, true), remaining(RESULT_REDIRECT_DELAY_MS));
      } catch (error) {
        const problem = await d.classify(attemptId, error);
        if (!dispatch({ type: 'saveFailed', attemptId, problem })) return;
        if (problem === 'finished-elsewhere') showOtherTabsReport(attemptId);
        else if (problem === 'other') {
          console.warn('saving the answer failed', error);
          d.say('error', '答案没有保存成功，请再选一次');
        }
      }
    },
    [dispatch, readActiveMs, readShownMs, showOtherTabsReport],
  );

  /** Dispatches a tap or a retry; an answer the flow took from it is saved. */
  const take = useCallback(
    (event: Extract<TestFlowEvent, { type: 'tap' | 'retry' }>) => {
      const before = flowRef.current.taking;
      dispatch(event);
      const taken = flowRef.current.taking;
      if (taken && taken !== before) void save(taken);
    },
    [dispatch, save],
  );

  // Open the saved session of this student, or start one from the question list. Another student signed in
  // on this page (a class tablet's hand-over) drops the open under way; signed out, the test shown stays.
  useEffect(() => {
    if (userId === null) return;
    dispatch({ type: 'signedIn', userId });
    let active = true;
    const d = depsRef.current;
    void openTest({
      active: () => active,
      answering: () => flowRef.current.taking !== null,
      load: () => d.load(userId, assessment),
      unseenResult: () => d.unseenResult(userId, assessment),
      questions: (onSlow) => d.questions(userId, assessment, onSlow),
      start: (set) => d.start(userId, assessment, set),
      takeNewer: (attemptId, set) => d.takeNewer(attemptId, set),
      discardIfUntouched: (attemptId) => d.discardIfUntouched(attemptId),
      finish: (done) => d.finish(done),
      slow: () => dispatch({ type: 'slow' }),
      opened: (opened) => dispatch({ type: 'opened', session: opened }),
      newer: (newer) => dispatch({ type: 'newerQuestions', session: newer }),
      toReport: (attemptId, upload) => d.toReport(attemptId, upload),
      refused: (refusal) => {
        if (refusal.kind === 'limit') {
          d.say('error', refusal.message);
          d.toList();
        } else if (refusal.kind === 'failed') dispatch({ type: 'openFailed' });
      },
    });
    return () => {
      active = false;
    };
  }, [userId, assessment, dispatch]);

  // The same test open in another tab: follow its answers; once it finished there, show its report.
  const attemptId = session?.attemptId;
  const [watchError, setWatchError] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!attemptId) return;
    return depsRef.current.watch(
      attemptId,
      (stored) => {
        if (stored) dispatch({ type: 'storedChanged', session: stored });
        else if (followsOtherTabs(flowRef.current)) {
          void depsRef.current
            .finishedElsewhere(attemptId)
            .then((finished) => finished && dispatch({ type: 'finishedElsewhere', attemptId }) && showOtherTabsReport(attemptId))
            .catch(() => undefined);
        }
      },
      (error) => setWatchError({ error }),
    );
  }, [attemptId, dispatch, showOtherTabsReport]);
  // A failing read of the session goes to the route's error page, as with useLiveQuery before.
  if (watchError) throw watchError.error;

  // Storage full: the answer waiting to be saved is tried again every few seconds, so the test goes on by itself once there is space.
  useEffect(() => {
    if (flow.problem !== 'storage-full') return;
    const timer = setInterval(() => take({ type: 'retry' }), STORAGE_RETRY_MS);
    return () => clearInterval(timer);
  }, [flow.problem, take]);

  // The answers kept on this device ask not to be evicted, whichever way the test was opened.
  const ready = session !== null;
  useEffect(() => {
    if (ready) depsRef.current.keepOnDevice();
  }, [ready]);

  // Scoring, report texts and the report page's code load once the student has answered a question:
  // not while the page itself loads on a slow network, but while the network may still be there, so
  // that a test finished offline on a first visit (before the service worker holds the app) still shows its report.
  const answering = session !== null && answeredCount(session) > 0;
  useEffect(() => {
    if (answering) depsRef.current.preloadReport();
  }, [answering]);

  const choose = useCallback((value: AnswerValue) => take({ type: 'tap', value }), [take]);
  const back = useCallback(() => void dispatch({ type: 'back' }), [dispatch]);
  const toCurrent = useCallback(() => void dispatch({ type: 'toCurrent' }), [dispatch]);
  return { flow, choose, back, toCurrent };
}

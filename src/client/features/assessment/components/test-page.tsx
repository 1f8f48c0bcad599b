import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { usePageShownWhen } from '#client/lib/background-work';
import type { AssessmentKey } from '#shared/assessments/types';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/components/toast/toast-store';
import { ApiCallError } from '#client/lib/api-client';
import { patiently } from '#client/lib/patient-call';
import { db } from '#client/offline/db';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { TestSession } from '#client/offline/schema';
import { progressChanged, syncNow } from '#client/offline/sync';
import { answeredCount, discardIfUntouched, finishSession, loadSession, unseenResult, recordAnswer, resumePosition, saveActiveTime, startSession, takeNewerQuestions } from '#client/offline/test-session';
import { reopenAfterStorageFailure } from '#client/offline/storage-errors';
import { useUserInfo } from '#client/session/user';
import { cardOf } from '#client/lib/assessment-cards';
import { loadQuestions } from '../questions';
import { classifySaveError, SAVE_PROBLEM_TEXT, type SaveProblem } from '../save-problem';
import { scoreOnDevice } from '../score-on-device';
import { useActiveTime } from '../use-active-time';
import { useShownTime } from '../use-shown-time';
import { useAnswerLock } from '../use-answer-lock';
import { QuestionView } from './question-view';
import styles from './test-page.module.css';
import { UploadStatus } from '#client/offline/upload-status';

/** Spec: after an answer the next question shows 500 ms later; after the last, the result 500 ms later. */
export const NEXT_QUESTION_DELAY_MS = 500;
export const RESULT_REDIRECT_DELAY_MS = 500;

export function TestPage({ assessment }: { assessment: AssessmentKey }) {
  const card = cardOf(assessment);
  useDocumentTitle(`${card.title} · 答题`);
  const navigate = useNavigate();
  const router = useRouter();
  const { data: user } = useUserInfo();
  const [session, setSession] = useState<TestSession | null>(null);
  const [index, setIndex] = useState(0);
  const { locked, tryLock, release, isHeld } = useAnswerLock();
  /** The student answered the question they were on and the page is about to move on: no "back to current" in between. */
  const [advancing, setAdvancing] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The question list is slow to come (a busy server), not lost: the page waits and says so. */
  const [slowLoad, setSlowLoad] = useState(false);
  const [problem, setProblem] = useState<Exclude<SaveProblem, 'finished-elsewhere' | 'other'> | null>(null);
  const retryRef = useRef<(() => void) | null>(null);
  const sessionRef = useRef<TestSession | null>(null);
  sessionRef.current = session;
  usePageShownWhen(Boolean(session || loadError));

  // The same test open in another tab: follow its answers; once it finished there, show its report.
  const stored = useLiveQuery(async () => (session ? ((await db.sessions.get(session.attemptId)) ?? null) : undefined), [session?.attemptId]);
  useEffect(() => {
    if (stored === undefined || !session || finishing || locked) return;
    if (stored === null) {
      void db.localResults.get(session.attemptId).then((finished) => {
        if (!finished) return;
        toast.info('这次测评已在另一个窗口完成');
        void navigate({ to: card.resultPath, search: { attempt: session.attemptId }, replace: true });
      });
    } else if (answeredCount(stored) > answeredCount(session)) {
      setSession(stored);
      setIndex(resumePosition(stored));
    }
  }, [stored]); // eslint-disable-line react-hooks/exhaustive-deps -- reacts to the stored session only

  // Storage full: the answer waiting to be saved is tried again every few seconds, so the test goes on by itself once there is space.
  useEffect(() => {
    if (problem !== 'storage-full') return;
    const timer = setInterval(() => {
      const retry = retryRef.current;
      retryRef.current = null;
      retry?.();
    }, 3000);
    return () => clearInterval(timer);
  }, [problem]);

  const readActiveMs = useActiveTime(session?.attemptId ?? null, session?.activeMs ?? 0, (ms) => {
    const current = sessionRef.current;
    if (current) void saveActiveTime(db, current.attemptId, ms).catch(() => undefined);
  });
  const readShownMs = useShownTime(session?.questions[index]?.id);

  // The answers kept on this device ask not to be evicted, whichever way the test was opened.
  const ready = session !== null;
  useEffect(() => {
    if (ready) void navigator.storage?.persist?.().catch(() => false);
  }, [ready]);

  // Scoring, report texts and the report page's code load once the student has answered a question:
  // not while the page itself loads on a slow network, but while the network may still be there, so
  // that a test finished offline on a first visit (before the service worker holds the app) still shows its report.
  const answering = session !== null && answeredCount(session) > 0;
  useEffect(() => {
    if (!answering) return;
    void import('#content/assessments/registry').catch(() => undefined);
    void router.preloadRoute({ to: card.resultPath }).catch(() => undefined);
  }, [answering, router, card.resultPath]);

  // Open the saved session of this user, or start one from the question list.
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    const refused = (error: unknown) => {
      if (cancelled) return;
      if (error instanceof ApiCallError && error.code === 5001) {
        toast.error(error.message);
        void navigate({ to: '/assessment', replace: true });
      } else if (!(error instanceof ApiCallError && (error.code === 5002 || error.code === 4001))) {
        setLoadError('题目加载失败：请连接网络后重试（联网打开过一次后，即可离线答题）。');
      }
    };
    void (async () => {
      try {
        let current = await loadSession(db, user.id, assessment);
        if (!current) {
          // Just finished here (the page was reloaded before the report showed): that report, not a new test.
          const finished = await unseenResult(db, user.id, assessment);
          if (finished) {
            if (!cancelled) void navigate({ to: card.resultPath, search: { attempt: finished.attemptId }, replace: true });
            return;
          }
          // A slow server (no copy on the device yet) is waited for, not called a lost network.
          const start = await patiently(() => loadQuestions(assessment, user.id), () => !cancelled && setSlowLoad(true));
          const started = await startSession(db, { userId: user.id, assessment, version: start.set.version, questions: start.set.list, now: Date.now() });
          current = started;
          // The test started from the copy on the device; the server's answer arrives when it does.
          void start.server.then(
            async (newer) => {
              if (!newer || cancelled || isHeld()) return;
              const updated = await takeNewerQuestions(db, started.attemptId, newer.version, newer.list);
              if (updated && !cancelled) {
                setSession(updated);
                setIndex(0);
              }
            },
            async (error: unknown) => {
              // Refused for the student (signed out, no nickname, daily limit): an untouched test goes.
              await discardIfUntouched(db, started.attemptId).catch(() => undefined);
              refused(error);
            },
          );
        }
        if (cancelled) return;
        if (answeredCount(current) === current.questions.length) {
          // Every answer was saved but the page went away before the test was finished (a reload or a
          // crash in the moment after the last tap): finish it now and show its report.
          const local = await scoreOnDevice(current);
          await finishSession(db, current, local.report, Date.now(), local.quality);
          if (!cancelled) void navigate({ to: card.resultPath, search: { attempt: current.attemptId }, replace: true }).finally(() => void syncNow());
          return;
        }
        setSession(current);
        setIndex(resumePosition(current));
      } catch (error) {
        refused(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [user, assessment, navigate, card.resultPath, isHeld]);

  if (loadError) {
    return (
      <div className={`container page ${styles.center}`}>
        <h1 className="page-title">{card.title}</h1>
        <p role="alert">{loadError}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          重试
        </button>
      </div>
    );
  }
  if (!session) {
    return (
      // Its own key: the test below must not take over this status line (a layout shift when the question appears above it).
      <div key="preparing" className={`container page ${styles.center}`}>
        <h1 className="page-title">{card.title}</h1>
        <p role="status">{slowLoad ? '正在加载题目…人多网络有点慢，请稍等，不用刷新。' : '正在准备题目…'}</p>
      </div>
    );
  }

  const question = session.questions[index];
  const total = session.questions.length;

  const finish = async (done: TestSession, remainingDelay: () => number) => {
    setFinishing(true);
    const local = await scoreOnDevice(done);
    await finishSession(db, done, local.report, Date.now(), local.quality);
    // The report is on the device now and shows at once, whatever the network; the upload runs behind
    // it (sync.ts), and the report page says when the server has it. A 4001 during the upload sends the
    // student to log in and back to this report (SyncManager).
    if (navigator.onLine) toast.success('答题完成');
    else toast.info('答案已保存在本设备，联网后会自动上传');
    setTimeout(() => {
      void navigate({ to: card.resultPath, search: { attempt: done.attemptId }, replace: true }).finally(() => void syncNow());
    }, remainingDelay());
  };

  const choose = async (value: AnswerValue) => {
    // The lock is taken synchronously: a second tap or key in the same render is refused too, and a
    // retry of a write that failed never runs beside a new tap.
    if (finishing || !tryLock()) return;
    // A database that failed to reopen (the disk was full) is opened anew for this write.
    reopenAfterStorageFailure(db);
    // The spec's delays count from the tap, not from the end of saving and scoring (which take a moment on a busy tablet).
    const tappedAt = performance.now();
    const remaining = (delayMs: number) => () => Math.max(0, delayMs - (performance.now() - tappedAt));
    const wasCurrent = index === resumePosition(session);
    try {
      // The answer is on disk before the UI moves on.
      const next = await recordAnswer(db, session.attemptId, question.id, value, readActiveMs(), Date.now(), readShownMs());
      setSession(next);
      setAdvancing(wasCurrent);
      setProblem(null);
      progressChanged();
      const complete = next.questions.every((q) => q.id in next.answers);
      if (complete && index === total - 1) {
        await finish({ ...next, activeMs: readActiveMs() }, remaining(RESULT_REDIRECT_DELAY_MS));
        return;
      }
      setTimeout(() => {
        setIndex(complete ? total - 1 : index === total - 1 ? resumePosition(next) : index + 1);
        release();
        setAdvancing(false);
      }, remaining(NEXT_QUESTION_DELAY_MS)());
    } catch (error) {
      const kind = await classifySaveError(db, session.attemptId, error);
      if (kind === 'finished-elsewhere') {
        toast.info('这次测评已在另一个窗口完成');
        void navigate({ to: card.resultPath, search: { attempt: session.attemptId }, replace: true });
        return;
      }
      release();
      setAdvancing(false);
      setFinishing(false);
      if (kind === 'other') {
        console.warn('saving the answer failed', error);
        toast.error('答案没有保存成功，请再选一次');
        return;
      }
      setProblem(kind);
      if (kind === 'storage-full') retryRef.current = () => void choose(value);
    }
  };

  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{card.title}</h1>
        <p className={styles.counter} aria-label={`第${index + 1}题，共${total}题`}>
          {index + 1}/{total}
        </p>
      </div>
      <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={Object.keys(session.answers).length} aria-label="答题进度">
        <span style={{ width: `${(Object.keys(session.answers).length / total) * 100}%` }} />
      </div>
      <QuestionView
        key={question.id}
        assessment={assessment}
        question={question}
        number={index + 1}
        selected={session.answers[question.id]?.value}
        disabled={locked || finishing}
        onChoose={(v) => void choose(v)}
      />
      <div className={styles.nav}>
        <button type="button" className="btn btn-ghost" disabled={index === 0 || locked || finishing} onClick={() => setIndex(index - 1)}>
          ← 上一题
        </button>
        {index < resumePosition(session) && !advancing && (
          <button type="button" className="btn btn-ghost" disabled={locked || finishing} onClick={() => setIndex(resumePosition(session))}>
            回到当前题 →
          </button>
        )}
      </div>
      {problem && (
        <div className={styles.problem} role="alert">
          <p>{SAVE_PROBLEM_TEXT[problem]}</p>
          {problem === 'data-cleared' && (
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              重新开始
            </button>
          )}
        </div>
      )}
      <p className={styles.saved} role="status">
        {finishing ? '正在生成报告…' : '每道题的答案都会立即保存在本设备上，断网或刷新页面也不会丢失。'}
      </p>
      <UploadStatus userId={session.userId} />
    </div>
  );
}

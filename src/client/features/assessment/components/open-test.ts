import type { TestSession } from '#client/offline/schema';
import { answeredCount } from '#client/offline/test-session';
import { ApiCallError } from '#client/lib/api-client';
import type { QuestionSet, QuestionStart } from '../questions';

/** What opening the test page needs and what it tells the page (use-test-flow.ts wires it to the device and the router). */
export interface OpenDeps {
  /** The page still opens this test for this student: not left, not handed over to another student. */
  active(): boolean;
  /** An answer is being taken right now (read at the moment, not from the last render). */
  answering(): boolean;
  /** This student's test in progress on the device, if any. */
  load(): Promise<TestSession | undefined>;
  /** A test of this student finished here in the last minutes whose report was not shown yet. */
  unseenResult(): Promise<{ attemptId: string } | undefined>;
  /** The question list: the device's copy at once with the server's answer behind it, or the server's (questions.ts). */
  questions(onSlow: () => void): Promise<QuestionStart>;
  start(set: QuestionSet): Promise<TestSession>;
  takeNewer(attemptId: string, set: QuestionSet): Promise<TestSession | null>;
  discardIfUntouched(attemptId: string): Promise<void>;
  /** Scores the test on the device and moves it to the outbox (one transaction). */
  finish(done: TestSession): Promise<void>;

  slow(): void;
  opened(session: TestSession): void;
  newer(session: TestSession): void;
  /** To the report of `attemptId`; `upload`: it was finished just now, so the outbox is drained after. */
  toReport(attemptId: string, upload: boolean): void;
  refused(refusal: Refusal): void;
}

/**
 * What a failed start means for the student. limit: 5001, the day's tests are used up (the message, and the
 * list). handled: 4001 or 5002, which the API client acts on (sign in, set a nickname). failed: 题目加载失败.
 */
export type Refusal = { kind: 'limit'; message: string } | { kind: 'handled' } | { kind: 'failed' };

export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiCallError && error.code === 5001) return { kind: 'limit', message: error.message };
  if (error instanceof ApiCallError && (error.code === 5002 || error.code === 4001)) return { kind: 'handled' };
  return { kind: 'failed' };
}

/**
 * Opens the saved session of this student, or starts one from the question list. Whatever comes back
 * once the page no longer opens this test (`active`) is dropped, and no session is started for it.
 */
export async function openTest(deps: OpenDeps): Promise<void> {
  const refused = (error: unknown) => deps.active() && deps.refused(refusalOf(error));
  try {
    let current = await deps.load();
    if (!current) {
      // Just finished here (the page was reloaded before the report showed): that report, not a new test.
      const finished = await deps.unseenResult();
      if (finished) {
        if (deps.active()) deps.toReport(finished.attemptId, false);
        return;
      }
      // A slow server (no copy on the device yet) is waited for, not called a lost network.
      const start = await deps.questions(() => deps.active() && deps.slow());
      if (!deps.active()) return;
      const started = await deps.start(start.set);
      current = started;
      // The test started from the copy on the device; the server's answer arrives when it does.
      void start.server.then(
        async (newer) => {
          if (!newer || !deps.active() || deps.answering()) return;
          // Storing it failing (a full disk) leaves the test on the device's copy.
          const updated = await deps.takeNewer(started.attemptId, newer).catch(() => null);
          if (updated && deps.active()) deps.newer(updated);
        },
        async (error: unknown) => {
          // Refused for the student (signed out, no nickname, daily limit): an untouched test goes.
          await deps.discardIfUntouched(started.attemptId).catch(() => undefined);
          refused(error);
        },
      );
    }
    if (!deps.active()) return;
    if (answeredCount(current) === current.questions.length) {
      // Every answer was saved but the page went away before the test was finished (a reload or a
      // crash in the moment after the last tap): finish it now and show its report.
      await deps.finish(current);
      if (deps.active()) deps.toReport(current.attemptId, true);
      return;
    }
    deps.opened(current);
  } catch (error) {
    refused(error);
  }
}

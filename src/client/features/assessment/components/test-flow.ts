import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { TestSession } from '#client/offline/schema';
import { answeredCount, resumePosition } from '#client/offline/test-session';
import type { SaveProblem } from '../save-problem';

/**
 * The test page's flow as a pure reducer: what the page shows and which taps it takes, from the events
 * of opening, answering and finishing a test. The effects (the device's database, timers, navigation)
 * run in use-test-flow.ts, which dispatches what they bring back; the page renders the state.
 */

/** An answer the page has taken: for which test and question, and whether it is on the device yet. */
export interface TakenAnswer {
  attemptId: string;
  questionId: number;
  index: number;
  value: AnswerValue;
  /** 'saving' until the write resolved; the page moves on only from 'saved'. */
  stage: 'saving' | 'saved';
}

export type ShownProblem = Exclude<SaveProblem, 'finished-elsewhere' | 'other'>;

export interface TestFlow {
  /**
   * opening: the session is read or started. failed: no question list (题目加载失败); it stays until a reload.
   * answering: the test shows. finishing: the last answer is saved, the test is being finished and its
   * report follows. done: the test was finished in another tab; its report follows.
   */
  phase: 'opening' | 'failed' | 'answering' | 'finishing' | 'done';
  /** The student whose test this page opens (null until known). */
  userId: number | null;
  /** The question list is slow to come (a busy server), not lost: the page waits and says so. */
  slow: boolean;
  session: TestSession | null;
  index: number;
  /** The lock: one answer at a time, from the tap until the page has moved on or the write failed. */
  taking: TakenAnswer | null;
  /** The student answered the question they were on and the page is about to move on: no 回到当前题 in between. */
  advancing: boolean;
  problem: ShownProblem | null;
  /** The answer a full disk kept from being saved: tried again every few seconds (storage-full only). */
  pending: TakenAnswer | null;
}

export type TestFlowEvent =
  /** The signed-in student is known, or another one signed in on this page (a class tablet's hand-over). */
  | { type: 'signedIn'; userId: number }
  | { type: 'slow' }
  /** The session read from the device or just started; or the same one read again. */
  | { type: 'opened'; session: TestSession }
  | { type: 'openFailed' }
  /** The server's newer question list, taken while nothing is answered. */
  | { type: 'newerQuestions'; session: TestSession }
  | { type: 'tap'; value: AnswerValue }
  | { type: 'saved'; session: TestSession }
  /** The spec's pause after an answer is over. */
  | { type: 'advanced'; attemptId: string }
  | { type: 'saveFailed'; attemptId: string; problem: SaveProblem }
  /** The full disk's interval: the pending answer is taken again. */
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'toCurrent' }
  /** The session on the device changed: another tab of this test answered. */
  | { type: 'storedChanged'; session: TestSession }
  | { type: 'finishedElsewhere'; attemptId: string };

export const initialFlow = (userId: number | null): TestFlow => ({
  phase: 'opening',
  userId,
  slow: false,
  session: null,
  index: 0,
  taking: null,
  advancing: false,
  problem: null,
  pending: null,
});

const complete = (session: TestSession) => session.questions.every((q) => q.id in session.answers);

/** Taps, keys and the buttons count only on a test shown with no answer being taken. */
export const takesInput = (flow: TestFlow) => flow.phase === 'answering' && flow.taking === null;

/** 回到当前题 →: the student went back to an earlier question, and the page is not on its way forward. */
export const showsToCurrent = (flow: TestFlow) => flow.session !== null && flow.index < resumePosition(flow.session) && !flow.advancing;

/** Whether a change of the session on the device (another tab) is followed now; during an answer of this tab it is not. */
export const followsOtherTabs = (flow: TestFlow) => takesInput(flow);

/** Every event of one test is about `attemptId`: a late one of another test (before a hand-over) changes nothing. */
const isShown = (flow: TestFlow, attemptId: string) => flow.session?.attemptId === attemptId;

export function testFlow(flow: TestFlow, event: TestFlowEvent): TestFlow {
  switch (event.type) {
    case 'signedIn':
      // Another student's test never shows, not even for the moment theirs is read.
      return event.userId === flow.userId ? flow : initialFlow(event.userId);

    case 'slow':
      return flow.phase === 'opening' && !flow.slow ? { ...flow, slow: true } : flow;

    case 'opened': {
      const { session } = event;
      if (flow.phase === 'opening') return { ...flow, phase: 'answering', session, index: resumePosition(session) };
      // Read again for the same student: the answer in progress brings the session it wrote.
      if (flow.phase !== 'answering' || flow.taking || !isShown(flow, session.attemptId)) return flow;
      return { ...flow, session, index: resumePosition(session) };
    }

    case 'openFailed':
      return flow.phase === 'failed' ? flow : { ...flow, phase: 'failed' };

    case 'newerQuestions':
      if (!takesInput(flow) || !isShown(flow, event.session.attemptId)) return flow;
      return { ...flow, session: event.session, index: 0 };

    case 'tap': {
      if (!takesInput(flow) || !flow.session) return flow;
      const question = flow.session.questions[flow.index];
      return { ...flow, taking: { attemptId: flow.session.attemptId, questionId: question.id, index: flow.index, value: event.value, stage: 'saving' } };
    }

    case 'saved': {
      const { taking, session: before } = flow;
      const { session } = event;
      if (!taking || taking.stage !== 'saving' || !before || !isShown(flow, session.attemptId) || flow.phase !== 'answering') return flow;
      const last = complete(session) && taking.index === session.questions.length - 1;
      return {
        ...flow,
        phase: last ? 'finishing' : 'answering',
        session,
        taking: { ...taking, stage: 'saved' },
        // Changing an earlier answer keeps 回到当前题; answering the current question hides it until the next shows.
        advancing: taking.index === resumePosition(before),
        problem: null,
        pending: null,
      };
    }

    case 'advanced': {
      const { taking, session } = flow;
      if (flow.phase !== 'answering' || taking?.stage !== 'saved' || !session || !isShown(flow, event.attemptId)) return flow;
      const total = session.questions.length;
      // After the last question with gaps left: the first unanswered one. All answered (an earlier one changed): the last.
      const index = complete(session) ? total - 1 : taking.index === total - 1 ? resumePosition(session) : taking.index + 1;
      return { ...flow, index, taking: null, advancing: false };
    }

    case 'saveFailed': {
      const { taking } = flow;
      if (!taking || !isShown(flow, event.attemptId) || (flow.phase !== 'answering' && flow.phase !== 'finishing')) return flow;
      if (event.problem === 'finished-elsewhere') return { ...flow, phase: 'done', taking: null, advancing: false };
      const released = { ...flow, phase: 'answering' as const, taking: null, advancing: false };
      // Any other failure: the student is told to answer again; what the page showed before stays.
      if (event.problem === 'other') return released;
      return { ...released, problem: event.problem, pending: event.problem === 'storage-full' ? { ...taking, stage: 'saving' } : null };
    }

    case 'retry': {
      if (!flow.pending) return flow;
      // An answer being taken now (a new tap) goes first; the one waiting is dropped, as the tap replaces it.
      if (!takesInput(flow) || !isShown(flow, flow.pending.attemptId)) return { ...flow, pending: null };
      return { ...flow, taking: flow.pending, pending: null };
    }

    case 'back':
      return takesInput(flow) && flow.index > 0 ? { ...flow, index: flow.index - 1 } : flow;

    case 'toCurrent':
      return takesInput(flow) && flow.session ? { ...flow, index: resumePosition(flow.session) } : flow;

    case 'storedChanged': {
      const { session } = event;
      if (!followsOtherTabs(flow) || !flow.session || !isShown(flow, session.attemptId) || answeredCount(session) <= answeredCount(flow.session)) return flow;
      return { ...flow, session, index: resumePosition(session) };
    }

    case 'finishedElsewhere':
      return flow.phase === 'answering' && isShown(flow, event.attemptId) ? { ...flow, phase: 'done', taking: null, advancing: false } : flow;
  }
}

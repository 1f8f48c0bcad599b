import { describe, expect, it } from 'vitest';
import type { TestSession } from '#client/offline/schema';
import { followsOtherTabs, initialFlow, showsToCurrent, takesInput, type TestFlow, type TestFlowEvent, testFlow } from './test-flow';

const questions = [1, 2, 3, 4].map((id) => ({
  id,
  name: `题${id}`,
  options: [
    { name: '是', value: 2 },
    { name: '否', value: 0 },
  ],
}));

/** A session of four questions with the given question ids answered 是. */
function session(answered: number[] = [], attemptId = 'a1', userId = 7): TestSession {
  const answers = Object.fromEntries(answered.map((id) => [id, { value: 2, at: 1 }]));
  return { attemptId, userId, assessment: 'hld', version: 'v1', questions, answers, position: 0, startedAt: 1, activeMs: 0 };
}

const run = (flow: TestFlow, ...events: TestFlowEvent[]) => events.reduce(testFlow, flow);
/** A test shown for student 7. */
const shown = (s = session()) => run(initialFlow(null), { type: 'signedIn', userId: 7 }, { type: 'opened', session: s });
/** The answer to the question shown, tapped and saved (the store answers with `after`). */
const tappedAndSaved = (flow: TestFlow, after: TestSession) => run(flow, { type: 'tap', value: 2 }, { type: 'saved', session: after });

describe('opening', () => {
  it('signedIn: the page opens the test of the student signed in; the same student again changes nothing', () => {
    const flow = testFlow(initialFlow(null), { type: 'signedIn', userId: 7 });
    expect(flow).toEqual({ ...initialFlow(7), phase: 'opening' });
    expect(testFlow(flow, { type: 'signedIn', userId: 7 })).toBe(flow);
  });

  it('signedIn: another student on this page (the hand-over) opens afresh and never sees the previous test', () => {
    const first = run(shown(session([1])), { type: 'tap', value: 0 });
    const next = testFlow(first, { type: 'signedIn', userId: 8 });
    expect(next).toEqual(initialFlow(8));
    expect(next.session).toBeNull();
  });

  it('slow: said while the question list is awaited, not once the test shows', () => {
    const opening = testFlow(initialFlow(7), { type: 'slow' });
    expect(opening.slow).toBe(true);
    const flow = shown();
    expect(testFlow(flow, { type: 'slow' })).toBe(flow);
  });

  it('opened: resumes at the first unanswered question, or at the last when every one is answered', () => {
    expect(shown(session([1, 2]))).toMatchObject({ phase: 'answering', index: 2, taking: null });
    expect(shown(session([1, 3])).index).toBe(1);
    expect(shown(session([1, 2, 3, 4])).index).toBe(3);
  });

  it('opened: the same test read again is taken, but not while an answer is being taken (that answer brings the session it wrote)', () => {
    const flow = shown(session([1]));
    expect(testFlow(flow, { type: 'opened', session: session([1, 2]) })).toMatchObject({ session: session([1, 2]), index: 2 });
    const taking = testFlow(flow, { type: 'tap', value: 2 });
    expect(testFlow(taking, { type: 'opened', session: session([1, 2]) })).toBe(taking);
    // Another test's session arriving late (an open that was dropped) changes nothing.
    expect(testFlow(flow, { type: 'opened', session: session([], 'other') })).toBe(flow);
  });

  it('openFailed: 题目加载失败 stays; a session read later does not replace it', () => {
    const failed = testFlow(initialFlow(7), { type: 'openFailed' });
    expect(failed.phase).toBe('failed');
    expect(testFlow(failed, { type: 'openFailed' })).toBe(failed);
    expect(testFlow(failed, { type: 'opened', session: session() })).toBe(failed);
  });

  it('newerQuestions: the server’s newer list replaces the untouched test at question 1, never during an answer', () => {
    const newer = { ...session(), version: 'v2', questions: questions.slice(0, 2) };
    const flow = run(shown(), { type: 'back' });
    expect(testFlow(flow, { type: 'newerQuestions', session: newer })).toMatchObject({ session: newer, index: 0 });
    const taking = testFlow(flow, { type: 'tap', value: 2 });
    expect(testFlow(taking, { type: 'newerQuestions', session: newer })).toBe(taking);
    expect(testFlow(flow, { type: 'newerQuestions', session: { ...newer, attemptId: 'other' } })).toBe(flow);
  });
});

describe('answering', () => {
  it('tap: takes the answer to the question shown and locks the page', () => {
    const flow = testFlow(shown(session([1])), { type: 'tap', value: 0 });
    expect(flow.taking).toEqual({ attemptId: 'a1', questionId: 2, index: 1, value: 0, stage: 'saving' });
    expect(takesInput(flow)).toBe(false);
  });

  it('tap: a second tap while the first is taken is refused, also before any render', () => {
    const first = testFlow(shown(), { type: 'tap', value: 2 });
    expect(testFlow(first, { type: 'tap', value: 0 })).toBe(first);
  });

  it('tap: refused while opening, finishing, after 题目加载失败 and once finished in another tab', () => {
    const opening = initialFlow(7);
    expect(testFlow(opening, { type: 'tap', value: 2 })).toBe(opening);
    const finishing = tappedAndSaved(shown(session([1, 2, 3])), session([1, 2, 3, 4]));
    expect(finishing.phase).toBe('finishing');
    expect(testFlow(finishing, { type: 'tap', value: 2 })).toBe(finishing);
    const done = testFlow(shown(), { type: 'finishedElsewhere', attemptId: 'a1' });
    expect(testFlow(done, { type: 'tap', value: 2 })).toBe(done);
  });

  it('saved: the page takes the stored session and stays locked until the pause is over', () => {
    const flow = tappedAndSaved(shown(), session([1]));
    expect(flow).toMatchObject({ phase: 'answering', index: 0, session: session([1]), advancing: true });
    expect(flow.taking?.stage).toBe('saved');
    expect(takesInput(flow)).toBe(false);
  });

  it('saved: changing an earlier answer keeps 回到当前题 (not advancing); answering the current one hides it', () => {
    const behind = run(shown(session([1, 2])), { type: 'back' });
    expect(showsToCurrent(behind)).toBe(true);
    const changed = tappedAndSaved(behind, session([1, 2]));
    expect(changed.advancing).toBe(false);
    expect(showsToCurrent(changed)).toBe(true);
    const current = tappedAndSaved(shown(session([1, 2])), session([1, 2, 3]));
    expect(current.advancing).toBe(true);
    expect(showsToCurrent(current)).toBe(false);
  });

  it('saved: the last answer of a complete test starts finishing; the last question with one left open does not', () => {
    expect(tappedAndSaved(shown(session([1, 2, 3])), session([1, 2, 3, 4])).phase).toBe('finishing');
    const gap = run(shown(session([1, 3])), { type: 'toCurrent' });
    expect(gap.index).toBe(1);
    const lastWithGap = tappedAndSaved({ ...gap, index: 3 }, session([1, 3, 4]));
    expect(lastWithGap.phase).toBe('answering');
  });

  it('saved: clears a problem shown, and is ignored without an answer being saved or for another test', () => {
    const full = run(shown(), { type: 'tap', value: 2 }, { type: 'saveFailed', attemptId: 'a1', problem: 'storage-full' });
    expect(tappedAndSaved(full, session([1]))).toMatchObject({ problem: null, pending: null });
    const flow = shown();
    expect(testFlow(flow, { type: 'saved', session: session([1]) })).toBe(flow);
    const taking = testFlow(flow, { type: 'tap', value: 2 });
    expect(testFlow(taking, { type: 'saved', session: session([1], 'other') })).toBe(taking);
    const saved = testFlow(taking, { type: 'saved', session: session([1]) });
    expect(testFlow(saved, { type: 'saved', session: session([1]) })).toBe(saved);
  });

  it('advanced: moves on one question and frees the page, only once the answer is saved', () => {
    const taking = testFlow(shown(), { type: 'tap', value: 2 });
    // The write has not resolved: the page does not move on.
    expect(testFlow(taking, { type: 'advanced', attemptId: 'a1' })).toBe(taking);
    const moved = run(taking, { type: 'saved', session: session([1]) }, { type: 'advanced', attemptId: 'a1' });
    expect(moved).toMatchObject({ index: 1, taking: null, advancing: false });
    expect(takesInput(moved)).toBe(true);
  });

  it('advanced: after the last question with one left open, to that one; after changing an answer of a complete test, to the last', () => {
    const gap = { ...shown(session([2, 3])), index: 3 };
    expect(run(tappedAndSaved(gap, session([2, 3, 4])), { type: 'advanced', attemptId: 'a1' }).index).toBe(0);
    const complete = { ...shown(session([1, 2, 3, 4])), index: 1 };
    expect(run(tappedAndSaved(complete, session([1, 2, 3, 4])), { type: 'advanced', attemptId: 'a1' })).toMatchObject({ index: 3, phase: 'answering' });
  });

  it('advanced: a late one of another test (before a hand-over) changes nothing', () => {
    const saved = tappedAndSaved(shown(), session([1]));
    expect(testFlow(saved, { type: 'advanced', attemptId: 'other' })).toBe(saved);
  });

  it('back and toCurrent: go to the previous question and back to the first unanswered one, not while an answer is taken', () => {
    const flow = shown(session([1, 2]));
    const back = testFlow(flow, { type: 'back' });
    expect(back.index).toBe(1);
    expect(testFlow(back, { type: 'toCurrent' }).index).toBe(2);
    const first = { ...flow, index: 0 };
    expect(testFlow(first, { type: 'back' })).toBe(first);
    const taking = testFlow(back, { type: 'tap', value: 2 });
    expect(testFlow(taking, { type: 'back' })).toBe(taking);
    expect(testFlow(taking, { type: 'toCurrent' })).toBe(taking);
  });
});

describe('a write that failed', () => {
  const failed = (flow: TestFlow, problem: Extract<TestFlowEvent, { type: 'saveFailed' }>['problem']) => testFlow(flow, { type: 'saveFailed', attemptId: 'a1', problem });

  it('storage-full: says so, frees the page, and keeps the answer to try again', () => {
    const taking = testFlow(shown(session([1])), { type: 'tap', value: 0 });
    const flow = failed(taking, 'storage-full');
    expect(flow).toMatchObject({ phase: 'answering', problem: 'storage-full', taking: null, advancing: false, index: 1 });
    expect(flow.pending).toEqual({ attemptId: 'a1', questionId: 2, index: 1, value: 0, stage: 'saving' });
    expect(takesInput(flow)).toBe(true);
  });

  it('storage-full while finishing: back to the last question, which no longer hangs under 正在生成报告…', () => {
    const finishing = tappedAndSaved(shown(session([1, 2, 3])), session([1, 2, 3, 4]));
    const flow = failed(finishing, 'storage-full');
    expect(flow).toMatchObject({ phase: 'answering', problem: 'storage-full', index: 3 });
    expect(flow.pending).toMatchObject({ questionId: 4, stage: 'saving' });
  });

  it('data-cleared: says so, with nothing to try again', () => {
    const flow = failed(run(shown(), { type: 'tap', value: 2 }, { type: 'saveFailed', attemptId: 'a1', problem: 'storage-full' }, { type: 'tap', value: 2 }), 'data-cleared');
    expect(flow).toMatchObject({ problem: 'data-cleared', pending: null, taking: null });
  });

  it('other: frees the page for the student to answer again; a problem already shown stays', () => {
    expect(failed(testFlow(shown(), { type: 'tap', value: 2 }), 'other')).toMatchObject({ phase: 'answering', problem: null, taking: null });
    const full = failed(testFlow(shown(), { type: 'tap', value: 2 }), 'storage-full');
    const again = failed(testFlow(full, { type: 'retry' }), 'other');
    expect(again).toMatchObject({ problem: 'storage-full', taking: null });
  });

  it('finished-elsewhere: the page is done and takes no more taps', () => {
    const flow = failed(testFlow(shown(), { type: 'tap', value: 2 }), 'finished-elsewhere');
    expect(flow).toMatchObject({ phase: 'done', taking: null });
    expect(takesInput(flow)).toBe(false);
  });

  it('is ignored without an answer being taken, or for another test', () => {
    const flow = shown();
    expect(failed(flow, 'storage-full')).toBe(flow);
    const taking = testFlow(flow, { type: 'tap', value: 2 });
    expect(testFlow(taking, { type: 'saveFailed', attemptId: 'other', problem: 'storage-full' })).toBe(taking);
  });

  it('retry: takes the waiting answer again, for the question it was given to', () => {
    const full = failed(testFlow(shown(session([1])), { type: 'tap', value: 0 }), 'storage-full');
    const moved = testFlow(full, { type: 'back' });
    const retried = testFlow(moved, { type: 'retry' });
    expect(retried.taking).toEqual({ attemptId: 'a1', questionId: 2, index: 1, value: 0, stage: 'saving' });
    expect(retried.pending).toBeNull();
  });

  it('retry: while the student’s new tap is taken, the waiting answer is dropped; with nothing waiting, nothing happens', () => {
    const full = failed(testFlow(shown(session([1])), { type: 'tap', value: 0 }), 'storage-full');
    const tapped = testFlow(full, { type: 'tap', value: 2 });
    const retried = testFlow(tapped, { type: 'retry' });
    expect(retried).toMatchObject({ pending: null, taking: tapped.taking });
    expect(testFlow(retried, { type: 'retry' })).toBe(retried);
  });
});

describe('another tab of the same test', () => {
  it('storedChanged: follows the answers given there, to its first unanswered question', () => {
    const flow = testFlow(shown(session([1])), { type: 'storedChanged', session: session([1, 2, 3]) });
    expect(flow).toMatchObject({ session: session([1, 2, 3]), index: 3 });
  });

  it('storedChanged: ignores this tab’s own write, the same count, an answer being taken, finishing and another test', () => {
    const flow = shown(session([1]));
    expect(testFlow(flow, { type: 'storedChanged', session: session([1]) })).toBe(flow);
    const taking = testFlow(flow, { type: 'tap', value: 2 });
    expect(followsOtherTabs(taking)).toBe(false);
    expect(testFlow(taking, { type: 'storedChanged', session: session([1, 2, 3]) })).toBe(taking);
    const finishing = tappedAndSaved(shown(session([1, 2, 3])), session([1, 2, 3, 4]));
    expect(testFlow(finishing, { type: 'storedChanged', session: session([1, 2, 3, 4]) })).toBe(finishing);
    expect(testFlow(flow, { type: 'storedChanged', session: session([1, 2, 3], 'other') })).toBe(flow);
  });

  it('finishedElsewhere: the page is done; not while this tab finishes it itself, nor for another test', () => {
    const flow = shown(session([1]));
    expect(testFlow(flow, { type: 'finishedElsewhere', attemptId: 'a1' })).toMatchObject({ phase: 'done' });
    expect(testFlow(flow, { type: 'finishedElsewhere', attemptId: 'other' })).toBe(flow);
    const finishing = tappedAndSaved(shown(session([1, 2, 3])), session([1, 2, 3, 4]));
    expect(testFlow(finishing, { type: 'finishedElsewhere', attemptId: 'a1' })).toBe(finishing);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '#client/lib/api-client';
import type { TestSession } from '#client/offline/schema';
import type { QuestionSet } from '../questions';
import type { SaveProblem } from '../save-problem';
import { QuestionView, TAP_GUARD_MS } from './question-view';
import { takesInput } from './test-flow';
import { NEXT_QUESTION_DELAY_MS, RESULT_REDIRECT_DELAY_MS, STORAGE_RETRY_MS, type TestFlowDeps, useTestFlow } from './use-test-flow';

const questions = [1, 2, 3, 4].map((id) => ({
  id,
  name: `题${id}`,
  options: [
    { name: '是', value: 2 },
    { name: '不确定', value: 1 },
    { name: '否', value: 0 },
  ],
}));
const LIST: QuestionSet = { version: 'v1', list: questions };

function session(answered: number[] = [], attemptId = 'a7', userId = 7): TestSession {
  const answers = Object.fromEntries(answered.map((id) => [id, { value: 2, at: 1 }]));
  return { attemptId, userId, assessment: 'hld', version: 'v1', questions, answers, position: 0, startedAt: 1, activeMs: 0 };
}

function later<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/**
 * The device and the app around the test page, in memory: the sessions of each student, what was
 * finished, and a log of every effect in order. A test can hold a write (`hold`) or fail the next ones
 * (`failures`, with what the classifier makes of them).
 */
function fakeDevice(...stored: TestSession[]) {
  const sessions = new Map(stored.map((s) => [s.attemptId, s]));
  const finished = new Set<string>();
  const log: string[] = [];
  const watchers = new Map<string, Set<(s: TestSession | null) => void>>();
  const device = {
    log,
    sessions,
    finished,
    online: true,
    /** Each write waits for this, when set. */
    hold: null as Promise<void> | null,
    /** The next writes (an answer or the finish) fail, one entry each, as the classifier then says. */
    failures: [] as SaveProblem[],
    load: (userId: number) => [...sessions.values()].find((s) => s.userId === userId),
    questions: (): Promise<QuestionSet> => Promise.resolve(LIST),
    /** Another tab writes the session (or finishes the test): every watcher of this page sees it. */
    otherTab(attemptId: string, next: TestSession | null) {
      if (next) sessions.set(attemptId, next);
      else {
        sessions.delete(attemptId);
        finished.add(attemptId);
      }
      for (const watcher of watchers.get(attemptId) ?? []) watcher(next);
    },
  };
  const failNow = () => {
    const problem = device.failures.shift();
    if (problem) throw Object.assign(new Error(`write failed: ${problem}`), { problem });
  };
  const deps: TestFlowDeps = {
    load: async (userId) => device.load(userId),
    unseenResult: async () => undefined,
    questions: async () => ({ set: await device.questions(), server: Promise.resolve(null) }),
    start: async (userId, _assessment, set) => {
      const started = { ...session([], `a${userId}`, userId), questions: set.list };
      sessions.set(started.attemptId, started);
      log.push(`start ${started.attemptId}`);
      return started;
    },
    takeNewer: async () => null,
    discardIfUntouched: async () => undefined,
    record: async (answer, activeMs) => {
      log.push(`record ${answer.questionId}=${answer.value}`);
      if (device.hold) await device.hold;
      failNow();
      const before = sessions.get(answer.attemptId)!;
      const next = { ...before, answers: { ...before.answers, [answer.questionId]: { value: answer.value, at: 1 } }, activeMs };
      sessions.set(next.attemptId, next);
      log.push(`saved ${answer.questionId}`);
      return next;
    },
    saveActiveTime: async () => undefined,
    finish: async (done) => {
      log.push(`finish ${done.attemptId}`);
      failNow();
      sessions.delete(done.attemptId);
      finished.add(done.attemptId);
    },
    classify: async (_attemptId, error) => (error as { problem: SaveProblem }).problem,
    finishedElsewhere: async (attemptId) => finished.has(attemptId),
    watch: (attemptId, next) => {
      const set = watchers.get(attemptId) ?? new Set();
      watchers.set(attemptId, set.add(next));
      return () => void set.delete(next);
    },
    reopen: () => log.push('reopen'),
    progressChanged: () => log.push('progress'),
    keepOnDevice: () => log.push('persist'),
    preloadReport: () => log.push('preload'),
    toReport: (attemptId, upload) => log.push(`report ${attemptId}${upload ? ' upload' : ''}`),
    toList: () => log.push('list'),
    online: () => device.online,
    say: (kind, text) => log.push(`${kind}: ${text}`),
  };
  return { device, deps };
}

/** Runs timers and the promises they settle, inside act. */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function openPage(deps: TestFlowDeps, userId: number | null = 7) {
  const page = renderHook((props: { userId: number | null }) => useTestFlow('hld', props.userId, deps), { initialProps: { userId } });
  await pass(0);
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('opening the test page', () => {
  it('resumes at the first unanswered question, asks the browser to keep the answers and preloads the report', async () => {
    const { deps, device } = fakeDevice(session([1, 2]));
    const { result } = await openPage(deps);
    expect(result.current.flow).toMatchObject({ phase: 'answering', index: 2 });
    expect(device.log).toEqual(['persist', 'preload']);
  });

  it('starts a test from the question list, and says so while the server is slow', async () => {
    const { deps, device } = fakeDevice();
    const list = later<QuestionSet>();
    device.questions = () => list.promise;
    deps.questions = async (_userId, _assessment, onSlow) => {
      onSlow();
      return { set: await device.questions(), server: Promise.resolve(null) };
    };
    const { result } = await openPage(deps);
    expect(result.current.flow).toMatchObject({ phase: 'opening', slow: true });
    await act(async () => list.resolve(LIST));
    expect(result.current.flow).toMatchObject({ phase: 'answering', index: 0 });
    // StrictMode ran the open twice; the first run, dropped, started nothing.
    expect(device.log.filter((entry) => entry.startsWith('start'))).toEqual(['start a7']);
  });

  it('the day’s tests used up (5001): the message and the list; no question list at all: 题目加载失败', async () => {
    const limited = fakeDevice();
    limited.device.questions = () => Promise.reject(new ApiCallError(5001, '今天的测评次数已用完'));
    const first = await openPage(limited.deps);
    expect(limited.device.log).toEqual(['error: 今天的测评次数已用完', 'list']);
    expect(first.result.current.flow.phase).toBe('opening');
    first.unmount();

    const offline = fakeDevice();
    offline.device.questions = () => Promise.reject(new ApiCallError(0, '网络不可用'));
    const second = await openPage(offline.deps);
    expect(second.result.current.flow.phase).toBe('failed');
  });
});

describe('answering', () => {
  it('moves on only once the answer is on the device, NEXT_QUESTION_DELAY_MS after the tap, and takes one tap at a time', async () => {
    const { deps, device } = fakeDevice(session());
    const { result } = await openPage(deps);
    const write = later();
    device.hold = write.promise;
    act(() => result.current.choose(2));
    expect(takesInput(result.current.flow)).toBe(false);
    act(() => result.current.choose(0)); // a second tap while the first is saved
    // The write takes 200 ms; a page that moved on now would show question 2 before its answer is kept.
    await pass(200);
    expect(result.current.flow.index).toBe(0);
    await act(async () => write.resolve());
    // The first answer also preloads the report's code (a test finished offline still shows it).
    expect(device.log).toEqual(['persist', 'reopen', 'record 1=2', 'saved 1', 'progress', 'preload']);
    expect(result.current.flow.index).toBe(0);
    await pass(NEXT_QUESTION_DELAY_MS - 200 - 1);
    expect(result.current.flow.index).toBe(0);
    await pass(1);
    expect(result.current.flow).toMatchObject({ index: 1, taking: null });
    expect(device.sessions.get('a7')!.answers).toEqual({ 1: { value: 2, at: 1 } });
  });

  it('two taps or keys handled before a render store the first answer only', async () => {
    const { deps, device } = fakeDevice(session());
    function Page() {
      const { flow, choose } = useTestFlow('hld', 7, deps);
      if (!flow.session) return null;
      const question = flow.session.questions[flow.index];
      return (
        <QuestionView
          key={question.id}
          assessment="hld"
          question={question}
          number={flow.index + 1}
          selected={flow.session.answers[question.id]?.value}
          disabled={!takesInput(flow)}
          onChoose={choose}
        />
      );
    }
    render(<Page />);
    await pass(0); // opened: the question appears
    await pass(TAP_GUARD_MS);
    const [yes, unsure] = screen.getAllByRole('radio');
    await act(async () => {
      fireEvent.click(yes);
      fireEvent.click(unsure);
      fireEvent.keyDown(window, { key: '3' });
    });
    expect(device.log.filter((entry) => entry.startsWith('record'))).toEqual(['record 1=2']);
  });

  it('the last answer: saved, the test finished with the active time, 答题完成, and the report RESULT_REDIRECT_DELAY_MS after the tap, then the upload', async () => {
    const { deps, device } = fakeDevice(session([1, 2, 3]));
    const finish = vi.spyOn(deps, 'finish');
    const { result } = await openPage(deps);
    const write = later();
    device.hold = write.promise;
    act(() => result.current.choose(0));
    // Saving and scoring take 200 ms on a busy tablet: inside the spec's pause, not added to it.
    await pass(200);
    await act(async () => write.resolve());
    expect(result.current.flow.phase).toBe('finishing');
    expect(device.log.slice(2)).toEqual(['reopen', 'record 4=0', 'saved 4', 'progress', 'finish a7', 'success: 答题完成']);
    expect(finish.mock.calls[0][0]).toMatchObject({ answers: { 4: { value: 0 } }, activeMs: expect.any(Number) });
    await pass(RESULT_REDIRECT_DELAY_MS - 200 - 1);
    expect(device.log).not.toContain('report a7 upload');
    await pass(1);
    expect(device.log.at(-1)).toBe('report a7 upload');
  });

  it('finished offline: says the answers wait on the device for the network', async () => {
    const { deps, device } = fakeDevice(session([1, 2, 3]));
    device.online = false;
    const { result } = await openPage(deps);
    act(() => result.current.choose(2));
    await pass(RESULT_REDIRECT_DELAY_MS);
    expect(device.log.slice(-2)).toEqual(['info: 答案已保存在本设备，联网后会自动上传', 'report a7 upload']);
  });

  it('a write failing for another reason: the student is asked to answer again, and can', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, device } = fakeDevice(session());
    const { result } = await openPage(deps);
    device.failures = ['other'];
    act(() => result.current.choose(2));
    await pass(0);
    expect(device.log.at(-1)).toBe('error: 答案没有保存成功，请再选一次');
    expect(warn).toHaveBeenCalledWith('saving the answer failed', expect.any(Error));
    expect(result.current.flow).toMatchObject({ index: 0, taking: null, problem: null });
    act(() => result.current.choose(2));
    await pass(NEXT_QUESTION_DELAY_MS);
    expect(result.current.flow.index).toBe(1);
  });
});

describe('a full disk', () => {
  it('says so, frees the page, and tries the answer again every STORAGE_RETRY_MS until it is saved; then the test goes on', async () => {
    const { deps, device } = fakeDevice(session([1]));
    const { result } = await openPage(deps);
    device.failures = ['storage-full', 'storage-full'];
    act(() => result.current.choose(0));
    await pass(0);
    expect(result.current.flow).toMatchObject({ problem: 'storage-full', index: 1, taking: null });
    await pass(STORAGE_RETRY_MS - 1);
    expect(device.log.filter((entry) => entry.startsWith('record'))).toEqual(['record 2=0']);
    await pass(1);
    expect(result.current.flow.problem).toBe('storage-full');
    await pass(STORAGE_RETRY_MS);
    // Three writes of the same answer, each after reopening the database; the third is kept.
    expect(device.log.filter((entry) => entry === 'reopen' || entry.startsWith('record') || entry.startsWith('saved'))).toEqual([
      'reopen',
      'record 2=0',
      'reopen',
      'record 2=0',
      'reopen',
      'record 2=0',
      'saved 2',
    ]);
    expect(result.current.flow.problem).toBeNull();
    await pass(NEXT_QUESTION_DELAY_MS);
    expect(result.current.flow.index).toBe(2);
    // Nothing is tried again once saved.
    await pass(STORAGE_RETRY_MS * 2);
    expect(device.log.filter((entry) => entry.startsWith('record'))).toHaveLength(3);
  });

  it('at the last question: the finish that failed is tried again, and the report comes once there is room', async () => {
    const { deps, device } = fakeDevice(session([1, 2, 3]));
    const { result } = await openPage(deps);
    device.failures = [];
    const finish = deps.finish;
    let finishes = 0;
    deps.finish = async (done) => {
      if (finishes++ === 0) throw Object.assign(new Error('quota'), { problem: 'storage-full' });
      return finish(done);
    };
    act(() => result.current.choose(2));
    await pass(0);
    expect(result.current.flow).toMatchObject({ phase: 'answering', problem: 'storage-full', index: 3 });
    await pass(STORAGE_RETRY_MS);
    expect(result.current.flow.phase).toBe('finishing');
    await pass(RESULT_REDIRECT_DELAY_MS);
    expect(device.log.at(-1)).toBe('report a7 upload');
  });
});

describe('another tab of the same test', () => {
  it('answers given there are followed', async () => {
    const { deps, device } = fakeDevice(session([1]));
    const { result } = await openPage(deps);
    act(() => device.otherTab('a7', session([1, 2, 3])));
    expect(result.current.flow).toMatchObject({ index: 3, session: session([1, 2, 3]) });
  });

  it('finished there: 这次测评已在另一个窗口完成 and its report, once; not while this tab is taking an answer', async () => {
    const { deps, device } = fakeDevice(session([1]));
    const { result } = await openPage(deps);
    const write = later();
    device.hold = write.promise;
    act(() => result.current.choose(2));
    await act(async () => device.otherTab('a7', null));
    expect(device.log).not.toContain('info: 这次测评已在另一个窗口完成');

    // Once free again, the next change of the device's copy is followed.
    device.failures = ['other'];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => write.resolve());
    device.hold = null;
    await act(async () => device.otherTab('a7', null));
    expect(device.log.slice(-2)).toEqual(['info: 这次测评已在另一个窗口完成', 'report a7']);
    expect(result.current.flow.phase).toBe('done');
    await act(async () => device.otherTab('a7', null));
    expect(device.log.filter((entry) => entry.startsWith('report'))).toHaveLength(1);
  });

  it('an answer whose write finds the test finished there: said, its report, and the page takes no more taps', async () => {
    const { deps, device } = fakeDevice(session([1]));
    const { result } = await openPage(deps);
    device.failures = ['finished-elsewhere'];
    act(() => result.current.choose(2));
    await pass(0);
    expect(device.log.slice(-2)).toEqual(['info: 这次测评已在另一个窗口完成', 'report a7']);
    expect(result.current.flow.phase).toBe('done');
    act(() => result.current.choose(2));
    expect(device.log.filter((entry) => entry.startsWith('record'))).toHaveLength(1);
  });
});

describe('the hand-over on a class tablet', () => {
  it('signed out while the test opens: the open is dropped', async () => {
    const { deps, device } = fakeDevice();
    const list = later<QuestionSet>();
    device.questions = () => list.promise;
    const page = await openPage(deps);
    page.rerender({ userId: null });
    await act(async () => list.resolve(LIST));
    expect(page.result.current.flow).toMatchObject({ phase: 'opening', session: null });
    expect(device.log.filter((entry) => entry.startsWith('start'))).toEqual([]);
  });

  it('signed out during the test: the test shown stays, and its answers are still saved under its student', async () => {
    const { deps, device } = fakeDevice(session());
    const page = await openPage(deps);
    page.rerender({ userId: null });
    act(() => page.result.current.choose(2));
    await pass(NEXT_QUESTION_DELAY_MS);
    expect(page.result.current.flow).toMatchObject({ index: 1, phase: 'answering' });
    expect(device.sessions.get('a7')!.answers[1]).toBeDefined();
  });

  it('the next student signs in on the page: their own test opens, and the previous student’s answer still being saved changes nothing on it', async () => {
    const { deps, device } = fakeDevice(session([1], 'a7', 7), session([1, 2], 'a8', 8));
    const page = await openPage(deps);
    const write = later();
    device.hold = write.promise;
    act(() => page.result.current.choose(0));
    page.rerender({ userId: 8 });
    await pass(0);
    expect(page.result.current.flow).toMatchObject({ userId: 8, session: { attemptId: 'a8' }, index: 2, taking: null });
    await act(async () => write.resolve());
    await pass(NEXT_QUESTION_DELAY_MS);
    expect(page.result.current.flow).toMatchObject({ session: { attemptId: 'a8' }, index: 2 });
    // The answer was kept under the student who gave it; the class board heard of nothing for the next one.
    expect(device.sessions.get('a7')!.answers[2]).toEqual({ value: 0, at: 1 });
    expect(device.log).not.toContain('progress');
  });
});

describe('a failing read of the session on the device', () => {
  it('goes to the error page, as useLiveQuery did', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDevice(session());
    let fail: (error: unknown) => void = () => undefined;
    deps.watch = (_attemptId, _next, onError) => ((fail = onError), () => undefined);
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      state = { error: null };
      static getDerivedStateFromError = (error: Error) => ({ error: error.message });
      render = () => this.state.error ?? this.props.children;
    }
    function Page() {
      useTestFlow('hld', 7, deps);
      return '答题中';
    }
    const { container } = render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    await pass(0);
    expect(container.textContent).toBe('答题中');
    act(() => fail(new Error('DatabaseClosedError')));
    expect(container.textContent).toBe('DatabaseClosedError');
  });
});

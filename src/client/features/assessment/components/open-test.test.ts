import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#client/lib/api-client';
import type { TestSession } from '#client/offline/schema';
import type { QuestionSet } from '../questions';
import { type OpenDeps, openTest, refusalOf } from './open-test';

const list = (version: string, ids = [1, 2, 3]): QuestionSet => ({ version, list: ids.map((id) => ({ id, name: `题${id}`, options: [{ name: '是', value: 2 }] })) });

function session(answered: number[], attemptId = 'kept'): TestSession {
  const answers = Object.fromEntries(answered.map((id) => [id, { value: 2, at: 1 }]));
  return { attemptId, userId: 7, assessment: 'hld', version: 'v1', questions: list('v1').list, answers, position: 0, startedAt: 1, activeMs: 0 };
}

/** Promise parts a test settles when it wants to. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A device and a server as the test describes them, and a log of what the page was told and what was written. */
function fakeOpen(setup: { stored?: TestSession; unseen?: string; server?: Promise<QuestionSet | null>; questions?: () => Promise<QuestionSet>; slowFirst?: boolean } = {}) {
  const log: string[] = [];
  const state = { active: true, answering: false };
  const deps: OpenDeps = {
    active: () => state.active,
    answering: () => state.answering,
    load: async () => setup.stored,
    unseenResult: async () => (setup.unseen ? { attemptId: setup.unseen } : undefined),
    questions: async (onSlow) => {
      if (setup.slowFirst) onSlow();
      const set = setup.questions ? await setup.questions() : list('v1');
      return { set, server: setup.server ?? Promise.resolve(null) };
    },
    start: async (set) => {
      log.push(`start ${set.version}`);
      return { ...session([], 'new'), version: set.version, questions: set.list };
    },
    takeNewer: async (attemptId, set) => {
      log.push(`takeNewer ${attemptId} ${set.version}`);
      return { ...session([], attemptId), version: set.version, questions: set.list };
    },
    discardIfUntouched: async (attemptId) => void log.push(`discard ${attemptId}`),
    finish: async (done) => void log.push(`finish ${done.attemptId}`),
    slow: () => log.push('slow'),
    opened: (s) => log.push(`opened ${s.attemptId} ${s.version}`),
    newer: (s) => log.push(`newer ${s.attemptId} ${s.version}`),
    toReport: (attemptId, upload) => log.push(`report ${attemptId}${upload ? ' upload' : ''}`),
    refused: (refusal) => log.push(`refused ${refusal.kind}`),
  };
  return { deps, log, state };
}

describe('openTest', () => {
  it('resumes the test in progress on the device without asking for a question list', async () => {
    const open = fakeOpen({ stored: session([1]) });
    await openTest(open.deps);
    expect(open.log).toEqual(['opened kept v1']);
  });

  it('a test finished here whose report was not shown yet: that report, not a new test', async () => {
    const open = fakeOpen({ unseen: 'finished' });
    await openTest(open.deps);
    expect(open.log).toEqual(['report finished']);
  });

  it('starts a test from the question list, saying so when the server is slow', async () => {
    const open = fakeOpen({ slowFirst: true });
    await openTest(open.deps);
    expect(open.log).toEqual(['slow', 'start v1', 'opened new v1']);
  });

  it('a test whose every answer was saved but that was not finished: finished now, then its report and the upload', async () => {
    const open = fakeOpen({ stored: session([1, 2, 3]) });
    await openTest(open.deps);
    expect(open.log).toEqual(['finish kept', 'report kept upload']);
  });

  it('takes the server’s newer list while nothing is answered', async () => {
    const server = later<QuestionSet | null>();
    const open = fakeOpen({ server: server.promise });
    await openTest(open.deps);
    server.resolve(list('v2', [1, 2]));
    await settle();
    expect(open.log).toEqual(['start v1', 'opened new v1', 'takeNewer new v2', 'newer new v2']);
  });

  it('leaves the newer list for next time while an answer is being taken, or once the page left', async () => {
    for (const change of ['answering', 'active'] as const) {
      const server = later<QuestionSet | null>();
      const open = fakeOpen({ server: server.promise });
      await openTest(open.deps);
      if (change === 'answering') open.state.answering = true;
      else open.state.active = false;
      server.resolve(list('v2'));
      await settle();
      expect(open.log, change).toEqual(['start v1', 'opened new v1']);
    }
  });

  it('the server refusing the student after the test started: the untouched test goes, then the refusal', async () => {
    const server = later<QuestionSet | null>();
    const open = fakeOpen({ server: server.promise });
    await openTest(open.deps);
    server.reject(new ApiCallError(5001, '今天的测评次数已用完'));
    await settle();
    expect(open.log).toEqual(['start v1', 'opened new v1', 'discard new', 'refused limit']);
  });

  it('no question list: refused, and no test started', async () => {
    const open = fakeOpen({ questions: () => Promise.reject(new ApiCallError(0, '网络不可用')) });
    await openTest(open.deps);
    expect(open.log).toEqual(['refused failed']);
  });

  it('once the page no longer opens this test (left, handed over), nothing is started or shown', async () => {
    const questions = later<QuestionSet>();
    const open = fakeOpen({ questions: () => questions.promise });
    const opening = openTest(open.deps);
    open.state.active = false;
    questions.resolve(list('v1'));
    await opening;
    expect(open.log).toEqual([]);

    const failing = fakeOpen({ questions: () => Promise.reject(new ApiCallError(0, '网络不可用')) });
    failing.state.active = false;
    await openTest(failing.deps);
    expect(failing.log).toEqual([]);
  });
});

describe('refusalOf', () => {
  it('tells the daily limit, the answers the API client acts on, and a failed load apart', () => {
    expect(refusalOf(new ApiCallError(5001, '今天的测评次数已用完'))).toEqual({ kind: 'limit', message: '今天的测评次数已用完' });
    expect(refusalOf(new ApiCallError(5002, '请先设置昵称'))).toEqual({ kind: 'handled' });
    expect(refusalOf(new ApiCallError(4001, '请登录'))).toEqual({ kind: 'handled' });
    expect(refusalOf(new ApiCallError(5000, '服务器错误'))).toEqual({ kind: 'failed' });
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});

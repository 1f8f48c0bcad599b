// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, configureApiClient } from '#client/lib/api-client';
import { db } from '#client/offline/db';
import { loadQuestions, prefetchQuestions } from './questions';

const list = (version: string) => [{ id: 1, name: `题1（${version}）`, options: [{ name: '是', value: 2 }] }];
type Reply = { code: number; msg?: string; data?: unknown } | 'network' | 'html';
interface Call {
  path: string;
  version: string | undefined;
}

let calls: Call[];
let reply: (path: string, version: string | undefined) => Reply;
const current = 'v2';
/** A server on version v2 that answers `unchanged` to a device holding v2. */
const upToDate = (_path: string, version: string | undefined): Reply =>
  version === current ? { code: 1000, data: { version: current, unchanged: true } } : { code: 1000, data: { version: current, list: list(current) } };

beforeEach(async () => {
  calls = [];
  reply = upToDate;
  vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const version = new URLSearchParams(String(init.body)).get('version') ?? undefined;
      calls.push({ path, version });
      const answer = reply(path, version);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'html') return new Response('<html>502</html>', { status: 502 });
      return new Response(JSON.stringify({ msg: 'ok', data: null, ...answer }), { status: answer.code === 4029 ? 429 : 200 });
    }),
  );
  configureApiClient({ navigate: vi.fn(), onSessionEnded: vi.fn() });
  await db.questionLists.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const hold = (version: string) => db.questionLists.put({ assessment: 'hld', userId: 1, version, list: list(version), fetchedAt: 0 });

describe('loadQuestions', () => {
  it('with nothing on the device, fetches the whole list and keeps it', async () => {
    const start = await loadQuestions('hld', 7);
    expect(start.set).toEqual({ version: 'v2', list: list('v2') });
    await expect(start.server).resolves.toBeNull();
    expect(calls).toEqual([{ path: '/api/hld/getQuestionList', version: undefined }]);
    expect(await db.questionLists.get('hld')).toMatchObject({ version: 'v2', userId: 7, list: list('v2') });
  });

  it('starts from the copy on the device without waiting for a server that does not answer (lie-fi)', async () => {
    await hold('v1');
    let answered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const start = await loadQuestions('hld', 7);
    expect(start.set).toEqual({ version: 'v1', list: list('v1') });
    void start.server.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
  });

  it('revalidates a copy on the device by its version: an unchanged answer brings nothing new', async () => {
    await hold('v2');
    const start = await loadQuestions('hld', 7);
    expect(start.set).toEqual({ version: 'v2', list: list('v2') });
    await expect(start.server).resolves.toBeNull();
    expect(calls).toEqual([{ path: '/api/hld/getQuestionList', version: 'v2' }]);
  });

  it("starts from an older copy, and the server's newer list follows and is kept", async () => {
    await hold('v1');
    const start = await loadQuestions('hld', 7);
    expect(start.set.version).toBe('v1');
    await expect(start.server).resolves.toEqual({ version: 'v2', list: list('v2') });
    expect(calls[0].version).toBe('v1');
    expect((await db.questionLists.get('hld'))?.version).toBe('v2');
  });

  it.each<[string, Reply]>([
    ['4029 (a busy school address)', { code: 4029, msg: '请求太频繁，请稍后再试', data: { retryAfter: 30 } }],
    ['5000', { code: 5000, msg: '服务器开小差了，请稍后再试' }],
    ['a network error', 'network'],
    ['a proxy error page', 'html'],
    ['4004 (an unknown path)', { code: 4004, msg: '接口不存在' }],
  ])('starts from the copy on the device whatever the server answers: %s', async (_name, answer) => {
    await hold('v1');
    reply = () => answer;
    const start = await loadQuestions('hld', 7);
    expect(start.set).toEqual({ version: 'v1', list: list('v1') });
    await expect(start.server).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it.each([
    [4001, '请先登录'],
    [5002, '请先设置昵称'],
    [5001, '今天的测评次数已用完'],
  ])('keeps the handling of an answer about the student (%i) even with a copy on the device', async (code, msg) => {
    await hold('v2');
    reply = () => ({ code, msg });
    const start = await loadQuestions('hld', 7);
    await expect(start.server).rejects.toMatchObject({ code, message: msg });
  });

  it('without a copy on the device, a refusal or a network error fails the start', async () => {
    reply = () => ({ code: 4029, msg: '请求太频繁，请稍后再试', data: { retryAfter: 30 } });
    await expect(loadQuestions('hld', 7)).rejects.toBeInstanceOf(ApiCallError);
    reply = () => 'network';
    await expect(loadQuestions('hld', 7)).rejects.toMatchObject({ code: 0 });
  });
});

describe('prefetchQuestions', () => {
  it('fetches the three lists once per user and build; page loads after that ask nothing', async () => {
    await prefetchQuestions(7);
    expect(calls.map((c) => [c.path, c.version]).sort()).toEqual([
      ['/api/dyzn/getQuestionList', undefined],
      ['/api/hld/getQuestionList', undefined],
      ['/api/mbti/getQuestionList', undefined],
    ]);
    expect(await db.questionLists.count()).toBe(3);
    calls = [];
    for (let load = 0; load < 5; load++) await prefetchQuestions(7);
    expect(calls).toEqual([]);
  });

  it('another user of the tablet, or a new build, revalidates by version (tiny answers)', async () => {
    await prefetchQuestions(7);
    calls = [];
    await prefetchQuestions(8);
    expect(calls.map((c) => c.version)).toEqual(['v2', 'v2', 'v2']);
    calls = [];
    await prefetchQuestions(7);
    await prefetchQuestions(8);
    expect(calls).toEqual([]);
    vi.stubGlobal('__APP_BUILD_ID__', 'build-2');
    await prefetchQuestions(7);
    expect(calls.map((c) => c.version)).toEqual(['v2', 'v2', 'v2']);
  });

  it('a list not yet on the device is asked for again on the next load; a refused check of a held one is not', async () => {
    await hold('v2');
    reply = () => ({ code: 4029, msg: '请求太频繁，请稍后再试', data: { retryAfter: 30 } });
    await prefetchQuestions(7);
    expect(calls).toHaveLength(3);
    calls = [];
    reply = upToDate;
    await prefetchQuestions(7);
    // hld was held (its check counts as done for this build); mbti and dyzn are fetched now.
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/dyzn/getQuestionList', '/api/mbti/getQuestionList']);
    expect(await db.questionLists.count()).toBe(3);
  });
});

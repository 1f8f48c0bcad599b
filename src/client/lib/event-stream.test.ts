// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { failure } from '#tests/support/api-call-failure';
import { z } from 'zod';
import { endpoint, returns } from '#shared/api/envelope';
import { requestEvents } from './event-stream';

const echo = endpoint('/api/test/watch', 'optional', z.object({ name: z.string().optional() }), returns<unknown>());

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(envelope: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }));
}

describe('requestEvents', () => {
  /** A text/event-stream reply arriving in the given chunks (an event may be cut anywhere). */
  function stream(chunks: string[]) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
  }
  const follow = () => {
    const events: unknown[] = [];
    const done = requestEvents(echo, { name: '看板' }, { signal: new AbortController().signal, onEvent: (data) => events.push(data) });
    return { events, done };
  };

  it('hands over each event whole, however the chunks cut it, and resolves with null when the stream ends', async () => {
    stream(['data: {"a":1}\n', '\ndata: {"b"', ':"二"}\n\n: a comment\n\ndata: {"c":3}\n\n']);
    const { events, done } = follow();
    await expect(done).resolves.toBeNull();
    expect(events).toEqual([{ a: 1 }, { b: '二' }, { c: 3 }]);
  });

  it('returns a refusal answered as an envelope, or sent as the stream’s error event', async () => {
    answer({ code: 4003, msg: '无权查看这个班级', data: null });
    await expect(follow().done).resolves.toEqual({ code: 4003, msg: '无权查看这个班级', data: null });
    stream(['data: {"a":1}\n\n', 'event: error\ndata: {"code":4001,"msg":"登录已失效，请重新登录"}\n\n']);
    const { events, done } = follow();
    await expect(done).resolves.toEqual({ code: 4001, msg: '登录已失效，请重新登录', data: null });
    expect(events).toEqual([{ a: 1 }]);
  });

  it('fails as a network failure when the request or the stream breaks, or the reply is neither kind', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(follow().done)).code).toBe(0);
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"a":1}\n\n'));
        controller.error(new TypeError('network error'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(broken, { headers: { 'content-type': 'text/event-stream' } }));
    expect((await failure(follow().done)).code).toBe(0);
    fetchMock.mockResolvedValueOnce(new Response('<html>代理错误</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect((await failure(follow().done)).message).toBe('HTTP 502');
  });
});

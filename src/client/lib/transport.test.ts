// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { failure } from '#tests/support/api-call-failure';
import { z } from 'zod';
import { endpoint, returns } from '#shared/api/envelope';
import { ApiCallError, requestEnvelope } from './transport';

const echo = endpoint(
  '/api/test/echo',
  'optional',
  z.object({ name: z.string().optional(), age: z.coerce.number().optional(), note: z.string().nullish() }),
  returns<{ ok: number }>(),
);

let fetchMock: Mock<typeof fetch>;

function answer(envelope: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }));
}

const lastInit = () => (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestEnvelope', () => {
  it('POSTs form-encoded with only the headers it is given: no token, no device id of its own', async () => {
    sessionStorage.setItem('token', 'a-student-token');
    answer({ code: 1000, msg: 'ok', data: { ok: 1 } });
    await expect(requestEnvelope(echo, { name: '小明 & co', age: 14 }, { headers: { 'x-console-token': 'op' } })).resolves.toEqual({ code: 1000, msg: 'ok', data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/test/echo');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded', 'x-console-token': 'op' });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({ name: '小明 & co', age: '14' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves out undefined and null fields and passes the caller signal through', async () => {
    answer({ code: 1000, msg: 'ok', data: null });
    const controller = new AbortController();
    await requestEnvelope(echo, { name: undefined, note: null, age: 0 }, { signal: controller.signal });
    expect(lastInit().body).toBe('age=0');
    expect(lastInit().signal).toBe(controller.signal);
  });

  it('returns a refusal as it came and tells that the server answered', async () => {
    const onReply = vi.fn();
    answer({ code: 4001, msg: '请先登录' });
    await expect(requestEnvelope(echo, {}, { onReply })).resolves.toEqual({ code: 4001, msg: '请先登录', data: null });
    expect(onReply).toHaveBeenCalledWith(true);
  });

  it('a network failure or a timeout rejects with code 0 and tells that nobody answered', async () => {
    const onReply = vi.fn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(requestEnvelope(echo, {}, { onReply }));
    expect([error.code, error.message, error.timedOut]).toEqual([0, 'Failed to fetch', false]);
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    expect((await failure(requestEnvelope(echo, {}, { onReply }))).timedOut).toBe(true);
    expect(onReply.mock.calls).toEqual([[false], [false]]);
  });

  it('a reply that is not an envelope rejects with code 0; a 5xx envelope counts as no answer', async () => {
    const onReply = vi.fn();
    fetchMock.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    expect((await failure(requestEnvelope(echo, {}, { onReply }))).message).toBe('HTTP 502');
    answer({ msg: 'no code' });
    expect((await failure(requestEnvelope(echo, {}, { onReply }))).code).toBe(0);
    answer({ code: 5000, msg: '服务器错误' }, 500);
    await expect(requestEnvelope(echo, {}, { onReply })).resolves.toMatchObject({ code: 5000 });
    expect(onReply.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('an error carries the field errors of its data', () => {
    expect(new ApiCallError(1001, 'x', { errors: [{ field: 'name', message: '必填' }] }).fieldErrors).toEqual([{ field: 'name', message: '必填' }]);
    expect(new ApiCallError(1001, 'x').fieldErrors).toEqual([]);
  });
});

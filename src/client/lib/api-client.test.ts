// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { failure } from '#tests/support/api-call-failure';
import { z } from 'zod';
import { DEVICE_HEADER, endpoint, returns } from '#shared/api/envelope';
import { toastsAtom } from './toast-store';
import { callApi, configureApiClient, postEnvelope } from './api-client';
import { DEVICE_ID_KEY } from './device-id';
import { getToken, setToken } from './token-storage';

const echo = endpoint(
  '/api/test/echo',
  'optional',
  z.object({ name: z.string().optional(), age: z.coerce.number().optional(), note: z.string().nullish() }),
  returns<{ ok: number }>(),
);

const store = getDefaultStore();
const toasts = () => store.get(toastsAtom);

let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(to: string) => void>;
let onSessionEnded: Mock<() => void>;

function answer(envelope: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }));
}

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, init };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  onSessionEnded = vi.fn<() => void>();
  configureApiClient({ navigate, onSessionEnded });
  sessionStorage.clear();
  store.set(toastsAtom, []);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi request', () => {
  it('POSTs form-encoded to the endpoint path with the token header from sessionStorage', async () => {
    setToken('tok-123', { remember: false });
    answer({ code: 1000, msg: 'ok', data: { ok: 1 } });
    await callApi(echo, { name: '小明 & co', age: 14 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/test/echo');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(headers.token).toBe('tok-123');
    expect(typeof init.body).toBe('string');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({ name: '小明 & co', age: '14' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no token header without a token', async () => {
    answer({ code: 1000, msg: 'ok', data: null });
    await callApi(echo, {});
    expect(lastRequest().init.headers).not.toHaveProperty('token');
    expect(lastRequest().init.body).toBe('');
  });

  it('adds caller headers to the token', async () => {
    setToken('tok-1', { remember: false });
    answer({ code: 1000, msg: 'ok', data: null });
    await callApi(echo, {}, { headers: { 'idempotency-key': 'k1' } });
    const headers = lastRequest().init.headers as Record<string, string>;
    expect([headers.token, headers['idempotency-key']]).toEqual(['tok-1', 'k1']);
  });

  it('sends the device id only with calls whose limits count per device', async () => {
    const perDevice = endpoint('/api/test/code', 'none', z.object({}), returns<null>(), { perDevice: true });
    answer({ code: 1000, msg: 'ok', data: null });
    await callApi(perDevice);
    const sent = (lastRequest().init.headers as Record<string, string>)[DEVICE_HEADER];
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(sent);
    answer({ code: 1000, msg: 'ok', data: null });
    await postEnvelope(perDevice);
    expect((lastRequest().init.headers as Record<string, string>)[DEVICE_HEADER]).toBe(sent);
    answer({ code: 1000, msg: 'ok', data: { ok: 1 } });
    await callApi(echo, {});
    expect(lastRequest().init.headers).not.toHaveProperty(DEVICE_HEADER);
  });

  it('passes the caller signal through', async () => {
    answer({ code: 1000, msg: 'ok', data: null });
    const controller = new AbortController();
    await callApi(echo, {}, { signal: controller.signal });
    expect(lastRequest().init.signal).toBe(controller.signal);
  });
});

describe('callApi envelope handling', () => {
  it('1000 resolves with data, without toasts or navigation', async () => {
    answer({ code: 1000, msg: '成功', data: { ok: 42 } });
    await expect(callApi(echo, {})).resolves.toEqual({ ok: 42 });
    expect(toasts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('4001 clears the token, ends the session and goes to /login', async () => {
    setToken('stale', { remember: false });
    answer({ code: 4001, msg: '请先登录', data: null });
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(4001);
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toasts().map((t) => t.message)).toEqual(['请先登录']);
  });

  it('4001 on a page other than home goes to /login and back to that page', async () => {
    window.history.pushState({}, '', '/holland/test?step=2');
    try {
      setToken('stale', { remember: false });
      answer({ code: 4001, msg: '请先登录', data: null });
      await failure(callApi(echo, {}));
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fholland%2Ftest%3Fstep%3D2');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('a second 4001 on the login page keeps the way back the first one set', async () => {
    window.history.pushState({}, '', '/login?redirect=%2Fholland%2Ftest');
    try {
      answer({ code: 4001, msg: '请先登录', data: null });
      await failure(callApi(echo, {}));
      expect(navigate).not.toHaveBeenCalled();
      expect(window.location.search).toBe('?redirect=%2Fholland%2Ftest');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('a late 4001 for a session that already ended leaves the next one alone (a shared tablet)', async () => {
    setToken('previous-student', { remember: false });
    let reply: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (reply = resolve)));
    const pending = failure(callApi(echo, {}));
    setToken('next-student', { remember: false }); // the hand-over happened while the call was out
    reply(new Response(JSON.stringify({ code: 4001, msg: '请先登录', data: null })));
    expect((await pending).code).toBe(4001);
    expect(getToken()).toBe('next-student');
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('5002 goes to the change-user-info page and keeps the session', async () => {
    setToken('tok', { remember: false });
    answer({ code: 5002, msg: '请先完善昵称', data: null });
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(5002);
    expect(navigate).toHaveBeenCalledWith('/user-center/change-user-info');
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
  });

  it('other codes reject with code, message and data and show an error toast with the server message', async () => {
    answer({ code: 4000, msg: '参数有误', data: { errors: [{ field: 'mobile', message: '手机格式有误，请重新输入' }] } });
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(4000);
    expect(error.message).toBe('参数有误');
    expect(error.fieldErrors).toEqual([{ field: 'mobile', message: '手机格式有误，请重新输入' }]);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', message: '参数有误' })]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to 失败 when the server gives no message', async () => {
    answer({ code: 5001, msg: '', data: null });
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(5001);
    expect(error.message).toBe('失败');
    expect(error.fieldErrors).toEqual([]);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', message: '失败' })]);
  });

  it('silent suppresses the toast but still rejects and still navigates', async () => {
    answer({ code: 4029, msg: '操作太频繁', data: { retryAfter: 30 } });
    const error = await failure(callApi(echo, {}, { silent: true }));
    expect(error.code).toBe(4029);
    expect(error.data).toEqual({ retryAfter: 30 });
    answer({ code: 4001, msg: '请先登录', data: null });
    await failure(callApi(echo, {}, { silent: true }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toasts()).toEqual([]);
  });

  it('a network failure rejects with code 0 and no toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(0);
    expect(error.message).toBe('Failed to fetch');
    expect(toasts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a non-envelope answer rejects with code 0 and no toast', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const error = await failure(callApi(echo, {}));
    expect(error.code).toBe(0);
    expect(error.message).toBe('HTTP 502');
    answer({ msg: 'no code' });
    expect((await failure(callApi(echo, {}))).code).toBe(0);
    expect(toasts()).toEqual([]);
  });
});

describe('postEnvelope', () => {
  it('returns the envelope as it came, without toasts, navigation or clearing the session', async () => {
    setToken('tok', { remember: false });
    answer({ code: 4001, msg: '请先登录' });
    await expect(postEnvelope(echo, {})).resolves.toEqual({ code: 4001, msg: '请先登录', data: null });
    expect(getToken()).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('still rejects with code 0 on a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(postEnvelope(echo, {}))).code).toBe(0);
  });
});

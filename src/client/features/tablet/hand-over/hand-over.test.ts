// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/lib/query-client';
import { getToken, setToken } from '#client/lib/token-storage';
import { tokenAtom } from '#client/session/auth';
import { dialogsAtom } from '#client/components/dialog/dialog-store';
import { toast, toastsAtom } from '#client/lib/toast-store';
import { assessmentCards } from '#client/features/assessment/public';
import { handOverTablet, isTestPage, TEST_PAGES } from './hand-over';
import { marketingKeys } from '#client/features/marketing/public';
import { sessionKeys } from '#client/session/query-keys';
import { userCenterKeys } from '#client/features/user-center/public';

vi.mock('#client/lib/kv-store', () => ({ kvGet: vi.fn(async () => undefined), kvSet: vi.fn(async () => undefined), kvDelete: vi.fn(async () => undefined) }));

const store = getDefaultStore();
const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ code: 1000, msg: '', data: null })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  sessionStorage.clear();
  setToken('student-token', { remember: false });
  store.set(tokenAtom, 'student-token');
  queryClient.setQueryData(sessionKeys.personal.userInfo(), { id: 7, nickname: '王小明' });
  queryClient.setQueryData(userCenterKeys.personal.history('mbti', 7), [{ id: 1 }]);
  queryClient.setQueryData(marketingKeys.marketing.team(), ['public']);
});

afterEach(() => {
  queryClient.clear();
  store.set(dialogsAtom, []);
  vi.unstubAllGlobals();
});

const expectHandedOver = () => {
  expect(getToken()).toBeNull();
  expect(store.get(tokenAtom)).toBeNull();
  expect(queryClient.getQueryData(sessionKeys.personal.userInfo())).toBeUndefined();
  expect(queryClient.getQueryData(userCenterKeys.personal.history('mbti', 7))).toBeUndefined();
  expect(queryClient.getQueryData(marketingKeys.marketing.team())).toEqual(['public']);
};

describe('a test in progress', () => {
  it('is one of the three answer pages', () => {
    expect([...TEST_PAGES].sort()).toEqual(assessmentCards.map((card) => card.testPath).sort());
    expect(isTestPage('/mbti/test')).toBe(true);
    expect(isTestPage('/MBTI/test/')).toBe(true);
    for (const path of ['/mbti/start', '/mbti/result', '/assessment', '/tablet']) expect(isTestPage(path), path).toBe(false);
  });
});

describe('换下一位同学', () => {
  it('outside a test: forgets the student at once, revokes the token and replaces the page with the name list', async () => {
    const navigate = vi.fn(async () => undefined);
    toast.success('答题完成');
    expect(await handOverTablet(navigate, '/mbti/result')).toBe(true);
    expectHandedOver();
    expect(navigate).toHaveBeenCalledWith({ to: '/tablet', replace: true });
    expect(store.get(dialogsAtom)).toEqual([]);
    expect(store.get(toastsAtom)).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/logout');
    expect((init!.headers as Record<string, string>).token).toBe('student-token');
  });

  it('in a test: asks first, and stays when the student goes on answering', async () => {
    const navigate = vi.fn(async () => undefined);
    const staying = handOverTablet(navigate, '/midas/test');
    const [dialog] = store.get(dialogsAtom);
    expect(dialog.content).toContain('你的答案已经保存，下次登录可以接着做');
    dialog.resolve(false);
    expect(await staying).toBe(false);
    expect(getToken()).toBe('student-token');
    expect(navigate).not.toHaveBeenCalled();

    const leaving = handOverTablet(navigate, '/midas/test');
    store.get(dialogsAtom)[0].resolve(true);
    expect(await leaving).toBe(true);
    expectHandedOver();
    expect(navigate).toHaveBeenCalledWith({ to: '/tablet', replace: true });
  });
});

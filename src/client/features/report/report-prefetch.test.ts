// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setToken, storeUser } from '#client/lib/token-storage';
import { startReportCall, takeStartedCall } from './report-prefetch';

let fetchMock: Mock<typeof fetch>;
const report = (id: number) => new Response(JSON.stringify({ code: 1000, msg: 'ok', data: { id, assessment: 'mbti' } }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => report(7));
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  setToken('tok-1', { remember: false });
  storeUser({ id: 42 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a result route's loader starts the report's call", () => {
  it('once, for the signed-in student; the page takes that very call, and only once', async () => {
    startReportCall(new QueryClient(), 'mbti', { id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/mbti/getAnswerCensus');
    const taken = takeStartedCall('mbti', 42, 7);
    await expect(taken).resolves.toMatchObject({ id: 7 });
    expect(takeStartedCall('mbti', 42, 7)).toBeUndefined();
  });

  it('is not taken for another report, another student or after 15 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startReportCall(new QueryClient(), 'mbti', {});
    expect(takeStartedCall('hld', 42, undefined)).toBeUndefined();
    expect(takeStartedCall('mbti', 43, undefined)).toBeUndefined();
    vi.setSystemTime(Date.now() + 15_001);
    expect(takeStartedCall('mbti', 42, undefined)).toBeUndefined();
  });

  it('starts nothing for a test just finished on this device, nor signed out', () => {
    startReportCall(new QueryClient(), 'mbti', { attempt: 'attempt-123456' });
    sessionStorage.clear();
    startReportCall(new QueryClient(), 'mbti', {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

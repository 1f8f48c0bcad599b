// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '#client/lib/api-client';
import { cardOf } from '../assessment-cards';
import { openAssessment } from './start-test';

let answer: () => Promise<Response>;

beforeEach(() => {
  sessionStorage.setItem('token', 'token-of-7');
  configureApiClient({ navigate: vi.fn(), onSessionEnded: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const reply =
  (code: number, msg = '') =>
  async () =>
    new Response(JSON.stringify({ code, msg, data: null }), { status: 200 });

describe('openAssessment', () => {
  it('opens the start page once the check passes, and not when it is refused', async () => {
    const go = vi.fn();
    answer = reply(1000);
    await openAssessment(cardOf('hld'), go);
    expect(go).toHaveBeenCalledWith('/holland/start');
    go.mockClear();
    answer = reply(5001, '今天的测评次数已用完');
    await openAssessment(cardOf('hld'), go);
    expect(go).not.toHaveBeenCalled();
  });

  it('on lie-fi opens the start page after a short wait, not after the request times out', async () => {
    answer = () => new Promise<Response>(() => undefined);
    const go = vi.fn();
    const startedAt = performance.now();
    await openAssessment(cardOf('mbti'), go, 50);
    expect(go).toHaveBeenCalledWith('/mbti/start');
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });
});

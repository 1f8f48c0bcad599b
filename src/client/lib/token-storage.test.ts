// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getStoredUser, getToken, readRemembered, REMEMBER_MS, REMEMBERED_KEY, setToken, storeUser } from './token-storage';

/** A browser restart: the tab's sessionStorage is gone, localStorage stays. */
const restart = () => sessionStorage.clear();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('a kept sign-in', () => {
  it('survives a restart with the user info, under the spec key `token`', () => {
    setToken('tok-a', { remember: true });
    storeUser({ id: 7, nickname: '小林' });
    restart();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('tok-a');
    expect(sessionStorage.getItem('token')).toBe('tok-a');
    expect(getStoredUser()).toEqual({ id: 7, nickname: '小林' });
  });

  it('is not kept when the student does not tick 记住我 (a shared device): a restart makes them a stranger', () => {
    setToken('tok-old', { remember: true });
    setToken('tok-b', { remember: false });
    expect(getToken()).toBe('tok-b');
    restart();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });

  it('ends with sign-out, also for the next start', () => {
    setToken('tok-a', { remember: true });
    storeUser({ id: 7 });
    clearToken();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeUndefined();
    restart();
    expect(getToken()).toBeNull();
  });

  it('ends after the token lifetime, and a `since` in the future (a clock set back) does not keep it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T08:00:00Z') });
    setToken('tok-a', { remember: true });
    restart();
    vi.setSystemTime(Date.now() + REMEMBER_MS - 60_000);
    expect(getToken()).toBe('tok-a');
    restart();
    vi.setSystemTime(Date.now() + 120_000);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
    expect(readRemembered(JSON.stringify({ token: 't', since: Date.now() + 3 * 86400_000 }))).toBeNull();
  });

  it('ignores what is not a sign-in', () => {
    for (const text of ['', '{', 'null', '[]', '{"token":5,"since":1}', '{"token":"","since":1}', '{"token":"t"}']) {
      expect(readRemembered(text), text).toBeNull();
    }
  });

  it('is not overwritten with another tab user info, and signing out elsewhere keeps a different kept sign-in', () => {
    setToken('tok-a', { remember: true });
    sessionStorage.setItem('token', 'tok-other-tab');
    storeUser({ id: 9 });
    expect(readRemembered()?.user).toBeUndefined();
    clearToken();
    expect(readRemembered()?.token).toBe('tok-a');
  });
});

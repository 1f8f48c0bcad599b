import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/lib/query-client';
import { isPersonalQueryKey } from '#client/lib/query-keys';
import { sampleQueryKeys } from '#tests/support/query-keys-samples';
import { REMEMBERED_KEY } from '#client/lib/token-storage';
import { forgetSession } from './auth';

const samples = sampleQueryKeys();

function fakeStorage(entries: [string, string][]) {
  const store = new Map(entries);
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
}

beforeEach(() => {
  vi.stubGlobal(
    'sessionStorage',
    fakeStorage([
      ['token', 't'],
      ['userInfo', '{}'],
    ]),
  );
  vi.stubGlobal('localStorage', fakeStorage([[REMEMBERED_KEY, JSON.stringify({ token: 't', since: Date.now(), user: {} })]]));
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('logging out (forgetSession)', () => {
  it('removes every personal query from the client and keeps the public ones', () => {
    for (const s of samples) queryClient.setQueryData(s.key, { of: s.name });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(samples.length);

    forgetSession();

    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(left.filter(isPersonalQueryKey)).toEqual([]);
    for (const s of samples) {
      const kept = queryClient.getQueryData(s.key) !== undefined;
      expect({ group: s.group, name: s.name, kept }).toEqual({ group: s.group, name: s.name, kept: s.group !== 'personal' });
    }
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });
});

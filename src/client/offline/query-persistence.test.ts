import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPersonalQueryKey } from '#client/lib/query-keys';
import { sampleQueryKeys } from '#tests/support/query-keys-samples';
import { kvDelete, kvGet, kvSet } from '#client/lib/kv-store';
import { persistQueryCache, QUERY_CACHE_KEY, restoreQueryCache, type SavedQueryCache } from './query-persistence';

/** The documented limit (docs/OFFLINE.md), stated here rather than imported so a change to it fails. */
const MAX_AGE_MS = 7 * 86400_000;
const samples = sampleQueryKeys();
const personal = samples.filter((s) => s.group === 'personal');
const publicOnes = samples.filter((s) => s.group !== 'personal');
const dataOf = (s: { group: string; name: string }) => ({ marker: `data-of-${s.group}.${s.name}` });

/** A client holding one successful query for every key the factory can build. */
function filledClient(): QueryClient {
  const client = new QueryClient();
  for (const sample of samples) client.setQueryData(sample.key, dataOf(sample));
  expect(client.getQueryCache().getAll()).toHaveLength(samples.length);
  return client;
}

/** Runs the real persistence: subscribe, change the cache, let the one-second throttle fire, wait for the write. */
async function persist(client: QueryClient, buster: string): Promise<SavedQueryCache> {
  const stop = persistQueryCache(client, { buster });
  client.setQueryData(publicOnes[0]!.key, dataOf(publicOnes[0]!));
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  let saved: SavedQueryCache | undefined;
  await vi.waitFor(async () => {
    saved = await kvGet<SavedQueryCache>(QUERY_CACHE_KEY);
    expect(saved).toBeDefined();
  });
  return saved!;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  await kvDelete(QUERY_CACHE_KEY);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the persisted query cache', () => {
  it('writes every public query to IndexedDB and no personal one', async () => {
    expect(personal.length).toBeGreaterThan(0);
    const client = filledClient();
    // A mutation paused offline keeps its variables; those must not reach the disk either.
    onlineManager.setOnline(false);
    void client
      .getMutationCache()
      .build(client, { mutationFn: async () => null, retry: false })
      .execute({ password: 'mutation-secret' })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getMutationCache().getAll()[0]!.state.isPaused).toBe(true);

    const saved = await persist(client, 'build-1');

    const writtenKeys = saved.state.queries.map((q) => q.queryKey);
    expect(writtenKeys.filter(isPersonalQueryKey)).toEqual([]);
    for (const s of personal) expect(writtenKeys, `${s.name} was persisted`).not.toContainEqual(s.key);
    expect(writtenKeys).toHaveLength(publicOnes.length);
    for (const s of publicOnes) expect(writtenKeys, `${s.group}.${s.name} was not persisted`).toContainEqual(s.key);
    const raw = JSON.stringify(saved);
    for (const s of personal) expect(raw).not.toContain(dataOf(s).marker);
    expect(raw).not.toContain('mutation-secret');
    expect(saved.buster).toBe('build-1');
  });

  it('restores a snapshot saved by the same version, personal queries left out', async () => {
    const saved = await persist(filledClient(), 'build-1');
    // Even a snapshot that somehow holds a personal query (an older build, a bug) does not bring it back.
    await kvSet(QUERY_CACHE_KEY, {
      ...saved,
      state: { ...saved.state, queries: [...saved.state.queries, { ...saved.state.queries[0]!, queryKey: personal[0]!.key, queryHash: JSON.stringify(personal[0]!.key) }] },
    });

    const next = new QueryClient();
    await restoreQueryCache(next, { buster: 'build-1' });
    for (const s of publicOnes) expect(next.getQueryData(s.key)).toEqual(dataOf(s));
    expect(
      next
        .getQueryCache()
        .getAll()
        .filter((q) => isPersonalQueryKey(q.queryKey)),
    ).toEqual([]);
    expect(await kvGet(QUERY_CACHE_KEY)).toBeDefined();
  });

  it('discards and deletes a snapshot saved by another version', async () => {
    await persist(filledClient(), 'build-1');
    const next = new QueryClient();
    await restoreQueryCache(next, { buster: 'build-2' });
    expect(next.getQueryCache().getAll()).toEqual([]);
    expect(await kvGet(QUERY_CACHE_KEY)).toBeUndefined();
  });

  it('discards and deletes a snapshot written before versions were stored', async () => {
    const saved = await persist(filledClient(), 'build-1');
    await kvSet(QUERY_CACHE_KEY, { savedAt: saved.savedAt, state: saved.state });
    const next = new QueryClient();
    await restoreQueryCache(next, { buster: 'build-1' });
    expect(next.getQueryCache().getAll()).toEqual([]);
    expect(await kvGet(QUERY_CACHE_KEY)).toBeUndefined();
  });

  it('restores a snapshot younger than seven days, and discards and deletes an older one', async () => {
    await persist(filledClient(), 'build-1');
    const savedAt = Date.now();

    vi.setSystemTime(savedAt + MAX_AGE_MS - 60_000);
    const young = new QueryClient();
    await restoreQueryCache(young, { buster: 'build-1' });
    expect(young.getQueryData(publicOnes[0]!.key)).toEqual(dataOf(publicOnes[0]!));

    vi.setSystemTime(savedAt + MAX_AGE_MS + 1);
    const old = new QueryClient();
    await restoreQueryCache(old, { buster: 'build-1' });
    expect(old.getQueryCache().getAll()).toEqual([]);
    expect(await kvGet(QUERY_CACHE_KEY)).toBeUndefined();
  });

  it('keeps the data of queries whose refetch failed offline, however many offline starts follow', async () => {
    const page = publicOnes[0]!;
    let client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(page.key, dataOf(page));
    await persist(client, 'build-1');

    for (let start = 1; start <= 3; start++) {
      client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await restoreQueryCache(client, { buster: 'build-1' });
      expect(client.getQueryData(page.key), `offline start ${start}`).toEqual(dataOf(page));
      const stop = persistQueryCache(client, { buster: 'build-1' });
      // The page mounts and refetches; offline, the fetch fails: the query turns to error, keeping its data.
      await client.fetchQuery({ queryKey: page.key, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
      expect(client.getQueryState(page.key)?.status).toBe('error');
      await vi.advanceTimersByTimeAsync(1000);
      stop();
      await vi.waitFor(async () => {
        const saved = await kvGet<SavedQueryCache>(QUERY_CACHE_KEY);
        const query = saved?.state.queries.find((q) => q.queryHash === JSON.stringify(page.key));
        expect(query?.state).toMatchObject({ status: 'success', data: dataOf(page), error: null });
      });
    }
  });

  it('a session that did not open a page (or whose restore came late) keeps that page in the snapshot', async () => {
    await persist(filledClient(), 'build-1');
    // A start whose restore lost the race: the cache holds only what this session fetched.
    const client = new QueryClient();
    const stop = persistQueryCache(client, { buster: 'build-1' });
    client.setQueryData(publicOnes[1]!.key, { marker: 'fresh' });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.waitFor(async () => {
      const saved = await kvGet<SavedQueryCache>(QUERY_CACHE_KEY);
      expect(saved?.state.queries.find((q) => q.queryHash === JSON.stringify(publicOnes[1]!.key))?.state.data).toEqual({ marker: 'fresh' });
    });
    const next = new QueryClient();
    await restoreQueryCache(next, { buster: 'build-1' });
    for (const s of publicOnes.slice(2)) expect(next.getQueryData(s.key), s.name).toEqual(dataOf(s));
    expect(next.getQueryData(publicOnes[1]!.key)).toEqual({ marker: 'fresh' });
  });
});

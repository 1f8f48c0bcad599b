import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { isPersonalQueryKey } from '../lib/query-keys';
import { holdKvOpen, kvDelete, kvGet, kvSet, kvSetNow } from '#client/lib/kv-store';

/**
 * API calls are POST, which the Cache API cannot store: the data of marketing pages lives in
 * react-query's cache, kept in IndexedDB so those pages render offline from the last visit.
 * Personal data (keys under the personal root of lib/query-keys.ts) is never persisted: it stays
 * with the session. The snapshot carries the build id, like the `buster` of
 * @tanstack/react-query-persist-client: a snapshot of another build, or older than seven days, is
 * not restored and is deleted.
 */
export const QUERY_CACHE_KEY = 'react-query-cache';
const MAX_AGE_MS = 7 * 86400_000;
/** The first paint never waits on IndexedDB for longer than this (it can be slow or blocked). */
const RESTORE_TIMEOUT_MS = 400;
/** Writes at most once a second. */
const SAVE_DELAY_MS = 1000;

/** What is kept in the key/value store. */
export interface SavedQueryCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

export interface QueryCacheOptions {
  /** The version of the snapshot; one saved with another is discarded. Defaults to the build id. */
  buster?: string;
}

/**
 * Every public query that holds data, also one whose last refetch failed: offline, a refetch fails and
 * turns the query to `error` while it keeps its data — saving only `success` dropped a page's data at
 * each offline start, until none was left.
 */
const isPersisted = (query: Query) => query.state.data !== undefined && !isPersonalQueryKey(query.queryKey);

/** A query saved with its data is restored as the success it was; the failure of an offline refetch is not kept. */
function asLastSuccess(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureReason: null } } : query,
    ),
  };
}

/** The saved state if it may be restored; a snapshot of another version, too old or unreadable is deleted. */
async function readUsable(buster: string): Promise<DehydratedState | undefined> {
  const saved = await kvGet<Partial<SavedQueryCache>>(QUERY_CACHE_KEY);
  if (saved === undefined) return undefined;
  const usable = saved.buster === buster && typeof saved.savedAt === 'number' && Date.now() - saved.savedAt < MAX_AGE_MS && Array.isArray(saved.state?.queries);
  if (usable) return saved.state;
  await kvDelete(QUERY_CACHE_KEY);
  return undefined;
}

const publicOnly = (state: DehydratedState): DehydratedState => ({ ...state, queries: state.queries.filter((query) => !isPersonalQueryKey(query.queryKey)) });

/** The snapshot as last read or written; each save merges into it, so it is read from disk only once. */
let baseline: Promise<DehydratedState | undefined> | null = null;
/** The same once read (a save on leaving the page cannot wait for it). */
let settled: { state: DehydratedState | undefined } | null = null;
const readBaseline = (buster: string) =>
  (baseline ??= readUsable(buster)
    .then((state) => state && publicOnly(state))
    .catch((error: unknown) => {
      console.warn('could not restore the offline cache', error);
      return undefined;
    })
    .then((state) => ((settled = { state }), state)));

/**
 * Fills the cache from the snapshot. The first paint waits at most RESTORE_TIMEOUT_MS; a slower read
 * (a cold start on a busy tablet) still fills the cache when it arrives, and `hydrate` never replaces
 * data newer than the snapshot's. Personal queries are never saved, and filtered anyway.
 */
export async function restoreQueryCache(client: QueryClient, { buster = __APP_BUILD_ID__ }: QueryCacheOptions = {}): Promise<void> {
  baseline = null;
  settled = null;
  const filling = readBaseline(buster).then((state) => state && hydrate(client, state));
  await Promise.race([filling, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
}

/** At most this many queries are kept, the most recently fetched first. */
const MAX_SAVED_QUERIES = 300;

/**
 * The snapshot to write: what the cache holds now, over what was saved before. A page not opened in
 * this session (or garbage-collected from memory) keeps its saved data instead of being dropped.
 */
function merged(previous: DehydratedState | undefined, current: DehydratedState): DehydratedState {
  const byHash = new Map(previous?.queries.map((query) => [query.queryHash, query]));
  for (const query of current.queries) {
    const before = byHash.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_SAVED_QUERIES);
  return { mutations: [], queries };
}

/**
 * Saves the cache at most once a second after it changes, and at once when the page is hidden or
 * left (a student who opens another address a moment after a page loaded still keeps that page).
 */
export function persistQueryCache(client: QueryClient, { buster = __APP_BUILD_ID__ }: QueryCacheOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Mutations are never saved: their variables can be personal (a paused one would be dehydrated).
  const current = () => asLastSuccess(dehydrate(client, { shouldDehydrateQuery: isPersisted, shouldDehydrateMutation: () => false }));
  const save = () => {
    timer = undefined;
    const now = current();
    baseline = readBaseline(buster).then(async (previous) => {
      const state = merged(previous, now);
      settled = { state };
      await kvSet(QUERY_CACHE_KEY, { buster, savedAt: Date.now(), state } satisfies SavedQueryCache).catch(() => undefined);
      return state;
    });
  };
  /** On leaving: written in this task when the saved snapshot is known and the connection open, else as usual. */
  const saveNow = () => {
    if (!settled) return save();
    timer = undefined;
    const state = merged(settled.state, current());
    if (!kvSetNow(QUERY_CACHE_KEY, { buster, savedAt: Date.now(), state } satisfies SavedQueryCache)) return save();
    settled = { state };
    baseline = Promise.resolve(state);
  };
  const flush = () => timer !== undefined && (clearTimeout(timer), saveNow());
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || isPersonalQueryKey(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  if (typeof window !== 'undefined') {
    holdKvOpen();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
  }
  return () => {
    clearTimeout(timer);
    unsubscribe();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    }
  };
}

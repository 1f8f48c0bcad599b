import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { isPersonalQueryKey } from '../lib/query-keys';
import { kvDelete, kvGet, kvSet } from './kv-store';

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

const isPersisted = (query: Query) => query.state.status === 'success' && !isPersonalQueryKey(query.queryKey);

/** The saved state if it may be restored; a snapshot of another version, too old or unreadable is deleted. */
async function readUsable(buster: string): Promise<DehydratedState | undefined> {
  const saved = await kvGet<Partial<SavedQueryCache>>(QUERY_CACHE_KEY);
  if (saved === undefined) return undefined;
  const usable = saved.buster === buster && typeof saved.savedAt === 'number' && Date.now() - saved.savedAt < MAX_AGE_MS && Array.isArray(saved.state?.queries);
  if (usable) return saved.state;
  await kvDelete(QUERY_CACHE_KEY);
  return undefined;
}

export async function restoreQueryCache(client: QueryClient, { buster = __APP_BUILD_ID__ }: QueryCacheOptions = {}): Promise<void> {
  const warn = (error: unknown) => console.warn('could not restore the offline cache', error);
  try {
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RESTORE_TIMEOUT_MS));
    const state = await Promise.race([readUsable(buster).catch((error: unknown) => void warn(error)), timeout]);
    // Personal queries are never saved; a snapshot is filtered anyway before it enters the cache.
    if (state) hydrate(client, { ...state, queries: state.queries.filter((query) => !isPersonalQueryKey(query.queryKey)) });
  } catch (error) {
    warn(error);
  }
}

export function persistQueryCache(client: QueryClient, { buster = __APP_BUILD_ID__ }: QueryCacheOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    // Mutations are never saved: their variables can be personal (a paused one would be dehydrated).
    const state = dehydrate(client, { shouldDehydrateQuery: isPersisted, shouldDehydrateMutation: () => false });
    const saved: SavedQueryCache = { buster, savedAt: Date.now(), state };
    void kvSet(QUERY_CACHE_KEY, saved).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || isPersonalQueryKey(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { kvGet, kvSet } from './kv-store';

const KEY = 'react-query-cache';
const MAX_AGE_MS = 7 * 86400_000;

/**
 * API calls are POST, which the Cache API cannot store: the data of marketing pages lives in
 * react-query's cache, kept in IndexedDB so those pages render offline from the last visit.
 * Personal data (keys starting with 'user') is never persisted: it stays with the session.
 */
/** The first paint never waits on IndexedDB for longer than this (it can be slow or blocked). */
const RESTORE_TIMEOUT_MS = 400;

export async function restoreQueryCache(client: QueryClient): Promise<void> {
  try {
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RESTORE_TIMEOUT_MS));
    const saved = await Promise.race([kvGet<{ savedAt: number; state: DehydratedState }>(KEY), timeout]);
    if (saved && Date.now() - saved.savedAt < MAX_AGE_MS) hydrate(client, saved.state);
  } catch (error) {
    console.warn('could not restore the offline cache', error);
  }
}

export function persistQueryCache(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== 'user' });
    void kvSet(KEY, { savedAt: Date.now(), state }).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] === 'user') return;
    clearTimeout(timer);
    timer = setTimeout(save, 1000);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

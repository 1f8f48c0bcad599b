import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { XuankeEditionMeta, XuankeTable } from '#shared/xuanke/edition';
import type { XuankeMajorTable } from '#shared/xuanke/majors';
import { loadXuankeTable, xuankeSample2027 } from '#content/xuanke/editions';
import { xuankeApi, type XuankePublished } from '#client/contracts/xuanke.gen';
import { xuankeKeys } from './query-keys';

/**
 * Which 选科 data the pages show (docs/XUANKE.md, "What is served"): the newest edition an operator
 * published, from the server, kept in the persisted query cache so it serves offline too; else the
 * shipped sample (`xuankeSample2027`, its table loaded from its own chunk) — when none was published, or
 * when the server cannot be reached and nothing is kept. Every page takes the edition's name, label,
 * disclaimer and sources from `meta`, never from its own text.
 */

export type XuankeEditionState =
  { status: 'loading' } | { status: 'ready'; meta: XuankeEditionMeta; table: XuankeTable; majors: XuankeMajorTable | null; from: 'published' | 'sample' };

type Published = NonNullable<XuankePublished['edition']>;

/** The call's own timeout: a slow answer falls back to the sample rather than keep the page waiting. */
const TIMEOUT_MS = 15_000;

/**
 * GET, not POST like the other calls: the answer carries the edition's id as its ETag and `no-cache`,
 * so the browser asks with If-None-Match and a 304 costs no download.
 */
export async function fetchPublishedEdition(): Promise<Published | null> {
  const response = await fetch(xuankeApi.edition.path, { method: 'GET', credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const envelope = (await response.json()) as { code?: number; msg?: string; data?: XuankePublished };
  if (envelope.code !== 1000 || !envelope.data) throw new Error(envelope.msg || `HTTP ${response.status}`);
  return envelope.data.edition;
}

/** Asked again on every visit (a 304 when nothing changed): a newly published edition shows at the next page load. */
export const xuankeEditionQuery = () => queryOptions({ queryKey: xuankeKeys.xuanke.edition(), queryFn: fetchPublishedEdition, staleTime: 0 });

/** The shipped sample's table, loaded once per page life. */
let sampleTable: Promise<XuankeTable> | null = null;
const loadSample = () =>
  (sampleTable ??= loadXuankeTable(xuankeSample2027.id).catch((error: unknown) => {
    sampleTable = null;
    throw error;
  }));

function useSampleTable(needed: boolean): XuankeTable | null {
  const [table, setTable] = useState<XuankeTable | null>(null);
  useEffect(() => {
    if (!needed || table) return;
    let live = true;
    loadSample().then(
      (loaded) => live && setTable(loaded),
      (error: unknown) => console.warn('could not load the 选科 sample', error),
    );
    return () => {
      live = false;
    };
  }, [needed, table]);
  return needed ? table : null;
}

export function useXuankeEdition(): XuankeEditionState {
  const query = useQuery(xuankeEditionQuery());
  const published = query.data ?? null;
  // None published (null), or nothing kept and no answer: failed, or paused while offline.
  const fallBack = query.data === null || (query.data === undefined && (query.status === 'error' || query.fetchStatus === 'paused'));
  const sample = useSampleTable(fallBack);
  if (published) return { status: 'ready', meta: published.meta, table: published.table, majors: published.majors, from: 'published' };
  if (fallBack && sample) return { status: 'ready', meta: xuankeSample2027, table: sample, majors: null, from: 'sample' };
  return { status: 'loading' };
}

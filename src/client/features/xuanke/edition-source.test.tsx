// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { XuankePublished } from '#shared/api/xuanke';
import { xuankeSample2027 } from '#content/xuanke/editions';
import { useXuankeEdition } from './edition-source';
import { xuankeKeys } from './query-keys';

const published: NonNullable<XuankePublished['edition']> = {
  version: 7,
  publishedAt: '2026-11-29T08:00:00.000Z',
  meta: { ...xuankeSample2027, id: 'published-7', name: '2028 通用版（山东公布）', label: '常见要求（院校数据统计）', isSample: false },
  table: {
    edition: 'published-7',
    counts: { rows: 1, tallied: 1, trial: 0, vocational: 0, unknown: 0, schools: 1, provinces: 1 },
    rowsByProvince: [],
    categories: [],
    coverage: { '3+3': [], '3+1+2': [] },
  },
  majors: { edition: 'published-7', majors: [] },
};

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const answer = (data: XuankePublished) => vi.fn(async () => new Response(JSON.stringify({ code: 1000, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('useXuankeEdition', () => {
  it('serves the newest published edition, with its per-专业 table, asked for by GET', async () => {
    const fetch = answer({ edition: published });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useXuankeEdition(), { wrapper: wrapper(newClient()) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ from: 'published', meta: { name: '2028 通用版（山东公布）', isSample: false }, majors: { edition: 'published-7' } });
    expect(fetch).toHaveBeenCalledWith('/api/xuanke/edition', expect.objectContaining({ method: 'GET' }));
  });

  it('falls back to the shipped sample when none was published', async () => {
    vi.stubGlobal('fetch', answer({ edition: null }));
    const { result } = renderHook(() => useXuankeEdition(), { wrapper: wrapper(newClient()) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') return;
    expect(result.current.from).toBe('sample');
    expect(result.current.meta).toBe(xuankeSample2027);
    expect(result.current.meta.label).toBe('常见要求（样本统计）');
    expect(result.current.table.categories).toHaveLength(93);
    expect(result.current.majors).toBeNull();
  });

  it('offline: the kept copy of a published edition, else the sample', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const kept = newClient();
    kept.setQueryData(xuankeKeys.xuanke.edition(), published);
    const withCopy = renderHook(() => useXuankeEdition(), { wrapper: wrapper(kept) });
    expect(withCopy.result.current).toMatchObject({ status: 'ready', from: 'published' });

    const { result } = renderHook(() => useXuankeEdition(), { wrapper: wrapper(newClient()) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ from: 'sample', majors: null });
  });
});

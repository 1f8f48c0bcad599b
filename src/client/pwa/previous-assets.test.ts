import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousAssets, PREVIOUS_ASSETS, previousAsset } from './previous-assets';

const ORIGIN = 'https://app.example';

/** CacheStorage as sw.ts uses it, over Maps. */
function fakeCaches() {
  const caches = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    if (!caches.has(name)) caches.set(name, new Map());
    const entries = caches.get(name)!;
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request | string) => {
        const body = entries.get(typeof request === 'string' ? request : request.url);
        return body === undefined ? undefined : new Response(body);
      },
      put: async (request: Request | string, response: Response) => void entries.set(typeof request === 'string' ? request : request.url, await response.text()),
    };
  };
  const storage = {
    open,
    delete: async (name: string) => caches.delete(name),
    match: async (request: Request, options: { cacheName: string }) => (await open(options.cacheName)).match(request),
  } as unknown as CacheStorage;
  return { storage, contents: (name: string) => Object.fromEntries(caches.get(name) ?? []) };
}

describe('keepPreviousAssets', () => {
  it('copies the hashed files the next version drops, under the URL a page asks for, replacing the copy before', async () => {
    const { storage, contents } = fakeCaches();
    const precache = await storage.open('workbox-precache-v2');
    await precache.put(`${ORIGIN}/assets/report-OLD.js`, new Response('old report'));
    await precache.put(`${ORIGIN}/assets/report-OLD.css?__WB_REVISION__=abc`, new Response('old css'));
    await precache.put(`${ORIGIN}/assets/framework-SAME.js`, new Response('framework'));
    await precache.put(`${ORIGIN}/index.html?__WB_REVISION__=1`, new Response('<html>'));
    await (await storage.open(PREVIOUS_ASSETS)).put(`${ORIGIN}/assets/older-X.js`, new Response('two versions back'));

    await keepPreviousAssets(storage, 'workbox-precache-v2', new Set([`${ORIGIN}/assets/framework-SAME.js`, `${ORIGIN}/assets/report-NEW.js`, `${ORIGIN}/index.html`]));

    expect(contents(PREVIOUS_ASSETS)).toEqual({
      [`${ORIGIN}/assets/report-OLD.js`]: 'old report',
      [`${ORIGIN}/assets/report-OLD.css`]: 'old css',
    });
  });
});

describe('previousAsset', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers from the copy, and from the network what it does not hold', async () => {
    const { storage } = fakeCaches();
    await (await storage.open(PREVIOUS_ASSETS)).put(`${ORIGIN}/assets/report-OLD.js`, new Response('old report'));
    expect(await (await previousAsset(storage, new Request(`${ORIGIN}/assets/report-OLD.js`))).text()).toBe('old report');

    vi.stubGlobal('fetch', async () => new Response('from the network'));
    expect(await (await previousAsset(storage, new Request(`${ORIGIN}/assets/other.js`))).text()).toBe('from the network');
  });
});

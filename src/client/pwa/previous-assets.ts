/**
 * A tab that did not take a new version keeps running the one it loaded (register.ts), a test page
 * above all, and may still import chunks of it that it has not needed yet (the report page after the
 * last answer). The new worker's activation deletes from the precache every file its manifest no
 * longer lists, and the server no longer has them after a deploy, so such an import would fail. While
 * the new worker installs, the old version's hashed files it drops are copied aside and served from
 * there. Only the version before is kept: each install replaces the copy.
 */

// Not '-precache-': cleanupOutdatedCaches deletes every cache of that name but the current one.
export const PREVIOUS_ASSETS = 'assets-previous';

/** The URL without workbox's `__WB_REVISION__`, as a page requests it. */
function plain(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('__WB_REVISION__');
  return parsed.href;
}

/** Copies the precache's `/assets/` files that the installing version does not list (`nextUrls`, absolute). */
export async function keepPreviousAssets(storage: CacheStorage, precacheName: string, nextUrls: ReadonlySet<string>): Promise<void> {
  const precache = await storage.open(precacheName);
  const dropped = (await precache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/') && !nextUrls.has(plain(request.url)));
  await storage.delete(PREVIOUS_ASSETS);
  const previous = await storage.open(PREVIOUS_ASSETS);
  for (const request of dropped) {
    const response = await precache.match(request);
    if (response) await previous.put(plain(request.url), response);
  }
}

/** A hashed file the precache does not have: the previous version's copy, else the network. */
export async function previousAsset(storage: CacheStorage, request: Request): Promise<Response> {
  return (await storage.match(request, { cacheName: PREVIOUS_ASSETS })) ?? fetch(request);
}

/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { keepPreviousAssets, previousAsset } from './previous-assets';

declare let self: ServiceWorkerGlobalScope;

// The app shell, every route's chunks (marketing pages, test pages, report shells), icons and illustrations.
cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);

// Tabs that stay on the version before (register.ts) can still load its files: see previous-assets.ts.
const nextUrls = new Set(manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href));
// A copy that fails (storage full) costs those tabs their later chunks, never the update itself.
self.addEventListener('install', (event) => event.waitUntil(keepPreviousAssets(self.caches, cacheNames.precache, nextUrls).catch(() => undefined)));
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  ({ request }) => previousAsset(self.caches, request),
);

// History-mode navigations get the shell; the API, the dev pages and the operator console (an app of
// its own, always from the network) never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//, /^\/console(\/|$)/] }));

// Images not in the precache (e.g. uploaded by operators): cache first, with an expiry.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400 })] }),
);

// Only the update prompt's click lets a new version take over (register.ts): never by itself, never mid-test.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

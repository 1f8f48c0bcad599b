/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

// The app shell, every route's chunks (marketing pages, test pages, report shells), icons and illustrations.
cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);

// History-mode navigations get the shell; the API and the dev pages never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }));

// Images not in the precache (e.g. uploaded by operators): cache first, with an expiry.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400 })] }),
);

// The update prompt asks before a new version takes over: never by itself, never mid-test.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

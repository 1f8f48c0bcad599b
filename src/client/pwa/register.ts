import { getDefaultStore } from 'jotai';
import type { Workbox } from 'workbox-window';
import { updateReadyAtom } from './update-prompt';

/** The worker vite-plugin-pwa builds from sw.ts, and its scope (vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

interface WatchOptions {
  store?: ReturnType<typeof getDefaultStore>;
  reload?: () => void;
}

/**
 * A new version waits until someone clicks the prompt, and then only the tab that clicked reloads.
 * vite-plugin-pwa's registerSW reloaded every tab of the app once the new worker took control, a
 * test page among them; here the other tabs keep running the version they loaded (sw.ts keeps its
 * files) and are offered a reload, which the prompt never shows on a test page.
 */
export function watchUpdates(wb: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>, options: WatchOptions = {}) {
  const { store = getDefaultStore(), reload = () => window.location.reload() } = options;
  let controlled = Boolean(navigator.serviceWorker.controller);
  let accepted = false;

  // Also a worker that was already waiting when the page loaded.
  wb.addEventListener('waiting', () => {
    // An object, not a function: Jotai's `set` calls a function as an updater, which once applied every update at once.
    store.set(updateReadyAtom, {
      kind: 'waiting',
      apply: () => {
        accepted = true;
        wb.messageSkipWaiting();
      },
    });
  });

  // Every open tab hears this when the new worker takes over, whichever tab clicked.
  wb.addEventListener('controlling', () => {
    const wasControlled = controlled;
    controlled = true;
    if (accepted) reload();
    // Without a worker before, this is the first install claiming the page: nothing new to run.
    else if (wasControlled) store.set(updateReadyAtom, { kind: 'ready', apply: reload });
  });
}

/** Registers the service worker in production builds; a new version is only offered, never forced. */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first visit's precache download waits until the page has loaded, so it never competes with it.
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  watchUpdates(wb);
  // Without a worker the app still runs, only not offline.
  await wb.register({ immediate: true }).catch((error: unknown) => console.warn('service worker registration failed', error));
}

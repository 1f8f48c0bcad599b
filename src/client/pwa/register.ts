import { getDefaultStore } from 'jotai';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { updateReadyAtom } from './update-prompt';

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/**
 * A waiting new version is only offered: the prompt's button applies it. The atom holds an object,
 * not a function — Jotai's `set` calls a function as an updater, which once applied every update
 * (and reloaded every tab, test pages too) the moment it was found.
 */
export function offerUpdates(registerSW: RegisterSW, store = getDefaultStore()) {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      store.set(updateReadyAtom, { apply: () => updateSW(true) });
    },
  });
}

/** Registers the service worker in production builds; a waiting update is only offered, never forced. */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first visit's precache download waits until the page has loaded, so it never competes with it.
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const { registerSW } = await import('virtual:pwa-register');
  offerUpdates(registerSW);
}

import { getDefaultStore } from 'jotai';
import { updateReadyAtom } from './update-prompt';

/** Registers the service worker in production builds; a waiting update is only offered, never forced. */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first visit's precache download waits until the page has loaded, so it never competes with it.
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      getDefaultStore().set(updateReadyAtom, () => updateSW(true));
    },
  });
}

/**
 * Whether an error means a piece of the app's code could not be loaded: a lazily loaded route
 * chunk (or its CSS) that failed to download, because the device is offline or because a newer
 * deployment replaced the file. The messages are the browsers' own and Vite's.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return [
    'Failed to fetch dynamically imported module', // Chromium
    'error loading dynamically imported module', // Firefox
    'Importing a module script failed', // Safari
    'Unable to preload CSS for', // Vite's preload helper
    'Loading chunk',
    'Loading CSS chunk',
  ].some((start) => message.startsWith(start));
}

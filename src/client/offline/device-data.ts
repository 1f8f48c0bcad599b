/** The name of the app's Dexie database (offline/schema.ts), known here without loading Dexie. */
export const APP_DATABASE = 'shengya';

/**
 * Whether this browser has ever held the app's offline data (a test begun, a result waiting, a report
 * kept): a first-time visitor's does not, so the start-up path need not load Dexie and the sync code for
 * them. Where the browser cannot tell, the answer is yes.
 */
export async function hasAppDatabase(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === APP_DATABASE);
  } catch {
    return true;
  }
}

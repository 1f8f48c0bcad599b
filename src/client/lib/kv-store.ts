/**
 * A tiny key/value store on raw IndexedDB (its own database), so the start-up path can restore
 * cached data without loading Dexie, which only pages that need it load.
 */
const DB_NAME = 'shengya-kv';
const STORE = 'kv';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const kvGet = <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
export const kvSet = (key: string, value: unknown) => run('readwrite', (s) => s.put(value, key));
export const kvDelete = (key: string) => run('readwrite', (s) => s.delete(key));

/** A connection kept open for kvSetNow (closed whenever another version of the database asks). */
let held: IDBDatabase | undefined;
export function holdKvOpen(): void {
  if (held) return;
  void open()
    .then((db) => {
      held = db;
      db.onversionchange = () => {
        db.close();
        held = undefined;
      };
    })
    .catch(() => undefined);
}

/**
 * Writes in this very task, through the held connection, and asks to commit at once: a page being left
 * (pagehide) runs no later task, so opening the database or awaiting a reply would never finish.
 * False when no connection is held yet.
 */
export function kvSetNow(key: string, value: unknown): boolean {
  if (!held) return false;
  const transaction = held.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).put(value, key);
  transaction.commit?.();
  return true;
}

/**
 * Whether the server answered the last call: the outbox's backoff may have grown long while it did
 * not (a minute's outage made it wait 44 s or more), and waits no more once it answers again.
 * Fed by every API call (api-client.ts); read by the outbox (sync.ts).
 */
let failing = false;
const listeners = new Set<() => void>();

/** A call got no answer from the app's server: network error, timeout, a proxy's page, a 5xx. */
export function noteNoAnswer(): void {
  failing = true;
}

/** A call got the server's answer: the first one after failures tells the listeners. */
export function noteAnswered(): void {
  if (!failing) return;
  failing = false;
  for (const listener of listeners) listener();
}

export function onServerBack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

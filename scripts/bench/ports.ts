import { createServer } from 'node:net';

/** The bench's own port range, away from `npm start` (3000) and the browser tests (3100+). */
const FIRST = 3400;
const LAST = 3499;
const taken = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port in 3400-3499 that nothing listens on and this run has not handed out yet. */
export async function freePort(): Promise<number> {
  for (let port = FIRST; port <= LAST; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${FIRST}-${LAST}`);
}

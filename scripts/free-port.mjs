/* global console */
// Prints a TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it), so two test
// runs on one machine never collide on a fixed port. Used by scripts/test-all.sh, with-postgres.sh
// and playwright.config.ts.
import { createServer } from 'node:net';

const probe = createServer().listen(0, '127.0.0.1', () => {
  const { port } = probe.address();
  probe.close(() => console.log(port));
});

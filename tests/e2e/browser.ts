import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for the browser tests: its headless shell when installed (.ci/run installs it; it
 * took a fifth less CPU than the full browser on the same specs), else the full browser. CHROMIUM_PATH
 * picks another.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, the way the bench starts it (as root, in a sandbox-less container, no GPU). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // No calls home: this machine only talks to 127.0.0.1.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** An init script that logs a tab in the way the app does it: the token in sessionStorage (for this origin only). */
export function tokenScript(origin: string, token: string): string {
  return `if (location.origin === ${JSON.stringify(origin)}) sessionStorage.setItem('token', ${JSON.stringify(token)});`;
}

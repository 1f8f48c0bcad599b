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

/**
 * An init script that signs a tab in as the app's login leaves it (for this origin only): the token in
 * sessionStorage and, when given, the user's info beside it (the login page fetches it before moving on,
 * so a signed-in tab that reloads a page has it; without it the page first waits for getUserInfo).
 */
export function tokenScript(origin: string, token: string, user?: unknown): string {
  const put = [`sessionStorage.setItem('token', ${JSON.stringify(token)});`];
  if (user !== undefined) put.push(`sessionStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(user))});`);
  return `if (location.origin === ${JSON.stringify(origin)}) { ${put.join(' ')} }`;
}

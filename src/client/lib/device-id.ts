import { DEVICE_ID_PATTERN } from '#shared/api/envelope';

/** localStorage key of this browser's device id. */
export const DEVICE_ID_KEY = 'shengya.device';

let current: string | null = null;

/**
 * A random id this browser makes once and keeps, sent (header x-device-id) with the calls whose
 * limits or captcha tickets count per device: code requests, the captcha, login, sign-up. It names no person and no
 * hardware; clearing the site's data makes a new one. Without localStorage it lives as long as the page.
 */
export function deviceId(): string {
  if (current) return current;
  const kept = read();
  current = kept && DEVICE_ID_PATTERN.test(kept) ? kept : create();
  return current;
}

function read(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return null;
  }
}

function create(): string {
  // getRandomValues, not randomUUID: the latter exists only on https and localhost, and a school
  // server may be opened as plain http on the LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Private mode or storage full: this page keeps the id in memory.
  }
  return id;
}

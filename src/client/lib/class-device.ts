import { kvDelete, kvGet, kvSet } from './kv-store';
import { TOKEN_256_PATTERN } from '#shared/validation/formats';

/**
 * This browser as a class tablet (docs/SCHOOL.md): the token a teacher's device code gave it, with
 * the class it is set up for. Kept in localStorage (read synchronously by the tablet pages) and
 * mirrored to IndexedDB, which survives a crash right after set-up; the mirror wins at start-up.
 */
export interface ClassDevice {
  deviceToken: string;
  classLabel: string;
  schoolName: string;
}

const KEY = 'shengya.classDevice';

function parse(raw: unknown): ClassDevice | null {
  const value = typeof raw === 'string' ? safeJson(raw) : raw;
  if (!value || typeof value !== 'object') return null;
  const { deviceToken, classLabel, schoolName } = value as Record<string, unknown>;
  if (typeof deviceToken !== 'string' || !TOKEN_256_PATTERN.test(deviceToken) || typeof classLabel !== 'string' || typeof schoolName !== 'string') return null;
  return { deviceToken, classLabel, schoolName };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function getClassDevice(): ClassDevice | null {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export async function setClassDevice(device: ClassDevice | null): Promise<void> {
  try {
    if (device) localStorage.setItem(KEY, JSON.stringify(device));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the IndexedDB copy below still holds it.
  }
  await (device ? kvSet(KEY, device) : kvDelete(KEY)).catch(() => undefined);
}

/** At start-up: the durable copy decides (a crash may have lost the localStorage write). */
export async function restoreClassDevice(): Promise<void> {
  const durable = parse(await kvGet<unknown>(KEY).catch(() => null));
  const quick = getClassDevice();
  if (durable && durable.deviceToken !== quick?.deviceToken) localStorage.setItem(KEY, JSON.stringify(durable));
}

/**
 * The tablet's own pages (src/client/features/tablet): the class's name list and its set-up. The
 * layout shows them with the site's name only (no marketing links, no footer) and without the
 * hand-over bar, which every other page shows while a student is signed in on a set-up tablet.
 * Here rather than in a module of their own: the start-up code needs both, and one small chunk
 * loads faster than two.
 */
export const TABLET_HOME = '/tablet';
export const TABLET_SETUP = '/tablet/setup';

/** The router matches paths ignoring case and a trailing slash; so does this. */
export const isTabletPage = (pathname: string) => /^\/tablet(\/|$)/i.test(pathname);

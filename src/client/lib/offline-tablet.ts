import type { DeviceRoster } from '#client/contracts/school.gen';
import { kvGet, kvSet } from './kv-store';

/**
 * What a set-up class tablet keeps so its students can sign in without a network
 * (docs/OFFLINE-LESSON.md): its signing key (a CryptoKey no script can read out), its number and the
 * server's PIN-sealing key; and the class's names and assignments as last fetched. No PIN and no
 * verifier of one is kept: a PIN typed offline is sealed for the server, which checks it later.
 */
export interface OfflineKit {
  deviceId: number;
  sealKey: string;
  privateKey: CryptoKey;
  /** The tablet token the key was registered with: a tablet set up again has a new kit. */
  deviceToken: string;
}

const KIT = 'shengya.offlineKit';
const ROSTER = 'shengya.tabletRoster';

export const saveOfflineKit = (kit: OfflineKit) => kvSet(KIT, kit);

export async function offlineKitOf(deviceToken: string): Promise<OfflineKit | null> {
  const kit = await kvGet<OfflineKit>(KIT).catch(() => undefined);
  return kit && kit.deviceToken === deviceToken && kit.privateKey instanceof CryptoKey ? kit : null;
}

export interface RosterCopy {
  deviceToken: string;
  roster: DeviceRoster;
  savedAt: number;
}

export const saveRosterCopy = (deviceToken: string, roster: DeviceRoster) =>
  kvSet(ROSTER, { deviceToken, roster, savedAt: Date.now() } satisfies RosterCopy).catch(() => undefined);

export async function rosterCopyOf(deviceToken: string): Promise<DeviceRoster | null> {
  const copy = await kvGet<RosterCopy>(ROSTER).catch(() => undefined);
  return copy?.deviceToken === deviceToken ? copy.roster : null;
}

/**
 * A student signed in without a network: a session of this tab only, like a PIN sign-in, under a
 * token the server never sees and an account id of its own (minus the roster id), so their test,
 * outbox rows and report stay apart from every real account on the tablet.
 */
export const OFFLINE_TOKEN_PREFIX = 'offline.';
export const offlineTokenOf = (studentId: number) => `${OFFLINE_TOKEN_PREFIX}${studentId}`;
export const isOfflineToken = (token: string | null | undefined) => typeof token === 'string' && token.startsWith(OFFLINE_TOKEN_PREFIX);
export const offlineUserIdOf = (studentId: number) => -studentId;
export const studentOfOfflineUser = (userId: number) => (userId < 0 ? -userId : null);

export const OFFLINE_SIGN_IN_KEY = 'shengya.offlineSignIn';
const SIGN_IN = OFFLINE_SIGN_IN_KEY;

export interface OfflineSignIn {
  studentId: number;
  /** The PIN typed, sealed for the server (it cannot be read on the tablet). */
  sealedPin: string;
  startedAt: number;
}

export function keepOfflineSignIn(signIn: OfflineSignIn): void {
  try {
    sessionStorage.setItem(SIGN_IN, JSON.stringify(signIn));
  } catch {
    // Storage blocked: the sign-in fails below, when the sheet is signed.
  }
}

export function offlineSignIn(): OfflineSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(SIGN_IN) ?? 'null') as OfflineSignIn | null;
    return value && typeof value.studentId === 'number' && typeof value.sealedPin === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function forgetOfflineSignIn(): void {
  try {
    sessionStorage.removeItem(SIGN_IN);
  } catch {
    // Nothing kept.
  }
}

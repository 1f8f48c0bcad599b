import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER, type DeviceRoster, schoolApi } from '#shared/api/school';
import { ApiCallError, callApi } from '#client/lib/api-client';
import type { ClassDevice } from '#client/lib/class-device';

export type RosterState =
  | { kind: 'loading' }
  | { kind: 'ready'; roster: DeviceRoster }
  /** No network: a set-up tablet needs it to sign in. */
  | { kind: 'offline' }
  /** 4003: the tablet is not (or no longer) set up for a class. */
  | { kind: 'not-set-up'; message: string }
  | { kind: 'error'; message: string };

/** What a refused roster or sign-in call means to the tablet. */
export function refusal(error: unknown): Exclude<RosterState, { kind: 'loading' | 'ready' }> {
  if (!(error instanceof ApiCallError) || error.code === 0) return { kind: 'offline' };
  if (error.code === ApiCode.FORBIDDEN) return { kind: 'not-set-up', message: error.message };
  return { kind: 'error', message: error.message || '名单没有读取成功，请再试一次' };
}

/**
 * The class's names, asked from the server every time the page opens (a student who joined the class
 * today is there). They are children's names: held by this page only, never in the query cache,
 * whose public part is saved to IndexedDB (src/client/offline/query-persistence.ts).
 * Offline, it tries again by itself when the network comes back.
 */
/** How often a tablet that cannot reach the server asks for its class list again (45 tablets: a few requests a second at most). */
const ROSTER_RETRY_MS = 10_000;

export function useDeviceRoster(device: ClassDevice): { state: RosterState; retry: () => void } {
  const [state, setState] = useState<RosterState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    callApi(schoolApi.getDeviceRoster, {}, { headers: { [CLASS_DEVICE_HEADER]: device.deviceToken }, silent: true })
      .then((roster) => current && setState({ kind: 'ready', roster }))
      .catch((error: unknown) => current && setState(refusal(error)));
    return () => {
      current = false;
    };
  }, [device.deviceToken, attempt]);

  // Offline: asked again when the network comes back, and every 10 s while the tablet believes it is
  // online. The event alone was not enough: effects run after the paint, and a network back before this
  // listener was attached left the list missing for good (seen in CI).
  useEffect(() => {
    if (state.kind !== 'offline') return;
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => navigator.onLine && retry(), ROSTER_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [state.kind, retry]);

  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER, type DeviceRoster, schoolApi } from '#client/contracts/school.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import type { ClassDevice } from '#client/lib/class-device';
import { rosterCopyOf } from '#client/lib/offline-tablet';
import { keepForOfflineLessons } from './offline/keep-for-offline';

export type RosterState =
  | { kind: 'loading' }
  /** `offline`: the copy kept from the last time the server answered (the network is down). */
  | { kind: 'ready'; roster: DeviceRoster; offline?: boolean }
  /** No network: a set-up tablet needs it to sign in. */
  | { kind: 'offline' }
  /** 4003: the tablet is not (or no longer) set up for a class. */
  | { kind: 'not-set-up'; message: string }
  | { kind: 'error'; message: string };

/** What a refused roster or sign-in call means to the tablet. */
export function refusal(error: unknown): Exclude<RosterState, { kind: 'loading' | 'ready' }> {
  // A request not answered in 30 s while the tablet is online: the server is struggling, not the network gone.
  if (error instanceof ApiCallError && error.timedOut && navigator.onLine) return { kind: 'error', message: '服务器有点忙，名单还没有读到。平板会自己再试，请稍等。' };
  if (!(error instanceof ApiCallError) || error.code === 0) return { kind: 'offline' };
  if (error.code === ApiCode.FORBIDDEN) return { kind: 'not-set-up', message: error.message };
  return { kind: 'error', message: error.message || '名单没有读取成功，请再试一次' };
}

/**
 * How often a tablet whose list did not come asks again (45 tablets: a few requests a second at most).
 * Offline it also asks the moment the network is back.
 */
const ROSTER_RETRY_MS = 10_000;
/** A busy server on a busy school network can take long: the list is waited for, not called lost. */
const ROSTER_TIMEOUT_MS = 30_000;
/** After this long without an answer the page says the network is slow (it keeps waiting). */
export const ROSTER_SLOW_MS = 4000;

/**
 * The class's names, asked from the server every time the page opens (a student who joined the class
 * today is there). They are children's names: held by this page only, never in the query cache,
 * whose public part is saved to IndexedDB (src/client/offline/query-persistence.ts).
 * Without them the tablet is useless, so it never gives up: offline it asks again when the network
 * comes back and every 10 s; a refusal that is not "this tablet is stopped" (a busy server's 5xx or
 * 429) is asked again every 10 s too; a slow answer is waited for. Each list that arrives is proof the
 * server is reachable, so the uploads waiting on this tablet go now (issue 36: a finished result
 * stranded, and a name list that did not come back, after the network returned).
 */
export function useDeviceRoster(device: ClassDevice, onReachable: () => void = () => {}): { state: RosterState; slow: boolean; retry: () => void } {
  const [state, setState] = useState<RosterState>({ kind: 'loading' });
  const [slow, setSlow] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState((before) => (before.kind === 'ready' ? before : { kind: 'loading' }));
    setSlow(false);
    const slowTimer = window.setTimeout(() => current && setSlow(true), ROSTER_SLOW_MS);
    callApi(schoolApi.getDeviceRoster, {}, { headers: { [CLASS_DEVICE_HEADER]: device.deviceToken }, silent: true, signal: AbortSignal.timeout(ROSTER_TIMEOUT_MS) })
      .then((roster) => {
        if (!current) return;
        setState({ kind: 'ready', roster });
        onReachable();
        void keepForOfflineLessons(device, roster);
      })
      .catch(async (error: unknown) => {
        const refused = refusal(error);
        // No network: the copy kept at the last answer lets students sign in without one (docs/OFFLINE-LESSON.md).
        const copy = refused.kind === 'offline' ? await rosterCopyOf(device.deviceToken) : null;
        if (!current) return;
        setState((before) => (before.kind === 'ready' ? before : copy ? { kind: 'ready', roster: copy, offline: true } : refused));
      })
      .finally(() => {
        clearTimeout(slowTimer);
        if (current) setSlow(false);
      });
    return () => {
      current = false;
      clearTimeout(slowTimer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onReachable is a notification, not an input
  }, [device.deviceToken, attempt]);

  const offlineCopy = state.kind === 'ready' && state.offline === true;
  // Asked again when the network comes back, and every 10 s while the tablet believes it is online.
  // The event alone was not enough: effects run after the paint, and a network back before this
  // listener was attached left the list missing for good (seen in CI).
  useEffect(() => {
    if (state.kind !== 'offline' && state.kind !== 'error' && !offlineCopy) return;
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => navigator.onLine && retry(), ROSTER_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [state.kind, offlineCopy, retry]);

  return { state, slow, retry };
}

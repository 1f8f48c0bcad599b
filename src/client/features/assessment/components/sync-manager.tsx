import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toast } from '#client/lib/toast-store';
import { getClassDevice } from '#client/lib/class-device';
import { goSignInAgain } from '#client/lib/api-client';
import { hasAppDatabase } from '#client/offline/device-data';
import { useFirstPageShown } from '#client/lib/background-work';
import { useUserInfo } from '#client/session/user';
import { forgetSession, tokenAtom } from '#client/session/auth';

/** Runs `work` when the browser is idle; returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 5000 });
  return () => cancelIdleCallback(handle);
}

/**
 * The sync code (and Dexie with it) loads once the first page is shown, off its critical path; the
 * device's store opens in the task after the code ran (together they were one long task on a slow phone).
 */
const loadSync = () => import('#client/offline/sync').then((sync) => new Promise<typeof sync>((resolve) => setTimeout(() => resolve(sync), 0)));

/**
 * Whether this device has anything to sync: someone is signed in, it is a class tablet (its uploads
 * go with upload credentials, signed in or not), or it already holds the app's offline data. A
 * first-time visitor reading the marketing pages loads neither Dexie nor the sync code.
 */
function useSyncWanted(): boolean {
  const token = useAtomValue(tokenAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (token || getClassDevice()) setWanted(true);
    else void hasAppDatabase().then((held) => held && setWanted(true));
  }, [token, wanted]);
  return wanted;
}

/** Mounted once: uploads the signed-in user's finished tests and keeps question lists on the device. */
export function SyncManager() {
  const { data: user } = useUserInfo();
  const navigate = useNavigate();
  const userId = user?.id;
  const syncWanted = useSyncWanted();
  const wanted = useFirstPageShown() && syncWanted;

  useEffect(() => {
    if (!wanted) return;
    void loadSync().then(({ installSyncTriggers, setAuthExpiredHandler }) => {
      installSyncTriggers();
      // 4001 while uploading: the result stays on this device and goes out after this user logs in again.
      setAuthExpiredHandler(() => {
        forgetSession();
        toast.warning('登录已过期，请重新登录，测评结果会在登录后自动上传');
        goSignInAgain((href) => void navigate({ href }));
      });
    });
  }, [navigate, wanted]);

  useEffect(() => {
    if (!wanted) return;
    void loadSync().then(({ setSyncUser }) => setSyncUser(userId ?? null));
    if (userId === undefined) return;
    // The question lists for offline use wait until the browser is idle as well: storing three lists
    // is work the page's first taps should not wait behind.
    return whenIdle(() => void import('../questions').then(({ prefetchQuestions }) => prefetchQuestions(userId)));
  }, [userId, wanted]);
  return null;
}

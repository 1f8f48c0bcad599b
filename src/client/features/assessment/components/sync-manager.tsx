import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '#client/components/toast/toast-store';
import { useUserInfo } from '#client/session/user';
import { forgetSession } from '#client/session/auth';

/** The sync code (and Dexie with it) loads after start-up, off the first page's critical path. */
const loadSync = () => import('#client/offline/sync');

/** Mounted once: uploads the signed-in user's finished tests and keeps question lists on the device. */
export function SyncManager() {
  const { data: user } = useUserInfo();
  const navigate = useNavigate();
  const userId = user?.id;

  useEffect(() => {
    void loadSync().then(({ installSyncTriggers, setAuthExpiredHandler }) => {
      installSyncTriggers();
      // 4001 while uploading: the result stays on this device and goes out after this user logs in again.
      setAuthExpiredHandler(() => {
        forgetSession();
        toast.warning('登录已过期，请重新登录，测评结果会在登录后自动上传');
        void navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } });
      });
    });
  }, [navigate]);

  useEffect(() => {
    void loadSync().then(({ setSyncUser }) => setSyncUser(userId ?? null));
    if (userId !== undefined) void import('../questions').then(({ prefetchQuestions }) => prefetchQuestions(userId));
  }, [userId]);
  return null;
}

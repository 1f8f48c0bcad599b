import { useEffect } from 'react';
import { installSyncTriggers, setSyncUser } from '../../../offline/sync';
import { useUserInfo } from '../../account/api';
import { prefetchQuestions } from '../questions';

/** Mounted once: uploads the signed-in user's finished tests and keeps question lists on the device. */
export function SyncManager() {
  const { data: user } = useUserInfo();
  const userId = user?.id;
  useEffect(() => {
    installSyncTriggers();
    setSyncUser(userId ?? null);
    if (userId !== undefined) void prefetchQuestions(userId);
  }, [userId]);
  return null;
}

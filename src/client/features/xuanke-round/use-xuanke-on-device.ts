import { useEffect, useState } from 'react';
import type { XuankeOnDevice } from '#client/offline/xuanke-live';

/** The student's 选科意向 rounds and unconfirmed choices on this device, live (null while loading); Dexie loads with it. */
export function useXuankeOnDevice(userId: number | undefined): XuankeOnDevice | null {
  const [value, setValue] = useState<XuankeOnDevice | null>(null);
  useEffect(() => {
    setValue(null);
    if (userId === undefined) return;
    let stop = () => {};
    let cancelled = false;
    void import('#client/offline/xuanke-live').then(({ watchXuanke }) => {
      if (cancelled) return;
      stop = watchXuanke(userId, (v) => !cancelled && setValue(v));
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [userId]);
  return value;
}

import { ApiCallError } from './api-client';

/** Whether a failed call was a slow server (no answer in time while the device is online), not a lost network. */
export const isSlowServer = (error: unknown, online = typeof navigator === 'undefined' || navigator.onLine) => error instanceof ApiCallError && error.timedOut && online;

/**
 * Runs `call` until it answers, as long as each failure is a slow server: a lesson of 45 on one
 * school line can keep a request beyond its timeout, and that is a wait, not a lost network (issue 36:
 * 「题目加载失败：请连接网络后重试」 on online tablets). `onSlow` lets the page say it is waiting. Any
 * other failure, and a device gone offline, is thrown as before.
 */
export async function patiently<T>(call: () => Promise<T>, onSlow: () => void, online: () => boolean = () => navigator.onLine): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!isSlowServer(error, online())) throw error;
      onSlow();
    }
  }
}

import { userApi } from '#client/contracts/user.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { db } from '#client/offline/db';
import { forgetResultOnDevice, forgetUserOnDevice } from '#client/offline/forget';
import { saveFile } from '#client/lib/save-file';
import { forgetSession } from '#client/session/auth';
import { reportKeys } from '#client/features/report/public';
import { sessionKeys } from '#client/session/query-keys';
import { userCenterKeys } from './query-keys';

const OFFLINE = '网络连接失败，请检查网络后重试';

/** Network errors reject without a message (api-client); say it here. Server refusals were toasted already. */
function sayIfOffline(error: unknown) {
  if (error instanceof ApiCallError && error.code === 0) toast.error(OFFLINE);
}

/** 生涯规划-我的数据-2026-11-21.json, by the device's date. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `生涯规划-我的数据-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Asks the server for everything it holds about the user and saves it as a JSON file. */
export async function downloadMyData(): Promise<boolean> {
  try {
    const data = await callApi(userApi.exportData, {});
    saveFile(exportFileName(), JSON.stringify(data, null, 2), 'application/json;charset=utf-8');
    return true;
  } catch (error) {
    sayIfOffline(error);
    return false;
  }
}

/** Deletes one result on the server, then its copies on this device and in the query cache. */
export async function deleteResult(userId: number, assessment: AssessmentKey, id: number): Promise<boolean> {
  try {
    await callApi(userApi.deleteResult, { assessment, id });
  } catch (error) {
    sayIfOffline(error);
    // Already gone on the server (another device): clear it here too.
    if (!(error instanceof ApiCallError && error.code === 4004)) return false;
  }
  await forgetResultOnDevice(db, userId, assessment, id).catch(() => undefined);
  queryClient.removeQueries({ queryKey: reportKeys.personal.report(assessment, userId, id) });
  queryClient.removeQueries({ queryKey: reportKeys.personal.report(assessment, userId, 'latest') });
  queryClient.removeQueries({ queryKey: reportKeys.personal.shareToken(assessment, id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userCenterKeys.personal.history(assessment, userId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.personal.testStatus() }),
  ]);
  return true;
}

/**
 * Cancels the account on the server (password confirmed); then this device forgets the user: every
 * local copy of their data, and the sign-in (as signing out does). Other tabs follow the sign-out.
 */
export async function cancelAccount(userId: number, password: string): Promise<{ ok: true } | { ok: false; fieldError?: string }> {
  try {
    await callApi(userApi.deleteAccount, { password }, { silent: true });
  } catch (error) {
    if (error instanceof ApiCallError && error.code !== 0) {
      const field = error.fieldErrors.find((e) => e.field === 'password');
      if (!field) toast.error(error.message);
      return { ok: false, fieldError: field?.message };
    }
    sayIfOffline(error);
    return { ok: false };
  }
  await forgetUserOnDevice(db, userId).catch(() => undefined);
  forgetSession();
  return { ok: true };
}

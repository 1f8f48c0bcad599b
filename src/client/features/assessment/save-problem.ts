import type { AppDatabase } from '#client/offline/schema';

/** Why an answer could not be written on this device, in the terms a student can act on. */
export type SaveProblem = 'storage-full' | 'data-cleared' | 'finished-elsewhere' | 'other';

export const SAVE_PROBLEM_TEXT: Record<Exclude<SaveProblem, 'finished-elsewhere' | 'other'>, string> = {
  'storage-full': '这台设备的存储空间已满，答案暂时无法保存。请删除一些不用的照片、视频或应用，或请老师清理设备后继续；已保存的答案不会丢失，空间够了会自动继续。',
  'data-cleared': '这台设备上保存的本次测评答案已被清除（可能清理了浏览器数据），需要重新开始这项测评。',
};

function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown } | undefined; e; e = e.inner as typeof e) {
    if (e.name === 'QuotaExceededError') return true;
  }
  return false;
}

/** Classifies a failed write of an answer (or of the finish) of the test `attemptId`. */
export async function classifySaveError(db: AppDatabase, attemptId: string, error: unknown): Promise<SaveProblem> {
  if (isQuotaError(error)) return 'storage-full';
  try {
    if (await db.sessions.get(attemptId)) return 'other';
    // No session any more: another tab finished this test, or the site's data was cleared.
    return (await db.localResults.get(attemptId)) ? 'finished-elsewhere' : 'data-cleared';
  } catch (readError) {
    return isQuotaError(readError) ? 'storage-full' : 'other';
  }
}

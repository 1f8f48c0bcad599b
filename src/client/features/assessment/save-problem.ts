import type { AppDatabase } from '#client/offline/schema';
import { isAbortedWrite, isStorageFull } from '#client/offline/storage-errors';

/** Why an answer could not be written on this device, in the terms a student can act on. */
export type SaveProblem = 'storage-full' | 'data-cleared' | 'finished-elsewhere' | 'other';

export const SAVE_PROBLEM_TEXT: Record<Exclude<SaveProblem, 'finished-elsewhere' | 'other'>, string> = {
  'storage-full':
    '这台设备的存储空间已满，刚才的答案还没能保存。请告诉老师，让老师清理一下设备空间（比如删除不用的照片、视频或应用）。你之前的答案都已保存，不会丢失；空间够了，测评会自动继续。',
  'data-cleared': '这台设备上保存的本次测评答案已被清除（可能清理了浏览器数据），需要重新开始这项测评。',
};

const pauseBriefly = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

/** What the device holds of the test now: it, its finished result, nothing, or no readable storage. */
async function lookAt(db: AppDatabase, attemptId: string): Promise<'session' | 'finished-elsewhere' | 'data-cleared' | 'storage-full' | 'other'> {
  try {
    if (await db.sessions.get(attemptId)) return 'session';
    // No session any more: another tab finished this test, or the site's data was cleared.
    return (await db.localResults.get(attemptId)) ? 'finished-elsewhere' : 'data-cleared';
  } catch (readError) {
    return isStorageFull(readError) || isAbortedWrite(readError) ? 'storage-full' : 'other';
  }
}

/**
 * Classifies a failed write of an answer (or of the finish) of the test `attemptId`. Clearing the
 * site's data can fail a write before the session is gone, so a session still there is looked at once
 * more a moment later.
 */
export async function classifySaveError(db: AppDatabase, attemptId: string, error: unknown, pause = pauseBriefly): Promise<SaveProblem> {
  if (isStorageFull(error)) return 'storage-full';
  let seen = await lookAt(db, attemptId);
  if (seen === 'session') {
    await pause();
    seen = await lookAt(db, attemptId);
  }
  // The browser aborted the write while the test is still there: Chromium's first sign of a full disk,
  // before it closes the database.
  if (seen === 'session') return isAbortedWrite(error) ? 'storage-full' : 'other';
  return seen;
}

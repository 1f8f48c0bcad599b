import { ApiCode } from '#shared/api/envelope';
import { lessonProgressApi } from '#client/contracts/lesson-progress.gen';
import { postEnvelope } from '../lib/api-client';
import type { AppDatabase } from './schema';

/**
 * The student's assignments, fetched when online and kept on the device, so 老师布置的测评 shows on a
 * class tablet that lost the network after the sign-in. A failed fetch keeps the last list.
 */
export async function refreshAssignments(db: AppDatabase, userId: number, token: string): Promise<void> {
  try {
    const envelope = await postEnvelope(lessonProgressApi.getMyAssignments, {}, { token, signal: AbortSignal.timeout(10_000) });
    if (envelope.code === ApiCode.OK) await db.assignments.put({ userId, list: envelope.data, fetchedAt: Date.now() });
  } catch {
    // Offline: the kept list stands.
  }
}

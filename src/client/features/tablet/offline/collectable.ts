import { progressLineOf } from '#shared/school/qr-relay';
import { studentOfOfflineUser } from '#client/lib/offline-tablet';
import type { AppDatabase } from '#client/offline/schema';

/**
 * What this tablet holds that the teacher's phone can collect by QR code (docs/OFFLINE-LESSON.md): every
 * finished test signed here and not yet confirmed by the server, then a count for each test still in
 * progress of a student signed in without a network (what the phone's class list shows as 作答中).
 */
export async function collectableLines(db: AppDatabase, deviceId: number): Promise<{ lines: string[]; finished: number }> {
  const finished = (await db.outbox.toArray()).filter((row) => row.signed && row.state === 'pending').sort((a, b) => a.createdAt - b.createdAt);
  const inProgress = (await db.sessions.toArray()).filter((s) => studentOfOfflineUser(s.userId) !== null && Object.keys(s.answers).length > 0);
  return {
    lines: [
      ...finished.map((row) => row.signed!),
      ...inProgress.map((s) =>
        progressLineOf({ deviceId, studentId: studentOfOfflineUser(s.userId)!, assessment: s.assessment, answered: Object.keys(s.answers).length, total: s.questions.length }),
      ),
    ],
    finished: finished.length,
  };
}

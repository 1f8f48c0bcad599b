import type { AssessmentKey } from '#shared/assessments/types';
import { mbtiFitKey, resultConsentKey } from '#client/lib/local-keys';
import type { AppDatabase } from './schema';

type MbtiLike = Parameters<typeof mbtiFitKey>[0];

function removeLocal(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // No localStorage (blocked): nothing was kept there either.
  }
}

/** The MBTI picks kept for these reports (an MBTI report's data carries `result` and `dimensions`). */
function forgetFitPicks(rows: { assessment: AssessmentKey; data?: unknown; report?: unknown }[]) {
  for (const row of rows) {
    const data = (row.data ?? row.report) as Partial<MbtiLike> | undefined;
    if (row.assessment === 'mbti' && typeof data?.result === 'string' && Array.isArray(data.dimensions)) removeLocal(mbtiFitKey(data as MbtiLike));
  }
}

/**
 * A result the owner deleted: its copies on this device go too (the opened report under its id and,
 * when it was the newest, under `latest`; the locally scored result of the test it came from).
 */
export async function forgetResultOnDevice(db: AppDatabase, userId: number, assessment: AssessmentKey, resultId: number): Promise<void> {
  await db.transaction('rw', db.reports, db.localResults, async () => {
    const reports = (await db.reports.where('[userId+assessment]').equals([userId, assessment]).toArray()).filter((r) => (r.data as { id?: number } | null)?.id === resultId);
    const local = (await db.localResults.where('[userId+assessment]').equals([userId, assessment]).toArray()).filter((r) => r.resultId === resultId);
    forgetFitPicks([...reports, ...local]);
    await db.reports.bulkDelete(reports.map((r) => r.key));
    await db.localResults.bulkDelete(local.map((r) => r.attemptId));
  });
}

/**
 * A cancelled account: everything this device keeps about the user goes — tests in progress, unsent
 * results and 选科意向 choices (the account they would upload to is gone), scored results, opened reports, the mark on the
 * question lists, and what pages kept in localStorage. Other students' data stays.
 * The sign-in itself (sessionStorage, localStorage, IndexedDB) is cleared by forgetSession.
 */
export async function forgetUserOnDevice(db: AppDatabase, userId: number): Promise<void> {
  await db.transaction('rw', [db.sessions, db.outbox, db.localResults, db.reports, db.questionLists, db.assignments, db.progressSent, db.choices, db.xuankeRounds], async () => {
    const reports = await db.reports.filter((r) => r.userId === userId).toArray();
    const local = await db.localResults.filter((r) => r.userId === userId).toArray();
    forgetFitPicks([...reports, ...local]);
    await db.reports.bulkDelete(reports.map((r) => r.key));
    await db.localResults.bulkDelete(local.map((r) => r.attemptId));
    await db.sessions.filter((s) => s.userId === userId).delete();
    await db.outbox.where('userId').equals(userId).delete();
    await db.assignments.delete(userId);
    await db.progressSent.where('userId').equals(userId).delete();
    await db.choices.where('userId').equals(userId).delete();
    await db.xuankeRounds.delete(userId);
    // The question lists are the same for everyone and another student here may need them offline:
    // they stay, without this user's id.
    await db.questionLists.toCollection().modify((q) => {
      if (q.userId === userId) q.userId = 0;
      if (q.checkedBy?.includes(userId)) q.checkedBy = q.checkedBy.filter((id) => id !== userId);
    });
  });
  removeLocal(resultConsentKey(userId));
}

import { ApiCode } from '#shared/api/envelope';
import { lessonProgressApi, MAX_PROGRESS_REPORTS, type ProgressReport, REFUSAL_MAX } from '#client/contracts/lesson-progress.gen';
import { getClassDevice } from '../lib/class-device';
import { postEnvelope } from '../lib/api-client';
import type { AppDatabase } from './schema';
import { type SendAs, uploadAuth } from './upload-auth';
import { uploadCredentialOf } from './upload-credentials';

/**
 * Progress for the teacher's class board (docs/SCHOOL.md, "A lesson"). Nothing new is stored to
 * report it: the tests in progress (sessions) and the finished ones waiting (outbox) are already on
 * the device, so what is unsent survives a restart by itself; `progressSent` remembers what the
 * server confirmed. A report is small, sent in the background with a short timeout, and never
 * awaited by answering: a lost one is simply sent again with the next answer or the next sync.
 */

/** Where each of the user's tests on this device stands. */
export async function progressSnapshots(db: AppDatabase, userId: number): Promise<ProgressReport[]> {
  const sessions = await db.sessions.where({ userId }).toArray();
  const waiting = await db.outbox.where({ userId }).toArray();
  return [
    ...waiting.map((row) => {
      const total = answerCount(row.payload.answer);
      // A refused sheet waits for nobody: the teacher's board says so, with the server's words.
      const refused = row.state === 'rejected' ? { refused: (row.lastError || '提交被拒绝').slice(0, REFUSAL_MAX) } : {};
      return { attemptId: row.attemptId, assessment: row.assessment, answered: total, total, finished: true, at: row.createdAt, ...refused };
    }),
    ...sessions.map((s) => {
      const answers = Object.values(s.answers);
      return {
        attemptId: s.attemptId,
        assessment: s.assessment,
        answered: answers.length,
        total: s.questions.length,
        finished: false,
        at: Math.max(s.startedAt, ...answers.map((a) => a.at)),
      };
    }),
  ].filter((r) => r.total > 0 && r.answered > 0);
}

function answerCount(answer: string): number {
  try {
    const list: unknown = JSON.parse(answer);
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

/** The snapshots the server has not confirmed yet: more answers, or finished or refused since. */
export function unconfirmed(snapshots: ProgressReport[], sent: { attemptId: string; answered: number; finished: boolean; refused?: boolean }[]): ProgressReport[] {
  const known = new Map(sent.map((s) => [s.attemptId, s]));
  return snapshots.filter((r) => {
    const before = known.get(r.attemptId);
    return !before || r.answered > before.answered || (r.finished && !before.finished) || (r.refused !== undefined && !before.refused);
  });
}

async function send(db: AppDatabase, userId: number, as: SendAs): Promise<boolean> {
  const snapshots = await progressSnapshots(db, userId);
  const sent = await db.progressSent.where({ userId }).toArray();
  // Attempts no longer on the device (uploaded, discarded) need no memory.
  const live = new Set(snapshots.map((s) => s.attemptId));
  await db.progressSent.bulkDelete(sent.filter((s) => !live.has(s.attemptId)).map((s) => s.attemptId));
  const due = unconfirmed(snapshots, sent).slice(0, MAX_PROGRESS_REPORTS);
  if (due.length === 0) return true;
  try {
    const envelope = await postEnvelope(lessonProgressApi.reportProgress, { reports: JSON.stringify(due) }, { ...uploadAuth(userId, as), signal: AbortSignal.timeout(10_000) });
    if (envelope.code !== ApiCode.OK) return false;
    await db.progressSent.bulkPut(due.map((r) => ({ attemptId: r.attemptId, userId, answered: r.answered, finished: r.finished, refused: r.refused !== undefined })));
    return true;
  } catch {
    return false;
  }
}

/** Whether this device reports at all: a class tablet, or a student with assignments (others have no board to show it on). */
async function reportsFor(db: AppDatabase, userId: number): Promise<boolean> {
  if (getClassDevice()) return true;
  const cached = await db.assignments.get(userId);
  return Boolean(cached?.list.length);
}

/**
 * Reports the signed-in student's progress with their login and, on a class tablet, that of the
 * students who handed it over, with their upload credentials. Never throws.
 */
export async function reportProgress(db: AppDatabase, signedIn: { userId: number; token: string } | null): Promise<void> {
  try {
    if (signedIn && (await reportsFor(db, signedIn.userId))) await send(db, signedIn.userId, { token: signedIn.token });
    if (!getClassDevice()) return;
    const others = new Set([...(await db.sessions.toArray()), ...(await db.outbox.toArray())].map((r) => r.userId).filter((id) => id !== signedIn?.userId));
    for (const userId of others) {
      const held = await uploadCredentialOf(userId);
      if (held) await send(db, userId, { credential: held.credential, deviceToken: held.deviceToken });
    }
  } catch {
    // IndexedDB closed under us (a reload): the next trigger sends it.
  }
}

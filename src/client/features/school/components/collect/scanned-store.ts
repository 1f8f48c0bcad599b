import { readQr } from '#shared/school/qr-relay';
import { finishedAfterStop, type SignedResult } from '#shared/school/signed-result';
import { verifyText } from '#client/lib/device-crypto';
import { backoffDelay, isDue } from '#client/offline/drain';
import type { AppDatabase, ScannedResult } from '#client/offline/schema';
import { sendSigned } from '#client/offline/signed-upload';
import type { KeptClass } from './kept-classes';

/** Why the phone did not keep a scanned result: an answer changed since signing, finished on a tablet after its stop, or a student not of that tablet's class. */
export type ScanRefusal = 'altered' | 'stopped' | 'otherClass';

/** What one scanned code brought: new results, ones scanned before, ones not kept (by reason), counts of tests in progress; or a foreign code. */
export type ScanOutcome = { kind: 'foreign' } | { kind: 'read'; added: ScannedResult[]; again: number; refused: Record<ScanRefusal, number>; progress: number; unreadable: number };

/** What the phone can tell of a scanned result before any network: a refusal, or null to keep it (the server has the last word). */
export type CheckScan = (result: SignedResult) => Promise<ScanRefusal | null>;

/**
 * The check by the teacher's kept class lists: a result of a tablet they know must carry its signature,
 * be finished before the tablet was stopped and be of a student on that tablet's class list. One of a
 * tablet they do not know (set up after the phone's last visit online) is kept for the server to judge.
 */
export function checkByKeptClasses(classes: KeptClass[]): CheckScan {
  const tablets = new Map(classes.flatMap((c) => (c.tablets ?? []).map((t) => [t.id, { ...t, students: new Set(c.students.map((s) => s.id)) }] as const)));
  return async (result) => {
    const tablet = tablets.get(result.deviceId);
    if (!tablet) return null;
    if (!(await verifyText(tablet.publicKey, result.signedText, result.signature))) return 'altered';
    if (finishedAfterStop(result, tablet.stoppedAt ?? null)) return 'stopped';
    return tablet.students.has(result.studentId) ? null : 'otherClass';
  };
}

/**
 * Keeps what a tablet's QR code carries on the phone (docs/OFFLINE-LESSON.md): each signed result once
 * (a code scanned twice adds nothing), and the newest count of each test in progress.
 */
export async function keepScan(db: AppDatabase, text: string, check: CheckScan, now = Date.now()): Promise<ScanOutcome> {
  const read = readQr(text);
  if (read.kind === 'foreign') return read;
  const added: ScannedResult[] = [];
  let again = 0;
  // Checked before the transaction: WebCrypto's promises would let an IndexedDB transaction close.
  const checked = await Promise.all(read.results.map(async (result) => ({ result, refusal: await check(result) })));
  const results = checked.filter((c) => c.refusal === null).map((c) => c.result);
  const refused: Record<ScanRefusal, number> = { altered: 0, stopped: 0, otherClass: 0 };
  for (const { refusal } of checked) if (refusal) refused[refusal]++;
  await db.transaction('rw', db.scanned, db.scannedProgress, async () => {
    for (const result of results) {
      const key = `${result.deviceId}:${result.attemptId}`;
      if (await db.scanned.get(key)) {
        again++;
        continue;
      }
      const row: ScannedResult = {
        key,
        line: `${result.signedText}~${result.signature}`,
        studentId: result.studentId,
        assessment: result.assessment,
        scannedAt: now,
        state: 'pending',
        message: '',
        attempts: 0,
        nextAttemptAt: now,
      };
      await db.scanned.put(row);
      added.push(row);
    }
    for (const p of read.progress) {
      const key = `${p.studentId}:${p.assessment}`;
      const before = await db.scannedProgress.get(key);
      if (!before || before.answered <= p.answered)
        await db.scannedProgress.put({ key, studentId: p.studentId, assessment: p.assessment, answered: p.answered, total: p.total, seenAt: now });
    }
  });
  return { kind: 'read', added, again, refused, progress: read.progress.length, unreadable: read.unreadable };
}

/**
 * The phone's own outbox: sends each scanned result the server has not answered for, one by one. A
 * network failure or a busy server leaves it pending with a growing wait; any answer about the result
 * itself (stored, held, refused) is final and kept with its words.
 */
export async function uploadScanned(db: AppDatabase, now = Date.now(), random = Math.random): Promise<{ sent: number; waiting: number }> {
  let sent = 0;
  let waiting = 0;
  for (const row of await db.scanned.where('state').equals('pending').toArray()) {
    if (!isDue({ state: 'pending', nextAttemptAt: row.nextAttemptAt }, now)) {
      waiting++;
      continue;
    }
    const outcome = await sendSigned(row.line);
    if (outcome.kind === 'ok') {
      await db.scanned.update(row.key, { state: 'stored', message: '已上传' });
      sent++;
    } else if (outcome.kind === 'rejected') {
      await db.scanned.update(row.key, { state: outcome.held ? 'held' : 'refused', message: outcome.error });
    } else {
      const attempts = row.attempts + 1;
      await db.scanned.update(row.key, { attempts, nextAttemptAt: now + backoffDelay(attempts, random), message: outcome.error });
      waiting++;
    }
  }
  return { sent, waiting };
}

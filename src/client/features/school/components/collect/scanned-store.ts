import { readQr } from '#shared/school/qr-relay';
import type { SignedResult } from '#shared/school/signed-result';
import { backoffDelay, isDue } from '#client/offline/drain';
import type { AppDatabase, ScannedResult } from '#client/offline/schema';
import { sendSigned } from '#client/offline/signed-upload';

/** What one scanned code brought: new results, ones scanned before, ones whose signature fails, counts of tests in progress; or a foreign code. */
export type ScanOutcome = { kind: 'foreign' } | { kind: 'read'; added: ScannedResult[]; again: number; altered: number; progress: number; unreadable: number };

/**
 * Whether a result is signed by the tablet it names: true or false when the phone knows that tablet's
 * key, null when it does not (set up after the phone's last visit online): the server decides then.
 */
export type CheckSignature = (result: SignedResult) => Promise<boolean | null>;

/**
 * Keeps what a tablet's QR code carries on the phone (docs/OFFLINE-LESSON.md): each signed result once
 * (a code scanned twice adds nothing), and the newest count of each test in progress.
 */
export async function keepScan(db: AppDatabase, text: string, checkSignature: CheckSignature, now = Date.now()): Promise<ScanOutcome> {
  const read = readQr(text);
  if (read.kind === 'foreign') return read;
  const added: ScannedResult[] = [];
  let again = 0;
  // Checked before the transaction: WebCrypto's promises would let an IndexedDB transaction close.
  const checked = await Promise.all(read.results.map(async (result) => ({ result, signed: await checkSignature(result) })));
  const results = checked.filter((c) => c.signed !== false).map((c) => c.result);
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
  return { kind: 'read', added, again, altered: read.results.length - results.length, progress: read.progress.length, unreadable: read.unreadable };
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

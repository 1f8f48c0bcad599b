import type { LocalResult, TestSession } from '#client/offline/schema';
import { elapsedSeconds } from '#client/offline/test-session';

/**
 * Scores a finished session on the device with the same pure code the server runs (the registry is its
 * own chunk, loaded once the test page opens): the local report and the response-quality check.
 */
export async function scoreOnDevice(done: TestSession): Promise<{ report: unknown; quality: LocalResult['quality'] }> {
  const { buildReport, checkQuality, checkSubmission } = await import('#content/assessments/registry');
  const checked = checkSubmission(
    done.assessment,
    done.questions.map((q) => ({ id: q.id, value: done.answers[q.id].value })),
    done.version,
  );
  if (!checked.ok) return { report: null, quality: null };
  const itemMs = new Map(done.questions.flatMap((q) => (done.answers[q.id].ms === undefined ? [] : [[q.id, done.answers[q.id].ms!] as const])));
  const { flagged, reasons } = checkQuality(done.assessment, checked.values, done.version, itemMs, elapsedSeconds(done.activeMs));
  return { report: buildReport(done.assessment, checked.values, done.version), quality: { flagged, reasons } };
}

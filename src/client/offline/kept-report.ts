import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime, formatDuration } from '#shared/format/time';
import type { CachedReport, LocalResult } from './schema';

/** Where a report is kept on this device for offline use: its user, its test, and its server id (or the newest, `latest`). */
export const keptReportKey = (userId: number, key: AssessmentKey, id: number | 'latest') => `${userId}:${key}:${id}`;

/** A result scored on this device, in the form of the server's report: `id` is the server's, 0 before the upload. */
export function serverFormOf<K extends AssessmentKey>(local: LocalResult & { assessment: K }, id: number): ResultData<K> {
  return {
    id,
    assessment: local.assessment,
    createtime: formatChinaTime(local.createdAt),
    usedtime: formatDuration(local.times),
    times: local.times,
    nickname: '',
    orginfo: { reportlogo: '' },
    version: '',
    isOwner: true,
    quality: local.quality ?? null,
    previous: null,
    ...(local.report as object),
  } as ResultData<K>;
}

/**
 * The copy kept when the server confirms an upload: the report this device scored, under the server's
 * id, in the confirmation's own transaction. The server's copy replaces it whenever the report is
 * opened online; until then the report and the history open offline even when the page was left (or
 * the tablet died) before the server's copy came.
 */
export function keptOnUpload(local: LocalResult, resultId: number, now: number): CachedReport | null {
  if (!local.report) return null;
  return { key: keptReportKey(local.userId, local.assessment, resultId), userId: local.userId, assessment: local.assessment, data: serverFormOf(local, resultId), savedAt: now };
}

import { type ResultData, assessmentApi } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime } from '#shared/format/time';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError, callApi } from '#client/lib/api-client';
import type { LocalResult } from '#client/offline/schema';
import { afterFirstPage } from '#client/lib/background-work';
import { takeStartedCall } from './report-prefetch';
import { upgradeReport } from './report-upgrade';

/**
 * Where a report comes from, without React: the server (kept on the device as it comes, the kept copy
 * offline) or a sheet scored on this device. Apart from report-source.ts's hooks, so that the 生涯画像 can
 * ask for the newest results through public.ts without pulling those hooks into the start-up code.
 */

const cacheKey = (userId: number, key: AssessmentKey, id: number | 'latest') => `${userId}:${key}:${id}`;

/** The device's store (Dexie), loaded when first used: a report from the server is drawn without it. */
export const deviceStore = async () => (await import('#client/offline/db')).db;

/** Offline, "the latest report" is the newest this user opened on this device (server ids only grow). */
async function newestKept(db: Awaited<ReturnType<typeof deviceStore>>, key: AssessmentKey, userId: number) {
  const kept = await db.reports.where('[userId+assessment]').equals([userId, key]).toArray();
  return kept.sort((a, b) => ((b.data as ResultData).id ?? 0) - ((a.data as ResultData).id ?? 0))[0];
}

/** Asks the server and keeps the answer on the device; offline, the kept copy answers. */
export async function fetchReport<K extends AssessmentKey>(key: K, userId: number, id?: number): Promise<{ data: ResultData<K>; fromCache: boolean }> {
  const keyInCache = cacheKey(userId, key, id ?? 'latest');
  try {
    const data = await (takeStartedCall(key, userId, id) ?? callApi(assessmentApi[key].getAnswerCensus, id ? { id } : {}, { silent: true }));
    // Kept for offline use once the page is shown: on a first visit this loads and opens the database.
    afterFirstPage(() => {
      const rows = [keyInCache, cacheKey(userId, key, data.id)].map((k) => ({ key: k, userId, assessment: key, data, savedAt: Date.now() }));
      void deviceStore()
        .then((db) => db.reports.bulkPut(rows))
        .catch(() => undefined);
    });
    return { data, fromCache: false };
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 0) {
      const db = await deviceStore();
      const cached = (await db.reports.get(keyInCache)) ?? (id === undefined ? await newestKept(db, key, userId) : undefined);
      if (cached) return { data: cached.data as ResultData<K>, fromCache: true };
    }
    throw error;
  }
}

/** A result scored on this device, in the form of the server's. */
export function localResultData<K extends AssessmentKey>(key: K, local: LocalResult): ResultData<K> {
  return upgradeReport({
    id: 0,
    assessment: key,
    createtime: formatChinaTime(local.createdAt),
    usedtime: '',
    times: local.times,
    nickname: '',
    orginfo: { reportlogo: '' },
    version: '',
    isOwner: true,
    quality: local.quality ?? null,
    previous: null,
    ...(local.report as object),
  } as ResultData<K>);
}

/**
 * The student's newest result of one test, for the 生涯画像: a sheet finished on this device and not yet
 * uploaded when there is one, else the server's latest (offline: the newest kept on this device); null
 * when there is none (or none can be reached).
 */
export async function newestResult<K extends AssessmentKey>(key: K, userId: number): Promise<ResultData<K> | null> {
  const db = await deviceStore();
  const waiting = (await db.localResults.where('[userId+assessment]').equals([userId, key]).toArray())
    .filter((row) => !row.resultId && row.report)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (waiting) return localResultData(key, waiting);
  try {
    return upgradeReport((await fetchReport(key, userId)).data);
  } catch (error) {
    if (error instanceof ApiCallError && (error.code === 0 || error.code === ApiCode.NOT_FOUND)) return null;
    throw error;
  }
}

/** A result opened by a share token, without login; null when the token was reset or the result deleted. */
export async function sharedResult<K extends AssessmentKey>(key: K, viewtoken: string): Promise<ResultData<K> | null> {
  try {
    return upgradeReport(await callApi(assessmentApi[key].getAnswerCensus, { viewtoken }, { silent: true }));
  } catch (error) {
    if (error instanceof ApiCallError && error.code === ApiCode.NOT_FOUND) return null;
    throw error;
  }
}

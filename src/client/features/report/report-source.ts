import { type ResultData, assessmentApi } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError, callApi } from '#client/lib/api-client';
import type { LocalResult } from '#client/offline/schema';
import { keptReportKey, serverFormOf } from '#client/offline/kept-report';
import { afterFirstPage } from '#client/lib/background-work';
import { takeStartedCall } from './report-prefetch';
import { upgradeReport } from './report-upgrade';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAttemptOnDevice } from '#client/offline/live-hooks';
import { reportKeys } from './query-keys';

export type ReportState<K extends AssessmentKey> =
  | { kind: 'loading' }
  | { kind: 'server'; data: ResultData<K>; fromCache: boolean }
  | { kind: 'local'; data: ResultData<K>; uploaded: false; refused: string | null; waitingForConsent: string | null }
  /** Finished here, but the device could not score it: the report comes from the server once it has the sheet. */
  | { kind: 'waiting' }
  /** The server refused the sheet (`message`, its reason) and the device has no report of it; the answers stay on the device. */
  | { kind: 'refused'; message: string }
  | { kind: 'missing'; message: string };

/** The device's store (Dexie), loaded when first used: a report from the server is drawn without it. */
const deviceStore = async () => (await import('#client/offline/db')).db;

/** Offline, "the latest report" is the newest this user opened on this device or uploaded from it (server ids only grow). */
async function newestKept(db: Awaited<ReturnType<typeof deviceStore>>, key: AssessmentKey, userId: number) {
  const kept = await db.reports.where('[userId+assessment]').equals([userId, key]).toArray();
  return kept.sort((a, b) => ((b.data as ResultData).id ?? 0) - ((a.data as ResultData).id ?? 0))[0];
}

/** Asks the server and keeps the answer on the device; offline, the kept copy answers. */
async function fetchReport<K extends AssessmentKey>(key: K, userId: number, id?: number): Promise<{ data: ResultData<K>; fromCache: boolean }> {
  const keyInCache = keptReportKey(userId, key, id ?? 'latest');
  try {
    const data = await (takeStartedCall(key, userId, id) ?? callApi(assessmentApi[key].getAnswerCensus, id ? { id } : {}, { silent: true }));
    // Kept for offline use once the page is shown: on a first visit this loads and opens the database.
    afterFirstPage(() => {
      const rows = [keyInCache, keptReportKey(userId, key, data.id)].map((k) => ({ key: k, userId, assessment: key, data, savedAt: Date.now() }));
      void deviceStore()
        .then((db) => db.reports.bulkPut(rows))
        .catch(() => undefined);
    });
    return { data, fromCache: false };
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 0) {
      const db = await deviceStore();
      const cached = id === undefined ? await newestKept(db, key, userId) : await db.reports.get(keyInCache);
      if (cached) return { data: cached.data as ResultData<K>, fromCache: true };
    }
    throw error;
  }
}

/** A result scored on this device, in the form of the server's. */
const localResultData = <K extends AssessmentKey>(key: K, local: LocalResult): ResultData<K> => upgradeReport(serverFormOf({ ...local, assessment: key }, 0));

/**
 * The student's newest result of one test, for the 生涯画像: a sheet finished on this device and not yet
 * uploaded when there is one, else the server's latest (offline: the newest kept on this device); null
 * when there is none (or none can be reached).
 */
export async function newestResult<K extends AssessmentKey>(key: K, userId: number, { server = true } = {}): Promise<ResultData<K> | null> {
  const db = await deviceStore();
  const waiting = (await db.localResults.where('[userId+assessment]').equals([userId, key]).toArray())
    .filter((row) => !row.resultId && row.report)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (waiting) return localResultData(key, waiting);
  if (!server) return null;
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

/** The server's report (the latest, or `serverId`), kept on the device as it comes. */
const reportQuery = <K extends AssessmentKey>(key: K, userId: number, serverId: number | undefined) =>
  queryOptions({ queryKey: reportKeys.personal.report(key, userId, serverId ?? 'latest'), queryFn: () => fetchReport(key, userId, serverId), retry: false });

/**
 * The report to show: a locally scored result (finished offline, not yet uploaded) until the server
 * has it; then the server's, which wins if they differ. Every report opened is cached for offline use.
 */
export function useReport<K extends AssessmentKey>(key: K, userId: number | undefined, search: { attempt?: string; id?: number }): ReportState<K> {
  const onDevice = useAttemptOnDevice(search.attempt);
  const local = search.attempt ? onDevice?.local : null;
  // The upload of this test: a refusal is said where the student is, not only on /assessment.
  const upload = search.attempt ? onDevice?.upload : null;
  const refused = upload?.state === 'rejected' ? upload.lastError || '提交被拒绝' : null;
  // What a held upload waits for, in the server's words (shared/family/consent.ts), kept with the row.
  const waitingForConsent = upload?.state === 'pending' && upload.waitingFor ? upload.lastError : null;
  const serverId = search.attempt ? local?.resultId : search.id;
  const shown = Boolean(local && local.userId === userId && !local.seen);
  useEffect(() => {
    const attempt = search.attempt;
    if (!shown || !attempt) return;
    void Promise.all([deviceStore(), import('#client/offline/test-session')]).then(([db, { markResultSeen }]) => markResultSeen(db, attempt).catch(() => undefined));
  }, [shown, search.attempt]);
  const wantsServer = userId !== undefined && (!search.attempt || Boolean(local?.resultId));
  const server = useQuery({ ...reportQuery(key, userId ?? 0, serverId), enabled: wantsServer });
  // The same object for the same report, so the page redraws the report only when it changes.
  const serverData = server.data?.data;
  const serverReport = useMemo(() => serverData && upgradeReport(serverData), [serverData]);
  const localReport = useMemo(() => (local?.report ? localResultData(key, local) : undefined), [local, key]);

  if (search.attempt && local === undefined) return { kind: 'loading' };
  if (search.attempt && local && local.userId === userId && !local.resultId && localReport)
    return { kind: 'local', data: localReport, uploaded: false, refused, waitingForConsent };
  if (search.attempt && local && local.userId === userId && !local.resultId) {
    if (refused) return { kind: 'refused', message: refused };
    if (upload) return { kind: 'waiting' };
  }
  if (server.data && serverReport) return { kind: 'server', data: serverReport, fromCache: server.data.fromCache };
  if (server.error) {
    const message = server.error instanceof ApiCallError && server.error.code !== 0 ? server.error.message : '网络不可用，且本设备上没有这份报告的副本。';
    return { kind: 'missing', message };
  }
  if (search.attempt && local === null) return { kind: 'missing', message: '本设备上没有找到这次测评。' };
  return { kind: 'loading' };
}

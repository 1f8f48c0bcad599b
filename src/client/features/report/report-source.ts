import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ResultData, assessmentApi } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime } from '#shared/format/time';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { db } from '#client/offline/db';
import { markResultSeen } from '#client/offline/test-session';
import { takeStartedCall } from './report-prefetch';
import { upgradeReport } from './report-upgrade';

export type ReportState<K extends AssessmentKey> =
  | { kind: 'loading' }
  | { kind: 'server'; data: ResultData<K>; fromCache: boolean }
  | { kind: 'local'; data: ResultData<K>; uploaded: false; refused: string | null }
  /** Finished here, but the device could not score it: the report comes from the server once it has the sheet. */
  | { kind: 'waiting' }
  /** The server refused the sheet (`message`, its reason) and the device has no report of it; the answers stay on the device. */
  | { kind: 'refused'; message: string }
  | { kind: 'missing'; message: string };

const cacheKey = (userId: number, key: AssessmentKey, id: number | 'latest') => `${userId}:${key}:${id}`;

/** Offline, "the latest report" is the newest this user opened on this device (server ids only grow). */
async function newestKept(key: AssessmentKey, userId: number) {
  const kept = await db.reports.where('[userId+assessment]').equals([userId, key]).toArray();
  return kept.sort((a, b) => ((b.data as ResultData).id ?? 0) - ((a.data as ResultData).id ?? 0))[0];
}

/** Asks the server and keeps the answer on the device; offline, the kept copy answers. */
async function fetchReport<K extends AssessmentKey>(key: K, userId: number, id?: number): Promise<{ data: ResultData<K>; fromCache: boolean }> {
  const keyInCache = cacheKey(userId, key, id ?? 'latest');
  try {
    const data = await (takeStartedCall(key, userId, id) ?? callApi(assessmentApi[key].getAnswerCensus, id ? { id } : {}, { silent: true }));
    // Kept for offline use without holding the report back: on a first visit this opens the database.
    void db.reports
      .bulkPut([
        { key: keyInCache, userId, assessment: key, data, savedAt: Date.now() },
        { key: cacheKey(userId, key, data.id), userId, assessment: key, data, savedAt: Date.now() },
      ])
      .catch(() => undefined);
    return { data, fromCache: false };
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 0) {
      const cached = (await db.reports.get(keyInCache)) ?? (id === undefined ? await newestKept(key, userId) : undefined);
      if (cached) return { data: cached.data as ResultData<K>, fromCache: true };
    }
    throw error;
  }
}

/** The server's report (the latest, or `serverId`), kept on the device as it comes. */
const reportQuery = <K extends AssessmentKey>(key: K, userId: number, serverId: number | undefined) =>
  queryOptions({ queryKey: queryKeys.personal.report(key, userId, serverId ?? 'latest'), queryFn: () => fetchReport(key, userId, serverId), retry: false });

/**
 * The report to show: a locally scored result (finished offline, not yet uploaded) until the server
 * has it; then the server's, which wins if they differ. Every report opened is cached for offline use.
 */
export function useReport<K extends AssessmentKey>(key: K, userId: number | undefined, search: { attempt?: string; id?: number }): ReportState<K> {
  const local = useLiveQuery(async () => (search.attempt ? ((await db.localResults.get(search.attempt)) ?? null) : null), [search.attempt]);
  // The upload of this test: a refusal is said where the student is, not only on /assessment.
  const upload = useLiveQuery(async () => (search.attempt ? ((await db.outbox.get(search.attempt)) ?? null) : null), [search.attempt]);
  const refused = upload?.state === 'rejected' ? upload.lastError || '提交被拒绝' : null;
  const serverId = search.attempt ? local?.resultId : search.id;
  const shown = Boolean(local && local.userId === userId && !local.seen);
  useEffect(() => {
    if (shown && search.attempt) void markResultSeen(db, search.attempt).catch(() => undefined);
  }, [shown, search.attempt]);
  const wantsServer = userId !== undefined && (!search.attempt || Boolean(local?.resultId));
  const server = useQuery({ ...reportQuery(key, userId ?? 0, serverId), enabled: wantsServer });
  // The same object for the same report, so the page redraws the report only when it changes.
  const serverData = server.data?.data;
  const serverReport = useMemo(() => serverData && upgradeReport(serverData), [serverData]);
  const localReport = useMemo(
    () =>
      local?.report
        ? upgradeReport({ id: 0, assessment: key, createtime: formatChinaTime(local.createdAt), usedtime: '', times: local.times, nickname: '', orginfo: { reportlogo: '' }, version: '', isOwner: true, quality: local.quality ?? null, previous: null, ...(local.report as object) } as ResultData<K>)
        : undefined,
    [local, key],
  );

  if (search.attempt && local === undefined) return { kind: 'loading' };
  if (search.attempt && local && local.userId === userId && !local.resultId && localReport) return { kind: 'local', data: localReport, uploaded: false, refused };
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

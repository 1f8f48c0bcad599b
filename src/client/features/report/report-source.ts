import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCallError } from '#client/lib/api-client';
import { useAttemptOnDevice } from '#client/offline/live-hooks';
import { deviceStore, fetchReport, localResultData } from './report-fetch';
import { upgradeReport } from './report-upgrade';
import { reportKeys } from './query-keys';

export type ReportState<K extends AssessmentKey> =
  | { kind: 'loading' }
  | { kind: 'server'; data: ResultData<K>; fromCache: boolean }
  | { kind: 'local'; data: ResultData<K>; uploaded: false; refused: string | null; waitingForConsent: boolean }
  /** Finished here, but the device could not score it: the report comes from the server once it has the sheet. */
  | { kind: 'waiting' }
  /** The server refused the sheet (`message`, its reason) and the device has no report of it; the answers stay on the device. */
  | { kind: 'refused'; message: string }
  | { kind: 'missing'; message: string };

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
  const waitingForConsent = upload?.state === 'pending' && upload.waitingFor === 'consent';
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

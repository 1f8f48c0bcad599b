import { useQuery } from '@tanstack/react-query';
import { assessmentApi, type HistoryItem, type ResultData } from '#client/contracts/assessment.gen';
import { summarizeReport } from '#shared/assessments/summary';
import { caveatOf } from '#shared/assessments/caveat';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { db } from '#client/offline/db';
import { userCenterKeys } from './query-keys';

export interface History {
  list: HistoryItem[];
  /** True when the server could not be reached and the list shows the reports kept on this device. */
  offline: boolean;
}

/** Reports this user opened on this device (kept for offline use), newest first. */
async function keptOnDevice(userId: number, key: AssessmentKey): Promise<HistoryItem[]> {
  const rows = await db.reports.where('[userId+assessment]').equals([userId, key]).toArray();
  const byId = new Map<number, HistoryItem>();
  for (const row of rows) {
    const data = row.data as ResultData;
    if (!data?.id || byId.has(data.id)) continue;
    const caveat = caveatOf(key, data, data.quality)?.kind;
    byId.set(data.id, { id: data.id, createtime: data.createtime, usedtime: data.usedtime, summary: summarizeReport(key, data), ...(caveat ? { caveat } : {}) });
  }
  return [...byId.values()].sort((a, b) => b.createtime.localeCompare(a.createtime) || b.id - a.id);
}

/** The user's results of one assessment (history), or, offline, those kept on this device. */
export function useResultHistory(key: AssessmentKey, userId: number | undefined) {
  return useQuery({
    queryKey: userCenterKeys.personal.history(key, userId),
    queryFn: async (): Promise<History> => {
      try {
        return { list: await callApi(assessmentApi[key].getResultHistory, {}, { silent: true }), offline: false };
      } catch (error) {
        if (error instanceof ApiCallError && error.code === 0 && userId !== undefined) return { list: await keptOnDevice(userId, key), offline: true };
        throw error;
      }
    },
    enabled: userId !== undefined,
    retry: false,
  });
}

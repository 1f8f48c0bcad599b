import { queryOptions } from '@tanstack/react-query';
import { type BoardChanges, type BoardUnchanged, type ClassBoard, lessonsApi } from '#client/contracts/lessons.gen';
import { schoolApi } from '#client/contracts/school.gen';
import { offlineLessonApi } from '#client/contracts/offline-lesson.gen';
import { xuankeRoundsApi } from '#client/contracts/xuanke-rounds.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { mergeBoardChanges } from '#shared/school/board-changes';
import { queryClient } from '#client/lib/query-client';
import { schoolKeys } from './query-keys';

/**
 * The staff pages' data. Every key is under the personal root (never persisted, removed at logout).
 * Loads are silent (the page shows the server's reason in place of the content); a refusal is not
 * retried, only a network failure is, once.
 */
const retry = (count: number, error: unknown) => error instanceof ApiCallError && error.code === 0 && count < 1;
const silent = { silent: true } as const;

export const schoolInfoQuery = queryOptions({
  queryKey: schoolKeys.personal.schoolInfo(),
  queryFn: () => callApi(schoolApi.getSchoolInfo, {}, silent),
  retry,
});

export const teachersQuery = queryOptions({
  queryKey: schoolKeys.personal.schoolTeachers(),
  queryFn: () => callApi(schoolApi.getTeachers, {}, silent),
  retry,
});

export const classRosterQuery = (classId: number) =>
  queryOptions({
    queryKey: schoolKeys.personal.classRoster(classId),
    queryFn: () => callApi(schoolApi.getClassRoster, { classId }, silent),
    retry,
  });

export const heldResultsQuery = (classId: number) =>
  queryOptions({
    queryKey: schoolKeys.personal.heldResults(classId),
    queryFn: () => callApi(offlineLessonApi.getHeldResults, { classId }, silent),
    retry,
  });

export const classDevicesQuery = (classId: number) =>
  queryOptions({
    queryKey: schoolKeys.personal.classDevices(classId),
    queryFn: () => callApi(schoolApi.getClassDevices, { classId }, silent),
    retry,
  });

export const classAssignmentsQuery = (classId: number) =>
  queryOptions({
    queryKey: schoolKeys.personal.classAssignments(classId),
    queryFn: () => callApi(lessonsApi.getClassAssignments, { classId }, silent),
    retry,
  });

/** How often the class board asks while it is on screen and its pushed stream is not live (the issue: a change shows within 5 s). */
export const BOARD_REFRESH_MS = 2500;

/** The board after an answer of getClassBoard or watchClassBoard to the board shown; null when only a whole board will do. */
export function boardAfter(shown: ClassBoard | undefined, answer: ClassBoard | BoardChanges | BoardUnchanged): ClassBoard | null {
  if ('unchanged' in answer) return shown ? { ...shown, now: answer.now } : null;
  if (!('changes' in answer)) return answer;
  return shown ? mergeBoardChanges(shown, answer) : null;
}

export const classBoardQuery = (classId: number, assignmentId: number | undefined) =>
  queryOptions({
    queryKey: schoolKeys.personal.classBoard(classId, assignmentId),
    // Sends the version it shows: an unchanged board keeps its figures with the server's new clock; a changed
    // one gets only the students that changed and merges them (a whole board when they do not fit).
    queryFn: async (): Promise<ClassBoard> => {
      const shown = queryClient.getQueryData<ClassBoard>(schoolKeys.personal.classBoard(classId, assignmentId));
      const ask = (since?: string) => callApi(lessonsApi.getClassBoard, { classId, ...(assignmentId ? { assignmentId } : {}), ...(since ? { since } : {}) }, silent);
      const board = boardAfter(shown, await ask(shown?.version));
      if (board) return board;
      const whole = await ask();
      if ('totals' in whole) return whole;
      throw new ApiCallError(0, '看板数据不完整，请稍后再试');
    },
    retry,
    refetchInterval: BOARD_REFRESH_MS,
    // A board left open keeps its last figures when the network drops; it says how old they are.
    placeholderData: (previous) => previous,
  });

export const classReportQuery = (classId: number, assignmentId: number | undefined) =>
  queryOptions({
    queryKey: schoolKeys.personal.classReport(classId, assignmentId),
    queryFn: () => callApi(lessonsApi.getClassReport, { classId, ...(assignmentId ? { assignmentId } : {}) }, silent),
    retry,
  });

export const xuankeRoundsQuery = queryOptions({
  queryKey: schoolKeys.personal.xuankeRounds(),
  queryFn: () => callApi(xuankeRoundsApi.getXuankeRounds, {}, silent),
  retry,
});

/**
 * An open round's page asks again every 10 s while it is on screen (the class is submitting during the
 * lesson); a closed one no more: each answer rebuilds the reports of every student who submitted.
 */
export const xuankeRoundQuery = (roundId: number) =>
  queryOptions({
    queryKey: schoolKeys.personal.xuankeRound(roundId),
    queryFn: () => callApi(xuankeRoundsApi.getXuankeRound, { roundId }, silent),
    retry,
    refetchInterval: (query) => (query.state.data?.round.open === false ? false : 10_000),
    placeholderData: (previous) => previous,
  });

/** After a change: the school overview (class sizes, teachers) and whatever else the change touched. */
export function refreshSchool(...more: { queryKey: readonly unknown[] }[]) {
  return Promise.all([schoolInfoQuery, ...more].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}

/** After an import: every class's roster may have changed. */
export function refreshRosters() {
  return queryClient.invalidateQueries({ queryKey: schoolKeys.personal.classRoster(0).slice(0, 2) });
}

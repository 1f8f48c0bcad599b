import { useEffect, useState } from 'react';
import { type ClassBoard, lessonsApi } from '#client/contracts/lessons.gen';
import { ApiCallError } from '#client/lib/api-client';
import { followEvents } from '#client/lib/event-stream';
import { queryClient } from '#client/lib/query-client';
import { boardAfter, classBoardQuery } from '#client/features/school/queries';

/** After a failed stream the board polls, and tries the stream again after 2, 4, 8 … up to 60 s. */
const RETRY_MS = [2000, 4000, 8000, 15_000, 30_000, 60_000];

/**
 * Keeps the board's query filled from the server's push (watchClassBoard, docs/SCHOOL.md "The board at
 * scale") while the page is open: each change of the class as it happens, and the server's clock every 5 s.
 * Returns whether the stream is live; while it is not (a proxy that buffers, the network gone), the page
 * polls as before. A refusal (the class no longer the teacher's, signed out) ends the push: the poll shows it.
 */
export function useBoardPush(classId: number | null, assignmentId: number | undefined): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (classId === null) return;
    const controller = new AbortController();
    const { queryKey } = classBoardQuery(classId, assignmentId);
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      let failures = 0;
      while (!controller.signal.aborted) {
        let heard = false;
        try {
          const shown = queryClient.getQueryData<ClassBoard>(queryKey);
          await followEvents(
            lessonsApi.watchClassBoard,
            { classId, ...(assignmentId ? { assignmentId } : {}), ...(shown?.version ? { since: shown.version } : {}) },
            (answer) => {
              const board = boardAfter(queryClient.getQueryData<ClassBoard>(queryKey), answer);
              if (board) queryClient.setQueryData(queryKey, board);
              else void queryClient.invalidateQueries({ queryKey });
              heard = true;
              failures = 0;
              setLive(true);
            },
            { silent: true, signal: controller.signal },
          );
          // The server ends a stream after 5 minutes: open the next one at once (one that brought nothing counts as failed).
          if (!heard) throw new ApiCallError(0, 'the stream ended before its first event');
        } catch (error) {
          setLive(false);
          if (controller.signal.aborted || (error instanceof ApiCallError && error.code !== 0)) return;
          await wait(RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
        }
      }
    })();
    return () => {
      controller.abort();
      setLive(false);
    };
  }, [classId, assignmentId]);
  return live;
}

import { useCallback, useEffect, useRef } from 'react';

/**
 * Milliseconds since the question `questionKey` appeared: how long the student had it on screen before
 * the tap. It goes with the answer to the quality check (too fast to have read it).
 */
export function useShownTime(questionKey: number | undefined): () => number {
  const shownAt = useRef(performance.now());
  useEffect(() => {
    shownAt.current = performance.now();
  }, [questionKey]);
  return useCallback(() => performance.now() - shownAt.current, []);
}

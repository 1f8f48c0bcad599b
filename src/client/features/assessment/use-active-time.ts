import { useCallback, useEffect, useRef } from 'react';

/**
 * Active time of a test: only while the page is open and visible, so a test paused overnight
 * does not report 14 hours. `read()` gives the total so far in ms; `onPause` persists it.
 */
export function useActiveTime(sessionId: string | null, initialMs: number, onPause: (totalMs: number) => void) {
  const base = useRef(0);
  const since = useRef<number | null>(null);
  const pauseRef = useRef(onPause);
  pauseRef.current = onPause;

  const read = useCallback(() => base.current + (since.current === null ? 0 : performance.now() - since.current), []);

  const initialRef = useRef(initialMs);
  initialRef.current = initialMs;

  // Starts once per session (not on every answer), from the active time saved with it.
  useEffect(() => {
    if (sessionId === null) return;
    base.current = initialRef.current;
    since.current = document.visibilityState === 'visible' ? performance.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        since.current ??= performance.now();
      } else if (since.current !== null) {
        base.current = read();
        since.current = null;
        pauseRef.current(base.current);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onVisibility);
      pauseRef.current(read());
    };
  }, [sessionId, read]);

  return read;
}

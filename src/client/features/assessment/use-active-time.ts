import { useCallback, useEffect, useRef } from 'react';

/**
 * A stretch without any tap, key or scroll counts at most this long: a test page left open on a desk
 * for 14 hours must not report 14 hours, nor a student who went away for the rest of the lesson.
 */
export const IDLE_AFTER_MS = 3 * 60_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Active time of a test: while the page is visible and the student is there (see IDLE_AFTER_MS).
 * `read()` gives the total so far in ms; `onPause` persists it when the page is hidden or left.
 */
export function useActiveTime(sessionId: string | null, initialMs: number, onPause: (totalMs: number) => void) {
  const base = useRef(0);
  /** Start of the stretch being counted (null while hidden), and the last input within it. */
  const since = useRef<number | null>(null);
  const lastInput = useRef(0);
  const pauseRef = useRef(onPause);
  pauseRef.current = onPause;

  const read = useCallback(() => {
    if (since.current === null) return base.current;
    const countedUntil = Math.min(performance.now(), lastInput.current + IDLE_AFTER_MS);
    return base.current + Math.max(0, countedUntil - since.current);
  }, []);

  const initialRef = useRef(initialMs);
  initialRef.current = initialMs;

  // Starts once per session (not on every answer), from the active time saved with it.
  useEffect(() => {
    if (sessionId === null) return;
    const start = () => {
      since.current = performance.now();
      lastInput.current = since.current;
    };
    base.current = initialRef.current;
    since.current = null;
    if (document.visibilityState === 'visible') start();
    const onInput = () => {
      const now = performance.now();
      if (since.current === null) return;
      if (now > lastInput.current + IDLE_AFTER_MS) {
        // Back after a pause: close the stretch at the idle limit and start a new one now.
        base.current = read();
        since.current = now;
      }
      lastInput.current = now;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        if (since.current === null) start();
      } else if (since.current !== null) {
        base.current = read();
        since.current = null;
        pauseRef.current(base.current);
      }
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onVisibility);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onVisibility);
      pauseRef.current(read());
    };
  }, [sessionId, read]);

  return read;
}

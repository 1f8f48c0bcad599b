import { useCallback, useRef, useState } from 'react';

/**
 * The test page takes one answer at a time: from a tap until the page has moved on. The lock is a ref,
 * taken synchronously, so a second tap or key in the same render (before React re-renders with
 * `locked`) is refused too; with state alone, both got through and the second answer was stored.
 * `locked` is the same lock for rendering (disabled options and buttons).
 */
export function useAnswerLock() {
  const held = useRef(false);
  const [locked, setLocked] = useState(false);
  const tryLock = useCallback((): boolean => {
    if (held.current) return false;
    held.current = true;
    setLocked(true);
    return true;
  }, []);
  const release = useCallback(() => {
    held.current = false;
    setLocked(false);
  }, []);
  /** Whether an answer is being taken right now (read at the moment, not from the last render). */
  const isHeld = useCallback(() => held.current, []);
  return { locked, tryLock, release, isHeld };
}

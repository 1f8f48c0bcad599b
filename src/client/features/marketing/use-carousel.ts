import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec section 9: autoplay every 10 s; the fade itself (750 ms) is in the CSS. */
export const AUTOPLAY_MS = 10_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Slide index and autoplay. `paused` is the visitor's choice (the pause button; on by default for
 * reduced motion); `held` pauses while the pointer or focus is inside, so nothing moves under them.
 */
export function useCarousel(count: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = choice ? choice === 'pause' : reducedMotion;
  const rotating = !paused && !hovered && !focused && count > 1;

  const go = useCallback((to: number) => setIndex(count > 0 ? ((to % count) + count) % count : 0), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    paused,
    rotating,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    togglePaused: () => setChoice(paused ? 'play' : 'pause'),
    setHovered,
    setFocused,
  };
}

import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page does not need in order to show itself — uploads, offline copies of the question
 * lists, the service worker, the footer's QR code — starts once the first page of a visit has shown
 * its content. On a slow school network those requests would otherwise share the bandwidth (and the
 * browser's six connections) with the report or the question the student opened the page for.
 *
 * A route whose page shows its content only after a call says so (`staticData.showsAfterCall`) and
 * calls `firstPageShown()` once it has, or has shown why not; any other first page counts as shown
 * when the window has loaded. Later pages of the visit never hold anything back.
 */

/** A page that never says it is shown (a call that hangs) holds background work back no longer than this. */
export const HOLD_AT_MOST_MS = 6000;

let started = false;
let open = false;
let holding = false;
const listeners = new Set<() => void>();

/** Each waiting piece of work in a task of its own: together they were one long task on a slow phone. */
function openNow() {
  if (open) return;
  open = true;
  for (const listener of [...listeners]) setTimeout(() => listeners.delete(listener) && listener(), 0);
}

/**
 * After the frame that paints what was just rendered, and once the browser is idle (a part the page
 * draws a frame later, such as one the browser skipped until it knew it was on screen, is painted
 * first). A hidden tab draws no frames: at once.
 */
function openAfterPaint() {
  if (document.visibilityState === 'hidden') return openNow();
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(openNow, { timeout: 500 }) : setTimeout(openNow, 50));
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
}

/** Called once at start-up, with whether the first page's route shows its content only after a call. */
export function startBackgroundWorkGate(firstPageWaits: boolean) {
  if (started) return;
  started = true;
  if (firstPageWaits) {
    holding = true;
    setTimeout(openNow, HOLD_AT_MOST_MS);
  } else if (document.readyState === 'complete') openAfterPaint();
  else window.addEventListener('load', openAfterPaint, { once: true });
}

/** The first page has shown its content (or why it has none). Harmless on any later page. */
export function firstPageShown() {
  if (holding) {
    holding = false;
    openAfterPaint();
  }
}

/** For a page whose route `showsAfterCall`: says it is shown once `shown` holds (after that render's commit). */
export function usePageShownWhen(shown: boolean) {
  useEffect(() => {
    if (shown) firstPageShown();
  }, [shown]);
}

/** Nothing holds work back before the gate is started (a component rendered on its own, in a test). */
const isOpen = () => open || !started;

/** Runs `work` once the first page is shown (at once if it has been); returns a cancel. */
export function afterFirstPage(work: () => void): () => void {
  if (isOpen()) {
    work();
    return () => {};
  }
  listeners.add(work);
  return () => listeners.delete(work);
}

const subscribe = (onChange: () => void) => afterFirstPage(onChange);

/** Whether background work may start: false while the first page is still getting its content. */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}

/** For tests: back to a fresh start. */
export function resetBackgroundWorkGate() {
  started = open = holding = false;
  listeners.clear();
}

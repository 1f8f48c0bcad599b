import { type ComponentType, type RefObject, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { loadLazyImages } from '#client/lib/lazy-images';

/**
 * The charts' drawing code (nivo, in the lazily loaded `charts` chunk) starts loading only once the
 * page has painted and the browser is idle: a report's text never waits for it (neither LCP nor the
 * main thread at start-up pays for it). Printing and capturing release it at once and wait for it.
 */
let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
let scheduled = false;

function afterPaint(): Promise<void> {
  if (!scheduled) {
    scheduled = true;
    // The frame callback runs before the next paint; the idle callback after it.
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => release(), { timeout: 1000 });
      else setTimeout(() => release(), 50);
    });
  }
  return released;
}

/** A chart's drawing, loaded after the first paint (see above). */
export function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => afterPaint().then(load));
}

/**
 * A chart draws once it comes near the screen: a student who reads the top of a long report never
 * pays for the charts further down (on a slow phone, nivo's first drawing is a long task), and those
 * further down are drawn before they are reached. Printing and capturing want every chart at once.
 */
const NEAR = '800px 0px';
let everyChartWanted = false;
const wantedListeners = new Set<() => void>();

/** Every chart on the page draws now, near the screen or not (print, the downloaded image). */
export function wantEveryChart() {
  if (everyChartWanted) return;
  everyChartWanted = true;
  for (const listener of wantedListeners) listener();
}
// The browser's own print (Ctrl+P, the menu) cannot wait: the charts it finds drawn are printed, the others
// print their values as text (charts.module.css). The page's 打印报告 waits for them (printWhenChartsDrawn).
if (typeof window !== 'undefined') window.addEventListener('beforeprint', wantEveryChart);

const subscribeWanted = (onChange: () => void) => {
  wantedListeners.add(onChange);
  return () => wantedListeners.delete(onChange);
};

/** Whether the chart in `ref`'s element should draw: it is near the screen, or every chart is wanted. */
export function useChartWanted(ref: RefObject<HTMLElement | null>): boolean {
  const every = useSyncExternalStore(
    subscribeWanted,
    () => everyChartWanted,
    () => false,
  );
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || every || !element) return;
    const observer = new IntersectionObserver((records) => records.some((r) => r.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, every, ref]);
  return near || every;
}

/** What each chart frame says of its drawing (`data-chart-state`). */
export const CHART_STATE = 'data-chart-state';
export type ChartState = 'waiting' | 'drawn' | 'failed';

/** Longest wait before printing or capturing anyway (a chart that never gets room to draw). */
const PATIENCE_MS = 10_000;

/** Resolves once every chart inside `area` has been drawn (or has failed to load). */
export function chartsDrawn(area: ParentNode, patienceMs = PATIENCE_MS): Promise<void> {
  release();
  wantEveryChart();
  const waiting = () => area.querySelector(`[${CHART_STATE}="waiting"]`) !== null;
  if (!waiting()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => !waiting() && done());
    observer.observe(area, { subtree: true, childList: true, attributes: true, attributeFilter: [CHART_STATE] });
    const timer = setTimeout(done, patienceMs);
  });
}

/** Prints once the charts and pictures of `area` are on the page: one still loading would print as a blank box. */
export async function printWhenChartsDrawn(area: ParentNode | null) {
  if (area) await Promise.all([chartsDrawn(area), loadLazyImages(area)]);
  window.print();
}

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './charts.module.css';

/** Below this a chart's margins leave no room to draw (and a layout pass can briefly report tiny widths). */
const MIN_WIDTH = 240;

/**
 * Measures the space a chart has and renders it at that width, at most `maxWidth`. Report
 * charts stay at or under the printable width of A4 (about 700 px), so printing never cuts them.
 */
export function ChartFrame({ maxWidth, height, label, children }: { maxWidth: number; height: number; label: string; children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.min(maxWidth, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxWidth]);
  return (
    <div ref={ref} className={styles.frame} style={{ minHeight: height }} role="img" aria-label={label} data-testid="chart">
      {width >= MIN_WIDTH && <div className={styles.canvas}>{children(width)}</div>}
    </div>
  );
}

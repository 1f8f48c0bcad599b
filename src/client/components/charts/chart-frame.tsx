import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './charts.module.css';

/** Below this a layout pass can briefly report tiny widths; charts are drawn for at least this. */
const MIN_WIDTH = 240;

/**
 * Measures the space a chart has and renders it at that width, at most `maxWidth`; `height` may
 * depend on it (a phone gets a shorter radar, not a blank square). The space is measured before the
 * first paint, and each chart's SVG has a viewBox, so in print (narrower than the screen) it scales
 * down instead of being cut.
 */
export function ChartFrame({
  maxWidth,
  height,
  label,
  children,
}: {
  maxWidth: number;
  height: number | ((width: number) => number);
  label: string;
  children: (width: number, height: number) => ReactNode;
}) {
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
  const drawn = Math.max(MIN_WIDTH, width);
  const drawnHeight = typeof height === 'function' ? height(drawn) : height;
  return (
    <div ref={ref} className={styles.frame} style={{ '--chart-height': `${drawnHeight}px` } as CSSProperties} role="img" aria-label={label} data-testid="chart">
      {width > 0 && <div className={styles.canvas}>{children(drawn, drawnHeight)}</div>}
    </div>
  );
}

/** The SVG every chart draws into: its own coordinates, scaled down to fit where the page is narrower (print). */
export function ChartSvg({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

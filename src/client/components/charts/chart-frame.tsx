import { type CSSProperties, type ReactNode, Suspense, createContext, memo, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { ChartBoundary } from './chart-boundary';
import { type ChartState, useChartWanted } from './charts-ready';
import styles from './charts.module.css';

/** Below this a layout pass can briefly report tiny widths; charts are drawn for at least this. */
const MIN_WIDTH = 240;

/**
 * The width a page's column offers its charts, measured once by the page (see `useChartRoom`). A chart
 * inside it draws at once at that width, without reading its own: on a report, a chart's own
 * `clientWidth` read inside a part the browser has not laid out yet (content-visibility) forced that
 * layout in the middle of drawing the report, ~60 ms at a phone's speed.
 */
export const ChartRoom = createContext<number | null>(null);

/** Measures `element`'s content width whenever the browser lays it out (no forced layout), for `ChartRoom`. */
export function useChartRoom(ref: { current: HTMLElement | null }) {
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return room;
}

/** Mounts together with the drawing it follows (the same Suspense boundary): the chart is on the page. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Renders a chart at the width it has, at most `maxWidth`; `height` may depend on it (a phone gets a
 * shorter radar, not a blank square). Inside a `ChartRoom` the chart starts at the room's width and
 * takes its own once the browser lays it out (a radar beside text on a wide screen is narrower); alone,
 * it measures itself before the first paint. The frame keeps the chart's height until it comes near the
 * screen (`useChartWanted`) and while its drawing code loads (`lazyChart`), so nothing below moves, and
 * says when it is drawn (`chartsDrawn`). Each drawing gets a viewBox (`useScalableSvg`), so where the page is narrower than the width drawn (print, the
 * part not laid out yet) it scales down instead of being cut.
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
  const room = useContext(ChartRoom);
  const [own, setOwn] = useState(0);
  const [state, setState] = useState<ChartState>('waiting');
  const onDrawn = useCallback(() => setState('drawn'), []);
  const onFailed = useCallback(() => setState('failed'), []);
  const inRoom = room !== null;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A part the browser skips reports 0: the chart keeps the room's width until it is laid out.
    const measure = (width: number) => width > 0 && setOwn(Math.floor(width));
    if (!inRoom) measure(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [inRoom]);
  const wanted = useChartWanted(ref);
  const width = Math.min(maxWidth, own || room || 0);
  const drawn = Math.max(MIN_WIDTH, width);
  const drawnHeight = typeof height === 'function' ? height(drawn) : height;
  return (
    <div
      ref={ref}
      className={styles.frame}
      style={{ '--chart-height': `${drawnHeight}px` } as CSSProperties}
      role="img"
      aria-label={label}
      aria-busy={state === 'waiting'}
      data-testid="chart"
      data-chart-state={state}
    >
      {width > 0 && wanted && <Canvas draw={children} width={drawn} height={drawnHeight} onDrawn={onDrawn} onFailed={onFailed} />}
    </div>
  );
}

/**
 * The drawing, apart from the frame's state: when the frame notes that it is drawn, the chart is not
 * drawn a second time (its props are the same objects), which would double its cost in one long task.
 */
const Canvas = memo(function Canvas({
  draw,
  width,
  height,
  onDrawn,
  onFailed,
}: {
  draw: (width: number, height: number) => ReactNode;
  width: number;
  height: number;
  onDrawn: () => void;
  onFailed: () => void;
}) {
  return (
    <div className={styles.canvas}>
      <ChartBoundary onFailed={onFailed}>
        <Suspense fallback={null}>
          {draw(width, height)}
          <Drawn onDrawn={onDrawn} />
        </Suspense>
      </ChartBoundary>
    </div>
  );
});

import { ChartFrame } from './chart-frame';
import { lazyChart } from './charts-ready';
import { type BarItem, barsHeight } from './horizontal-bars-layout';

const Drawing = lazyChart(() => import('./nivo/horizontal-bars-drawing'));

/**
 * Horizontal bars, the label before and the value after each (nivo/horizontal-bars-drawing.tsx), in a
 * frame that keeps their height while the drawing loads.
 */
export function HorizontalBars({
  items,
  max,
  label,
  color,
  ticks,
  maxWidth = 620,
}: {
  items: BarItem[];
  max?: number;
  label: string;
  color?: string;
  ticks?: number[];
  maxWidth?: number;
}) {
  return (
    <ChartFrame maxWidth={maxWidth} height={barsHeight(items.length, Boolean(ticks))} label={label}>
      {(width, height) => <Drawing items={items} max={max} color={color} ticks={ticks} width={width} height={height} />}
    </ChartFrame>
  );
}

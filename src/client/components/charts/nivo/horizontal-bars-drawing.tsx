import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { AXIS, formatScore, textStyle, textWidth } from '../chart-theme';
import { BAR, type BarItem, ROW, TOP } from '../horizontal-bars-layout';
import { nivoTheme, STILL } from './nivo-theme';
import { useScalableSvg } from './scalable-svg';
import { StillBar } from './still-bar';

const VALUE_ROOM = 44;
const FONT = 14;
/** nivo puts the gap of each row above its bar (and one more below the last): the first bar starts at TOP + the gap. */
const GAP = ROW - BAR;
const MARGIN_TOP = TOP + (ROW - BAR) / 2 - GAP;

type Datum = { id: string; label: string; value: number; color: string };

/** Each row's name before its bar and its value after it, and the zero line. */
function Labels({ bars, xScale }: BarCustomLayerProps<Datum>) {
  const x = xScale as (value: number) => number;
  const first = Math.min(...bars.map((b) => b.y));
  const last = Math.max(...bars.map((b) => b.y + b.height));
  return (
    <g>
      <line x1={x(0)} x2={x(0)} y1={first - GAP / 2} y2={last + GAP / 2} stroke={AXIS} />
      {bars.map((bar) => {
        const cy = bar.y + bar.height / 2;
        const { label } = bar.data.data;
        // nivo keeps a zero out of the datum it hands back: the value is its own.
        const value = bar.data.value ?? 0;
        return (
          <g key={bar.key}>
            <text x={-8} y={cy} textAnchor="end" dominantBaseline="central" style={textStyle(FONT)}>
              {label}
            </text>
            <text x={x(value) + 6} y={cy} dominantBaseline="central" style={textStyle(13, 700)}>
              {formatScore(value)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Horizontal bars, the label before and the value after each: every label stays on one line, so it
 * reads on a phone and in print. `ticks`: a value axis below (e.g. 0-90 for scores), else none.
 */
export function Bars({ items, max, color = '#5b4fd6', ticks, width, height }: { items: BarItem[]; max?: number; color?: string; ticks?: number[]; width: number; height: number }) {
  const svgRef = useScalableSvg(width, height);
  const labelRoom = Math.min(width * 0.42, Math.max(...items.map((i) => textWidth(i.label, FONT))) + 12);
  const top = max ?? Math.max(1, ...items.map((i) => i.value));
  const innerHeight = ROW * items.length + GAP;
  // nivo lays horizontal bars out from the bottom up: the first item goes last to stand on top.
  const data: Datum[] = items.map((item, i) => ({ id: String(i), label: item.label, value: item.value, color: item.color ?? color })).reverse();
  return (
    <Bar<Datum>
      ref={svgRef}
      {...STILL}
      data={data}
      keys={['value']}
      indexBy="id"
      layout="horizontal"
      width={width}
      height={height}
      margin={{ top: MARGIN_TOP, right: VALUE_ROOM, bottom: height - MARGIN_TOP - innerHeight, left: labelRoom }}
      padding={GAP / ROW}
      valueScale={{ type: 'linear', min: 0, max: top, nice: false }}
      colors={(d) => d.data.color}
      borderRadius={3}
      barComponent={StillBar}
      enableLabel={false}
      theme={nivoTheme}
      enableGridY={false}
      enableGridX={Boolean(ticks)}
      gridXValues={ticks}
      axisLeft={null}
      axisBottom={ticks ? { tickValues: ticks, tickSize: 0, tickPadding: 2, style: { ticks: { text: { fontSize: 12 } } } } : null}
      layers={['grid', 'axes', 'bars', Labels]}
    />
  );
}

/** The drawing of `HorizontalBars`, loaded after the page's first paint. */
export default Bars;

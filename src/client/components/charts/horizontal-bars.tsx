import { AXIS, formatScore, GRID, INK, linear, textStyle, textWidth } from './chart-theme';
import { ChartFrame, ChartSvg } from './chart-frame';

export interface BarItem {
  label: string;
  value: number;
  color?: string;
}

const ROW = 34;
const BAR = 20;
const TOP = 8;
const AXIS_ROOM = 26;
const VALUE_ROOM = 44;
const FONT = 14;

/**
 * Horizontal bars, the label before and the value after each: every label stays on one line, so it
 * reads on a phone and in print. `ticks`: a value axis below (e.g. 0-90 for scores), else none.
 */
export function HorizontalBars({ items, max, label, color = '#5b4fd6', ticks, maxWidth = 620 }: { items: BarItem[]; max?: number; label: string; color?: string; ticks?: number[]; maxWidth?: number }) {
  const height = TOP + ROW * items.length + (ticks ? AXIS_ROOM : 8);
  return (
    <ChartFrame maxWidth={maxWidth} height={height} label={label}>
      {(width) => <Bars items={items} max={max} color={color} ticks={ticks} width={width} height={height} />}
    </ChartFrame>
  );
}

/** The drawing itself, for a chart that picks this layout on narrow screens inside its own frame. */
export function Bars({ items, max, color = '#5b4fd6', ticks, width, height }: { items: BarItem[]; max?: number; color?: string; ticks?: number[]; width: number; height: number }) {
  const labelRoom = Math.min(width * 0.42, Math.max(...items.map((i) => textWidth(i.label, FONT))) + 12);
  const top = max ?? Math.max(1, ...items.map((i) => i.value));
  const x = linear([0, top], [labelRoom, width - VALUE_ROOM]);
  const bottom = TOP + ROW * items.length;
  return (
    <ChartSvg width={width} height={height}>
      {ticks?.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={bottom} stroke={GRID} />
          <text x={x(t)} y={bottom + 18} textAnchor="middle" style={textStyle(12, 400, INK)}>
            {t}
          </text>
        </g>
      ))}
      <line x1={x(0)} x2={x(0)} y1={TOP} y2={bottom} stroke={AXIS} />
      {items.map((item, i) => {
        const cy = TOP + ROW * i + ROW / 2;
        return (
          <g key={item.label} data-testid="bar">
            <text x={labelRoom - 8} y={cy} textAnchor="end" dominantBaseline="central" style={textStyle(FONT)}>
              {item.label}
            </text>
            <rect x={x(0)} y={cy - BAR / 2} width={Math.max(0, x(item.value) - x(0))} height={BAR} rx={3} fill={item.color ?? color} />
            <text x={x(item.value) + 6} y={cy} dominantBaseline="central" style={textStyle(13, 700)}>
              {formatScore(item.value)}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

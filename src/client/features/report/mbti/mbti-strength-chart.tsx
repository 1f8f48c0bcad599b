import { mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiDimensionScore } from '#shared/assessments/mbti';
import type { MbtiPole } from '#shared/assessments/types';
import { ChartFrame, ChartSvg } from '#client/components/charts/chart-frame';
import { INK, linear, MUTED, PRIMARY, textStyle, textWidth } from '#client/components/charts/chart-theme';

/** The legend of the spec, left to right: strong, obvious, medium, slight, medium, obvious, strong. */
export const STRENGTH_ZONES: { from: number; to: number; label: string; fill: string }[] = [
  { from: -100, to: -70, label: '强烈', fill: '#dcd9ee' },
  { from: -70, to: -45, label: '明显', fill: '#e7e5f4' },
  { from: -45, to: -20, label: '中等', fill: '#f1f0f9' },
  { from: -20, to: 20, label: '轻微', fill: '#fbfbfe' },
  { from: 20, to: 45, label: '中等', fill: '#f1f0f9' },
  { from: 45, to: 70, label: '明显', fill: '#e7e5f4' },
  { from: 70, to: 100, label: '强烈', fill: '#dcd9ee' },
];
const TICKS = [-100, -70, -45, -20, 0, 20, 45, 70, 100];
/** From this width the pole names stand beside each bar; narrower, above it (a phone). */
const BESIDE_FROM = 600;

interface Layout {
  margin: { top: number; right: number; bottom: number; left: number };
  row: number;
  /** Where the bar's centre is within its row. */
  barAt: number;
  bar: number;
  legend: number;
}
const BESIDE: Layout = { margin: { top: 40, right: 92, bottom: 34, left: 92 }, row: 54, barAt: 27, bar: 22, legend: 13 };
const ABOVE: Layout = { margin: { top: 34, right: 8, bottom: 30, left: 8 }, row: 74, barAt: 50, bar: 22, legend: 12 };

const layoutFor = (width: number) => (width >= BESIDE_FROM ? BESIDE : ABOVE);
const heightOf = (layout: Layout, rows: number) => layout.margin.top + layout.margin.bottom + layout.row * rows;

function poleName(pole: MbtiPole, side: 'left' | 'right') {
  const name = mbtiPoleContent[pole].label;
  return side === 'left' ? `${name} ${pole}` : `${pole} ${name}`;
}

function Chart({ dimensions, width, layout }: { dimensions: MbtiDimensionScore[]; width: number; layout: Layout }) {
  const { margin, row } = layout;
  const left = margin.left;
  const right = width - margin.right;
  const x = linear([-100, 100], [left, right]);
  const bottom = margin.top + row * dimensions.length;
  const beside = layout === BESIDE;
  const poleStyle = (d: MbtiDimensionScore, pole: MbtiPole) => textStyle(14, d.preferred === pole ? 700 : 400, d.preferred === pole ? INK : MUTED);
  return (
    <ChartSvg width={width} height={heightOf(layout, dimensions.length)}>
      {STRENGTH_ZONES.map((z) => (
        <g key={z.from}>
          <rect x={x(z.from)} y={margin.top} width={x(z.to) - x(z.from)} height={bottom - margin.top} fill={z.fill} stroke="#b9b5d3" strokeWidth={0.75} />
          <text x={(x(z.from) + x(z.to)) / 2} y={margin.top - 12} textAnchor="middle" style={textStyle(layout.legend, 600, '#4a4763')}>
            {z.label}
          </text>
        </g>
      ))}
      <line x1={x(0)} x2={x(0)} y1={margin.top - 4} y2={bottom} stroke={INK} strokeWidth={1.5} />
      {TICKS.map((t) => (
        // The outermost numbers end at the chart's edges, not past them.
        <text key={t} x={x(t)} y={bottom + 18} textAnchor={beside || Math.abs(t) < 100 ? 'middle' : t < 0 ? 'start' : 'end'} style={textStyle(12)}>
          {Math.abs(t)}
        </text>
      ))}
      {dimensions.map((d, i) => {
        const [leftPole, rightPole] = d.poles;
        const value = (d.preferred === leftPole ? -1 : 1) * Number(d.difference);
        const rowTop = margin.top + row * i;
        const cy = rowTop + layout.barAt;
        const end = x(value);
        const from = Math.min(end, x(0));
        const valueText = `${d.preferred} ${d.difference}（${d.strengthLabel}）`;
        // Beside: the value sits inside a bar long enough to hold it, else just past its end (the
        // wide layout leaves room there). Above: between the two pole names, over the bar.
        const inside = Math.abs(end - x(0)) >= textWidth(valueText, 13) + 16;
        const toLeft = value < 0;
        const valueX = beside ? end + (inside === toLeft ? 8 : -8) : (left + right) / 2;
        const valueAnchor = beside ? (inside === toLeft ? 'start' : 'end') : 'middle';
        const labelY = beside ? cy : rowTop + 14;
        return (
          <g key={d.dimension} data-testid="strength-row">
            <rect x={from} y={cy - layout.bar / 2} width={Math.abs(end - x(0))} height={layout.bar} rx={2} fill={PRIMARY} />
            <text x={beside ? left - 10 : left} y={labelY} textAnchor={beside ? 'end' : 'start'} dominantBaseline="central" style={poleStyle(d, leftPole)}>
              {poleName(leftPole, 'left')}
            </text>
            <text x={beside ? right + 10 : right} y={labelY} textAnchor={beside ? 'start' : 'end'} dominantBaseline="central" style={poleStyle(d, rightPole)}>
              {poleName(rightPole, 'right')}
            </text>
            {!beside && <rect x={valueX - textWidth(valueText, 13) / 2 - 4} y={labelY - 10} width={textWidth(valueText, 13) + 8} height={20} rx={4} fill="#ffffff" />}
            <text x={valueX} y={labelY} textAnchor={valueAnchor} dominantBaseline="central" style={textStyle(13, 700, beside && inside ? '#ffffff' : INK)}>
              {valueText}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

/** Tendency strength per dimension: a bar from the centre toward the preferred pole, as long as the difference of the two poles. */
export function MbtiStrengthChart({ dimensions }: { dimensions: MbtiDimensionScore[] }) {
  const label = `倾向强度图：${dimensions.map((d) => `${d.poles.join('/')}维度偏向${d.preferred}，差值${d.difference}，${d.strengthLabel}`).join('；')}`;
  return (
    <ChartFrame maxWidth={680} height={(width) => heightOf(layoutFor(width), dimensions.length)} label={label}>
      {(width) => <Chart dimensions={dimensions} width={width} layout={layoutFor(width)} />}
    </ChartFrame>
  );
}

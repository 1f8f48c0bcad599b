import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiDimensionScore } from '#shared/assessments/mbti';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { CHART_FONT, chartTheme } from '#client/components/charts/chart-theme';

interface Datum {
  dim: string;
  value: number;
  [key: string]: string | number;
}

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
const ROW = 54;
const MARGIN = { top: 40, right: 92, bottom: 34, left: 92 };

const text = (size: number, weight = 400, fill = '#1f1d2e') => ({ fontFamily: CHART_FONT, fontSize: size, fontWeight: weight, fill });

function Zones({ xScale, innerHeight }: BarCustomLayerProps<Datum>) {
  const x = xScale as unknown as (v: number) => number;
  return (
    <g>
      {STRENGTH_ZONES.map((z, i) => (
        <g key={i}>
          <rect x={x(z.from)} y={0} width={x(z.to) - x(z.from)} height={innerHeight} fill={z.fill} stroke="#b9b5d3" strokeWidth={0.75} />
          <text x={(x(z.from) + x(z.to)) / 2} y={-12} textAnchor="middle" style={text(13, 600, '#4a4763')}>
            {z.label}
          </text>
        </g>
      ))}
      <line x1={x(0)} x2={x(0)} y1={-4} y2={innerHeight} stroke="#1f1d2e" strokeWidth={1.5} />
    </g>
  );
}

function makeLabels(dimensions: MbtiDimensionScore[]) {
  return function Labels({ bars, innerWidth }: BarCustomLayerProps<Datum>) {
    return (
      <g>
        {bars.map((bar) => {
          const d = dimensions.find((x) => x.dimension === bar.data.indexValue)!;
          const [left, right] = d.poles;
          const cy = bar.y + bar.height / 2;
          const value = Number(bar.data.value);
          const toLeft = value < 0;
          const end = toLeft ? bar.x : bar.x + bar.width;
          // A long bar carries its label inside its end; a short one has it just beyond the end.
          const inside = bar.width > innerWidth * 0.3;
          const labelX = end + (inside === toLeft ? 8 : -8);
          const anchor = inside === toLeft ? 'start' : 'end';
          return (
            <g key={bar.key}>
              <text x={-10} y={cy} textAnchor="end" dominantBaseline="central" style={text(14, d.preferred === left ? 700 : 400, d.preferred === left ? '#1f1d2e' : '#6e6a85')}>
                {mbtiPoleContent[left].label} {left}
              </text>
              <text x={innerWidth + 10} y={cy} textAnchor="start" dominantBaseline="central" style={text(14, d.preferred === right ? 700 : 400, d.preferred === right ? '#1f1d2e' : '#6e6a85')}>
                {right} {mbtiPoleContent[right].label}
              </text>
              <text x={labelX} y={cy} textAnchor={anchor} dominantBaseline="central" style={text(13, 700, inside ? '#ffffff' : '#1f1d2e')}>
                {d.preferred} {d.difference}（{d.strengthLabel}）
              </text>
            </g>
          );
        })}
      </g>
    );
  };
}

/** Tendency strength per dimension: a bar from the centre toward the preferred pole, as long as the difference of the two poles. */
export function MbtiStrengthChart({ dimensions }: { dimensions: MbtiDimensionScore[] }) {
  // Horizontal bars are drawn bottom-up: reverse so E/I comes first at the top.
  const data: Datum[] = [...dimensions].reverse().map((d) => ({ dim: d.dimension, value: (d.preferred === d.poles[0] ? -1 : 1) * Number(d.difference) }));
  const height = MARGIN.top + MARGIN.bottom + ROW * dimensions.length;
  const label = `倾向强度图：${dimensions.map((d) => `${d.poles.join('/')}维度偏向${d.preferred}，差值${d.difference}，${d.strengthLabel}`).join('；')}`;
  return (
    <ChartFrame maxWidth={680} height={height} label={label}>
      {(width) => (
        <Bar<Datum>
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="dim"
          layout="horizontal"
          margin={MARGIN}
          padding={0.42}
          valueScale={{ type: 'linear', min: -100, max: 100 }}
          colors={['#4236b8']}
          borderRadius={2}
          enableLabel={false}
          enableGridX={false}
          enableGridY={false}
          axisLeft={null}
          axisBottom={{ tickValues: TICKS, tickSize: 4, tickPadding: 4, format: (v) => String(Math.abs(Number(v))) }}
          layers={[Zones, 'axes', 'bars', makeLabels(dimensions)]}
          theme={chartTheme}
          animate={false}
          isInteractive={false}
          role="img"
          ariaLabel={label}
        />
      )}
    </ChartFrame>
  );
}

import { Bar } from '@nivo/bar';
import type { AxisTickProps } from '@nivo/axes';
import { DYZN_MAX_SCORE } from '#shared/assessments/dyzn';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { CHART_FONT, chartTheme } from '#client/components/charts/chart-theme';

interface Datum {
  name: string;
  score: number;
  color: string;
  [key: string]: string | number;
}

const TICKS = [0, 15, 30, 45, 60, 75, 90];

/** Long names wrap after the hyphen or before 「智能」 so eight labels fit side by side. */
function NameTick({ x, y, value }: AxisTickProps<string>) {
  const name = String(value);
  const lines = name.includes('-') ? [name.slice(0, name.indexOf('-') + 1), name.slice(name.indexOf('-') + 1)] : name.endsWith('智能') ? [name.slice(0, -2), '智能'] : [name];
  return (
    <g transform={`translate(${x},${y + 16})`}>
      <text textAnchor="middle" style={{ fontFamily: CHART_FONT, fontSize: 13, fill: '#1f1d2e' }}>
        {lines.map((line, i) => (
          <tspan key={line} x={0} dy={i === 0 ? 0 : 16}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The eight scores as bars, y-axis 0-90 (spec), each bar in its intelligence's colour and labelled with its score. */
export function DyznBarChart({ names, scores, colors }: { names: string[]; scores: number[]; colors: string[] }) {
  const data: Datum[] = names.map((name, i) => ({ name, score: scores[i], color: colors[i] }));
  const label = `八种智能得分柱状图，满分${DYZN_MAX_SCORE}分：${data.map((d) => `${d.name}${d.score}分`).join('，')}`;
  return (
    <ChartFrame maxWidth={680} height={340} label={label}>
      {(width) => (
        <Bar<Datum>
          width={width}
          height={340}
          data={data}
          keys={['score']}
          indexBy="name"
          margin={{ top: 28, right: 12, bottom: 56, left: 44 }}
          padding={0.32}
          valueScale={{ type: 'linear', min: 0, max: DYZN_MAX_SCORE }}
          colors={(bar) => String(bar.data.color)}
          colorBy="indexValue"
          borderRadius={3}
          enableLabel={false}
          enableTotals
          totalsOffset={8}
          valueFormat={(v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))}
          gridYValues={TICKS}
          axisLeft={{ tickValues: TICKS, tickSize: 4, tickPadding: 4 }}
          axisBottom={{ tickSize: 0, tickPadding: 0, renderTick: NameTick }}
          layers={['grid', 'axes', 'bars', 'totals']}
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

import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { DYZN_MAX_SCORE } from '#shared/assessments/dyzn';
import { formatScore, textStyle } from '#client/components/charts/chart-theme';
import { Bars } from '#client/components/charts/nivo/horizontal-bars-drawing';
import { nivoTheme, STILL } from '#client/components/charts/nivo/nivo-theme';
import { useScalableSvg } from '#client/components/charts/nivo/scalable-svg';
import { StillBar } from '#client/components/charts/nivo/still-bar';

const TICKS = [0, 15, 30, 45, 60, 75, 90];
const MARGIN = { top: 28, right: 12, bottom: 56, left: 44 };

type Datum = { name: string; score: number; color: string };

/** Long names wrap after the hyphen or before 「智能」. */
function nameLines(name: string): string[] {
  if (name.includes('-')) return [name.slice(0, name.indexOf('-') + 1), name.slice(name.indexOf('-') + 1)];
  return name.endsWith('智能') ? [name.slice(0, -2), '智能'] : [name];
}

/** An intelligence's name under its column, on two lines where it is long. */
function NameTick({ x, y, value }: { x: number; y: number; value: string }) {
  return (
    <text x={x} y={y + 20} textAnchor="middle" style={textStyle(13)}>
      {nameLines(value).map((line, n) => (
        <tspan key={line} x={x} dy={n === 0 ? 0 : 16}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Each column's score above it. */
function Scores({ bars }: BarCustomLayerProps<Datum>) {
  return (
    <g>
      {bars.map((bar) => (
        <text key={bar.key} x={bar.x + bar.width / 2} y={bar.y - 8} textAnchor="middle" style={textStyle(13, 700)}>
          {formatScore(bar.data.value ?? 0)}
        </text>
      ))}
    </g>
  );
}

function Columns({ data, width, height }: { data: Datum[]; width: number; height: number }) {
  const svgRef = useScalableSvg(width, height);
  return (
    <Bar<Datum>
      ref={svgRef}
      {...STILL}
      data={data}
      keys={['score']}
      indexBy="name"
      width={width}
      height={height}
      margin={MARGIN}
      padding={0.32}
      valueScale={{ type: 'linear', min: 0, max: DYZN_MAX_SCORE, nice: false }}
      colors={(d) => d.data.color}
      borderRadius={3}
      barComponent={StillBar}
      enableLabel={false}
      theme={nivoTheme}
      enableGridX={false}
      gridYValues={TICKS}
      axisLeft={{ tickValues: TICKS, tickSize: 0, tickPadding: 8 }}
      axisBottom={{ tickSize: 0, renderTick: NameTick }}
      layers={['grid', 'axes', 'bars', Scores]}
    />
  );
}

/**
 * The eight scores drawn by nivo, axis 0-90 (spec), each bar in its intelligence's colour and labelled
 * with its score: columns where eight names fit side by side, rows on a phone.
 */
export default function DyznBarDrawing({
  names,
  scores,
  colors,
  columns,
  width,
  height,
}: {
  names: string[];
  scores: number[];
  colors: string[];
  columns: boolean;
  width: number;
  height: number;
}) {
  if (!columns)
    return (
      <Bars items={names.map((name, i) => ({ label: name, value: scores[i], color: colors[i] }))} max={DYZN_MAX_SCORE} ticks={[0, 30, 60, 90]} width={width} height={height} />
    );
  return <Columns data={names.map((name, i) => ({ name, score: scores[i], color: colors[i] }))} width={width} height={height} />;
}

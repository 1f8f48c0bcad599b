import { DYZN_MAX_SCORE } from '#shared/assessments/dyzn';
import { ChartFrame, ChartSvg } from '#client/components/charts/chart-frame';
import { AXIS, formatScore, GRID, linear, textStyle } from '#client/components/charts/chart-theme';
import { Bars } from '#client/components/charts/horizontal-bars';

const TICKS = [0, 15, 30, 45, 60, 75, 90];
const HEIGHT = 340;
const MARGIN = { top: 28, right: 12, bottom: 56, left: 44 };
/** Below this, eight names under eight columns would run into each other: the bars lie down. */
const COLUMNS_FROM = 560;
const ROWS_HEIGHT = 8 + 34 * 8 + 26;

/** Long names wrap after the hyphen or before 「智能」. */
function nameLines(name: string): string[] {
  if (name.includes('-')) return [name.slice(0, name.indexOf('-') + 1), name.slice(name.indexOf('-') + 1)];
  return name.endsWith('智能') ? [name.slice(0, -2), '智能'] : [name];
}

function Columns({ names, scores, colors, width }: { names: string[]; scores: number[]; colors: string[]; width: number }) {
  const inner = { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: HEIGHT - MARGIN.bottom };
  const y = linear([0, DYZN_MAX_SCORE], [inner.bottom, inner.top]);
  const band = (inner.right - inner.left) / names.length;
  const barWidth = band * 0.68;
  return (
    <ChartSvg width={width} height={HEIGHT}>
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={inner.left} x2={inner.right} y1={y(t)} y2={y(t)} stroke={GRID} />
          <text x={inner.left - 8} y={y(t)} textAnchor="end" dominantBaseline="central" style={textStyle(13)}>
            {t}
          </text>
        </g>
      ))}
      <line x1={inner.left} x2={inner.left} y1={inner.top} y2={inner.bottom} stroke={AXIS} />
      <line x1={inner.left} x2={inner.right} y1={inner.bottom} y2={inner.bottom} stroke={AXIS} />
      {names.map((name, i) => {
        const cx = inner.left + band * i + band / 2;
        return (
          <g key={name} data-testid="bar">
            <rect x={cx - barWidth / 2} y={y(scores[i])} width={barWidth} height={y(0) - y(scores[i])} rx={3} fill={colors[i]} />
            <text x={cx} y={y(scores[i]) - 8} textAnchor="middle" style={textStyle(13, 700)}>
              {formatScore(scores[i])}
            </text>
            <text x={cx} y={inner.bottom + 20} textAnchor="middle" style={textStyle(13)}>
              {nameLines(name).map((line, n) => (
                <tspan key={line} x={cx} dy={n === 0 ? 0 : 16}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

/**
 * The eight scores, axis 0-90 (spec), each bar in its intelligence's colour and labelled with its
 * score: columns where eight names fit side by side, rows on a phone.
 */
export function DyznBarChart({ names, scores, colors }: { names: string[]; scores: number[]; colors: string[] }) {
  const label = `八种智能得分柱状图，满分${DYZN_MAX_SCORE}分：${names.map((name, i) => `${name}${scores[i]}分`).join('，')}`;
  return (
    <ChartFrame maxWidth={680} height={(width) => (width >= COLUMNS_FROM ? HEIGHT : ROWS_HEIGHT)} label={label}>
      {(width, height) =>
        width >= COLUMNS_FROM ? (
          <Columns names={names} scores={scores} colors={colors} width={width} />
        ) : (
          <Bars items={names.map((name, i) => ({ label: name, value: scores[i], color: colors[i] }))} max={DYZN_MAX_SCORE} ticks={[0, 30, 60, 90]} width={width} height={height} />
        )
      }
    </ChartFrame>
  );
}

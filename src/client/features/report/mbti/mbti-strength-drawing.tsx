import { Bar, type BarCustomLayerProps } from '@nivo/bar';
import { useMemo } from 'react';
import { mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiDimensionScore } from '#shared/assessments/mbti';
import type { MbtiPole } from '#shared/assessments/types';
import { INK, MUTED, PRIMARY, textStyle, textWidth } from '#client/components/charts/chart-theme';
import { nivoTheme, STILL } from '#client/components/charts/nivo/nivo-theme';
import { useScalableSvg } from '#client/components/charts/nivo/scalable-svg';
import { StillBar } from '#client/components/charts/nivo/still-bar';
import { STRENGTH_ZONES, type StrengthLayout, strengthGeometry } from './mbti-strength-layout';

const TICKS = [-100, -70, -45, -30, 0, 30, 45, 70, 100];

type Datum = { dimension: string; value: number };

function poleName(pole: MbtiPole, side: 'left' | 'right') {
  const name = mbtiPoleContent[pole].label;
  return side === 'left' ? `${name} ${pole}` : `${pole} ${name}`;
}

/** The strength zones behind the bars, their legend above, the centre line and the numbers below. */
function zonesLayer(layout: StrengthLayout, zonesTop: number, zonesBottom: number) {
  return function Zones({ xScale }: BarCustomLayerProps<Datum>) {
    const x = xScale as (value: number) => number;
    return (
      <g>
        {STRENGTH_ZONES.map((z) => (
          <g key={z.from}>
            <rect x={x(z.from)} y={zonesTop} width={x(z.to) - x(z.from)} height={zonesBottom - zonesTop} fill={z.fill} stroke="#b9b5d3" strokeWidth={0.75} />
            <text x={(x(z.from) + x(z.to)) / 2} y={zonesTop - 12} textAnchor="middle" style={textStyle(layout.legend, 600, '#4a4763')}>
              {z.label}
            </text>
          </g>
        ))}
        {TICKS.map((t) => (
          // The outermost numbers end at the chart's edges, not past them.
          <text key={t} x={x(t)} y={zonesBottom + 18} textAnchor={layout.beside || Math.abs(t) < 100 ? 'middle' : t < 0 ? 'start' : 'end'} style={textStyle(12)}>
            {Math.abs(t)}
          </text>
        ))}
      </g>
    );
  };
}

/** Each dimension's pole names and its value: beside the bar on a wide screen, above it on a phone. */
function labelsLayer(dimensions: MbtiDimensionScore[], layout: StrengthLayout, zonesTop: number, zonesBottom: number) {
  return function Labels({ bars, xScale, innerWidth }: BarCustomLayerProps<Datum>) {
    const x = xScale as (value: number) => number;
    const { beside } = layout;
    const poleStyle = (d: MbtiDimensionScore, pole: MbtiPole) => textStyle(14, d.preferred === pole ? 700 : 400, d.preferred === pole ? INK : MUTED);
    return (
      <g>
        <line x1={x(0)} x2={x(0)} y1={zonesTop - 4} y2={zonesBottom} stroke={INK} strokeWidth={1.5} />
        {bars.map((bar) => {
          const d = dimensions.find((dim) => dim.dimension === bar.data.indexValue)!;
          const [leftPole, rightPole] = d.poles;
          const value = bar.data.value ?? 0;
          const cy = bar.y + bar.height / 2;
          const end = x(value);
          const valueText = `${d.preferred} ${d.difference}（${d.strengthLabel}）`;
          // Beside: the value sits inside a bar long enough to hold it, else just past its end (the
          // wide layout leaves room there). Above: between the two pole names, over the bar.
          const inside = Math.abs(end - x(0)) >= textWidth(valueText, 13) + 16;
          const toLeft = value < 0;
          const valueX = beside ? end + (inside === toLeft ? 8 : -8) : innerWidth / 2;
          const valueAnchor = beside ? (inside === toLeft ? 'start' : 'end') : 'middle';
          const labelY = beside ? cy : cy - layout.bar / 2 - (layout.aboveBar - 14);
          return (
            <g key={bar.key} data-testid="strength-row">
              <text x={beside ? -10 : 0} y={labelY} textAnchor={beside ? 'end' : 'start'} dominantBaseline="central" style={poleStyle(d, leftPole)}>
                {poleName(leftPole, 'left')}
              </text>
              <text x={beside ? innerWidth + 10 : innerWidth} y={labelY} textAnchor={beside ? 'start' : 'end'} dominantBaseline="central" style={poleStyle(d, rightPole)}>
                {poleName(rightPole, 'right')}
              </text>
              {!beside && <rect x={valueX - textWidth(valueText, 13) / 2 - 4} y={labelY - 10} width={textWidth(valueText, 13) + 8} height={20} rx={4} fill="#ffffff" />}
              <text x={valueX} y={labelY} textAnchor={valueAnchor} dominantBaseline="central" style={textStyle(13, 700, beside && inside ? '#ffffff' : INK)}>
                {valueText}
              </text>
            </g>
          );
        })}
      </g>
    );
  };
}

/** The tendency-strength chart drawn by nivo: a bar from the centre toward the preferred pole, as long as the difference. */
export default function MbtiStrengthDrawing({ dimensions, width, layout }: { dimensions: MbtiDimensionScore[]; width: number; layout: StrengthLayout }) {
  const { margin, padding, height, zonesTop, zonesBottom } = strengthGeometry(layout, dimensions.length);
  const svgRef = useScalableSvg(width, height);
  const layers = useMemo(
    () => [zonesLayer(layout, zonesTop, zonesBottom), 'bars' as const, labelsLayer(dimensions, layout, zonesTop, zonesBottom)],
    [dimensions, layout, zonesTop, zonesBottom],
  );
  // nivo lays horizontal bars out from the bottom up: the first dimension goes last to stand on top.
  const data: Datum[] = dimensions.map((d) => ({ dimension: d.dimension, value: (d.preferred === d.poles[0] ? -1 : 1) * Number(d.difference) })).reverse();
  return (
    <Bar<Datum>
      ref={svgRef}
      {...STILL}
      data={data}
      keys={['value']}
      indexBy="dimension"
      layout="horizontal"
      width={width}
      height={height}
      margin={margin}
      padding={padding}
      valueScale={{ type: 'linear', min: -100, max: 100, nice: false }}
      colors={[PRIMARY]}
      borderRadius={2}
      barComponent={StillBar}
      enableLabel={false}
      enableGridX={false}
      enableGridY={false}
      axisLeft={null}
      axisBottom={null}
      theme={nivoTheme}
      layers={layers}
    />
  );
}

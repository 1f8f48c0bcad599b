import { type GridLabelProps, Radar, type RadarCustomLayerProps } from '@nivo/radar';
import { useMemo } from 'react';
import type { HldReport } from '#shared/assessments/hld';
import { AXIS, INK, MUTED, PRIMARY, textStyle } from '#client/components/charts/chart-theme';
import { nivoTheme, STILL } from '#client/components/charts/nivo/nivo-theme';
import { useScalableSvg } from '#client/components/charts/nivo/scalable-svg';
import { GAP, LABEL_LINES, radarGeometry } from './hld-radar-geometry';

type Score = HldReport['scorelist'][number];
type Datum = { type: string; score: number };

const MAX = 100;
/** A label's first baseline below the top of its box (the CJK font's ascent at 14 px). */
const ASCENT = 17;

/** The outer ring darker than the inner ones, and where 50 lies on the upward axis. */
function Frame({ centerX, centerY, radiusScale, angleStep, data }: RadarCustomLayerProps<Datum>) {
  const r = radiusScale(MAX);
  const ring = data.map((_, i) => `${r * Math.sin(i * angleStep)},${-r * Math.cos(i * angleStep)}`).join(' ');
  return (
    <g transform={`translate(${centerX}, ${centerY})`}>
      <polygon points={ring} fill="none" stroke={AXIS} />
      <text x={4} y={-radiusScale(50)} dominantBaseline="central" style={textStyle(10, 400, MUTED)}>
        50
      </text>
    </g>
  );
}

/** Each type's name and letter, its score below, outside the ring: never on the shape, so nothing overprints. */
function gridLabel(scores: Score[], code: string) {
  return function Label({ id, anchor, x, y }: GridLabelProps) {
    const s = scores.find((score) => score.type === id)!;
    const strong = code.includes(s.type);
    // The top label's two lines stand above its point, the bottom one's below; the others start beside it.
    const top = anchor === 'middle' ? (y < 0 ? y - LABEL_LINES + ASCENT : y + ASCENT) : y - 4;
    return (
      <text x={x} y={top} textAnchor={anchor} data-testid="radar-label">
        <tspan x={x} style={textStyle(14, strong ? 700 : 400, strong ? PRIMARY : INK)}>
          {s.name} {s.type}
        </tspan>
        <tspan x={x} dy={18} style={textStyle(14, 700, INK)}>
          {s.score}分
        </tspan>
      </text>
    );
  };
}

/** The six interest scores on nivo's radar, each axis 0-100 (spec), in Holland's order with R at the top. */
export default function HldRadarDrawing({ scorelist, code, width, labelWidth }: { scorelist: Score[]; code: string; width: number; labelWidth: number }) {
  const { radius, height } = radarGeometry(width, labelWidth);
  const svgRef = useScalableSvg(width, height);
  const label = useMemo(() => gridLabel(scorelist, code), [scorelist, code]);
  const data: Datum[] = scorelist.map((s) => ({ type: s.type, score: s.score }));
  const side = width / 2 - radius;
  const above = GAP + LABEL_LINES;
  return (
    <Radar<Datum>
      ref={svgRef}
      {...STILL}
      data={data}
      keys={['score']}
      indexBy="type"
      maxValue={MAX}
      width={width}
      height={height}
      margin={{ top: above, right: side, bottom: above, left: side }}
      gridShape="linear"
      gridLevels={5}
      gridLabel={label}
      gridLabelOffset={GAP}
      colors={[PRIMARY]}
      fillOpacity={0.22}
      borderWidth={2.5}
      borderColor={{ from: 'color' }}
      dotSize={9}
      dotColor="#ffffff"
      dotBorderWidth={2.5}
      dotBorderColor={PRIMARY}
      theme={nivoTheme}
      layers={['grid', Frame, 'layers', 'dots']}
    />
  );
}

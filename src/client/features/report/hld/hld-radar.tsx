import { HOLLAND_ORDER, type HldReport } from '#shared/assessments/hld';
import { ChartFrame, ChartSvg } from '#client/components/charts/chart-frame';
import { AXIS, GRID, INK, MUTED, PRIMARY, textStyle, textWidth } from '#client/components/charts/chart-theme';

const MAX = 100;
const LEVELS = [20, 40, 60, 80, 100];
/** Room between the outer ring and a label, and for the two lines of a label (name, score). */
const GAP = 14;
const LABEL_LINES = 40;
/** A label's first baseline below the top of its box (the CJK font's ascent at 14 px). */
const ASCENT = 17;
const MAX_RADIUS = 150;

/** The six axes, the first pointing up, clockwise. */
const angleOf = (i: number) => ((-90 + 60 * i) * Math.PI) / 180;

function geometry(width: number, labelWidth: number) {
  // The left and right labels stand beside the ring (at ±30° from the horizontal): the widest decides the radius.
  const radius = Math.max(60, Math.min(MAX_RADIUS, (width / 2 - GAP - labelWidth - 4) / Math.cos(Math.PI / 6)));
  const height = 2 * (radius + GAP + LABEL_LINES);
  return { radius, height, cx: width / 2, cy: height / 2 };
}

/**
 * The six interest scores on a radar, each axis 0-100 (spec). Each score is written under its type's
 * name outside the ring, never on the shape, so nothing overprints however close two scores are; the
 * chart is only as tall as the ring and its labels need, on a phone too.
 */
export function HldRadar({ scorelist: given, code }: { scorelist: HldReport['scorelist']; code: string }) {
  // Holland's order around the circle (R at the top), whatever order the report lists them in.
  const scorelist = HOLLAND_ORDER.map((type) => given.find((s) => s.type === type)!).filter(Boolean);
  const label = `六种兴趣得分雷达图，每项满分100分：${scorelist.map((s) => `${s.name}${s.score}分`).join('，')}`;
  const labelWidth = Math.max(...scorelist.map((s) => textWidth(`${s.name} ${s.type}`, 14)));
  return (
    <ChartFrame maxWidth={520} height={(width) => geometry(width, labelWidth).height} label={label}>
      {(width) => {
        const { radius, height, cx, cy } = geometry(width, labelWidth);
        const point = (i: number, value: number) => ({ x: cx + (radius * value * Math.cos(angleOf(i))) / MAX, y: cy + (radius * value * Math.sin(angleOf(i))) / MAX });
        const ring = (value: number) => scorelist.map((_, i) => point(i, value)).map((p) => `${p.x},${p.y}`).join(' ');
        const shape = scorelist.map((s, i) => point(i, s.score));
        return (
          <ChartSvg width={width} height={height}>
            {LEVELS.map((level) => (
              <polygon key={level} points={ring(level)} fill="none" stroke={level === MAX ? AXIS : GRID} />
            ))}
            {scorelist.map((s, i) => {
              const outer = point(i, MAX);
              return <line key={s.type} x1={cx} y1={cy} x2={outer.x} y2={outer.y} stroke={GRID} />;
            })}
            <text x={cx + 4} y={point(0, 50).y} dominantBaseline="central" style={textStyle(10, 400, MUTED)}>
              50
            </text>
            <polygon points={shape.map((p) => `${p.x},${p.y}`).join(' ')} fill={PRIMARY} fillOpacity={0.22} stroke={PRIMARY} strokeWidth={2.5} strokeLinejoin="round" />
            {shape.map((p, i) => (
              <circle key={scorelist[i].type} cx={p.x} cy={p.y} r={4.5} fill="#ffffff" stroke={PRIMARY} strokeWidth={2.5} />
            ))}
            {scorelist.map((s, i) => {
              const a = angleOf(i);
              const cos = Math.cos(a);
              const sin = Math.sin(a);
              const x = cx + (radius + GAP) * cos;
              // Top and bottom labels centre on their axis; the others start or end beside the ring.
              const anchor = Math.abs(cos) < 0.01 ? 'middle' : cos > 0 ? 'start' : 'end';
              const top = sin < -0.99 ? cy - radius - GAP - LABEL_LINES + ASCENT : sin > 0.99 ? cy + radius + GAP + ASCENT : cy + (radius + GAP) * sin - 4;
              const strong = code.includes(s.type);
              return (
                <text key={s.type} x={x} y={top} textAnchor={anchor} data-testid="radar-label">
                  <tspan x={x} style={textStyle(14, strong ? 700 : 400, strong ? PRIMARY : INK)}>
                    {s.name} {s.type}
                  </tspan>
                  <tspan x={x} dy={18} style={textStyle(14, 700, INK)}>
                    {s.score}分
                  </tspan>
                </text>
              );
            })}
          </ChartSvg>
        );
      }}
    </ChartFrame>
  );
}

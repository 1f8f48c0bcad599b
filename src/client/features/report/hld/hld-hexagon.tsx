import { HOLLAND_ORDER } from '#shared/assessments/hld';
import type { HldReport } from '#shared/assessments/hld';
import { CHART_FONT } from '#client/components/charts/chart-theme';
import styles from './hld.module.css';

const CENTER = { x: 230, y: 190 };
const RADIUS = 128;
/** R at the upper left, then clockwise: I, A, S, E, C (Holland's hexagon). */
const ANGLES = [-120, -60, 0, 60, 120, 180];

function corner(i: number, r = RADIUS) {
  const a = (ANGLES[i] * Math.PI) / 180;
  return { x: CENTER.x + r * Math.cos(a), y: CENTER.y + r * Math.sin(a) };
}

/** The six type scores on Holland's hexagon; the top three are dark, numbered by rank, and joined in order. */
export function HldHexagon({ scorelist, code }: { scorelist: HldReport['scorelist']; code: string }) {
  const top = code.split('');
  const outline = HOLLAND_ORDER.map((_, i) => corner(i))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
  const link = top
    .map((t) => corner(HOLLAND_ORDER.indexOf(t as (typeof HOLLAND_ORDER)[number])))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
  const label = `霍兰德六边形：${scorelist.map((s) => `${s.name}${s.score}分`).join('，')}；得分最高的三种是${top.join('、')}`;
  return (
    <figure className={styles.hexFigure}>
      <svg viewBox="0 0 460 390" className={styles.hexagon} role="img" aria-label={label} fontFamily={CHART_FONT} data-testid="hexagon">
        <polygon points={outline} fill="#f5f4fb" stroke="#8d89a6" strokeWidth="2" />
        <polyline points={link} fill="none" stroke="#4236b8" strokeWidth="3" strokeDasharray="8 6" />
        {HOLLAND_ORDER.map((type, i) => {
          const s = scorelist.find((x) => x.type === type)!;
          const rank = top.indexOf(type);
          const highlighted = rank >= 0;
          // The badge shows the competition rank: equal scores share it, the code's order within a tie is no ranking.
          const place = 1 + scorelist.filter((x) => x.score > s.score).length;
          const p = corner(i);
          return (
            <g key={type} data-top={highlighted ? rank + 1 : undefined}>
              <circle
                cx={p.x}
                cy={p.y}
                r={highlighted ? 44 : 38}
                fill={highlighted ? '#4236b8' : '#ffffff'}
                stroke={highlighted ? '#1f1a66' : '#8d89a6'}
                strokeWidth={highlighted ? 4 : 2}
              />
              <text x={p.x} y={p.y - 10} textAnchor="middle" fontSize="22" fontWeight="700" fill={highlighted ? '#ffffff' : '#1f1d2e'}>
                {type}
              </text>
              <text x={p.x} y={p.y + 9} textAnchor="middle" fontSize="13" fill={highlighted ? '#ffffff' : '#1f1d2e'}>
                {s.name}
              </text>
              <text x={p.x} y={p.y + 27} textAnchor="middle" fontSize="14" fontWeight="700" fill={highlighted ? '#ffffff' : '#1f1d2e'}>
                {s.score}分
              </text>
              {highlighted && (
                <g>
                  <circle cx={p.x + 34} cy={p.y - 34} r="14" fill="#ffffff" stroke="#1f1a66" strokeWidth="3" />
                  <text x={p.x + 34} y={p.y - 29} textAnchor="middle" fontSize="15" fontWeight="700" fill="#1f1a66">
                    {place}
                  </text>
                </g>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.hexCaption}>
        深色圆圈是你得分最高的三种兴趣，右上角数字是排名（分数相同的名次相同）；虚线按兴趣代码的顺序把它们连起来。相邻的类型彼此相似，相对的类型差别最大。
      </figcaption>
    </figure>
  );
}

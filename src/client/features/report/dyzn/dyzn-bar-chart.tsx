import { DYZN_MAX_SCORE } from '#shared/assessments/dyzn';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { lazyChart } from '#client/components/charts/charts-ready';
import { barsHeight } from '#client/components/charts/horizontal-bars-layout';

const COLUMNS_HEIGHT = 340;
/** Below this, eight names under eight columns would run into each other: the bars lie down. */
const COLUMNS_FROM = 560;

const Drawing = lazyChart(() => import('./dyzn-bar-drawing'));

/** The eight intelligences' scores (dyzn-bar-drawing.tsx), in a frame that keeps their height while the drawing loads. */
export function DyznBarChart({ names, scores, colors }: { names: string[]; scores: number[]; colors: string[] }) {
  const label = `八种智能得分柱状图，满分${DYZN_MAX_SCORE}分：${names.map((name, i) => `${name}${scores[i]}分`).join('，')}`;
  return (
    <ChartFrame maxWidth={680} height={(width) => (width >= COLUMNS_FROM ? COLUMNS_HEIGHT : barsHeight(names.length, true))} label={label}>
      {(width, height) => <Drawing names={names} scores={scores} colors={colors} columns={width >= COLUMNS_FROM} width={width} height={height} />}
    </ChartFrame>
  );
}

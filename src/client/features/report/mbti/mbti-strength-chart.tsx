import type { MbtiDimensionScore } from '#shared/assessments/mbti';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { lazyChart } from '#client/components/charts/charts-ready';
import { strengthGeometry, strengthLayoutFor } from './mbti-strength-layout';

const Drawing = lazyChart(() => import('./mbti-strength-drawing'));

/** Tendency strength per dimension: a bar from the centre toward the preferred pole, as long as the difference of the two poles. */
export function MbtiStrengthChart({ dimensions }: { dimensions: MbtiDimensionScore[] }) {
  const label = `倾向强度图：${dimensions.map((d) => `${d.poles.join('/')}维度偏向${d.preferred}，差值${d.difference}，${d.strengthLabel}`).join('；')}`;
  return (
    <ChartFrame maxWidth={680} height={(width) => strengthGeometry(strengthLayoutFor(width), dimensions.length).height} label={label}>
      {(width) => <Drawing dimensions={dimensions} width={width} layout={strengthLayoutFor(width)} />}
    </ChartFrame>
  );
}

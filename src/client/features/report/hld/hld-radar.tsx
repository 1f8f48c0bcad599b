import { useMemo } from 'react';
import { HOLLAND_ORDER, type HldReport } from '#shared/assessments/hld';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { lazyChart } from '#client/components/charts/charts-ready';
import { textWidth } from '#client/components/charts/chart-theme';
import { radarGeometry } from './hld-radar-geometry';

const Drawing = lazyChart(() => import('./hld-radar-drawing'));

/**
 * The six interest scores on a radar, each axis 0-100 (spec). Each score is written under its type's
 * name outside the ring, never on the shape, so nothing overprints however close two scores are; the
 * chart is only as tall as the ring and its labels need, on a phone too.
 */
export function HldRadar({ scorelist: given, code }: { scorelist: HldReport['scorelist']; code: string }) {
  // Holland's order around the circle (R at the top), whatever order the report lists them in.
  // Kept while the report is the same: the drawing's labels are made for these scores once.
  const scorelist = useMemo(() => HOLLAND_ORDER.map((type) => given.find((s) => s.type === type)!).filter(Boolean), [given]);
  const label = `六种兴趣得分雷达图，每项满分100分：${scorelist.map((s) => `${s.name}${s.score}分`).join('，')}`;
  const labelWidth = Math.max(...scorelist.map((s) => textWidth(`${s.name} ${s.type}`, 14)));
  return (
    <ChartFrame maxWidth={520} height={(width) => radarGeometry(width, labelWidth).height} label={label}>
      {(width) => <Drawing scorelist={scorelist} code={code} width={width} labelWidth={labelWidth} />}
    </ChartFrame>
  );
}

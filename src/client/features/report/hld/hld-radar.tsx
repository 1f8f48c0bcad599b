import { Radar } from '@nivo/radar';
import type { HldReport } from '#shared/assessments/hld';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { chartTheme } from '#client/components/charts/chart-theme';

type Datum = { axis: string; score: number };

/** The six interest scores on a radar, each axis 0-100 (spec), points labelled with their scores. */
export function HldRadar({ scorelist }: { scorelist: HldReport['scorelist'] }) {
  const data: Datum[] = scorelist.map((s) => ({ axis: `${s.name} ${s.type}`, score: s.score }));
  const label = `六种兴趣得分雷达图，每项满分100分：${scorelist.map((s) => `${s.name}${s.score}分`).join('，')}`;
  return (
    <ChartFrame maxWidth={520} height={400} label={label}>
      {(width) => (
        <Radar<Datum>
          width={width}
          height={400}
          data={data}
          keys={['score']}
          indexBy="axis"
          maxValue={100}
          margin={{ top: 48, right: 90, bottom: 40, left: 90 }}
          gridLevels={5}
          gridShape="linear"
          gridLabelOffset={18}
          colors={['#4236b8']}
          fillOpacity={0.22}
          borderWidth={2.5}
          borderColor="#4236b8"
          dotSize={9}
          dotColor="#ffffff"
          dotBorderWidth={2.5}
          dotBorderColor="#4236b8"
          enableDotLabel
          dotLabel="value"
          dotLabelYOffset={-12}
          layers={['grid', 'layers', 'slices', 'dots']}
          theme={{ ...chartTheme, dots: { text: { fontFamily: chartTheme.text?.fontFamily, fontSize: 13, fontWeight: 700, fill: '#1f1d2e' } } }}
          animate={false}
          isInteractive={false}
          role="img"
          ariaLabel={label}
        />
      )}
    </ChartFrame>
  );
}

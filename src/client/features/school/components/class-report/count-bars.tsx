import { Bar } from '@nivo/bar';
import { ChartFrame } from '#client/components/charts/chart-frame';
import { chartTheme } from '#client/components/charts/chart-theme';

interface Datum {
  label: string;
  value: number;
  [key: string]: string | number;
}

/**
 * Horizontal bars with the value at the end of each: category names stay on one line each, so they
 * read on a phone and in print. `unit`: 人, 分.
 */
export function CountBars({ items, unit, max, label, color = '#5b4fd6' }: { items: { label: string; value: number }[]; unit: string; max?: number; label: string; color?: string }) {
  const data: Datum[] = [...items].reverse();
  const height = Math.max(120, 34 * data.length + 24);
  const longest = Math.max(2, ...items.map((i) => i.label.length));
  const description = `${label}：${items.map((i) => `${i.label}${i.value}${unit}`).join('，')}`;
  return (
    <ChartFrame maxWidth={620} height={height} label={description}>
      {(width) => (
        <Bar<Datum>
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="label"
          layout="horizontal"
          margin={{ top: 8, right: 48, bottom: 16, left: Math.min(140, 14 * longest + 16) }}
          padding={0.3}
          valueScale={{ type: 'linear', min: 0, ...(max ? { max } : {}) }}
          colors={[color]}
          borderRadius={3}
          enableGridY={false}
          enableLabel={false}
          enableTotals
          totalsOffset={8}
          valueFormat={(v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))}
          axisLeft={{ tickSize: 0, tickPadding: 8 }}
          axisBottom={null}
          layers={['axes', 'bars', 'totals']}
          theme={chartTheme}
          animate={false}
          isInteractive={false}
          role="img"
          ariaLabel={description}
        />
      )}
    </ChartFrame>
  );
}

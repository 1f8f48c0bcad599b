import type { BarDatum, BarItemProps } from '@nivo/bar';

/** A bar exactly where nivo laid it out, drawn once: no spring, no tooltip, no focus stop. */
export function StillBar<D extends BarDatum>({ bar, borderRadius }: BarItemProps<D>) {
  return <rect data-testid="bar" x={bar.x} y={bar.y} width={Math.max(0, bar.width)} height={Math.max(0, bar.height)} rx={borderRadius} fill={bar.color} />;
}

/** The legend of the spec, left to right: strong, obvious, medium, slight, medium, obvious, strong. */
export const STRENGTH_ZONES: { from: number; to: number; label: string; fill: string }[] = [
  { from: -100, to: -70, label: '强烈', fill: '#dcd9ee' },
  { from: -70, to: -45, label: '明显', fill: '#e7e5f4' },
  { from: -45, to: -30, label: '中等', fill: '#f1f0f9' },
  { from: -30, to: 30, label: '轻微', fill: '#fbfbfe' },
  { from: 30, to: 45, label: '中等', fill: '#f1f0f9' },
  { from: 45, to: 70, label: '明显', fill: '#e7e5f4' },
  { from: 70, to: 100, label: '强烈', fill: '#dcd9ee' },
];
/** From this width the pole names stand beside each bar; narrower, above it (a phone). */
const BESIDE_FROM = 600;

export interface StrengthLayout {
  beside: boolean;
  /** Where the zones start (the legend stands above) and the room for the numbers below them. */
  zonesTop: number;
  axisRoom: number;
  /** Room left and right of the zones: the pole names beside the bars. */
  side: number;
  row: number;
  /** Within a row, the room above the bar: the pole names and the value above it on a phone. */
  aboveBar: number;
  bar: number;
  legend: number;
}
const BESIDE: StrengthLayout = { beside: true, zonesTop: 40, axisRoom: 34, side: 92, row: 54, aboveBar: 16, bar: 22, legend: 13 };
const ABOVE: StrengthLayout = { beside: false, zonesTop: 34, axisRoom: 30, side: 8, row: 74, aboveBar: 39, bar: 22, legend: 12 };

export const strengthLayoutFor = (width: number) => (width >= BESIDE_FROM ? BESIDE : ABOVE);

/**
 * Where nivo's bar chart is placed so each bar falls where the layout wants it: nivo's band scale puts
 * the same gap (row - bar) above every bar and once more below the last, so the chart starts that gap
 * above the first bar. Its height is the zones', the legend's and the numbers' room (at least).
 */
export function strengthGeometry(layout: StrengthLayout, rows: number) {
  const gap = layout.row - layout.bar;
  const top = layout.zonesTop + layout.aboveBar - gap;
  const innerHeight = layout.row * rows + gap;
  const zonesBottom = layout.zonesTop + layout.row * rows;
  const height = Math.max(zonesBottom + layout.axisRoom, top + innerHeight);
  return {
    margin: { top, right: layout.side, bottom: height - top - innerHeight, left: layout.side },
    padding: gap / layout.row,
    height,
    zonesTop: layout.zonesTop - top,
    zonesBottom: zonesBottom - top,
  };
}

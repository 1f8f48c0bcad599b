/** Room between the outer ring and a label, and for the two lines of a label (name, score). */
export const GAP = 14;
export const LABEL_LINES = 40;
const MAX_RADIUS = 150;

/**
 * The radar's size at `width`: the left and right labels stand beside the ring (at ±30° from the
 * horizontal), so the widest decides the radius; the chart is only as tall as the ring and its labels.
 */
export function radarGeometry(width: number, labelWidth: number) {
  const radius = Math.max(60, Math.min(MAX_RADIUS, (width / 2 - GAP - labelWidth - 4) / Math.cos(Math.PI / 6)));
  const height = 2 * (radius + GAP + LABEL_LINES);
  return { radius, height };
}

/** One row: its name, its value, and its own colour if not the chart's. */
export interface BarItem {
  label: string;
  value: number;
  color?: string;
}

/**
 * The rows of a horizontal bar chart, shared by its frame (which keeps its height before the drawing
 * loads) and the drawing. A row is ROW high, its bar BAR; the rest of the row is the gap above the bar.
 */
export const ROW = 34;
export const BAR = 20;
export const TOP = 8;
/** Under the last row: the value axis's numbers, or a little air. */
const AXIS_ROOM = 26;
const NO_AXIS_ROOM = 8;

export const barsHeight = (rows: number, withAxis: boolean) => TOP + ROW * rows + (withAxis ? AXIS_ROOM : NO_AXIS_ROOM);

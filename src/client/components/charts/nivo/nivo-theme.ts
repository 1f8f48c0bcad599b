import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { AXIS, CHART_FONT, GRID, INK } from '../chart-theme';

/** nivo's own text (axes, grid labels) in the charts' font and ink; grid and axis lines in their greys. */
export const nivoTheme: NonNullable<BarSvgProps<BarDatum>['theme']> = {
  text: { fontFamily: CHART_FONT, fontSize: 13, fill: INK },
  axis: {
    domain: { line: { stroke: AXIS, strokeWidth: 1 } },
    ticks: { line: { strokeWidth: 0 }, text: { fontFamily: CHART_FONT, fontSize: 13, fill: INK } },
  },
  grid: { line: { stroke: GRID, strokeWidth: 1 } },
};

/**
 * What every chart turns off: no animation (the drawing is final at once, for print and the image),
 * no tooltips or wrapper (each value is written on the chart), no own accessible role (the frame
 * around it is the image, named with every value).
 */
export const STILL = { animate: false, isInteractive: false, renderWrapper: false, role: 'presentation' } as const;

import type { PartialTheme } from '@nivo/theming';

/** The font is written into every SVG text, so charts keep it when drawn into a downloaded image. */
export const CHART_FONT = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC', sans-serif";

/** Dark text and mid-grey lines: legible on screen and in black-and-white print. */
export const chartTheme: PartialTheme = {
  text: { fontFamily: CHART_FONT, fontSize: 13, fill: '#1f1d2e' },
  axis: {
    domain: { line: { stroke: '#8d89a6', strokeWidth: 1 } },
    ticks: { line: { stroke: '#8d89a6', strokeWidth: 1 }, text: { fontFamily: CHART_FONT, fontSize: 13, fill: '#1f1d2e' } },
    legend: { text: { fontFamily: CHART_FONT, fontSize: 13, fill: '#555269' } },
  },
  grid: { line: { stroke: '#d9d6ea', strokeWidth: 1 } },
  labels: { text: { fontFamily: CHART_FONT, fontSize: 13, fontWeight: 700 } },
};

import type { CSSProperties } from 'react';

/** The font is written into every SVG text, so charts keep it when drawn into a downloaded image. */
export const CHART_FONT = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC', sans-serif";

/** Dark text and mid-grey lines: legible on screen and in black-and-white print. */
export const INK = '#1f1d2e';
export const MUTED = '#6e6a85';
export const AXIS = '#8d89a6';
export const GRID = '#d9d6ea';
export const PRIMARY = '#4236b8';

export function textStyle(size: number, weight = 400, fill = INK): CSSProperties {
  return { fontFamily: CHART_FONT, fontSize: size, fontWeight: weight, fill };
}

/** Roughly how wide a label is drawn: a Chinese character is as wide as the font is high, Latin about 0.6. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += ch.charCodeAt(0) < 0x100 ? 0.6 : 1;
  return units * size;
}

/** Maps a value of [d0, d1] onto [r0, r1]. */
export function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** 12 → "12", 12.5 → "12.5". */
export const formatScore = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

import { useCallback } from 'react';

/**
 * A ref for a nivo chart's <svg>, which nivo draws at a fixed width and height without a viewBox: with
 * one, the chart scales down where the page is narrower than the width drawn (print, the downloaded
 * image's phone-width copy) instead of being cut off. A new ref per size, so React sets it again.
 */
export function useScalableSvg(width: number, height: number) {
  return useCallback((svg: SVGSVGElement | null) => svg?.setAttribute('viewBox', `0 0 ${width} ${height}`), [width, height]);
}

/** A vertical stretch that must not be cut: a line of text, a chart, a picture. */
export interface Span {
  top: number;
  bottom: number;
}

export interface Page {
  top: number;
  height: number;
}

/** A page may end this much short of its full height to find a wider gap (between sections rather than lines). */
const SEARCH_SHARE = 0.25;

/** The gaps between the spans, as [start, end] pairs, in order. */
function gapsBetween(spans: Span[], total: number): Array<[number, number]> {
  const sorted = spans.filter((s) => s.bottom > s.top).sort((a, b) => a.top - b.top);
  const gaps: Array<[number, number]> = [];
  let reached = 0;
  for (const span of sorted) {
    if (span.top > reached) gaps.push([reached, span.top]);
    reached = Math.max(reached, span.bottom);
  }
  if (total > reached) gaps.push([reached, total]);
  return gaps;
}

/**
 * Cuts a sheet `total` tall into pages of at most `maxHeight`, each cut in the middle of the widest gap
 * between spans within the last quarter of the page (so between sections when there is one, else between
 * lines), never through a span; only a span taller than a page is cut, at the page's full height.
 */
export function pageBreaks(total: number, spans: Span[], maxHeight: number): Page[] {
  const gaps = gapsBetween(spans, total);
  const pages: Page[] = [];
  let top = 0;
  while (total - top > maxHeight) {
    const limit = top + maxHeight;
    const from = limit - maxHeight * SEARCH_SHARE;
    let best: { cut: number; width: number } | null = null;
    for (const [start, end] of gaps) {
      const a = Math.max(start, from);
      const b = Math.min(end, limit);
      if (b <= a || b <= top) continue;
      const width = end - start;
      // The cut sits mid-gap, kept inside the page; a wider gap wins, a later one breaks a tie.
      const cut = Math.min(Math.max((start + end) / 2, a), b);
      if (!best || width >= best.width) best = { cut, width };
    }
    let cut = Math.floor(best?.cut ?? limit);
    if (cut <= top) cut = Math.floor(limit);
    pages.push({ top, height: cut - top });
    top = cut;
  }
  pages.push({ top, height: total - top });
  return pages;
}

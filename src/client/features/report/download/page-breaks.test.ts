import { describe, expect, it } from 'vitest';
import { pageBreaks, type Span } from './page-breaks';

/** Lines of text `lineHeight` apart, each `glyph` tall, from `top` for `count` lines. */
const lines = (top: number, count: number, lineHeight = 28, glyph = 22): Span[] =>
  Array.from({ length: count }, (_, i) => ({ top: top + i * lineHeight, bottom: top + i * lineHeight + glyph }));

describe('pageBreaks', () => {
  it('keeps a sheet that fits as one page', () => {
    expect(pageBreaks(1500, lines(0, 50), 2000)).toEqual([{ top: 0, height: 1500 }]);
    expect(pageBreaks(2000, [], 2000)).toEqual([{ top: 0, height: 2000 }]);
  });

  it('cuts in the widest gap of the page’s last quarter: between two sections, not between lines', () => {
    // Section one: lines 0..1616; a 60 px gap; section two from 1676 on.
    const spans = [...lines(0, 58), ...lines(1676, 60)];
    const pages = pageBreaks(3400, spans, 2000);
    expect(pages[0]).toEqual({ top: 0, height: Math.floor((1618 + 1676) / 2) });
    expect(pages.reduce((sum, p) => sum + p.height, 0)).toBe(3400);
  });

  it('never cuts through a line, and every page fits', () => {
    const spans = lines(0, 400);
    const pages = pageBreaks(11_200, spans, 2000);
    for (const page of pages) expect(page.height).toBeLessThanOrEqual(2000);
    for (const page of pages.slice(1)) expect(spans.some((s) => s.top < page.top && page.top < s.bottom)).toBe(false);
    expect(pages.map((p) => p.top)).toEqual([...pages.map((p) => p.top)].sort((a, b) => a - b));
    expect(pages.at(-1)!.top + pages.at(-1)!.height).toBe(11_200);
  });

  it('cuts a span taller than a page (a huge picture) at the page’s full height', () => {
    expect(pageBreaks(5000, [{ top: 10, bottom: 4990 }], 2000)).toEqual([
      { top: 0, height: 2000 },
      { top: 2000, height: 2000 },
      { top: 4000, height: 1000 },
    ]);
  });

  it('leaves no empty or zero-height page', () => {
    const pages = pageBreaks(4000, lines(0, 140), 2000);
    expect(pages.every((p) => p.height > 0)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The colour tokens of global.css, read from the file the app ships. */
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const token = (name: string) => {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!found) throw new Error(`--${name} is not a #rrggbb colour in global.css`);
  return found[1];
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('text colours read at WCAG AA (4.5:1) where the app puts them', () => {
  // Each pair: text colour, background, where. A failure here is what Lighthouse's colour-contrast audit found on the report page.
  const pairs: [string, string, string][] = [
    ['#ffffff', token('warning'), 'the quality notice badge: white on the warning colour'],
    [token('warning'), '#fff8ee', 'the quality notice heading on its background'],
    [token('warning'), '#ffffff', 'warning texts on cards'],
    [token('success'), '#e7f6ed', 'the 已上传 badge'],
    [token('danger'), '#ffffff', 'error texts'],
    [token('muted'), token('bg'), 'muted text on the page background'],
    [token('text-secondary'), '#ffffff', 'secondary text on cards'],
    [token('primary'), '#ffffff', 'links and primary buttons'],
    ['#ffffff', token('primary'), 'text on primary buttons'],
  ];
  for (const [text, background, where] of pairs) {
    it(`${where} (${text} on ${background})`, () => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('measures the way WCAG does (black on white is 21:1, the old warning colour failed)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#b86e00')).toBeLessThan(4.5);
  });
});

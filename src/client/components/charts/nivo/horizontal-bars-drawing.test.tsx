// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Bars } from './horizontal-bars-drawing';

const items = [
  { label: '现实型 R', value: 3 },
  { label: '研究型 I', value: 0 },
  { label: '艺术型 A', value: 12.5 },
];

describe('horizontal bars drawn by nivo', () => {
  it('lists the items top to bottom, each name with its value, a zero written as 0', () => {
    const { container } = render(<Bars items={items} width={360} height={120} />);
    const texts = [...container.querySelectorAll('text')].map((t) => ({ text: t.textContent, y: Number(t.getAttribute('y')) }));
    const rowOf = (text: string) => texts.find((t) => t.text === text)!.y;
    expect(rowOf('现实型 R')).toBeLessThan(rowOf('研究型 I'));
    expect(rowOf('研究型 I')).toBeLessThan(rowOf('艺术型 A'));
    expect(texts.filter((t) => t.y === rowOf('研究型 I')).map((t) => t.text)).toEqual(['研究型 I', '0']);
    expect(texts.filter((t) => t.y === rowOf('艺术型 A')).map((t) => t.text)).toEqual(['艺术型 A', '12.5']);
  });

  it('draws each bar as long as its value, in its own colour, and scales with a viewBox', () => {
    const { container } = render(
      <Bars
        items={[
          { label: '甲', value: 45, color: '#2f9e8f' },
          { label: '乙', value: 90 },
        ]}
        max={90}
        color="#5b4fd6"
        width={400}
        height={120}
      />,
    );
    const bars = [...container.querySelectorAll('[data-testid="bar"]')];
    const widths = bars.map((b) => Number(b.getAttribute('width')));
    // nivo draws the first item last (at the top), so the longer bar comes first in the document.
    expect(widths[0]).toBeCloseTo(2 * widths[1]);
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual(['#5b4fd6', '#2f9e8f']);
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 400 120');
  });
});

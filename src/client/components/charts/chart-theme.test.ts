import { describe, expect, it } from 'vitest';
import { formatScore, linear, textWidth } from './chart-theme';

describe('chart helpers', () => {
  it('maps a value onto a range, also a reversed one', () => {
    expect(linear([0, 90], [0, 300])(45)).toBe(150);
    expect(linear([0, 100], [200, 0])(25)).toBe(150);
    expect(linear([-100, 100], [0, 400])(-100)).toBe(0);
  });
  it('counts a Chinese character as wide as the font is high and a Latin letter narrower', () => {
    expect(textWidth('现实型', 14)).toBe(42);
    expect(textWidth('R', 10)).toBe(6);
    expect(textWidth('现实型 R', 10)).toBeCloseTo(42);
  });
  it('writes whole scores without decimals', () => {
    expect(formatScore(12)).toBe('12');
    expect(formatScore(12.46)).toBe('12.5');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds like the server', () => {
    expect(formatDuration(754)).toBe('12分34秒');
    expect(formatDuration(42)).toBe('42秒');
    expect(formatDuration(3725)).toBe('1小时2分5秒');
    expect(formatDuration(0)).toBe('');
  });
});

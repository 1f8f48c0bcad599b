import { describe, expect, it } from 'vitest';
import { chinaDayOf, chinaDayStart, chinaSheetTime, formatChinaTime, formatDuration } from './time';

describe('formatChinaTime', () => {
  it('writes China Standard Time whatever the runtime time zone', () => {
    // 05:50 UTC is 13:50 in Beijing; the offline report once showed the device's 2026/11/23 05:50.
    expect(formatChinaTime(new Date('2026-11-23T05:50:30Z'))).toBe('2026-11-23 13:50');
    expect(formatChinaTime(Date.parse('2026-11-23T05:50:30Z'))).toBe('2026-11-23 13:50');
  });

  it('moves to the next day after 16:00 UTC', () => {
    expect(formatChinaTime(new Date('2026-12-31T16:05:00Z'))).toBe('2027-01-01 00:05');
  });
});

describe('formatDuration', () => {
  it('writes hours, minutes and seconds', () => {
    expect(formatDuration(754)).toBe('12分34秒');
    expect(formatDuration(42)).toBe('42秒');
    expect(formatDuration(60)).toBe('1分0秒');
    expect(formatDuration(3725)).toBe('1小时2分5秒');
  });

  it('rounds to whole seconds', () => {
    expect(formatDuration(59.6)).toBe('1分0秒');
    expect(formatDuration(0.4)).toBe('');
  });

  it('writes nothing for an unknown duration', () => {
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(-3)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('China days', () => {
  it('a day starts at 16:00 UTC the day before, and a moment belongs to its Beijing day', () => {
    expect(chinaDayStart('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayOf(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaDayOf(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });
});

describe('chinaSheetTime', () => {
  it('gives a spreadsheet cell Beijing wall-clock time as its face value', () => {
    expect(chinaSheetTime('2026-11-23T16:30:00Z').toISOString()).toBe('2026-11-24T00:30:00.000Z');
  });
});

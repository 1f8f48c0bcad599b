import { describe, expect, it } from 'vitest';
import { ago } from './relative-time';

describe('ago', () => {
  it('reads like a person would say it', () => {
    const now = 1_000_000_000;
    expect(ago(now - 2000, now)).toBe('刚刚');
    expect(ago(now + 3000, now)).toBe('刚刚');
    expect(ago(now - 25_000, now)).toBe('25秒前');
    expect(ago(now - 190_000, now)).toBe('3分钟前');
    expect(ago(now - 2 * 3600_000, now)).toBe('2小时前');
    expect(ago(now - 3 * 86400_000, now)).toBe('3天前');
  });
});

import { describe, expect, it } from 'vitest';
import { maskMobile, randomDigits, randomToken, safeEqual, sha256 } from './crypto';

describe('randomToken', () => {
  it('is base64url of 32 bytes by default (256 bits)', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).toHaveLength(43);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('encodes the requested number of bytes', () => {
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
    expect(Buffer.from(randomToken(24), 'base64url')).toHaveLength(24);
    expect(randomToken(24)).toHaveLength(32);
  });

  it('gives 1000 distinct tokens of at least 128 bits from the url-safe alphabet', () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const token = randomToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      tokens.add(token);
    }
    expect(tokens.size).toBe(1000);
  });

  it('uses the whole alphabet (not a biased subset)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const c of randomToken()) seen.add(c);
    expect(seen.size).toBe(64);
  });
});

describe('sha256', () => {
  it('matches the known vectors', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes UTF-8', () => {
    expect(sha256('验证码')).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256('验证码')).not.toBe(sha256('验证'));
  });
});

describe('randomDigits', () => {
  it('gives only digits of the requested length', () => {
    for (const length of [1, 4, 6, 12]) {
      const value = randomDigits(length);
      expect(value).toMatch(new RegExp(`^\\d{${length}}$`));
    }
    expect(randomDigits(0)).toBe('');
  });

  it('is roughly uniform over 10,000 draws', () => {
    const counts = new Array<number>(10).fill(0);
    const draws = 10_000;
    for (let i = 0; i < draws / 4; i++) {
      for (const d of randomDigits(4)) counts[Number(d)]++;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(draws);
    for (const count of counts) {
      expect(count / draws).toBeGreaterThanOrEqual(0.08);
      expect(count / draws).toBeLessThanOrEqual(0.12);
    }
  });

  it('draws leading zeros too (codes are strings, not numbers)', () => {
    let leadingZero = false;
    for (let i = 0; i < 500 && !leadingZero; i++) leadingZero = randomDigits(4).startsWith('0');
    expect(leadingZero).toBe(true);
  });
});

describe('safeEqual', () => {
  it('compares strings', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('is false for different lengths without throwing', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
  });

  it('compares bytes, not characters', () => {
    expect(safeEqual('码', '码')).toBe(true);
    expect(safeEqual('码', '吗')).toBe(false);
  });
});

describe('maskMobile', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('13812345678')).not.toContain('1234');
  });

  it('hides anything that is not 11 characters entirely', () => {
    expect(maskMobile('')).toBe('***');
    expect(maskMobile('1381234567')).toBe('***');
    expect(maskMobile('138123456789')).toBe('***');
  });
});

import { describe, expect, it } from 'vitest';
import { ATTEMPT_ID_PATTERN, MAX_ID, parseId, PIN_PATTERN, TOKEN_256_PATTERN, VIEW_TOKEN_PATTERN } from './formats';

describe('the shared formats', () => {
  it('read a database id from text: a whole number from 1 to the largest PostgreSQL integer', () => {
    expect(['1', '42', String(MAX_ID)].map(parseId)).toEqual([1, 42, MAX_ID]);
    expect(['0', '007', '-1', '1.5', '1e3', '0x10', '', ' 1', String(MAX_ID + 1), '99999999999'].map(parseId)).toEqual(Array(10).fill(null));
  });

  it('know a 256-bit token, a view token, an attempt id and a PIN', () => {
    expect(TOKEN_256_PATTERN.test('a'.repeat(42) + '-')).toBe(true);
    expect(TOKEN_256_PATTERN.test('a'.repeat(44))).toBe(false);
    expect(VIEW_TOKEN_PATTERN.test('Ab_-'.repeat(8))).toBe(true);
    expect(VIEW_TOKEN_PATTERN.test('short')).toBe(false);
    expect(ATTEMPT_ID_PATTERN.test('6f1c2a1e-5b7d-4c1f-9a3e-2d4b6c8e0f12')).toBe(true);
    expect(ATTEMPT_ID_PATTERN.test('a b c d e f')).toBe(false);
    expect(['123456', '000000'].every((pin) => PIN_PATTERN.test(pin))).toBe(true);
    expect(['12345', '1234567', '12345a'].some((pin) => PIN_PATTERN.test(pin))).toBe(false);
  });
});

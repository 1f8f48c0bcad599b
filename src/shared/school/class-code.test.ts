import { describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, isCompleteClassCode, normalizeClassCode } from './class-code';

describe('the device code as typed', () => {
  it('upper-cases and keeps six characters', () => {
    expect(normalizeClassCode('abc234')).toBe('ABC234');
    expect(normalizeClassCode('abc234xyz')).toBe('ABC234');
  });

  it('drops spaces, dashes and the characters no code has (0, 1, I, O)', () => {
    expect(normalizeClassCode(' ab-c 2 ')).toBe('ABC2');
    expect(normalizeClassCode('0O1Iab')).toBe('AB');
    expect(normalizeClassCode('i o 0 1')).toBe('');
  });

  it('reads full-width letters and digits as plain ones', () => {
    expect(normalizeClassCode('ＡＢｃ２３４')).toBe('ABC234');
  });

  it('keeps a prefilled code from the address as it is, and a bad one as far as it is usable', () => {
    expect(normalizeClassCode('K7M9QZ')).toBe('K7M9QZ');
    expect(normalizeClassCode('<script>')).toBe('SCRPT');
  });

  it('knows a complete code', () => {
    expect(isCompleteClassCode('K7M9QZ')).toBe(true);
    expect(isCompleteClassCode('K7M9Q')).toBe(false);
    expect(isCompleteClassCode('K7M9Q0')).toBe(false);
    expect(isCompleteClassCode('k7m9qz')).toBe(false);
  });

  it('uses the server’s alphabet: 32 characters, none that look alike', () => {
    expect(CLASS_CODE_ALPHABET).toHaveLength(32);
    expect(CLASS_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });
});

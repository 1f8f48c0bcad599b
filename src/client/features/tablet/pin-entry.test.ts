import { describe, expect, it } from 'vitest';
import { PIN_LENGTH } from '#shared/validation/formats';
import { pinKeyOf, typePin } from './pin-entry';

describe('keys of a hardware keyboard', () => {
  it('read digits of the number row, the keypad and a full-width keyboard', () => {
    expect(pinKeyOf({ key: '7' })).toEqual({ kind: 'digit', digit: '7' });
    expect(pinKeyOf({ key: '０' })).toEqual({ kind: 'digit', digit: '0' });
    expect(pinKeyOf({ key: 'Backspace' })).toEqual({ kind: 'delete' });
    expect(pinKeyOf({ key: 'Delete' })).toEqual({ kind: 'delete' });
  });

  it('ignore letters, other keys and shortcuts', () => {
    for (const key of ['a', 'Enter', 'Tab', ' ', 'F5', 'Escape', '12']) expect(pinKeyOf({ key }), key).toBeNull();
    expect(pinKeyOf({ key: '1', ctrlKey: true })).toBeNull();
    expect(pinKeyOf({ key: '1', metaKey: true })).toBeNull();
  });
});

describe('typing the PIN', () => {
  it('adds digits up to six and deletes the last', () => {
    let pin = '';
    for (const digit of '1234567') pin = typePin(pin, { kind: 'digit', digit });
    expect(pin).toBe('123456');
    expect(pin).toHaveLength(PIN_LENGTH);
    expect(typePin(pin, { kind: 'delete' })).toBe('12345');
    expect(typePin('', { kind: 'delete' })).toBe('');
  });
});

import { PIN_LENGTH } from '#shared/validation/formats';

/** The server slows wrong tries down (up to 8 s after many), and a busy lesson slows it more; the pad waits for its answer. */
export const PIN_SIGN_IN_TIMEOUT_MS = 30_000;

/** A key of the PIN pad, from its buttons or a hardware keyboard: a digit, or 删除. */
export type PinKey = { kind: 'digit'; digit: string } | { kind: 'delete' };

/** What a key of a hardware keyboard means to the pad (the number row, the keypad, full-width digits), or null. */
export function pinKeyOf(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): PinKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.normalize('NFKC');
  if (/^[0-9]$/.test(key)) return { kind: 'digit', digit: key };
  if (key === 'Backspace' || key === 'Delete') return { kind: 'delete' };
  return null;
}

/** The PIN after a key: a digit is added while there is room, 删除 takes the last one off. */
export function typePin(pin: string, key: PinKey): string {
  if (key.kind === 'delete') return pin.slice(0, -1);
  return pin.length < PIN_LENGTH ? pin + key.digit : pin;
}

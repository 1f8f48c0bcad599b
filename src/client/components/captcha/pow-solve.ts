import type { PowChallenge, PowPayload } from '#client/contracts/captcha.gen';

export type PowSolution = PowPayload['solution'];

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Finds the counter behind an ALTCHA v2 challenge (PBKDF2/SHA-256, counter as a big-endian uint32
 * after the nonce), the way altcha-lib's solveChallenge does, with the browser's own crypto.subtle:
 * tries start, start + step, … until the derived key begins with keyPrefix. Several workers split
 * the counters by start and step. Null when aborted or past `max` (a challenge it cannot solve).
 */
export async function solvePow(challenge: PowChallenge, options: { start?: number; step?: number; max?: number; signal?: AbortSignal } = {}): Promise<PowSolution | null> {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const { start = 0, step = 1, max = 0xffffffff, signal } = options;
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  const prefix = keyPrefix.toLowerCase();
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const view = new DataView(password.buffer);
  const began = performance.now();
  for (let counter = start; counter <= max; counter += step) {
    if (signal?.aborted) return null;
    view.setUint32(nonceBytes.length, counter, false);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: saltBytes, iterations: cost, hash: 'SHA-256' }, key, keyLength * 8);
    const derivedKey = toHex(new Uint8Array(bits));
    if (derivedKey.startsWith(prefix)) return { counter, derivedKey, time: Math.round(performance.now() - began) };
  }
  return null;
}

/** The verify call's `payload`: base64 of the JSON the server (and the altcha widget format) expects. */
export function encodePayload(challenge: PowChallenge, solution: PowSolution): string {
  const json = JSON.stringify({ challenge, solution } satisfies PowPayload);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

import { type SignedResultFields, signedTextOf, withSignature } from '#shared/school/signed-result';

/**
 * The class tablet's cryptography for a lesson without a network (docs/OFFLINE-LESSON.md), on
 * WebCrypto only, in the formats the server reads (src/server/school/device-keys.ts): an ECDSA P-256
 * key pair whose private half cannot be exported, signatures as 64 bytes r‖s, and a PIN sealed for
 * the server with a one-time ECDH key and AES-256-GCM.
 */

const SEAL_LABEL = 'shengya-pin-seal-v1';
const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new signing key pair; the private key is kept as a CryptoKey that no script can read out. */
export async function makeDeviceKeys(): Promise<{ privateKey: CryptoKey; publicKey: string }> {
  const pair = await crypto.subtle.generateKey(P256, false, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64url(raw) };
}

export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(text));
  return toBase64url(new Uint8Array(signature));
}

/** The PIN encrypted to the server's sealing key, bound to `context` (the tablet and the student). */
export async function sealPin(serverKey: string, pin: string, context: string): Promise<string> {
  const server = await crypto.subtle.importKey('raw', fromBase64url(serverKey), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const once = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const secret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: server }, once.privateKey, 256));
  const label = new TextEncoder().encode(SEAL_LABEL);
  const material = new Uint8Array(secret.length + label.length);
  material.set(secret);
  material.set(label, secret.length);
  const key = await crypto.subtle.importKey('raw', await crypto.subtle.digest('SHA-256', material), 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const body = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) }, key, new TextEncoder().encode(pin)));
  const point = new Uint8Array(await crypto.subtle.exportKey('raw', once.publicKey));
  const sealed = new Uint8Array(point.length + iv.length + body.length);
  sealed.set(point);
  sealed.set(iv, point.length);
  sealed.set(body, point.length + iv.length);
  return toBase64url(sealed);
}

/** A finished test as the signed line the outbox, a QR code and the teacher's phone carry (src/shared/school/signed-result.ts). */
export async function signResult(fields: SignedResultFields, privateKey: CryptoKey): Promise<string> {
  const text = signedTextOf(fields);
  return withSignature(text, await signText(privateKey, text));
}

/** Whether `signature` signs `text` under a tablet's public key (raw P-256 point): the teacher's phone checks what it scans. */
export async function verifyText(publicKey: string, text: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64url(publicKey), P256, false, ['verify']);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64url(signature), new TextEncoder().encode(text));
  } catch {
    return false;
  }
}

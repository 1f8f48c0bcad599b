import { createDecipheriv, createECDH, createHash, createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

/**
 * The keys of a lesson without a network (docs/OFFLINE-LESSON.md). A class tablet makes an ECDSA
 * P-256 key pair at set-up and registers the public half; it signs every result it finishes offline.
 * The server keeps one ECDH P-256 key pair, `pin-seal`, in the database (every instance reads the
 * same); a tablet encrypts the PIN a student typed offline to its public half, so only the server
 * can read it. The formats match the browser's WebCrypto (src/client/features/tablet/offline/).
 */

const PIN_SEAL = 'pin-seal';
/** Binds the AES key to this use; the tablet hashes the same words. */
export const SEAL_LABEL = 'shengya-pin-seal-v1';

const RAW_POINT_BYTES = 65;

function rawPoint(text: string): Buffer | null {
  if (!/^[\w-]{87}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.length === RAW_POINT_BYTES && bytes[0] === 4 ? bytes : null;
}

function publicKeyOf(text: string) {
  const point = rawPoint(text);
  if (!point) return null;
  try {
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  } catch {
    return null;
  }
}

/** Whether a tablet's registered key is a point of P-256 (a bad one is refused at set-up). */
export const isDevicePublicKey = (text: string) => publicKeyOf(text) !== null;

/** Whether `signature` (64 bytes r‖s, base64url, as WebCrypto makes it) signs `text` under the tablet's key. */
export function deviceSigned(publicKey: string, text: string, signature: string): boolean {
  const key = publicKeyOf(publicKey);
  const sig = Buffer.from(signature, 'base64url');
  if (!key || sig.length !== 64) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, sig);
  } catch {
    return false;
  }
}

/**
 * The server's PIN-sealing key pair, made by the first instance that needs it: the insert of a
 * second one does nothing, and every caller reads the one row that won.
 */
export async function pinSealKey(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const [found] = await db.select().from(serverKeys).where(eq(serverKeys.name, PIN_SEAL));
  if (found) return found;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  await db
    .insert(serverKeys)
    .values({ name: PIN_SEAL, publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') })
    .onConflictDoNothing();
  const [kept] = await db.select().from(serverKeys).where(eq(serverKeys.name, PIN_SEAL));
  return kept;
}

/** The AAD a sealed PIN is bound to: it opens only for this tablet and this student. */
export const sealContext = (deviceId: number, studentId: number) => `${deviceId}~${studentId}`;

/**
 * Opens a sealed PIN: the tablet's one-time public point (65 bytes), a 12-byte IV, then AES-256-GCM of
 * the PIN with its tag, under SHA-256(ECDH secret ‖ SEAL_LABEL). Null when it does not open.
 */
export function openSealedPin(privateKey: string, sealed: string, context: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < RAW_POINT_BYTES + 12 + 16 + 1 || bytes.length > RAW_POINT_BYTES + 12 + 16 + 16) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    const secret = ecdh.computeSecret(bytes.subarray(0, RAW_POINT_BYTES));
    const key = createHash('sha256')
      .update(Buffer.concat([secret, Buffer.from(SEAL_LABEL)]))
      .digest();
    const iv = bytes.subarray(RAW_POINT_BYTES, RAW_POINT_BYTES + 12);
    const body = bytes.subarray(RAW_POINT_BYTES + 12);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from '#content/common-passwords';

// OWASP minimum for argon2id: 19 MiB, 2 iterations, parallelism 1 (algorithm 2 = argon2id).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** At most this many hashes at once: a burst of logins must not exhaust memory. */
const MAX_CONCURRENT = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(() => verify(passwordHash, password).catch(() => false));
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
}

/** Letters and digits without look-alikes (0/O, 1/l/I): read off a screen and typed on a phone. */
const INITIAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A one-time initial password for an account a school made (about 57 bits); shown once, never logged. */
export function randomInitialPassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += INITIAL_ALPHABET[randomInt(INITIAL_ALPHABET.length)];
  return out;
}

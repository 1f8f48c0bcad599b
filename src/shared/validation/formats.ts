/**
 * The forms of the ids, tokens and PINs that pass between the device and the server, each defined
 * once: the server's checks, the API schemas and the device's checks of what it stored or read from an
 * address all use these. Plain patterns, no zod: the student app's start-up code may take them.
 */

/** The largest database id (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A database id written as text (an address, a header): 1 to MAX_ID without a leading zero, else null. */
export function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** 256 random bits in base64url (server lib/crypto.ts randomToken(32)): a class tablet's device token, an upload credential. */
export const TOKEN_256_PATTERN = /^[\w-]{43}$/;

/** A share link's view token (the server makes 192 bits, base64url; older links may be longer). */
export const VIEW_TOKEN_PATTERN = /^[\w-]{16,100}$/;

/** A test attempt's id: made by the device (the outbox's idempotency key) or by the server. */
export const ATTEMPT_ID_PATTERN = /^[\w-]{8,100}$/;

/** A student's PIN for the class tablets (on their login card). */
export const PIN_LENGTH = 6;
export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

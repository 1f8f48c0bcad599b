/**
 * A teacher's class code (tablet set-up, account linking) as a person types it. The server makes
 * codes from this alphabet only (no 0/1/I/O, which look alike on a projector), so anything else
 * typed is dropped; full-width letters and digits (a Chinese keyboard's) count as the plain ones.
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
/** A whole code as the server makes it (what the API accepts once normalizeClassCode has cleaned it up). */
export const CLASS_CODE_PATTERN = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

const FULL_WIDTH = /[\uFF01-\uFF5E]/g;

export function normalizeClassCode(raw: string): string {
  let code = '';
  for (const char of raw.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).toUpperCase()) {
    if (CLASS_CODE_ALPHABET.includes(char)) code += char;
    if (code.length === CLASS_CODE_LENGTH) break;
  }
  return code;
}

export const isCompleteClassCode = (code: string) => CLASS_CODE_PATTERN.test(code);

/**
 * How many tablets one device code may set up: the teacher says how many are in the room (a class of
 * 45 on 15 tablets, or one each), so a photo of the projector cannot add a device from home unnoticed.
 */
export const TABLETS_PER_CODE = { min: 1, max: 60, default: 15 } as const;

/** A set-up tablet stops working this long after it was set up, or after this long unused (docs/SCHOOL.md). */
export const TABLET_LIFETIME_DAYS = 180;
export const TABLET_IDLE_DAYS = 60;

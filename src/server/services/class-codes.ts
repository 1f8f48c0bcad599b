import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '#shared/school/class-code';
import type { Db } from '../db/client';
import { classCodes } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { requireClass } from './school-access';

/**
 * The 6-character codes a teacher shows to the class: `device` sets a tablet up for the class,
 * `link` lets a student join their phone account to their school record. No 0/1/I/O, so a code read
 * off a projector is typed right; 32⁶ ≈ 10⁹ codes, each valid 15 minutes, stored only hashed.
 */
export const CLASS_CODE_MINUTES = 15;

const hashCode = (code: string) => sha256(`class-code:${code}`);

export async function createClassCode(db: Db, userId: number, classId: number, purpose: 'device' | 'link', now: Date): Promise<{ code: string; expiresAt: Date }> {
  await requireClass(db, userId, classId, now);
  const code = Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + CLASS_CODE_MINUTES * 60_000);
  await db.insert(classCodes).values({ codeHash: hashCode(code), classId, purpose, createdBy: userId, createdAt: now, expiresAt });
  return { code, expiresAt };
}

/** The class a live code of that purpose names, or null. A code may be used many times while it lives (one code, many tablets). */
export async function classOfCode(db: Db, code: string, purpose: 'device' | 'link', now: Date): Promise<number | null> {
  const [row] = await db
    .select({ classId: classCodes.classId })
    .from(classCodes)
    .where(and(eq(classCodes.codeHash, hashCode(code)), eq(classCodes.purpose, purpose), gt(classCodes.expiresAt, now)));
  return row?.classId ?? null;
}

import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, TABLETS_PER_CODE } from '#shared/school/class-code';
import type { Db } from '../db/client';
import { classCodes } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { requireClass } from './school-access';

/**
 * The 6-character codes a teacher shows to the class: `device` sets a tablet up for the class,
 * `link` lets a student join their phone account to their school record. No 0/1/I/O, so a code read
 * off a projector is typed right; 32⁶ ≈ 10⁹ codes, each valid 15 minutes, stored only hashed. A
 * device code sets up at most the number of tablets the teacher named.
 */
export const CLASS_CODE_MINUTES = 15;

const hashCode = (code: string) => sha256(`class-code:${code}`);

export async function createClassCode(
  db: Db,
  userId: number,
  input: { classId: number; purpose: 'device' | 'link'; tablets?: number },
  now: Date,
): Promise<{ code: string; expiresAt: Date; tablets: number | null }> {
  await requireClass(db, userId, input.classId, now);
  const code = Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + CLASS_CODE_MINUTES * 60_000);
  const tablets = input.purpose === 'device' ? (input.tablets ?? TABLETS_PER_CODE.default) : null;
  await db
    .insert(classCodes)
    .values({ codeHash: hashCode(code), classId: input.classId, purpose: input.purpose, createdBy: userId, createdAt: now, expiresAt, maxDevices: tablets });
  return { code, expiresAt, tablets };
}

/** The class a live code of that purpose names, or null. A link code may be used many times while it lives. */
export async function classOfCode(db: Db, code: string, purpose: 'device' | 'link', now: Date): Promise<number | null> {
  const [row] = await db
    .select({ classId: classCodes.classId })
    .from(classCodes)
    .where(and(eq(classCodes.codeHash, hashCode(code)), eq(classCodes.purpose, purpose), gt(classCodes.expiresAt, now)));
  return row?.classId ?? null;
}

/**
 * Takes one tablet place of a live device code, in one statement so that parallel set-ups cannot take
 * more places than the teacher named. `full`: the code is live but its places are taken.
 */
export async function takeDevicePlace(db: Db, code: string, now: Date): Promise<{ classId: number } | 'full' | null> {
  const live = and(eq(classCodes.codeHash, hashCode(code)), eq(classCodes.purpose, 'device'), gt(classCodes.expiresAt, now));
  const [taken] = await db
    .update(classCodes)
    .set({ devicesSetUp: sql`${classCodes.devicesSetUp} + 1` })
    .where(and(live, lt(classCodes.devicesSetUp, sql`coalesce(${classCodes.maxDevices}, ${TABLETS_PER_CODE.default})`)))
    .returning({ classId: classCodes.classId });
  if (taken) return taken;
  const [exists] = await db.select({ classId: classCodes.classId }).from(classCodes).where(live);
  return exists ? 'full' : null;
}

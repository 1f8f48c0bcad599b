import { desc, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import { type ConsentFacts, type ConsentWait, consentWaitMessages, consentWaitOf } from '#shared/family/consent';
import type { Db } from '../db/client';
import { guardianConsents, schoolStaff, schoolStudents, users } from '../db/schema';
import { ApiError } from '../lib/errors';

type Decision = typeof guardianConsents.$inferSelect;

/** What the consent rule needs of a child (their roster row, their own birth month, the newest guardian decision), and that decision. */
export async function consentFactsOf(db: Db, userId: number): Promise<{ facts: ConsentFacts; latest: Decision | null } | null> {
  const [row] = await db
    .select({
      birthMonth: users.birthMonth,
      rosterBirthMonth: schoolStudents.birthMonth,
      consentMethod: schoolStudents.consentMethod,
      rosterId: schoolStudents.id,
      staffOrg: schoolStaff.orgId,
    })
    .from(users)
    .leftJoin(schoolStudents, eq(schoolStudents.userId, users.id))
    .leftJoin(schoolStaff, eq(schoolStaff.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [latest] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.studentUserId, userId))
    .orderBy(desc(guardianConsents.decidedAt), desc(guardianConsents.id))
    .limit(1);
  const rostered = row.rosterId !== null;
  return {
    facts: {
      staff: row.staffOrg !== null,
      rostered,
      birthMonth: rostered ? (row.rosterBirthMonth ?? '') : row.birthMonth,
      schoolRecorded: Boolean(row.consentMethod),
      guardianDecision: latest?.decision ?? null,
    },
    latest: latest ?? null,
  };
}

/**
 * A child under 14 (or of unknown age) uploads results only with a guardian's consent (PIPL art. 31):
 * recorded by the school for a rostered child, or given online by a linked guardian
 * (shared/family/consent.ts). Until then the answer is 4051 with what it waits for, and the device
 * keeps the result and tries again later. Called under the lock the result is written under.
 */
export async function assertConsentForUpload(db: Db, userId: number, now: Date): Promise<void> {
  const known = await consentFactsOf(db, userId);
  const wait: ConsentWait | null = known ? consentWaitOf(known.facts, now) : null;
  if (wait) throw new ApiError(ApiCode.CONSENT_REQUIRED, consentWaitMessages[wait], { waitingFor: wait });
}

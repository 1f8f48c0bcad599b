import { and, eq, inArray } from 'drizzle-orm';
import type { ClassRoster, Pin } from '#shared/api/school';
import { consentDateProblem } from '#shared/school/consent';
import { needsGuardianConsent } from '#shared/school/roster';
import type { Db } from '../db/client';
import { classStudents, schoolStudents, uploadCredentials, users } from '../db/schema';
import { randomDigits } from '../lib/crypto';
import { invalid } from '../lib/errors';
import { idsOf } from '../lib/id-list';
import { pinKey } from './pin-sign-in';
import { clearLimit } from '../platform/rate-limit';
import { revokeOtherSessions } from '../platform/sessions';
import { requireClass, requireStudents } from './school-access';
import { classSummaries } from './school-classes';
import { naturalCompare } from '../lib/natural-compare';
import { PIN_LENGTH } from '#shared/validation/formats';

/** A class's students for its teachers: sign-in PINs for the cards, linked phone accounts, guardians' consent. */

export async function getClassRoster(db: Db, userId: number, classId: number, now: Date): Promise<ClassRoster> {
  const { staff, klass } = await requireClass(db, userId, classId, now);
  const [summary] = await classSummaries(db, staff.orgId, klass.schoolYear, { classId });
  const rows = await db
    .select({ student: schoolStudents, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(schoolStudents, eq(classStudents.studentId, schoolStudents.id))
    .innerJoin(users, eq(schoolStudents.userId, users.id))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.schoolYear, klass.schoolYear)));
  const students = rows
    .sort((a, b) => naturalCompare(a.student.studentNo, b.student.studentNo))
    .map(({ student, mobile }) => {
      const consent = student.consentMethod ? { method: student.consentMethod, date: student.consentDate ?? '', recordedBy: student.consentBy ?? '' } : null;
      return {
        id: student.id,
        name: student.name,
        studentNo: student.studentNo,
        gender: student.gender as '男' | '女' | '',
        birthMonth: student.birthMonth,
        pin: student.pin,
        linked: mobile !== null,
        consent,
        needsConsent: consent === null && needsGuardianConsent(student.birthMonth, now),
      };
    });
  return { class: summary, schoolName: staff.schoolName, students };
}

/**
 * A new PIN for a student's card (a card lost or seen by others). The tablets' upload credentials of
 * that student go too: whoever holds the old card may have signed in with it.
 */
export async function resetPin(db: Db, userId: number, studentId: number, now: Date): Promise<Pin> {
  const { students } = await requireStudents(db, userId, [studentId], now);
  const pin = randomDigits(PIN_LENGTH);
  await db.transaction(async (tx) => {
    await tx.update(schoolStudents).set({ pin, updatedAt: now }).where(eq(schoolStudents.id, studentId));
    // A card may have been lost: whoever signed in with it is signed out, and its tablet uploads stop.
    await tx.delete(uploadCredentials).where(eq(uploadCredentials.userId, students[0].userId));
    await revokeOtherSessions(tx as unknown as Db, students[0].userId, null, now);
    // The new card is the cure for a lockout (someone guessed at the old PIN): it works at once.
    await clearLimit(tx as unknown as Db, pinKey(studentId));
  });
  return { pin };
}

/** How the guardians of these students agreed (under 14), when, and who recorded it: all the students or none. */
export async function recordConsent(db: Db, userId: number, input: { studentIds: string; method: string; date: string }, now: Date): Promise<void> {
  const ids = idsOf(input.studentIds);
  if (ids.length === 0) throw invalid('请选择学生');
  const dateProblem = consentDateProblem(input.date, now);
  if (dateProblem) throw invalid(dateProblem, { errors: [{ field: 'date', message: dateProblem }] });
  await requireStudents(db, userId, ids, now);
  const [recorder] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  await db.update(schoolStudents).set({ consentMethod: input.method, consentDate: input.date, consentBy: recorder.name, updatedAt: now }).where(inArray(schoolStudents.id, ids));
}

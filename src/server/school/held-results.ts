import { and, asc, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import { parseSignedResult, unpackAnswers } from '#shared/school/signed-result';
import type { AssessmentKey } from '#shared/assessments/types';
import { sheetQuestionIds } from '#content/assessments/registry';
import type { Db } from '../db/client';
import { classDevices, classStudents, heldResults, schoolStudents } from '../db/schema';
import { ApiError } from '../lib/errors';
import { requireClass } from './school-access';
import type { SignedVerdict } from './signed-results';

/**
 * Results the server held for a class's teacher (docs/OFFLINE-LESSON.md): signed by one of the class's
 * tablets, but the PIN typed offline was not the student's, or the student has left the class. The
 * teacher stores one under the student it names (after asking them) or discards it.
 */

export async function listHeldResults(db: Db, userId: number, classId: number, now: Date) {
  await requireClass(db, userId, classId, now);
  const rows = await db
    .select({
      id: heldResults.id,
      studentName: schoolStudents.name,
      assessment: heldResults.assessment,
      reason: heldResults.reason,
      deviceLabel: classDevices.label,
      signed: heldResults.signed,
      receivedAt: heldResults.createdAt,
    })
    .from(heldResults)
    .innerJoin(classDevices, eq(heldResults.deviceId, classDevices.id))
    .leftJoin(schoolStudents, eq(heldResults.studentId, schoolStudents.id))
    .where(eq(heldResults.classId, classId))
    .orderBy(asc(heldResults.id));
  return rows.map(({ signed, ...row }) => ({
    ...row,
    studentName: row.studentName ?? null,
    assessment: row.assessment as AssessmentKey,
    reason: row.reason as 'pin' | 'class',
    finishedAt: new Date(parseSignedResult(signed)?.finishedAt ?? row.receivedAt.getTime()),
  }));
}

const notFound = () => new ApiError(ApiCode.NOT_FOUND, '这份待确认的结果不存在或已经处理过了');

async function heldOfTeacher(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db.select().from(heldResults).where(eq(heldResults.id, id));
  if (!row) throw notFound();
  await requireClass(db, userId, row.classId, now);
  return row;
}

export async function discardHeldResult(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await heldOfTeacher(db, userId, id, now);
  await db.delete(heldResults).where(eq(heldResults.id, id));
}

/**
 * What storing a held result under its student means: only one held for its PIN, of a student still in
 * the class (a student who left has no place on this class's lists). The caller submits it, then forgets it.
 */
export async function heldResultToStore(db: Db, userId: number, id: number, now: Date): Promise<Extract<SignedVerdict, { kind: 'store' }>> {
  const row = await heldOfTeacher(db, userId, id, now);
  const [student] = await db
    .select({ userId: schoolStudents.userId })
    .from(schoolStudents)
    .innerJoin(classStudents, and(eq(classStudents.studentId, schoolStudents.id), eq(classStudents.classId, row.classId)))
    .where(eq(schoolStudents.id, row.studentId ?? 0));
  const signed = parseSignedResult(row.signed);
  const answers = signed && unpackAnswers(sheetQuestionIds(signed.assessment, signed.version), signed.answers, signed.itemTimes);
  if (row.reason !== 'pin' || !student || !signed || !answers) {
    throw new ApiError(ApiCode.NOT_ALLOWED, '这位同学已经不在本班，这份结果不能记到本班名下，只能删除');
  }
  return { kind: 'store', userId: student.userId, key: signed.assessment, answers, seconds: signed.seconds, version: signed.version, attemptId: signed.attemptId };
}

export async function forgetHeldResult(db: Db, id: number): Promise<void> {
  await db.delete(heldResults).where(eq(heldResults.id, id));
}

/**
 * For a student's data export: the results of theirs held for their teacher, with the answers they
 * carry (the sealed PIN stays out: nobody but the server can read it).
 */
export async function myHeldResults(db: Db, userId: number) {
  const rows = await db
    .select({ assessment: heldResults.assessment, reason: heldResults.reason, device: classDevices.label, signed: heldResults.signed, receivedAt: heldResults.createdAt })
    .from(heldResults)
    .innerJoin(schoolStudents, eq(heldResults.studentId, schoolStudents.id))
    .innerJoin(classDevices, eq(heldResults.deviceId, classDevices.id))
    .where(eq(schoolStudents.userId, userId))
    .orderBy(asc(heldResults.id));
  return rows.map(({ signed, ...row }) => {
    const line = parseSignedResult(signed);
    return {
      ...row,
      reason: row.reason as 'pin' | 'class',
      finishedAt: new Date(line?.finishedAt ?? row.receivedAt.getTime()),
      answers: (line && unpackAnswers(sheetQuestionIds(line.assessment, line.version), line.answers, line.itemTimes)) ?? [],
    };
  });
}

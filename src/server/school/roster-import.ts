import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { RosterPreview } from '#shared/api/school';
import { type CheckedRow, checkRosterRows, MAX_ROSTER_ROWS, type RosterRow } from '#shared/school/roster';
import { sameNameWarnings } from '#shared/school/same-name';
import type { Db } from '../db/client';
import { classStudents, schoolClasses, schoolStudents, users } from '../db/schema';
import { randomDigits } from '../lib/crypto';
import { invalid } from '../lib/errors';
import { isReadableText } from '../lib/readable-text';
import { CONSENT_VERSION } from '../accounts/public';
import { withKeyLock } from '../platform/dedupe';
import { currentSchoolYear, requireAdmin } from './school-access';
import { PIN_LENGTH } from '#shared/validation/formats';

/**
 * The roster import (src/shared/school/roster.ts has the rules): the browser reads the file and sends
 * its rows; the server checks them all again, against the school's classes of the current year and
 * the students it already has (学号 is the key), and imports all or nothing.
 */

/** A cell as text: JSON can carry what the form body refuses (NUL, lone surrogates…); so is an overlong cell. */
const cell = z.string().check(z.maxLength(100), z.refine(isReadableText));
const rowSchema = z.strictObject({
  line: z.int().check(z.positive()),
  name: cell,
  studentNo: cell,
  gender: cell,
  grade: cell,
  className: cell,
  birthMonth: cell,
});
const rowsSchema = z.array(rowSchema).check(z.minLength(1), z.maxLength(MAX_ROSTER_ROWS));

const badFormat = () => invalid('名单格式不正确');

/** The rows as sent: strictly RosterRow[], each line once (the duplicate check of 学号 tells rows apart by line). */
export function parseRosterRows(json: string): RosterRow[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badFormat();
  }
  const parsed = rowsSchema.safeParse(value);
  if (!parsed.success) throw badFormat();
  if (new Set(parsed.data.map((row) => row.line)).size !== parsed.data.length) throw badFormat();
  return parsed.data;
}

type Action = 'create' | 'update' | 'unchanged';
interface Existing {
  id: number;
  userId: number;
  name: string;
  gender: string;
  birthMonth: string;
  classId: number | null;
}
interface PlannedRow extends CheckedRow {
  warnings: string[];
  action: Action | null;
  classId: number | null;
  existing: Existing | null;
}

/** Every row checked, and for a row without problems what importing it does. */
async function planRoster(db: Db, orgId: number, year: number, rows: RosterRow[], now: Date): Promise<PlannedRow[]> {
  const classes = await db
    .select({ id: schoolClasses.id, grade: schoolClasses.grade, name: schoolClasses.name })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.schoolYear, year)));
  const checked = checkRosterRows(rows, classes, now);
  const numbers = checked.filter((row) => row.problems.length === 0).map((row) => row.studentNo);
  const existing = numbers.length
    ? await db
        .select({
          id: schoolStudents.id,
          userId: schoolStudents.userId,
          studentNo: schoolStudents.studentNo,
          name: schoolStudents.name,
          gender: schoolStudents.gender,
          birthMonth: schoolStudents.birthMonth,
          classId: classStudents.classId,
        })
        .from(schoolStudents)
        .leftJoin(classStudents, and(eq(classStudents.studentId, schoolStudents.id), eq(classStudents.schoolYear, year)))
        .where(and(eq(schoolStudents.orgId, orgId), inArray(schoolStudents.studentNo, numbers)))
    : [];
  const byNumber = new Map(existing.map((row) => [row.studentNo, row]));
  const warnings = await sameNameWarningsOf(db, year, classes, checked);
  return checked.map((row) => {
    const rowWarnings = warnings.has(row.line) ? [warnings.get(row.line)!] : [];
    if (row.problems.length) return { ...row, warnings: rowWarnings, action: null, classId: null, existing: null };
    const classId = classes.find((c) => c.grade === row.grade && c.name === row.className)!.id;
    const found = byNumber.get(row.studentNo) ?? null;
    const same = found && found.name === row.name && found.gender === row.gender && found.birthMonth === row.birthMonth && found.classId === classId;
    return { ...row, warnings: rowWarnings, action: !found ? 'create' : same ? 'unchanged' : 'update', classId, existing: found };
  });
}

/** Rows sharing a name with another row of their class, or with a student already in it this year. */
async function sameNameWarningsOf(db: Db, year: number, classes: { id: number; grade: number; name: string }[], checked: CheckedRow[]) {
  const keyOf = new Map(classes.map((c) => [c.id, `${c.grade}:${c.name}`]));
  const classOf = (row: CheckedRow) => classes.find((c) => c.grade === row.grade && c.name === row.className) ?? null;
  const rows = checked.map((row) => ({ line: row.line, name: row.name, studentNo: row.studentNo, classKey: keyOf.get(classOf(row)?.id ?? 0) ?? null }));
  const classIds = [...new Set(checked.map((row) => classOf(row)?.id).filter((id) => id !== undefined))];
  const inClass = classIds.length
    ? await db
        .select({ name: schoolStudents.name, studentNo: schoolStudents.studentNo, classId: classStudents.classId })
        .from(classStudents)
        .innerJoin(schoolStudents, eq(classStudents.studentId, schoolStudents.id))
        .where(and(eq(classStudents.schoolYear, year), inArray(classStudents.classId, classIds)))
    : [];
  return sameNameWarnings(
    rows,
    inClass.map((s) => ({ name: s.name, studentNo: s.studentNo, classKey: keyOf.get(s.classId)! })),
  );
}

function previewOf(rows: PlannedRow[]): RosterPreview {
  const counts = { create: 0, update: 0, unchanged: 0, problems: 0 };
  for (const row of rows) counts[row.action ?? 'problems']++;
  return {
    rows: rows.map(({ line, name, studentNo, gender, grade, className, birthMonth, problems, warnings, action }) => ({
      line,
      name,
      studentNo,
      gender,
      grade,
      className,
      birthMonth,
      problems,
      warnings,
      action,
    })),
    counts,
  };
}

/** Administrators only: an import can rename and move any student of the school, beyond a teacher's own classes. */
async function schoolAndYear(db: Db, userId: number, now: Date) {
  const staff = await requireAdmin(db, userId);
  return { orgId: staff.orgId, year: await currentSchoolYear(db, staff.orgId, now) };
}

/** What importing the rows would do, row by row; nothing is written. */
export async function previewRoster(db: Db, userId: number, json: string, now: Date): Promise<RosterPreview> {
  const rows = parseRosterRows(json);
  const { orgId, year } = await schoolAndYear(db, userId, now);
  return previewOf(await planRoster(db, orgId, year, rows, now));
}

/** Rows per INSERT: well under PostgreSQL's 65535 parameters. */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Imports all rows or none: planned again inside one transaction under the school's roster lock, so
 * parallel imports of one file run one after the other and each student is created once. A row that
 * changes nothing is not written (its updatedAt stays).
 */
export async function importRoster(db: Db, userId: number, json: string, now: Date): Promise<RosterPreview> {
  const rows = parseRosterRows(json);
  const { orgId, year } = await schoolAndYear(db, userId, now);
  return withKeyLock(db, `roster:${orgId}`, async (tx) => {
    const planned = await planRoster(tx, orgId, year, rows, now);
    const preview = previewOf(planned);
    if (preview.counts.problems) throw invalid(`名单中有${preview.counts.problems}行需要修改，未导入任何学生`);
    for (const part of chunks(planned.filter((row) => row.action === 'create'))) await createStudents(tx, orgId, year, part, now);
    for (const row of planned.filter((r) => r.action === 'update')) await updateStudent(tx, year, row, now);
    return preview;
  });
}

/** Accounts without a phone or password (they sign in by PIN on a class tablet), named so no nickname prompt stops them. */
async function createStudents(tx: Db, orgId: number, year: number, rows: PlannedRow[], now: Date): Promise<void> {
  // PostgreSQL returns the rows of a multi-row INSERT … RETURNING in the order of its VALUES.
  const accounts = await tx
    .insert(users)
    .values(rows.map((row) => ({ username: row.name, nickname: row.name, orgId, consentVersion: CONSENT_VERSION, consentAt: now, createdAt: now, updatedAt: now })))
    .returning({ id: users.id });
  const students = await tx
    .insert(schoolStudents)
    .values(
      rows.map((row, i) => ({
        orgId,
        studentNo: row.studentNo,
        name: row.name,
        gender: row.gender,
        birthMonth: row.birthMonth,
        userId: accounts[i].id,
        pin: randomDigits(PIN_LENGTH),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: schoolStudents.id });
  await tx.insert(classStudents).values(rows.map((row, i) => ({ classId: row.classId!, studentId: students[i].id, schoolYear: year })));
}

/** A changed row: the record (a new name renames the account too) and this year's class. */
async function updateStudent(tx: Db, year: number, row: PlannedRow, now: Date): Promise<void> {
  const student = row.existing!;
  await tx.update(schoolStudents).set({ name: row.name, gender: row.gender, birthMonth: row.birthMonth, updatedAt: now }).where(eq(schoolStudents.id, student.id));
  if (student.name !== row.name) {
    // The nickname follows unless the student chose their own (a linked phone account may have).
    const nickname = sql`case when ${users.nickname} = ${student.name} then ${row.name} else ${users.nickname} end`;
    await tx.update(users).set({ username: row.name, nickname, updatedAt: now }).where(eq(users.id, student.userId));
  }
  if (student.classId !== row.classId) {
    await tx
      .insert(classStudents)
      .values({ classId: row.classId!, studentId: student.id, schoolYear: year })
      .onConflictDoUpdate({ target: [classStudents.studentId, classStudents.schoolYear], set: { classId: sql`excluded.class_id` } });
  }
}

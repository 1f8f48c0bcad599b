/**
 * Bench-only seeding, run inside the bench server (PGlite has one process): accounts written straight to the
 * database with live sessions, so a run can have thousands of students without thousands of argon2 hashes
 * and SMS codes. What the runs then measure (submitting, polling a board) goes through the real API.
 */
import { CONSENT_VERSION } from '#server/accounts/accounts';
import type { Db } from '#server/db/client';
import { classAssignments, classStudents, classTeachers, organisations, schoolClasses, schoolStaff, schoolStudents, sessions, users } from '#server/db/schema';
import { randomToken, sha256 } from '#server/lib/crypto';
import { IDLE_SECONDS, SESSION_DAYS } from '#server/platform/sessions';
import { schoolYearOf } from '#shared/school/grades';
import { BENCH_BIRTH_MONTH } from './client';

const CHUNK = 500;

async function chunked<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

/**
 * Accounts with a nickname (so they may take tests), of 14 or more (their results never wait for a guardian's
 * consent; the rostered ones have the school's consent besides), and a session each; their tokens, in order.
 */
async function accounts(db: Db, count: number, name: (i: number) => string, orgId: number | null, now: Date): Promise<{ userId: number; token: string }[]> {
  const made = await chunked(
    Array.from({ length: count }, (_, i) => ({ username: name(i), nickname: name(i), orgId, birthMonth: BENCH_BIRTH_MONTH, consentVersion: CONSENT_VERSION, consentAt: now })),
    (chunk) => db.insert(users).values(chunk).returning({ id: users.id }),
  );
  const tokens = made.map(() => randomToken(32));
  await chunked(
    made.map((u, i) => ({
      userId: u.id,
      tokenHash: sha256(tokens[i]),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86400_000),
      lastSeenAt: now,
      idleSeconds: IDLE_SECONDS.device,
    })),
    (chunk) => db.insert(sessions).values(chunk).returning({ id: sessions.id }),
  );
  return made.map((u, i) => ({ userId: u.id, token: tokens[i] }));
}

/** Students of no school, as a phone registration makes them (without the phone): their tokens. */
export async function seedStudents(db: Db, count: number, now: Date): Promise<string[]> {
  return (await accounts(db, count, () => '测试同学', null, now)).map((a) => a.token);
}

export interface SeededClass {
  classId: number;
  teacherToken: string;
  /** Each student's session token and board id (school_students.id). */
  students: { id: number; token: string }[];
}

/**
 * A school with `sizes.length` classes (one teacher each), the students of each rostered with a guardian's
 * consent recorded, and an open assignment of `assessment` for every class, as a district's lesson has them.
 */
export async function seedSchool(db: Db, sizes: number[], assessment: string, now: Date): Promise<SeededClass[]> {
  const [org] = await db
    .insert(organisations)
    .values({ name: `测速中学${now.getTime() % 100000}` })
    .returning({ id: organisations.id });
  const year = schoolYearOf(now);
  const teachers = await accounts(db, sizes.length, (i) => `老师${i + 1}`, org.id, now);
  await chunked(
    teachers.map((t) => ({ orgId: org.id, userId: t.userId, role: 'teacher' as const })),
    (chunk) => db.insert(schoolStaff).values(chunk).returning({ id: schoolStaff.userId }),
  );
  const classes = await chunked(
    sizes.map((_, i) => ({ orgId: org.id, schoolYear: year, grade: 7 + (i % 3), name: `${i + 1}班` })),
    (chunk) => db.insert(schoolClasses).values(chunk).returning({ id: schoolClasses.id }),
  );
  await chunked(
    classes.map((c, i) => ({ classId: c.id, userId: teachers[i].userId })),
    (chunk) => db.insert(classTeachers).values(chunk).returning({ id: classTeachers.classId }),
  );
  await chunked(
    classes.map((c) => ({ classId: c.id, assessments: [assessment], startsAt: new Date(now.getTime() - 60_000), endsAt: new Date(now.getTime() + 3 * 3600_000) })),
    (chunk) => db.insert(classAssignments).values(chunk).returning({ id: classAssignments.id }),
  );

  const total = sizes.reduce((a, b) => a + b, 0);
  const pupils = await accounts(db, total, (i) => `学生${i + 1}`, org.id, now);
  const records = await chunked(
    pupils.map((p, i) => ({
      orgId: org.id,
      studentNo: String(100000 + i),
      name: `学生${i + 1}`,
      birthMonth: '2012-03',
      userId: p.userId,
      pin: String(100000 + ((i * 7919) % 900000)),
      consentMethod: '学校统一收集的书面同意',
      consentDate: '2026-09-01',
      consentBy: '老师1',
    })),
    (chunk) => db.insert(schoolStudents).values(chunk).returning({ id: schoolStudents.id }),
  );
  const seeded: SeededClass[] = [];
  let next = 0;
  for (const [i, size] of sizes.entries()) {
    const members = records.slice(next, next + size).map((r, k) => ({ id: r.id, token: pupils[next + k].token }));
    next += size;
    seeded.push({ classId: classes[i].id, teacherToken: teachers[i].token, students: members });
  }
  await chunked(
    seeded.flatMap((c) => c.students.map((s) => ({ classId: c.classId, studentId: s.id, schoolYear: year }))),
    (chunk) => db.insert(classStudents).values(chunk).returning({ id: classStudents.studentId }),
  );
  return seeded;
}

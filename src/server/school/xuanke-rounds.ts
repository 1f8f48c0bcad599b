import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { MyXuankeRound, XuankeChoiceAccepted, XuankeRound, XuankeRoundListItem, XuankeRoundView } from '#shared/api/xuanke-rounds';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import { classLabel, gradeName } from '#shared/school/grades';
import type { Model } from '#shared/xuanke/requirement';
import { type CategoryRequirement, changesBetween, closedCategories, combinationOf, countChoices, isLater, MODEL_TEXT, modelOfProvince, roundIsOpen } from '#shared/xuanke/round';
import type { Db } from '../db/client';
import { classStudents, classTeachers, organisations, schoolClasses, schoolStudents, users, xuankeRounds, xuankeSubmissions } from '../db/schema';
import { ApiError, invalid } from '../lib/errors';
import { naturalCompare } from '../lib/natural-compare';
import { type Member, resultsOf } from './class-report';
import { recordClassReportViews } from './report-views';
import { assertConsentForUpload } from './school-consent';
import { withKeyLock } from '../platform/dedupe';
import { classMembers, currentSchoolYear, requireClass, requireStaff, type StaffMember } from './school-access';

/**
 * 选科意向 rounds (docs/SCHOOL.md, "选科意向"). A round belongs to a class, or to a grade of a school
 * year (an administrator's); its students submit the combination they intend to take, as often as
 * they like while it is open, and the one they made last is in force.
 */

type RoundRow = typeof xuankeRounds.$inferSelect;

/** What a student's reports suggest (shared/profile/suggest.ts): 专业类 codes and names, best first. */
export type Suggest = (
  reports: { hld?: HldReport | null; dyzn?: DyznReport | null; mbti?: MbtiReport | null },
  flagged: { hld?: boolean; dyzn?: boolean; mbti?: boolean },
) => readonly { code: string; name: string }[];

export interface RoundDeps {
  suggest: Suggest;
  /** The per-专业类 requirements of the edition served now, and its name (server/xuanke/). */
  requirements: (db: Db) => Promise<{ categories: CategoryRequirement[]; edition: XuankeRoundView['edition'] }>;
}

const notFound = () => new ApiError(ApiCode.NOT_FOUND, '这次选科意向不存在，或不属于你的班级');
const notYours = () => new ApiError(ApiCode.FORBIDDEN, '无权查看这次选科意向');
const gradeAdminsOnly = () => new ApiError(ApiCode.FORBIDDEN, '只有学校管理员可以为整个年级发起选科意向');
/** A student's submissions in one round at most (each is a row; the latest is in force). */
export const MAX_SUBMISSIONS = 50;
/** The longest a round may stay open. */
export const MAX_ROUND_DAYS = 180;
/** A closed round stays on the student's page this long, with the choice that was in force. */
const CLOSED_SHOWN_MS = 7 * 86400_000;

function present(row: RoundRow, label: string, openedBy: string, now: Date): XuankeRound {
  return {
    id: row.id,
    title: row.title,
    model: row.model,
    scope: row.classId === null ? 'grade' : 'class',
    classId: row.classId,
    grade: row.grade,
    scopeLabel: label,
    schoolYear: row.schoolYear,
    openedAt: row.openedAt,
    closesAt: row.closesAt,
    closedAt: row.closedAt,
    open: roundIsOpen({ closedAt: row.closedAt?.getTime() ?? null, closesAt: row.closesAt?.getTime() ?? null }, now.getTime()),
    openedBy,
  };
}

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function labelsOf(db: Db, rows: RoundRow[]): Promise<Map<number, string>> {
  const classIds = [...new Set(rows.flatMap((r) => (r.classId === null ? [] : [r.classId])))];
  const classes = classIds.length ? await db.select().from(schoolClasses).where(inArray(schoolClasses.id, classIds)) : [];
  const byId = new Map(classes.map((c) => [c.id, classLabel(c.grade, c.name)]));
  return new Map(rows.map((r) => [r.id, r.classId === null ? `${gradeName(r.grade)}年级` : (byId.get(r.classId) ?? '')]));
}

async function presentAll(db: Db, rows: RoundRow[], now: Date): Promise<XuankeRound[]> {
  const [labels, names] = await Promise.all([
    labelsOf(db, rows),
    namesOf(
      db,
      rows.map((r) => r.openedBy),
    ),
  ]);
  return rows.map((r) => present(r, labels.get(r.id) ?? '', names.get(r.openedBy ?? 0) ?? '', now));
}

/** Opens a round: a class's by its teacher or an administrator; a grade's of the current school year by an administrator. */
export async function openRound(
  db: Db,
  userId: number,
  input: { scope: 'class' | 'grade'; classId?: number; grade?: number; title: string; model?: Model; closesAt?: number | null },
  now: Date,
): Promise<{ id: number }> {
  let staff: StaffMember;
  let schoolYear: number;
  let grade: number;
  let classId: number | null = null;
  if (input.scope === 'class') {
    const { staff: member, klass } = await requireClass(db, userId, input.classId!, now);
    staff = member;
    schoolYear = klass.schoolYear;
    grade = klass.grade;
    classId = klass.id;
  } else {
    staff = await requireStaff(db, userId);
    if (staff.role !== 'admin') throw gradeAdminsOnly();
    schoolYear = await currentSchoolYear(db, staff.orgId, now);
    grade = input.grade!;
    const [any] = await db
      .select({ id: schoolClasses.id })
      .from(schoolClasses)
      .where(and(eq(schoolClasses.orgId, staff.orgId), eq(schoolClasses.schoolYear, schoolYear), eq(schoolClasses.grade, grade)))
      .limit(1);
    if (!any) throw invalid(`本学年没有${gradeName(grade)}的班级`, { errors: [{ field: 'grade', message: `本学年没有${gradeName(grade)}的班级` }] });
  }
  const [org] = await db.select({ province: organisations.province }).from(organisations).where(eq(organisations.id, staff.orgId));
  const fixed = modelOfProvince(org?.province);
  if (fixed && input.model && input.model !== fixed) {
    const message = `学校所在的${org!.province}采用 ${fixed} 选科模式，不能选 ${input.model}`;
    throw invalid(message, { errors: [{ field: 'model', message }] });
  }
  const model = fixed ?? input.model;
  if (!model) throw invalid('请选择选科模式（3+1+2 或 3+3）', { errors: [{ field: 'model', message: '请选择选科模式（3+1+2 或 3+3）' }] });
  const closesAt = input.closesAt ?? null;
  if (closesAt !== null && closesAt <= now.getTime()) throw invalid('截止时间要晚于现在', { errors: [{ field: 'closesAt', message: '截止时间要晚于现在' }] });
  if (closesAt !== null && closesAt - now.getTime() > MAX_ROUND_DAYS * 86400_000)
    throw invalid(`截止时间最长在${MAX_ROUND_DAYS}天以后`, { errors: [{ field: 'closesAt', message: `截止时间最长在${MAX_ROUND_DAYS}天以后` }] });
  const [row] = await db
    .insert(xuankeRounds)
    .values({ orgId: staff.orgId, schoolYear, classId, grade, title: input.title, model, openedAt: now, closesAt: closesAt === null ? null : new Date(closesAt), openedBy: userId })
    .returning({ id: xuankeRounds.id });
  return { id: row.id };
}

/** A round the member may read and close: any of the school's for an administrator; a teacher's class round of a class they teach this year. */
async function requireRound(db: Db, userId: number, roundId: number, now: Date): Promise<{ staff: StaffMember; round: RoundRow }> {
  const staff = await requireStaff(db, userId);
  const [round] = await db
    .select()
    .from(xuankeRounds)
    .where(and(eq(xuankeRounds.id, roundId), eq(xuankeRounds.orgId, staff.orgId)));
  if (!round) throw notYours();
  if (staff.role === 'teacher') {
    if (round.classId === null) throw notYours();
    await requireClass(db, userId, round.classId, now).catch(() => {
      throw notYours();
    });
  }
  return { staff, round };
}

export async function closeRound(db: Db, userId: number, roundId: number, now: Date): Promise<void> {
  await requireRound(db, userId, roundId, now);
  await db
    .update(xuankeRounds)
    .set({ closedAt: now })
    .where(and(eq(xuankeRounds.id, roundId), isNull(xuankeRounds.closedAt)));
}

type Student = Member & { classLabel: string };

/** The students of a round: its class's, or every class of its grade in its school year (class by class, each in 学号 order). */
async function studentsOf(db: Db, round: RoundRow): Promise<Student[]> {
  const classes = await db
    .select()
    .from(schoolClasses)
    .where(
      round.classId !== null
        ? eq(schoolClasses.id, round.classId)
        : and(eq(schoolClasses.orgId, round.orgId), eq(schoolClasses.schoolYear, round.schoolYear), eq(schoolClasses.grade, round.grade)),
    );
  classes.sort((a, b) => naturalCompare(a.name, b.name));
  const out: Student[] = [];
  for (const klass of classes) {
    const label = classLabel(klass.grade, klass.name);
    for (const member of await classMembers(db, klass)) out.push({ ...member, classLabel: label });
  }
  return out;
}

interface Choice {
  userId: number;
  combination: string;
  note: string;
  submittedAt: Date;
  submissionId: string;
}

/** Each student's choice in force in these rounds: their latest submission by the time it was made (isLater), never by arrival. */
async function choicesInForce(db: Db, roundIds: number[], userIds?: number[]): Promise<Map<number, Map<number, Choice>>> {
  const out = new Map<number, Map<number, Choice>>(roundIds.map((id) => [id, new Map()]));
  if (!roundIds.length || userIds?.length === 0) return out;
  const rows = await db
    .select({
      roundId: xuankeSubmissions.roundId,
      userId: xuankeSubmissions.userId,
      combination: xuankeSubmissions.combination,
      note: xuankeSubmissions.note,
      submittedAt: xuankeSubmissions.submittedAt,
      submissionId: xuankeSubmissions.submissionId,
    })
    .from(xuankeSubmissions)
    .where(and(inArray(xuankeSubmissions.roundId, roundIds), userIds ? inArray(xuankeSubmissions.userId, userIds) : undefined));
  const key = (c: Choice) => ({ submittedAt: c.submittedAt.getTime(), submissionId: c.submissionId });
  for (const row of rows) {
    const byUser = out.get(row.roundId)!;
    const held = byUser.get(row.userId);
    if (!held || isLater(key(row), key(held))) byUser.set(row.userId, row);
  }
  return out;
}

/** The rounds the member may read, newest first, each with how many of its students have submitted. */
export async function listRounds(db: Db, userId: number, classId: number | undefined, now: Date): Promise<XuankeRoundListItem[]> {
  const staff = await requireStaff(db, userId);
  let rows: RoundRow[];
  if (classId !== undefined) {
    const { klass } = await requireClass(db, userId, classId, now);
    const gradeRound = and(isNull(xuankeRounds.classId), eq(xuankeRounds.schoolYear, klass.schoolYear), eq(xuankeRounds.grade, klass.grade));
    rows = await db
      .select()
      .from(xuankeRounds)
      .where(and(eq(xuankeRounds.orgId, staff.orgId), staff.role === 'admin' ? or(eq(xuankeRounds.classId, classId), gradeRound) : eq(xuankeRounds.classId, classId)));
  } else if (staff.role === 'admin') {
    rows = await db.select().from(xuankeRounds).where(eq(xuankeRounds.orgId, staff.orgId));
  } else {
    const year = await currentSchoolYear(db, staff.orgId, now);
    const mine = await db
      .select({ id: classTeachers.classId })
      .from(classTeachers)
      .innerJoin(schoolClasses, eq(schoolClasses.id, classTeachers.classId))
      .where(and(eq(classTeachers.userId, userId), eq(schoolClasses.schoolYear, year)));
    rows = mine.length
      ? await db
          .select()
          .from(xuankeRounds)
          .where(
            inArray(
              xuankeRounds.classId,
              mine.map((m) => m.id),
            ),
          )
      : [];
  }
  rows.sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime() || b.id - a.id);
  const presented = await presentAll(db, rows, now);
  const choices = await choicesInForce(
    db,
    rows.map((r) => r.id),
  );
  const out: XuankeRoundListItem[] = [];
  for (const [index, row] of rows.entries()) {
    const students = await studentsOf(db, row);
    const held = choices.get(row.id)!;
    out.push({ ...presented[index], students: students.length, submitted: students.filter((s) => held.has(s.userId)).length });
  }
  return out;
}

/** The round before this one of the same class, or of the same grade and school year. */
async function previousRound(db: Db, round: RoundRow): Promise<RoundRow | null> {
  const sameScope =
    round.classId !== null
      ? eq(xuankeRounds.classId, round.classId)
      : and(isNull(xuankeRounds.classId), eq(xuankeRounds.schoolYear, round.schoolYear), eq(xuankeRounds.grade, round.grade));
  const [row] = await db
    .select()
    .from(xuankeRounds)
    .where(
      and(
        eq(xuankeRounds.orgId, round.orgId),
        sameScope,
        or(lt(xuankeRounds.openedAt, round.openedAt), and(eq(xuankeRounds.openedAt, round.openedAt), lt(xuankeRounds.id, round.id))),
      ),
    )
    .orderBy(desc(xuankeRounds.openedAt), desc(xuankeRounds.id))
    .limit(1);
  return row ?? null;
}

/**
 * One round read as a whole, for its page and its Excel file: every student with the choice in force and
 * the previous round's, the counts, the changes, and which of each student's suggested 专业类 (from their
 * latest reports) the intended combination closes. Each result a suggestion was drawn from is recorded as
 * seen (`xuanke-round`), as the class report records the results it shows.
 */
export async function roundView(db: Db, deps: RoundDeps, userId: number, roundId: number, now: Date): Promise<XuankeRoundView> {
  const { staff, round } = await requireRound(db, userId, roundId, now);
  const previous = await previousRound(db, round);
  const [presented, students] = await Promise.all([presentAll(db, previous ? [round, previous] : [round], now), studentsOf(db, round)]);
  const userIds = students.map((s) => s.userId);
  const choices = await choicesInForce(db, previous ? [round.id, previous.id] : [round.id], userIds);
  const current = choices.get(round.id)!;
  const before = previous ? choices.get(previous.id)! : null;

  const { categories, edition } = await deps.requirements(db);
  const withChoice = students.filter((s) => current.has(s.userId));
  const results = await resultsOf(db, withChoice, ['hld', 'mbti', 'dyzn'], new Date(0));
  const resultsBy = new Map(results.map((r) => [r.studentId, r]));
  const shown: { resultId: number; studentUserId: number }[] = [];

  const rows: XuankeRoundView['students'] = students.map((s) => {
    const choice = current.get(s.userId) ?? null;
    let suggested: XuankeRoundView['students'][number]['suggested'] = null;
    const taken = resultsBy.get(s.id);
    const combination = choice ? combinationOf(round.model, choice.combination) : null;
    if (combination && taken && (taken.hld || taken.mbti || taken.dyzn)) {
      const list = deps.suggest(
        { hld: taken.hld?.report ?? null, mbti: taken.mbti?.report ?? null, dyzn: taken.dyzn?.report ?? null },
        { hld: taken.hld?.flagged, mbti: taken.mbti?.flagged, dyzn: taken.dyzn?.flagged },
      );
      if (list.length) {
        suggested = { total: list.length, closed: closedCategories(combination, list, categories).closed };
        for (const t of [taken.hld, taken.mbti, taken.dyzn]) if (t) shown.push({ resultId: t.resultId, studentUserId: s.userId });
      }
    }
    return {
      studentId: s.id,
      classLabel: s.classLabel,
      name: s.name,
      studentNo: s.studentNo,
      choice: choice ? { combination: choice.combination, note: choice.note, submittedAt: choice.submittedAt } : null,
      previous: before?.get(s.userId)?.combination ?? null,
      suggested,
    };
  });
  await recordClassReportViews(db, staff, shown, now, 'xuanke-round');

  const inForce = (held: Map<number, Choice>) => new Map(students.flatMap((s) => (held.has(s.userId) ? [[s.id, held.get(s.userId)!.combination] as const] : [])));
  return {
    round: presented[0],
    schoolName: staff.schoolName,
    previous: previous ? presented[1] : null,
    students: rows,
    counts: countChoices(round.model, [...inForce(current).values()]),
    changes: before ? changesBetween(inForce(current), inForce(before)) : null,
    edition,
    generatedAt: now,
  };
}

/** The signed-in student's class this school year, when they are on a roster. */
async function classOfStudent(db: Db, userId: number, now: Date) {
  const [student] = await db.select({ id: schoolStudents.id, orgId: schoolStudents.orgId }).from(schoolStudents).where(eq(schoolStudents.userId, userId));
  if (!student) return null;
  const year = await currentSchoolYear(db, student.orgId, now);
  const [row] = await db
    .select({ klass: schoolClasses })
    .from(classStudents)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, student.id), eq(classStudents.schoolYear, year)));
  return row?.klass ?? null;
}

const roundsOfClass = (klass: typeof schoolClasses.$inferSelect) =>
  and(
    eq(xuankeRounds.orgId, klass.orgId),
    or(eq(xuankeRounds.classId, klass.id), and(isNull(xuankeRounds.classId), eq(xuankeRounds.schoolYear, klass.schoolYear), eq(xuankeRounds.grade, klass.grade))),
  );

/** The student's rounds: open ones, and those closed within a week, each with the choice in force. */
export async function myRounds(db: Db, userId: number, now: Date): Promise<MyXuankeRound[]> {
  const klass = await classOfStudent(db, userId, now);
  if (!klass) return [];
  const shownSince = new Date(now.getTime() - CLOSED_SHOWN_MS);
  const rows = (await db.select().from(xuankeRounds).where(roundsOfClass(klass))).filter((r) => {
    const ended = r.closedAt ?? (r.closesAt && r.closesAt <= now ? r.closesAt : null);
    return ended === null || ended > shownSince;
  });
  rows.sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime() || b.id - a.id);
  const presented = await presentAll(db, rows, now);
  const choices = await choicesInForce(
    db,
    rows.map((r) => r.id),
    [userId],
  );
  return rows.map((row, index) => {
    const choice = choices.get(row.id)!.get(userId);
    const p = presented[index];
    return {
      id: row.id,
      title: row.title,
      model: row.model,
      scopeLabel: p.scopeLabel,
      closesAt: row.closesAt,
      open: p.open,
      teacherName: p.openedBy,
      choice: choice ? { combination: choice.combination, note: choice.note, submittedAt: choice.submittedAt } : null,
    };
  });
}

/**
 * A student's choice (docs/SCHOOL.md, "选科意向"). Exactly once per submission id: a retry of a stored
 * submission answers what it answered, also after the round closed; the same id with another choice
 * is 4022. A new submission needs the round open, the student in its class or grade, a combination of its
 * model and, under 14, a guardian's consent recorded (4051, the device tries again later). Refused:
 * nothing is written.
 */
export async function submitChoice(
  db: Db,
  userId: number,
  deviceId: number | null,
  input: { roundId: number; submissionId: string; combination: string; note?: string; submittedAt: number },
  now: Date,
): Promise<XuankeChoiceAccepted> {
  const note = input.note ?? '';
  const stored = await storedSubmission(db, userId, input.submissionId);
  if (stored) return replay(db, userId, stored, input, note);

  const klass = await classOfStudent(db, userId, now);
  const [round] = klass
    ? await db
        .select()
        .from(xuankeRounds)
        .where(and(eq(xuankeRounds.id, input.roundId), roundsOfClass(klass)))
    : [];
  if (!round) throw notFound();
  if (!roundIsOpen({ closedAt: round.closedAt?.getTime() ?? null, closesAt: round.closesAt?.getTime() ?? null }, now.getTime()))
    throw new ApiError(ApiCode.CONFLICT, '这次选科意向已经结束，不能再提交或修改');
  if (!combinationOf(round.model, input.combination)) {
    const message = `「${input.combination}」不是 ${round.model} 的选科组合（${MODEL_TEXT[round.model].rule}）`;
    throw invalid(message, { errors: [{ field: 'combination', message }] });
  }
  // Under the student's choices lock: a guardian's withdrawal of consent takes it too, so no choice slips in after it.
  const inserted = await withKeyLock(db, choicesLockKey(userId), async (tx) => {
    await assertConsentForUpload(tx, userId, now);
    // An honest student changes their mind a few times; a script on a tablet does not fill the table.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(xuankeSubmissions)
      .where(and(eq(xuankeSubmissions.roundId, round.id), eq(xuankeSubmissions.userId, userId)));
    if (n >= MAX_SUBMISSIONS) throw new ApiError(ApiCode.CONFLICT, `这一轮已经提交了${MAX_SUBMISSIONS}次，不能再修改，请联系老师`);
    // A device clock ahead of the server's would make its choice win over every later one.
    const submittedAt = new Date(Math.min(input.submittedAt, now.getTime()));
    const [row] = await tx
      .insert(xuankeSubmissions)
      .values({ roundId: round.id, userId, submissionId: input.submissionId, combination: input.combination, note, submittedAt, receivedAt: now, deviceId })
      .onConflictDoNothing({ target: [xuankeSubmissions.userId, xuankeSubmissions.submissionId] })
      .returning();
    return row;
  });
  // Two copies of one submission at once: the other stored it; answer as a retry would be answered.
  const row = inserted ?? (await storedSubmission(db, userId, input.submissionId));
  if (!row) throw new ApiError(ApiCode.SERVER_ERROR, '保存失败，请稍后再试');
  if (!inserted) return replay(db, userId, row, input, note);
  return inForceAnswer(db, userId, row);
}

/** The lock a student's 选科意向 choices are written under (a guardian's withdrawal takes it too). */
export const choicesLockKey = (userId: number) => `xuanke-choices:${userId}`;

type SubmissionRow = typeof xuankeSubmissions.$inferSelect;

async function storedSubmission(db: Db, userId: number, submissionId: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(xuankeSubmissions)
    .where(and(eq(xuankeSubmissions.userId, userId), eq(xuankeSubmissions.submissionId, submissionId)));
  return row ?? null;
}

async function replay(db: Db, userId: number, row: SubmissionRow, input: { roundId: number; combination: string }, note: string): Promise<XuankeChoiceAccepted> {
  if (row.roundId !== input.roundId || row.combination !== input.combination || row.note !== note)
    throw new ApiError(ApiCode.IDEMPOTENCY_MISMATCH, '这次提交的编号已用于另一个选择');
  return inForceAnswer(db, userId, row);
}

/** Whether this submission is the one in force, and which is. */
async function inForceAnswer(db: Db, userId: number, row: SubmissionRow): Promise<XuankeChoiceAccepted> {
  const held = (await choicesInForce(db, [row.roundId], [userId])).get(row.roundId)!.get(userId)!;
  return { current: held.submissionId === row.submissionId, combination: held.combination, submittedAt: held.submittedAt };
}

/** Every 选科意向 choice a person submitted, for their data export (PIPL). */
export async function myXuankeChoices(db: Db, userId: number) {
  return db
    .select({
      round: xuankeRounds.title,
      combination: xuankeSubmissions.combination,
      note: xuankeSubmissions.note,
      submittedAt: xuankeSubmissions.submittedAt,
      receivedAt: xuankeSubmissions.receivedAt,
    })
    .from(xuankeSubmissions)
    .innerJoin(xuankeRounds, eq(xuankeRounds.id, xuankeSubmissions.roundId))
    .where(eq(xuankeSubmissions.userId, userId))
    .orderBy(xuankeSubmissions.submittedAt);
}

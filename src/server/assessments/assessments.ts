import { and, count, desc, eq, gte, like, lt, notInArray } from 'drizzle-orm';
import type { HistoryItem, ResultData } from '#shared/api/assessment';
import { ApiCode } from '#shared/api/envelope';
import { type RawAnswer, itemTimesOf, recordedSeconds } from '#shared/assessments/answers';
import type { ResponseQuality } from '#shared/assessments/quality';
import { buildReport, checkQuality, checkSubmission, instrumentVersion } from '#content/assessments/registry';
import type { AnswerValue, AssessmentReport } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import type { Db } from '../db/client';
import { assessmentResults, organisations, rateLimits, resultShares, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { ApiError, invalid } from '../lib/errors';
import { withKeyLock } from '../platform/dedupe';
import { formatChinaTime, formatDuration } from '#shared/format/time';
import { summarizeReport } from '#shared/assessments/summary';
import { caveatOf } from '#shared/assessments/caveat';

/**
 * More finished attempts of one assessment in 24 hours than this answer 5001 (not allowed now): retaking
 * until a liked result appears is not a measurement. Counted and inserted under one lock (atomic).
 */
export const DAILY_ATTEMPT_LIMIT = 3;

/** A retake within this many days shows the previous result beside the new one. */
export const RETAKE_COMPARE_DAYS = 30;

type ResultRow = typeof assessmentResults.$inferSelect;

async function userWithOrg(db: Db, userId: number) {
  const [row] = await db
    .select({ nickname: users.nickname, reportlogo: organisations.reportlogo })
    .from(users)
    .leftJoin(organisations, eq(users.orgId, organisations.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * A result the owner deleted within a day of taking it still counts toward the daily cap (deleting
 * must not buy a retake): a row in rate_limits named by the user id, the assessment and the result
 * id, with the time it was taken as `window_start`, so the prune removes it a day later and
 * deleting the account removes it at once. It holds nothing of the result.
 */
export const spentPrefix = (userId: number, key?: AssessmentKey) => `results:spent:${userId}:${key ? `${key}:` : ''}`;

/** Who may take a test now: a nickname is required (5002) and attempts are capped per day (5001). */
export async function checkTestRight(db: Db, userId: number, key: AssessmentKey, now: Date): Promise<void> {
  const user = await userWithOrg(db, userId);
  if (!user?.nickname) throw new ApiError(ApiCode.NO_NICKNAME, '请先设置昵称，未设置将不可答题');
  const [{ n }] = await db
    .select({ n: count() })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.assessment, key), gte(assessmentResults.createdAt, new Date(now.getTime() - 86400_000))));
  const [{ deleted }] = await db
    .select({ deleted: count() })
    .from(rateLimits)
    .where(and(like(rateLimits.key, `${spentPrefix(userId, key)}%`), gte(rateLimits.windowStart, new Date(now.getTime() - 86400_000))));
  if (n + deleted >= DAILY_ATTEMPT_LIMIT) throw new ApiError(ApiCode.NOT_ALLOWED, '今天的测评次数已用完，请明天再来');
}

/** Same answers in another order are the same payload. */
function payloadHash(key: AssessmentKey, values: ReadonlyMap<number, unknown>, times: number): string {
  const sorted = [...values.entries()].sort((a, b) => a[0] - b[0]);
  return sha256(JSON.stringify({ key, answers: sorted, times }));
}

export interface SubmitInput {
  userId: number;
  key: AssessmentKey;
  answers: RawAnswer[];
  times: number;
  /** The question list's version the test was taken on; answers are checked and scored with it. */
  version?: string;
  /** The device's attempt id; without one, every call is a new attempt. */
  idempotencyKey: string | null;
  now: Date;
  /** Throws when the result may not be stored (a guardian's consent), checked under the results lock so a withdrawal cannot slip between. */
  allowed?: (tx: Db) => Promise<void>;
  /** Called once the result is newly stored (not for a retry of a stored attempt). */
  stored?: () => void;
}

/**
 * Scores and stores a finished test exactly once. The unique (user, attempt) index makes concurrent
 * submits with one key produce one row; a retry with the same payload gets the stored result back;
 * the same key with another payload is refused (4022).
 */
/**
 * The lock a student's results of one assessment are written under: submits, deletions, share links,
 * and a guardian's withdrawal of consent (which takes all of them) run one after the other.
 */
export const resultsLockKey = (userId: number, key: AssessmentKey) => `results:${userId}:${key}`;

export async function submit(db: Db, input: SubmitInput): Promise<ResultData> {
  const { userId, key, now } = input;
  const checked = checkSubmission(key, input.answers, input.version);
  if (!checked.ok) throw invalid(checked.message, { errors: [{ field: 'answer', message: checked.message }] });
  const times = recordedSeconds(input.times);
  if (times === null) throw invalid('答题用时无效', { errors: [{ field: 'times', message: '答题用时无效' }] });
  const attemptId = input.idempotencyKey ?? `server-${randomToken(16)}`;
  const version = instrumentVersion(key, input.version);
  const hash = payloadHash(key, checked.values, times);

  const existing = await findAttempt(db, userId, attemptId);
  if (existing) return replay(db, existing, key, hash);

  const itemMs = itemTimesOf(input.answers);
  const answers = [...checked.values.entries()].sort((a, b) => a[0] - b[0]).map(([id, value]) => ({ id, value, ...(itemMs.has(id) ? { ms: itemMs.get(id) } : {}) }));
  const quality = checkQuality(key, checked.values, version, itemMs, times);
  // The daily cap is counted and the row inserted under one lock per (user, assessment): parallel
  // submits with distinct keys cannot all pass the count (on several app servers too).
  const inserted = await withKeyLock(db, resultsLockKey(userId, key), async (tx) => {
    if (await findAttempt(tx, userId, attemptId)) return [];
    await input.allowed?.(tx);
    await checkTestRight(tx, userId, key, now);
    return tx
      .insert(assessmentResults)
      .values({
        userId,
        assessment: key,
        attemptId,
        payloadHash: hash,
        instrumentVersion: version,
        answers,
        times,
        result: buildReport(key, checked.values, version),
        quality,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [assessmentResults.userId, assessmentResults.attemptId] })
      .returning();
  });
  // Lost the race to a concurrent submit with the same key: answer as a retry.
  const row = inserted[0] ?? (await findAttempt(db, userId, attemptId));
  if (inserted[0]) input.stored?.();
  return inserted[0] ? present(db, row, true) : replay(db, row!, key, hash);
}

async function findAttempt(db: Db, userId: number, attemptId: string) {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.attemptId, attemptId)));
  return row;
}

async function replay(db: Db, row: ResultRow, key: AssessmentKey, hash: string) {
  if (row.assessment !== key || row.payloadHash !== hash) {
    throw new ApiError(ApiCode.IDEMPOTENCY_MISMATCH, '这次提交的编号已被另一份答案使用，请重新开始测评');
  }
  return present(db, row, true);
}

/**
 * The report of a stored result, built again from its answers with the instrument of its version: the
 * current rules (ties, levels, wording) apply to old results too, and every version still renders. The
 * `result` column keeps what was shown when it was submitted.
 */
export function reportOf(row: ResultRow): AssessmentReport[AssessmentKey] {
  const key = row.assessment as AssessmentKey;
  const answers = row.answers as { id: number; value: AnswerValue }[];
  return buildReport(key, new Map(answers.map((a) => [a.id, a.value])), row.instrumentVersion);
}

/** The owner's result of the same assessment before this one, within RETAKE_COMPARE_DAYS: shown beside it. */
async function previousOf(db: Db, row: ResultRow): Promise<ResultData['previous']> {
  const since = new Date(row.createdAt.getTime() - RETAKE_COMPARE_DAYS * 86400_000);
  const [before] = await db
    .select()
    .from(assessmentResults)
    .where(
      and(eq(assessmentResults.userId, row.userId), eq(assessmentResults.assessment, row.assessment), lt(assessmentResults.id, row.id), gte(assessmentResults.createdAt, since)),
    )
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(1);
  if (!before) return null;
  const key = row.assessment as AssessmentKey;
  const report = reportOf(before);
  const caveat = caveatKindOf(key, report, before);
  return { id: before.id, createtime: formatChinaTime(before.createdAt), summary: summarizeReport(key, report), ...(caveat ? { caveat } : {}) };
}

/** The caveat a stored result carries (the one rule of src/shared/assessments/caveat.ts), or undefined. */
function caveatKindOf(key: AssessmentKey, report: AssessmentReport[AssessmentKey], row: ResultRow) {
  return caveatOf(key, report, row.quality as ResponseQuality | null)?.kind;
}

async function present(db: Db, row: ResultRow, isOwner: boolean): Promise<ResultData> {
  const user = await userWithOrg(db, row.userId);
  return {
    // A viewer through a share link learns no internal id (0, as for a report not yet on the server).
    id: isOwner ? row.id : 0,
    assessment: row.assessment as AssessmentKey,
    createtime: formatChinaTime(row.createdAt),
    usedtime: formatDuration(row.times),
    times: row.times,
    nickname: user?.nickname ?? '',
    orginfo: { reportlogo: user?.reportlogo ?? '' },
    version: row.instrumentVersion,
    isOwner,
    quality: row.quality ? { flagged: (row.quality as ResponseQuality).flagged, reasons: (row.quality as ResponseQuality).reasons } : null,
    // The owner's history stays the owner's: a shared link shows no earlier result.
    previous: isOwner ? await previousOf(db, row) : null,
    ...reportOf(row),
  };
}

const noResult = () => new ApiError(ApiCode.NOT_FOUND, '还没有这项测评的结果');

/** The latest result of the caller, one of theirs by id, or a shared one by view token. */
export async function census(db: Db, key: AssessmentKey, who: { userId: number | null; id?: number; viewtoken?: string }): Promise<ResultData> {
  if (who.viewtoken) {
    const [shared] = await db
      .select({ row: assessmentResults })
      .from(resultShares)
      .innerJoin(assessmentResults, eq(resultShares.resultId, assessmentResults.id))
      .where(and(eq(resultShares.tokenHash, sha256(who.viewtoken)), eq(assessmentResults.assessment, key)));
    if (!shared) throw new ApiError(ApiCode.NOT_FOUND, '分享链接已失效或不存在');
    return present(db, shared.row, shared.row.userId === who.userId);
  }
  if (who.userId === null) throw new ApiError(ApiCode.NOT_LOGGED_IN, '请先登录');
  if (who.id !== undefined) return present(db, await ownResult(db, who.userId, key, who.id), true);
  const [latest] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, who.userId), eq(assessmentResults.assessment, key)))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(1);
  if (!latest) throw noResult();
  return present(db, latest, true);
}

/**
 * One of the caller's results. Someone else's answers exactly as a missing one (4004, same message),
 * so sequential ids tell a stranger nothing about which results exist.
 */
async function ownResult(db: Db, userId: number, key: AssessmentKey, id: number, notFound = noResult): Promise<ResultRow> {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, id), eq(assessmentResults.assessment, key), eq(assessmentResults.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/**
 * A student's result as their school's staff see it (the caller checked they may): the newest of the
 * assessment or one by id, without the owner's controls or history; 4004 when there is none.
 */
export async function studentResult(db: Db, studentUserId: number, key: AssessmentKey, id: number | undefined): Promise<ResultData> {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, studentUserId), eq(assessmentResults.assessment, key), ...(id === undefined ? [] : [eq(assessmentResults.id, id)])))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '这位同学还没有这项测评的结果');
  return { ...(await present(db, row, false)), id: row.id };
}

export async function history(db: Db, userId: number, key: AssessmentKey): Promise<HistoryItem[]> {
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.assessment, key)))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id));
  return rows.map((row) => {
    const report = reportOf(row);
    const caveat = caveatKindOf(key, report, row);
    return { id: row.id, createtime: formatChinaTime(row.createdAt), usedtime: formatDuration(row.times), summary: summarizeReport(key, report), ...(caveat ? { caveat } : {}) };
  });
}

/**
 * Deletes one of the owner's results (4004 when the caller has none of that id and assessment, whoever
 * else may own it); its share links die with it. Under the lock of submits, so a deletion and a submit
 * of the same assessment cannot both pass the daily cap.
 */
export async function deleteResult(db: Db, userId: number, key: AssessmentKey, id: number, now: Date): Promise<void> {
  await withKeyLock(db, resultsLockKey(userId, key), async (tx) => {
    const row = await ownResult(tx, userId, key, id, () => new ApiError(ApiCode.NOT_FOUND, '这份测评结果不存在或已删除'));
    await tx.delete(assessmentResults).where(and(eq(assessmentResults.id, row.id), eq(assessmentResults.userId, userId)));
    if (now.getTime() - row.createdAt.getTime() < 86400_000) {
      await tx
        .insert(rateLimits)
        .values({ key: `${spentPrefix(userId, key)}${row.id}`, windowStart: row.createdAt, count: 1 })
        .onConflictDoNothing();
    }
  });
}

/** Live share links per result; making another removes the oldest, so rows cannot pile up. */
export const MAX_SHARE_LINKS = 10;

/**
 * A new share link for one of the owner's results. Only the token's hash is stored, so the link is
 * shown once: each call makes another (the older ones keep working, up to MAX_SHARE_LINKS); a reset
 * first removes every earlier link of the result.
 */
export async function shareToken(db: Db, userId: number, key: AssessmentKey, id: number, reset: boolean, now: Date): Promise<string> {
  const token = randomToken(24);
  // The lock of submits and deletions: a result cannot be deleted between the check and the insert.
  await withKeyLock(db, resultsLockKey(userId, key), async (tx) => {
    const row = await ownResult(tx, userId, key, id);
    if (reset) await tx.delete(resultShares).where(eq(resultShares.resultId, row.id));
    await tx.insert(resultShares).values({ resultId: row.id, tokenHash: sha256(token), createdAt: now });
    const kept = tx
      .select({ id: resultShares.id })
      .from(resultShares)
      .where(eq(resultShares.resultId, row.id))
      .orderBy(desc(resultShares.createdAt), desc(resultShares.id))
      .limit(MAX_SHARE_LINKS);
    await tx.delete(resultShares).where(and(eq(resultShares.resultId, row.id), notInArray(resultShares.id, kept)));
  });
  return token;
}

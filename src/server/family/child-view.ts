import { and, count, desc, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ChildPortrait, ChildReport, ChildResults, ParentSight } from '#shared/api/parent-view';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime } from '#shared/format/time';
import type { Db } from '#server/db/client';
import { assessmentResults, parentAccounts, parentLinks, parentViews, users } from '#server/db/schema';
import { maskMobile } from '#server/lib/crypto';
import { ApiError } from '#server/lib/errors';
import { history, studentResult } from '#server/assessments/public';

/**
 * What a linked parent reads of a child (docs/PARENTS.md, "What a parent sees"): the history, one
 * report, the newest results for the 生涯画像 — as the child's reports show them (caveats, what the
 * quality check noticed), never the answers. Each read runs in one transaction that first takes the
 * parent's approved link to the child with FOR SHARE: an unlink (a DELETE of that row) waits until the
 * read is over, and a read after it finds no link. The read is recorded in the same transaction.
 */

type What = 'history' | 'report' | 'portrait';

const notLinked = () => new ApiError(ApiCode.FORBIDDEN, '只能查看已关联孩子的测评结果：这条关联不存在、已解除，或还在等待孩子同意');
const noResult = (id?: number) => new ApiError(ApiCode.NOT_FOUND, id === undefined ? '孩子还没有完成这项测评' : '这份报告不存在，或已被孩子删除');

async function withChild<T>(
  db: Db,
  parentId: number,
  linkId: number,
  now: Date,
  read: (tx: Db, child: { userId: number; name: string }) => Promise<{ data: T; what: What; assessment?: AssessmentKey; resultId?: number }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: parentLinks.studentUserId, nickname: users.nickname, username: users.username })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.studentUserId))
      .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parentId), eq(parentLinks.status, 'approved')))
      .for('share', { of: parentLinks });
    if (!link) throw notLinked();
    const { data, what, assessment, resultId } = await read(tx, { userId: link.userId, name: link.nickname || link.username });
    await tx.insert(parentViews).values({ parentId, studentUserId: link.userId, what, assessment: assessment ?? null, resultId: resultId ?? null, viewedAt: now });
    return data;
  });
}

/** The newest result of a test (or `id`), as staff and parents read it; null when there is none. */
async function resultOrNull(tx: Db, userId: number, key: AssessmentKey, id?: number) {
  try {
    return await studentResult(tx, userId, key, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === ApiCode.NOT_FOUND) return null;
    throw error;
  }
}

export function childResults(db: Db, parentId: number, linkId: number, now: Date): Promise<ChildResults> {
  return withChild(db, parentId, linkId, now, async (tx, child) => {
    const [hld, dyzn, mbti] = [await history(tx, child.userId, 'hld'), await history(tx, child.userId, 'dyzn'), await history(tx, child.userId, 'mbti')];
    return { data: { childName: child.name, history: { hld, dyzn, mbti } }, what: 'history' };
  });
}

export function childReport(db: Db, parentId: number, input: { linkId: number; assessment: AssessmentKey; id?: number }, now: Date): Promise<ChildReport> {
  return withChild(db, parentId, input.linkId, now, async (tx, child) => {
    const report = await resultOrNull(tx, child.userId, input.assessment, input.id);
    if (!report) throw noResult(input.id);
    return { data: report as ChildReport, what: 'report', assessment: input.assessment, resultId: report.id };
  });
}

export function childPortrait(db: Db, parentId: number, linkId: number, now: Date): Promise<ChildPortrait> {
  return withChild(db, parentId, linkId, now, async (tx, child) => {
    const [hld, dyzn, mbti] = [await resultOrNull(tx, child.userId, 'hld'), await resultOrNull(tx, child.userId, 'dyzn'), await resultOrNull(tx, child.userId, 'mbti')];
    return { data: { childName: child.name, hld, dyzn, mbti } as ChildPortrait, what: 'portrait' };
  });
}

/** Every time a parent read the student's results, newest first: all of them (the data export), or the last `limit` (the page). */
export async function parentViewsOf(db: Db, userId: number, limit?: number): Promise<ParentSight['views']> {
  const query = db
    .select({
      name: parentAccounts.name,
      mobile: parentAccounts.mobile,
      what: parentViews.what,
      assessment: parentViews.assessment,
      resultAt: assessmentResults.createdAt,
      viewedAt: parentViews.viewedAt,
    })
    .from(parentViews)
    .leftJoin(parentAccounts, eq(parentViews.parentId, parentAccounts.id))
    .leftJoin(assessmentResults, eq(parentViews.resultId, assessmentResults.id))
    .where(eq(parentViews.studentUserId, userId))
    .orderBy(desc(parentViews.viewedAt), desc(parentViews.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({
    parent: r.name === null || r.mobile === null ? '已注销的家长账号' : `${r.name} ${maskMobile(r.mobile)}`,
    what: r.what,
    assessment: (r.assessment as AssessmentKey | null) ?? null,
    resultTime: r.resultAt ? formatChinaTime(r.resultAt) : null,
    viewedAt: r.viewedAt.toISOString(),
  }));
}

/** The student's page: what each linked parent can read (an approved link: every result) and who looked when. */
export async function parentSight(db: Db, userId: number): Promise<ParentSight> {
  const counts = await db
    .select({ assessment: assessmentResults.assessment, n: count() })
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, userId))
    .groupBy(assessmentResults.assessment);
  const results = { hld: 0, dyzn: 0, mbti: 0 };
  for (const row of counts) if (row.assessment in results) results[row.assessment as AssessmentKey] = row.n;
  const links = await db
    .select({ linkId: parentLinks.id, name: parentAccounts.name, mobile: parentAccounts.mobile, status: parentLinks.status, childUnder14: parentLinks.childUnder14 })
    .from(parentLinks)
    .innerJoin(parentAccounts, eq(parentLinks.parentId, parentAccounts.id))
    .where(eq(parentLinks.studentUserId, userId))
    .orderBy(parentLinks.requestedAt);
  return { results, parents: links.map((l) => ({ ...l, mobile: maskMobile(l.mobile) })), views: await parentViewsOf(db, userId, 200) };
}

/** The parent's own reads of their children (the parent's data export): which child, what, when. */
export async function readsByParent(db: Db, parentId: number) {
  const rows = await db
    .select({ nickname: users.nickname, username: users.username, what: parentViews.what, assessment: parentViews.assessment, viewedAt: parentViews.viewedAt })
    .from(parentViews)
    .innerJoin(users, eq(parentViews.studentUserId, users.id))
    .where(eq(parentViews.parentId, parentId))
    .orderBy(desc(parentViews.viewedAt), desc(parentViews.id));
  return rows.map((r) => ({ child: r.nickname || r.username, what: r.what, assessment: (r.assessment as AssessmentKey | null) ?? null, viewedAt: r.viewedAt.toISOString() }));
}

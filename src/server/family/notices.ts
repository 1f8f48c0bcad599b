import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { NoticePrefs } from '#shared/api/parent-notices';
import { NOTICE_KINDS, type NoticeKind } from '#shared/family/notices';
import type { Db } from '#server/db/client';
import { guardianConsents, parentAccounts, parentLinks, parentNoticePrefs, users } from '#server/db/schema';
import type { Env } from '#server/env';
import { ApiError } from '#server/lib/errors';
import { summarizeError } from '#server/lib/safe-error';
import type { AfterReply } from '#server/lib/after-reply';
import { hitLimit } from '#server/platform/rate-limit';
import { claimSmsNotice } from '#server/platform/sms-budget';
import type { SmsSender } from '#server/platform/sms-sender';

/**
 * SMS notices a parent opted in to, per kind and per linked child (docs/PARENTS.md, "Notices"). Nothing
 * is sent without the row of that kind for that link; a notice names the child and what happened, never
 * a result; at most PER_PARENT_DAILY a day per parent, and only while the day's SMS budget keeps its
 * reserve for codes.
 */
export const PER_PARENT_DAILY = 5;
export const noticeLimitKey = (parentId: number) => `family-sms:parent:${parentId}`;

async function approvedLink(db: Db, parentId: number, linkId: number) {
  const [link] = await db
    .select({ id: parentLinks.id, status: parentLinks.status })
    .from(parentLinks)
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parentId)));
  if (!link) throw new ApiError(ApiCode.NOT_FOUND, '这条关联不存在或已解除');
  if (link.status !== 'approved') throw new ApiError(ApiCode.CONFLICT, '孩子同意关联后才能设置通知');
  return link;
}

async function prefsOf(db: Db, linkId: number): Promise<NoticePrefs> {
  const rows = await db.select({ kind: parentNoticePrefs.kind }).from(parentNoticePrefs).where(eq(parentNoticePrefs.linkId, linkId));
  const on = new Set(rows.map((r) => r.kind));
  return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, on.has(kind)])) as NoticePrefs;
}

export async function noticePrefs(db: Db, parentId: number, linkId: number): Promise<NoticePrefs> {
  await approvedLink(db, parentId, linkId);
  return prefsOf(db, linkId);
}

export async function setNoticePref(db: Db, parentId: number, input: { linkId: number; kind: NoticeKind; on: boolean }, now: Date): Promise<NoticePrefs> {
  await approvedLink(db, parentId, input.linkId);
  if (input.on) await db.insert(parentNoticePrefs).values({ linkId: input.linkId, kind: input.kind, createdAt: now }).onConflictDoNothing();
  else await db.delete(parentNoticePrefs).where(and(eq(parentNoticePrefs.linkId, input.linkId), eq(parentNoticePrefs.kind, input.kind)));
  return prefsOf(db, input.linkId);
}

export interface NoticeDeps {
  db: Db;
  env: Env;
  sms: SmsSender;
  clock: { now(): Date };
  afterReply: AfterReply;
}

/**
 * Tells the parents of `childId` who opted in to `kind`. Runs after the event it tells of was stored,
 * never holds its answer and never fails it: a failure is logged without the number. A consent request
 * goes at most once a day per link, and only while no guardian has decided (a refusal is not nagged).
 */
export function notifyParents(deps: NoticeDeps, childId: number, kind: NoticeKind): void {
  deps.afterReply.run(sendNotices(deps, childId, kind));
}

async function sendNotices(deps: NoticeDeps, childId: number, kind: NoticeKind): Promise<void> {
  const { db, env, sms } = deps;
  const now = deps.clock.now();
  try {
    const rows = await db
      .select({ linkId: parentLinks.id, parentId: parentAccounts.id, mobile: parentAccounts.mobile, nickname: users.nickname, username: users.username })
      .from(parentNoticePrefs)
      .innerJoin(parentLinks, eq(parentNoticePrefs.linkId, parentLinks.id))
      .innerJoin(parentAccounts, eq(parentLinks.parentId, parentAccounts.id))
      .innerJoin(users, eq(parentLinks.studentUserId, users.id))
      .where(and(eq(parentLinks.studentUserId, childId), eq(parentLinks.status, 'approved'), eq(parentNoticePrefs.kind, kind)));
    if (rows.length === 0 || !(await sms.sendsFamilyNotices())) return;
    if (kind === 'consent') {
      const [decided] = await db.select({ id: guardianConsents.id }).from(guardianConsents).where(eq(guardianConsents.studentUserId, childId)).limit(1);
      if (decided) return;
    }
    for (const row of rows) {
      if (kind === 'consent' && !(await hitLimit(db, `family-sms:consent:${row.linkId}`, 1, 86400, now)).allowed) continue;
      if (!(await claimSmsNotice(db, env, noticeLimitKey(row.parentId), PER_PARENT_DAILY, now))) continue;
      await sms.sendFamilyNotice(row.mobile, { child: row.nickname || row.username, kind });
    }
  } catch (error) {
    console.error('parent notice failed:', JSON.stringify(summarizeError(error)));
  }
}

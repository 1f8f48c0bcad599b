import { and, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ChildConsent, ConsentState } from '#shared/api/guardian-consent';
import { consentWaitOf } from '#shared/family/consent';
import { needsGuardianConsent, parseBirthMonth } from '#shared/school/roster';
import { messages } from '#shared/validation/rules';
import { CHILDREN_RULES_VERSION } from '#content/legal/children';
import type { Db } from '#server/db/client';
import { assessmentResults, attemptProgress, guardianConsents, parentAccounts, parentLinks, users, xuankeSubmissions } from '#server/db/schema';
import { resultsLockKey } from '#server/assessments/public';
import { recordAudit } from '#server/console/public';
import { maskMobile } from '#server/lib/crypto';
import { ApiError } from '#server/lib/errors';
import { withKeyLock } from '#server/platform/dedupe';
import { consumeCode, sendCode, type CodeDeps } from '#server/platform/sms-codes';
import type { Origin } from '#server/platform/rate-limit';
import { choicesLockKey, consentFactsOf } from '#server/school/public';
import { ASSESSMENT_KEYS } from '#content/assessments/registry';

/**
 * A guardian's consent online for a child under 14 (docs/PARENTS.md, "Guardian consent"; PIPL arts.
 * 28, 31; 儿童个人信息网络保护规定 arts. 9-10). A parent linked to the child reads the 儿童个人信息保护规则
 * and gives or refuses consent with an SMS code to their own phone; the decision is a row that is never
 * changed. Withdrawing stops the uploads and deletes what was processed on that consent.
 */

const refuse = (code: number, message: string) => new ApiError(code, message);

/** Where a child's consent stands: whether it is needed, what uploads wait for, the newest guardian decision. */
export async function consentStateOf(db: Db, childId: number, now: Date): Promise<ConsentState> {
  const known = await consentFactsOf(db, childId);
  if (!known) throw refuse(ApiCode.NOT_FOUND, '这名学生的账号不存在');
  const { facts, latest } = known;
  return {
    needed: !facts.staff && (!facts.birthMonth || needsGuardianConsent(facts.birthMonth, now)),
    waitingFor: consentWaitOf(facts, now),
    latest: latest && { decision: latest.decision, parentName: latest.parentName, decidedAt: latest.decidedAt.toISOString(), rulesVersion: latest.rulesVersion },
  };
}

/** The parent's approved link to a child, with both phones; refused when the link is not theirs, gone or still pending. */
async function linkedChild(db: Db, parentId: number, linkId: number) {
  const [row] = await db
    .select({ status: parentLinks.status, childId: users.id, childMobile: users.mobile, nickname: users.nickname, username: users.username, parent: parentAccounts })
    .from(parentLinks)
    .innerJoin(users, eq(parentLinks.studentUserId, users.id))
    .innerJoin(parentAccounts, eq(parentLinks.parentId, parentAccounts.id))
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parentId)));
  if (!row) throw refuse(ApiCode.NOT_FOUND, '这条关联不存在或已解除');
  if (row.status !== 'approved') throw refuse(ApiCode.CONFLICT, '孩子还没有同意关联，关联后才能办理同意');
  return { ...row, childName: row.nickname || row.username };
}

export async function childConsent(db: Db, parentId: number, linkId: number, now: Date): Promise<ChildConsent> {
  const link = await linkedChild(db, parentId, linkId);
  return { childName: link.childName, rulesVersion: CHILDREN_RULES_VERSION, state: await consentStateOf(db, link.childId, now) };
}

/** A child of 14 or more decides for themselves; the guardian's phone is never the child's own. */
async function consentableChild(db: Db, parentId: number, linkId: number, now: Date) {
  const link = await linkedChild(db, parentId, linkId);
  const state = await consentStateOf(db, link.childId, now);
  if (!state.needed) throw refuse(ApiCode.CONFLICT, '孩子已满14周岁，个人信息由孩子本人决定，不需要家长同意');
  if (link.parent.mobile === link.childMobile) throw refuse(ApiCode.FORBIDDEN, '监护人手机号不能是孩子本人的手机号');
  return { link, state };
}

export async function sendConsentCode(deps: CodeDeps, parentId: number, linkId: number, origin: Origin): Promise<void> {
  const { link } = await consentableChild(deps.db, parentId, linkId, deps.clock.now());
  await sendCode(deps, link.parent.mobile, 'guardian-consent', origin);
}

const decisionWords = { given: '家长在线同意', refused: '家长在线拒绝', withdrawn: '家长撤回同意' } as const;

/** 同意 / 不同意: the code first, then one row with who, when, how verified and the rules' version read. */
export async function decideConsent(
  deps: CodeDeps,
  parentId: number,
  input: { linkId: number; decision: 'given' | 'refused'; smsCode: string; rulesVersion: string },
): Promise<ConsentState> {
  const { db, clock } = deps;
  const now = clock.now();
  if (input.rulesVersion !== CHILDREN_RULES_VERSION) throw refuse(ApiCode.CONFLICT, '儿童个人信息保护规则已经更新，请刷新页面，读完新版本后再决定');
  const { link } = await consentableChild(db, parentId, input.linkId, now);
  await consumeCode(deps, link.parent.mobile, 'guardian-consent', input.smsCode);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(guardianConsents).values({
      studentUserId: link.childId,
      parentId,
      parentName: link.parent.name,
      decision: input.decision,
      verification: 'guardian-sms',
      verifiedMobile: link.parent.mobile,
      rulesVersion: input.rulesVersion,
      decidedAt: now,
    });
    await auditDecision(tx, input.decision, { childId: link.childId, parentId, linkId: input.linkId, rulesVersion: input.rulesVersion, mobile: link.parent.mobile }, now);
  });
  return consentStateOf(db, link.childId, now);
}

async function auditDecision(
  tx: Db,
  decision: keyof typeof decisionWords,
  about: { childId: number; parentId: number; linkId: number; rulesVersion: string; mobile: string },
  now: Date,
  deleted?: Record<string, number>,
) {
  await recordAudit(
    tx,
    null,
    {
      action: `guardian_consent.${decision}`,
      targetKind: 'user',
      targetId: about.childId,
      summary: `${decisionWords[decision]}：学生 #${about.childId}（《儿童个人信息保护规则》${about.rulesVersion} 版，短信验证 ${maskMobile(about.mobile)}）`,
      after: { parentId: about.parentId, linkId: about.linkId, rulesVersion: about.rulesVersion, verification: 'guardian-sms', ...(deleted ? { deleted } : {}) },
    },
    now,
  );
}

/**
 * 撤回同意 (PIPL art. 15; 儿童个人信息网络保护规定 art. 20): any linked guardian, in one transaction under
 * the locks every upload of the child takes, records the withdrawal and deletes what was processed on
 * the consent: the results (their share links and view records with them), the tests' progress rows
 * and the 选科意向 choices. An upload waiting on a lock then meets the withdrawal and is refused; the
 * device keeps its copy. The account, its links and the consent record stay.
 */
export async function withdrawConsent(deps: { db: Db; clock: { now(): Date } }, parentId: number, linkId: number): Promise<ConsentState> {
  const { db, clock } = deps;
  const now = clock.now();
  const link = await linkedChild(db, parentId, linkId);
  const locks = [...ASSESSMENT_KEYS.map((key) => resultsLockKey(link.childId, key)), choicesLockKey(link.childId)];
  await withKeyLock(db, locks, async (tx) => {
    const state = await consentStateOf(tx, link.childId, now);
    if (state.latest?.decision !== 'given') throw refuse(ApiCode.CONFLICT, '目前没有生效的家长同意，不需要撤回');
    const results = await tx.delete(assessmentResults).where(eq(assessmentResults.userId, link.childId)).returning({ id: assessmentResults.id });
    const progress = await tx.delete(attemptProgress).where(eq(attemptProgress.userId, link.childId)).returning({ id: attemptProgress.attemptId });
    const choices = await tx.delete(xuankeSubmissions).where(eq(xuankeSubmissions.userId, link.childId)).returning({ id: xuankeSubmissions.id });
    await tx.insert(guardianConsents).values({
      studentUserId: link.childId,
      parentId,
      parentName: link.parent.name,
      decision: 'withdrawn',
      verification: 'guardian-sms',
      verifiedMobile: link.parent.mobile,
      rulesVersion: state.latest.rulesVersion,
      decidedAt: now,
    });
    const deleted = { results: results.length, progress: progress.length, choices: choices.length };
    await auditDecision(tx, 'withdrawn', { childId: link.childId, parentId, linkId, rulesVersion: state.latest.rulesVersion, mobile: link.parent.mobile }, now, deleted);
  });
  return consentStateOf(db, link.childId, now);
}

/** 出生年月 once, for an account without one and not on a school roster (whose birth month is the school's). */
export async function setBirthMonth(db: Db, userId: number, given: string, now: Date): Promise<ConsentState> {
  const month = parseBirthMonth(given, now);
  if (month === null) throw new ApiError(ApiCode.INVALID_PARAMS, messages.birthMonth, { errors: [{ field: 'birthMonth', message: messages.birthMonth }] });
  const known = await consentFactsOf(db, userId);
  if (known?.facts.rostered) throw refuse(ApiCode.CONFLICT, '你的出生年月以学校名单为准，如有错误请告诉老师');
  const set = await db
    .update(users)
    .set({ birthMonth: month, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.birthMonth, '')))
    .returning({ id: users.id });
  if (set.length === 0) throw refuse(ApiCode.CONFLICT, '出生年月已经填写过了；如需更正，请联系客服');
  return consentStateOf(db, userId, now);
}

/** The consent record for the child's data export: every decision, the guardian's number masked. */
export async function consentRecordOf(db: Db, userId: number) {
  const rows = await db.select().from(guardianConsents).where(eq(guardianConsents.studentUserId, userId)).orderBy(guardianConsents.decidedAt, guardianConsents.id);
  return rows.map((row) => ({
    decision: row.decision,
    parentName: row.parentName,
    verification: row.verification,
    verifiedMobile: maskMobile(row.verifiedMobile),
    rulesVersion: row.rulesVersion,
    decidedAt: row.decidedAt,
  }));
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import type { Invite, LinkRequest, ParentInfo } from '#shared/api/family';
import type { ChildConsent, ConsentState } from '#shared/api/guardian-consent';
import { consentWaitMessages } from '#shared/family/consent';
import { CHILDREN_RULES_VERSION } from '#content/legal/children';
import { assessmentResults, auditLog, guardianConsents, resultShares, schoolStudents } from '#server/db/schema';
import { captchaTicket, createTestApp, nextMobile, registerStudent, type TestApp } from './harness';
import { asParent, linkedFamily as family, parentCall as callAsParent, registerParent as newParent } from './family-fixture';
import { createSession } from '#server/platform/sessions';
import { makeSchool } from './school-fixture';
import { acceptedAnswer } from './sheets';

/**
 * A guardian's consent online (issue 33 item 3; docs/PARENTS.md, "Guardian consent"): a child under 14
 * uploads nothing until a linked guardian consents on their own phone; the record says who, when, how
 * verified and which rules' version; refusal and withdrawal stop uploads, withdrawal deletes what was
 * processed on the consent; the record is in the child's export and the console's audit log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UNDER_14 = '2013-05';
let attempt = 0;

const parentCall = <T>(path: string, body: Record<string, string | number>, token: string) => callAsParent<T>(t, path, body, token);
const registerParent = () => newParent(t);
const linkedFamily = () => family(t);

const submit = (token: string, attemptId = `consent-attempt-${String(++attempt).padStart(4, '0')}`) =>
  t.call<{ id: number }>('/api/hld/submitAnswer', acceptedAnswer('hld', attempt), { token, headers: { [IDEMPOTENCY_HEADER]: attemptId } });

async function decide(parent: { mobile: string; token: string }, linkId: number, decision: 'given' | 'refused', rulesVersion = CHILDREN_RULES_VERSION) {
  t.clock.advance(91_000);
  const sent = await parentCall('getConsentCode', { linkId }, parent.token);
  expect(sent.code, sent.msg).toBe(1000);
  return parentCall<ConsentState>('decideConsent', { linkId, decision, smsCode: t.sms.recent(parent.mobile)[0].code, rulesVersion }, parent.token);
}

const resultsOf = (userId: number) => t.database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId));
const userIdOf = async (token: string) => (await t.call<{ id: number }>('/api/user/getUserInfo', {}, { token })).data.id;

describe('a child under 14 who registered alone', () => {
  it('keeps results on the device (4051, waiting for a parent) until a linked guardian consents online; the same attempt then uploads', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const waiting = await submit(child.token, 'consent-attempt-first');
    expect(waiting).toMatchObject({ code: 4051, msg: consentWaitMessages.parent, data: { waitingFor: 'parent' } });
    expect(await resultsOf(await userIdOf(child.token))).toHaveLength(0);

    const page = await parentCall<ChildConsent>('getChildConsent', { linkId }, parent.token);
    expect(page.data).toMatchObject({ childName: '小禾', rulesVersion: CHILDREN_RULES_VERSION, state: { needed: true, waitingFor: 'parent', latest: null } });
    const given = await decide(parent, linkId, 'given');
    expect(given.data).toMatchObject({ needed: true, waitingFor: null, latest: { decision: 'given', parentName: '周妈妈', rulesVersion: CHILDREN_RULES_VERSION } });

    expect((await submit(child.token, 'consent-attempt-first')).code).toBe(1000);
    const mine = await t.call<ConsentState>('/api/family/getMyConsent', {}, { token: child.token });
    expect(mine.data).toMatchObject({ waitingFor: null, latest: { decision: 'given', parentName: '周妈妈' } });
    const info = await parentCall<ParentInfo>('getInfo', {}, parent.token);
    expect(info.data.children[0].consent).toMatchObject({ latest: { decision: 'given' } });
  });

  it('records who, when, how verified and the rules’ version; in the child’s export and the console’s audit log', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const childId = await userIdOf(child.token);
    await decide(parent, linkId, 'given');
    const [record] = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.studentUserId, childId));
    expect(record).toMatchObject({ decision: 'given', parentName: '周妈妈', verification: 'guardian-sms', verifiedMobile: parent.mobile, rulesVersion: CHILDREN_RULES_VERSION });
    expect(record.decidedAt.getTime()).toBe(t.clock.now().getTime());

    const exported = await t.call<{ guardianConsents: { decision: string; verifiedMobile: string; rulesVersion: string }[]; user: { birthMonth: string } }>(
      '/api/user/exportData',
      {},
      { token: child.token },
    );
    expect(exported.data.user.birthMonth).toBe(UNDER_14);
    expect(exported.data.guardianConsents).toEqual([
      expect.objectContaining({ decision: 'given', rulesVersion: CHILDREN_RULES_VERSION, verifiedMobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(childId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'guardian_consent.given', targetKind: 'user', operatorId: null })]);
    expect(audit[0].summary).toContain(CHILDREN_RULES_VERSION);
    expect(audit[0].summary).not.toContain(parent.mobile);
  });

  it('refuses a decision on an outdated rules version, a wrong code, a child of 14 or more, and a link that is not the parent’s; nothing is recorded', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const childId = await userIdOf(child.token);
    expect(await decide(parent, linkId, 'given', '2020-01-01')).toMatchObject({ code: 4009 });
    t.clock.advance(91_000);
    await parentCall('getConsentCode', { linkId }, parent.token);
    expect((await parentCall('decideConsent', { linkId, decision: 'given', smsCode: '0000', rulesVersion: CHILDREN_RULES_VERSION }, parent.token)).code).toBe(4031);
    const stranger = await registerParent();
    expect((await parentCall('getConsentCode', { linkId }, stranger.token)).code).toBe(4004);
    expect((await parentCall('withdrawConsent', { linkId }, stranger.token)).code).toBe(4004);
    expect(await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.studentUserId, childId))).toEqual([]);

    const older = await registerStudent(t, { birthMonth: '2011-05' });
    expect((await submit(older.token)).code).toBe(1000);
    expect((await t.call<ConsentState>('/api/family/getMyConsent', {}, { token: older.token })).data).toMatchObject({ needed: false, waitingFor: null });
  });

  it('a refusal keeps the results on the device; a child’s token opens no consent call, a parent’s token no child call', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const refused = await decide(parent, linkId, 'refused');
    expect(refused.data).toMatchObject({ waitingFor: 'parent', latest: { decision: 'refused' } });
    expect((await submit(child.token)).code).toBe(4051);
    expect((await t.call('/api/parent/decideConsent', { linkId, decision: 'given', smsCode: '1234', rulesVersion: CHILDREN_RULES_VERSION }, { token: child.token })).code).toBe(
      4001,
    );
    expect((await t.call('/api/family/getMyConsent', {}, asParent(parent.token))).code).toBe(4001);
  });

  it('withdrawing stops uploads and deletes the results (with their share links) on the platform; the record stays', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const childId = await userIdOf(child.token);
    await decide(parent, linkId, 'given');
    const stored = await submit(child.token);
    expect(stored.code).toBe(1000);
    expect((await t.call('/api/hld/getShareToken', { id: stored.data.id }, { token: child.token })).code).toBe(1000);

    const withdrawn = await parentCall<ConsentState>('withdrawConsent', { linkId }, parent.token);
    expect(withdrawn.data).toMatchObject({ waitingFor: 'withdrawn', latest: { decision: 'withdrawn', parentName: '周妈妈' } });
    expect(await resultsOf(childId)).toEqual([]);
    expect(await t.database.db.select().from(resultShares).where(eq(resultShares.resultId, stored.data.id))).toEqual([]);
    expect(await submit(child.token)).toMatchObject({ code: 4051, msg: consentWaitMessages.withdrawn });
    expect((await parentCall('withdrawConsent', { linkId }, parent.token)).code).toBe(4009);
    const records = await t.database.db.select().from(guardianConsents).where(eq(guardianConsents.studentUserId, childId));
    expect(records.map((r) => r.decision)).toEqual(['given', 'withdrawn']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(childId)));
    expect(audit.find((a) => a.action === 'guardian_consent.withdrawn')?.after).toMatchObject({ deleted: { results: 1 } });
  });

  it('a withdrawal and submits racing it: every result is either deleted with it or refused after it', async () => {
    const { child, parent, linkId } = await linkedFamily();
    const childId = await userIdOf(child.token);
    await decide(parent, linkId, 'given');
    const answers = await Promise.all([submit(child.token), submit(child.token), parentCall('withdrawConsent', { linkId }, parent.token), submit(child.token)]);
    expect(answers.map((a) => a.code).filter((c) => c !== 1000 && c !== 4051)).toEqual([]);
    expect(await resultsOf(childId)).toEqual([]);
  });

  it('an account without a birth month waits for one; given once, under 14 waits for a parent', async () => {
    const child = await registerStudent(t, { birthMonth: '' });
    expect(await submit(child.token)).toMatchObject({ code: 4051, data: { waitingFor: 'birth-month' } });
    expect((await t.call('/api/family/setBirthMonth', { birthMonth: '2031-01' }, { token: child.token })).code).toBe(4000);
    const set = await t.call<ConsentState>('/api/family/setBirthMonth', { birthMonth: UNDER_14 }, { token: child.token });
    expect(set.data).toMatchObject({ needed: true, waitingFor: 'parent' });
    expect((await t.call('/api/family/setBirthMonth', { birthMonth: '2010-01' }, { token: child.token })).code).toBe(4009);
    expect((await submit(child.token)).code).toBe(4051);
  });

  it('registration refuses a birth month that is not a real past month', async () => {
    const mobile = nextMobile();
    await t.call('/api/user/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register') });
    const register = (birthMonth: string) =>
      t.call('/api/user/register', { mobile, password: 'Lantern#2026', code: t.sms.recent(mobile)[0].code, username: '小松', consent: '1', birthMonth });
    expect(await register('2013-13')).toMatchObject({ code: 4000, msg: '出生年月请选择如 2012-05 的年月' });
    expect(await register('2099-01')).toMatchObject({ code: 4000, data: { errors: [{ field: 'birthMonth' }] } });
  });
});

describe('a rostered child under 14', () => {
  it('uploads on the school’s record or a guardian’s online consent; a guardian’s withdrawal outranks the school’s record', async () => {
    const school = await makeSchool(t, { classes: [{ grade: 7, name: '1班', students: [{ name: '林小满', birthMonth: UNDER_14 }] }] });
    const [student] = school.classes[0].students;
    const token = await createSession(t.database.db, student.userId, t.clock.now());
    expect(await submit(token)).toMatchObject({ code: 4051, data: { waitingFor: 'school' } });
    await t.database.db.update(schoolStudents).set({ consentMethod: '家长会现场签字', consentDate: '2026-09-01', consentBy: '李老师' }).where(eq(schoolStudents.id, student.id));
    expect((await submit(token)).code).toBe(1000);

    // The roster says under 14: the invite needs the guardian's SMS; the guardian consents, then withdraws.
    const parent = await registerParent();
    const made = await t.call<Invite>('/api/family/createInvite', {}, { token });
    expect(made.data.under14).toBe(true);
    await parentCall('getGuardianCode', { code: made.data.code }, parent.token);
    const linked = await parentCall<LinkRequest>('requestLink', { code: made.data.code, smsCode: t.sms.recent(parent.mobile)[0].code }, parent.token);
    await decide(parent, linked.data.linkId, 'given');
    expect((await parentCall('withdrawConsent', { linkId: linked.data.linkId }, parent.token)).code).toBe(1000);
    expect(await resultsOf(student.userId)).toEqual([]);
    expect(await submit(token)).toMatchObject({ code: 4051, data: { waitingFor: 'withdrawn' } });
  });
});

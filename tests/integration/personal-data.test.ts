import { eq, like, sql } from 'drizzle-orm';
import { withReaderChecks } from '#tests/support/reader-checks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '#content/assessments/registry';
import type { AssessmentKey } from '#shared/assessments/types';
import type { ExportData } from '#shared/api/user';
import { assessmentResults, enrollments, leadNotes, leads, rateLimits, sessions, users } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { sha256 } from '#server/lib/crypto';
import { DAILY_ATTEMPT_LIMIT } from '#server/assessments/assessments';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/**
 * The PIPL promises of the privacy policy: the export holds every row about the person, deleting one
 * result deletes only the owner's, and cancelling the account leaves no row in any table (found
 * through information_schema, so a table added later is scanned too) that names the user id, the
 * mobile, or the name, phone, ID number or address of a sign-up.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * For each needle, every `table.column (rows)` whose value mentions it, over every table: each table read
 * once (a query per column and needle made this test take over 20 s on a busy machine).
 */
async function rowsMentioning(needles: string[]): Promise<Map<string, string[]>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  expect(tables.length).toBeGreaterThan(20);
  const hits = new Map(needles.map((needle) => [needle, new Map<string, number>()]));
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ row: string }>(await t.database.db.execute(sql`select row_to_json(r)::text as row from ${sql.identifier(table)} r`));
    for (const { row } of rows) {
      for (const [column, value] of Object.entries(JSON.parse(row) as Record<string, unknown>)) {
        if (value === null) continue;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        for (const needle of needles) {
          const where = `${table}.${column}`;
          if (text.includes(needle)) hits.get(needle)!.set(where, (hits.get(needle)!.get(where) ?? 0) + 1);
        }
      }
    }
  }
  return new Map([...hits].map(([needle, places]) => [needle, [...places].map(([where, n]) => `${where} (${n})`)]));
}

function answerSheet(key: AssessmentKey, seed = 1) {
  if (key === 'mbti')
    return withReaderChecks(
      key,
      instruments.mbti.items.map((item, i) => ({ id: item.id, answer: (i * seed) % 3 === 0 ? 'a' : 'b' })),
    );
  const { items, options } = instruments[key];
  return withReaderChecks(
    key,
    items.map((item, i) => ({ id: item.id, value: options[(i * seed) % options.length].value })),
  );
}

async function student(options: { username?: string } = {}) {
  const user = await registerUser(t, options);
  const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token })).data.list[0];
  await t.call('/api/user/updateBaseInfo', { username: options.username ?? '王小雨', nickname: '小雨', sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: user.token });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, user.mobile));
  return { ...user, id: row.id };
}

async function submit(key: AssessmentKey, token: string, seed = 1) {
  const res = await t.call<{ id: number }>(`/api/${key}/submitAnswer`, { answer: JSON.stringify(answerSheet(key, seed)), times: 600 }, { token });
  expect(res.code).toBe(1000);
  return res.data.id;
}

let ipCounter = 0;
async function signUp(fields: Record<string, string>, token?: string) {
  const ip = `10.77.0.${++ipCounter}`;
  const body = { gender: '女', project: '1', cardnum: '', address: '', edu: '', major: '', company: '', occupation: '', work_description: '', why: '', results: '', ...fields };
  const res = await t.call('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'enroll', ip) }, { ip, token });
  expect(res.code, res.msg).toBe(1000);
  return ip;
}

describe('deleteResult', () => {
  it('deletes one of the owner’s results, its share link and nothing else', async () => {
    const owner = await student();
    const first = await submit('hld', owner.token, 1);
    const second = await submit('hld', owner.token, 2);
    const other = await submit('mbti', owner.token);
    const share = await t.call<{ viewtoken: string }>('/api/hld/getShareToken', { id: first }, { token: owner.token });
    expect(share.code).toBe(1000);

    const res = await t.call('/api/user/deleteResult', { assessment: 'hld', id: first }, { token: owner.token });
    expect(res).toMatchObject({ code: 1000, data: null });
    const history = await t.call<{ id: number }[]>('/api/hld/getResultHistory', {}, { token: owner.token });
    expect(history.data.map((h) => h.id)).toEqual([second]);
    expect((await t.call('/api/hld/getAnswerCensus', { id: first }, { token: owner.token })).code).toBe(4004);
    expect((await t.call('/api/hld/getAnswerCensus', { viewtoken: share.data.viewtoken })).code).toBe(4004);
    expect((await t.call('/api/mbti/getAnswerCensus', { id: other }, { token: owner.token })).code).toBe(1000);
    // Deleting it again: gone.
    expect((await t.call('/api/user/deleteResult', { assessment: 'hld', id: first }, { token: owner.token })).code).toBe(4004);
  });

  it('answers 4004 alike for someone else’s result, a missing one or another assessment’s id, changing nothing', async () => {
    const owner = await student();
    const stranger = await student();
    const id = await submit('dyzn', owner.token);
    expect((await t.call('/api/user/deleteResult', { assessment: 'dyzn', id }, { token: stranger.token })).code).toBe(4004);
    expect((await t.call('/api/user/deleteResult', { assessment: 'hld', id }, { token: owner.token })).code).toBe(4004);
    expect((await t.call('/api/user/deleteResult', { assessment: 'dyzn', id: 99_999_999 }, { token: owner.token })).code).toBe(4004);
    expect((await t.call('/api/user/deleteResult', { assessment: 'dyzn', id })).code).toBe(4001);
    const bad: Record<string, string | number>[] = [{ assessment: 'abc', id }, { assessment: 'dyzn', id: 'x' }, { assessment: 'dyzn', id: 0 }, { id }];
    for (const body of bad) {
      expect((await t.call('/api/user/deleteResult', body, { token: owner.token })).code).toBe(4000);
    }
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, id))).toHaveLength(1);
  });

  it('does not give back a test of the day: a deleted result still counts toward the daily cap', async () => {
    const owner = await student();
    const ids = [];
    for (let i = 0; i < DAILY_ATTEMPT_LIMIT; i++) ids.push(await submit('mbti', owner.token, i + 1));
    expect((await t.call('/api/user/deleteResult', { assessment: 'mbti', id: ids[0] }, { token: owner.token })).code).toBe(1000);
    expect((await t.call('/api/mbti/checkMbtiTestRight', {}, { token: owner.token })).code).toBe(5001);
    t.clock.advance(86400_000 + 1000);
    expect((await t.call('/api/mbti/checkMbtiTestRight', {}, { token: owner.token })).code).toBe(1000);
  });
});

describe('exportData and deleteAccount', () => {
  it('the export holds every kind of row; after cancelling, no table mentions the person and others keep theirs', async () => {
    // A user id no other number in the database contains, so a scan of every column can look for it.
    await t.database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 987654320)`);
    const me = await student({ username: '欧阳测试' });
    expect(me.id).toBe(987654321);
    const neighbour = await student({ username: '司马邻居' });

    // Results, one shared and one deleted today; a booking; a failed login; sign-ups under the
    // account (another phone) and, as a visitor, with the account's mobile.
    const kept = await submit('hld', me.token);
    const deleted = await submit('dyzn', me.token);
    const share = await t.call<{ viewtoken: string }>('/api/hld/getShareToken', { id: kept }, { token: me.token });
    expect((await t.call('/api/user/deleteResult', { assessment: 'dyzn', id: deleted }, { token: me.token })).code).toBe(1000);
    expect((await t.call('/api/gaokao/teamSubscribe', { id: 2, time: 'weekend', note: '欧阳想问选科' }, { token: me.token })).code).toBe(1000);
    const callPhone = nextMobile();
    expect((await t.call('/api/gaokao/consultSubscribe', { subject: 'activity', slug: 'pbl', note: '欧阳问活动', mobile: callPhone }, { token: me.token })).code).toBe(1000);
    expect((await t.call('/api/user/login', { mobile: me.mobile, password: 'Wrong#20261' })).code).toBe(4032);
    const otherPhone = nextMobile();
    const linkedIp = await signUp({ name: '欧阳报名', telphone: otherPhone, cardnum: '11010519491231002X', address: '北京市海淀区欧阳路1号' }, me.token);
    await signUp({ name: '欧阳家长', telphone: me.mobile, address: '北京市朝阳区家长路2号' });
    const neighbourResult = await submit('hld', neighbour.token);
    await signUp({ name: '司马报名', telphone: neighbour.mobile }, neighbour.token);
    expect((await t.call('/api/gaokao/teamSubscribe', { id: 2 }, { token: neighbour.token })).code).toBe(1000);

    // Staff followed the expert booking and the sign-up under the account up, with notes (console).
    const staff = await createOperator(t.database.db, null, { mobile: nextMobile(), name: '跟进员', role: 'operator' }, t.clock.now());
    const [expertLead] = await t.database.db.select().from(leads).where(eq(leads.note, '欧阳想问选科'));
    const [linkedSignUp] = await t.database.db.select().from(enrollments).where(eq(enrollments.name, '欧阳报名'));
    await t.database.db.insert(leadNotes).values([
      { leadId: expertLead.id, operatorId: staff.id, body: '欧阳同学周六来访' },
      { enrollmentId: linkedSignUp.id, operatorId: staff.id, body: '欧阳报名材料齐全' },
    ]);

    const exported = await t.call<ExportData>('/api/user/exportData', {}, { token: me.token });
    expect(exported.code).toBe(1000);
    const data = exported.data;
    expect(data.user).toMatchObject({ id: me.id, mobile: me.mobile, username: '欧阳测试', nickname: '小雨' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.assessmentResults.map((r) => [r.id, r.assessment, r.shared])).toEqual([[kept, 'hld', true]]);
    expect(data.assessmentResults[0].attemptId).toMatch(/\S/);
    expect(data.shareLinks).toEqual([{ assessment: 'hld', resultId: kept, createdAt: expect.any(String) }]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        subjectKind: 'expert',
        subjectId: 2,
        preferredTime: 'weekend',
        note: '欧阳想问选科',
        contactMobile: me.mobile,
        status: 'new',
        notifiedAt: expect.any(String),
      }),
      expect.objectContaining({ subjectKind: 'activity', subjectSlug: 'pbl', note: '欧阳问活动', contactMobile: callPhone, notifiedAt: null }),
    ]);
    expect(data.enrollments.map((e) => [e.name, e.telphone, e.linkedToAccount])).toEqual([
      ['欧阳报名', otherPhone, true],
      ['欧阳家长', me.mobile, false],
    ]);
    expect(data.enrollments[0]).toMatchObject({ ip: linkedIp, cardnum: '11010519491231002X', address: '北京市海淀区欧阳路1号' });
    expect(data.bookings[0].staffNotes).toEqual([{ body: '欧阳同学周六来访', createdAt: expect.any(String) }]);
    expect(data.enrollments[0].staffNotes.map((n) => n.body)).toEqual(['欧阳报名材料齐全']);
    expect(data.smsCodes).toEqual([expect.objectContaining({ purpose: 'register' })]);
    const limitNames = data.rateLimits.map((r) => r.key.replace(/:m:[0-9a-f]{32}$/, ':m:…').replace(String(me.id), 'ID'));
    expect(limitNames.sort()).toEqual(['booking-sms:user:ID', 'login:fail:m:…', 'reserve:user:ID', `results:spent:ID:dyzn:${deleted}`, 'sms:md:m:…', 'sms:mh:m:…'].sort());
    // No hash leaves the server, and nothing of the neighbour is in the export.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    for (const theirs of [neighbour.mobile, '司马']) expect(text).not.toContain(theirs);

    const needles = [String(me.id), me.mobile, '欧阳', otherPhone, callPhone, '11010519491231002X', '欧阳路', '家长路', '周六来访', '材料齐全', sha256(share.data.viewtoken)];
    const before = await rowsMentioning(needles);
    for (const needle of needles) expect(before.get(needle), needle).not.toEqual([]);

    expect((await t.call('/api/user/deleteAccount', { password: 'Wrong#20261' }, { token: me.token })).code).toBe(4000);
    expect((await t.call('/api/user/deleteAccount', { password: me.password }, { token: me.token })).code).toBe(1000);

    const after = await rowsMentioning(needles);
    for (const needle of needles) expect(after.get(needle), needle).toEqual([]);
    expect((await t.call('/api/user/getUserInfo', {}, { token: me.token })).code).toBe(4001);
    expect((await t.call('/api/user/login', { mobile: me.mobile, password: me.password })).code).toBe(4032);
    expect((await t.call('/api/hld/getAnswerCensus', { viewtoken: share.data.viewtoken })).code).toBe(4004);

    // The neighbour keeps everything.
    const db = t.database.db;
    expect(await db.select().from(assessmentResults).where(eq(assessmentResults.id, neighbourResult))).toHaveLength(1);
    expect(await db.select().from(enrollments).where(eq(enrollments.telphone, neighbour.mobile))).toHaveLength(1);
    expect(await db.select().from(leads).where(eq(leads.userId, neighbour.id))).toHaveLength(1);
    expect((await db.select().from(sessions).where(eq(sessions.userId, neighbour.id))).length).toBeGreaterThan(0);
    expect((await t.call('/api/user/getUserInfo', {}, { token: neighbour.token })).code).toBe(1000);
  });

  it('keeps the SMS counters of the mobile, under a keyed hash only, so cancelling does not reset them', async () => {
    const me = await student();
    expect((await t.call('/api/user/deleteAccount', { password: me.password }, { token: me.token })).code).toBe(1000);
    const hourly = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'sms:mh:m:%'));
    expect(hourly.length).toBeGreaterThan(0);
    expect(hourly.every((row) => !row.key.includes(me.mobile))).toBe(true);
    // One code went out at registration; four more this hour are allowed, the fifth is not.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(91_000);
      expect((await t.call('/api/user/getRegisterCode', { mobile: me.mobile, ticket: await captchaTicket(t, 'register') })).code).toBe(1000);
    }
    t.clock.advance(91_000);
    expect((await t.call('/api/user/getRegisterCode', { mobile: me.mobile, ticket: await captchaTicket(t, 'register') })).code).toBe(4029);
  });
});

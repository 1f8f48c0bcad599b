import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import type { ResultData } from '#shared/api/assessment';
import type { Invite, LinkRequest } from '#shared/api/family';
import type { ChildPortrait, ChildReport, ChildResults, ParentSight } from '#shared/api/parent-view';
import type { AssessmentKey } from '#shared/assessments/types';
import { parentLinks } from '#server/db/schema';
import { testDatabaseKind } from '../support/test-database';
import { createTestApp, registerUser, type TestApp } from './harness';
import { asParent, parentCall as familyCall, registerParent as newParent } from './family-fixture';
import { acceptedAnswer, straightLined } from './sheets';

/**
 * What a parent sees (issue 33 item 4; docs/PARENTS.md): a parent with an approved link reads the
 * child's history, reports and newest results as the child's own reports show them, never the answers;
 * anyone else (another parent, a pending or refused link, a link just removed, a student's token) is
 * refused and nothing is recorded; every read is listed to the child, who also sees what each parent can read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const registerParent = (name: string) => newParent(t, name);

const parentCall = <T>(path: string, body: Record<string, string | number>, token: string) => familyCall<T>(t, path, body, token);

async function child(nickname: string) {
  const user = await registerUser(t);
  const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token })).data.list[0];
  const updated = await t.call('/api/user/updateBaseInfo', { username: `王${nickname}`, nickname, sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: user.token });
  expect(updated.code, updated.msg).toBe(1000);
  return user;
}

async function submit(token: string, key: AssessmentKey, sheet: { answer: string; times: number }, attempt: string) {
  const res = await t.call<ResultData>(`/api/${key}/submitAnswer`, sheet, { token, headers: { [IDEMPOTENCY_HEADER]: attempt } });
  expect(res.code, res.msg).toBe(1000);
  return res.data;
}

async function inviteCode(childToken: string) {
  const made = await t.call<Invite>('/api/family/createInvite', {}, { token: childToken });
  expect(made.code, made.msg).toBe(1000);
  return made.data.code;
}

/** The children here are 14 or more (registered in 2008, so their results upload): the parent asks with the invite and the child approves. */
async function approvedLink(parent: { mobile: string; token: string }, childToken: string) {
  const asked = await parentCall<LinkRequest>('requestLink', { code: await inviteCode(childToken) }, parent.token);
  expect(asked.data.status).toBe('pending');
  expect((await t.call('/api/family/decide', { linkId: asked.data.linkId, approve: '1' }, { token: childToken })).code).toBe(1000);
  return asked.data.linkId;
}

/** PostgreSQL: how many statements of this test's database are waiting on a lock now. */
async function waitingOnLocks(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[])[0].n;
}

const sight = async (token: string) => (await t.call<ParentSight>('/api/family/getParentSight', {}, { token })).data;

describe('a linked parent reads the child’s results as the child sees them', () => {
  it('history, reports (newest and by id) and the portrait’s results; caveats and quality notes included, answers never; each read listed to the child', async () => {
    const xiaoyu = await child('小雨');
    const hldFirst = await submit(xiaoyu.token, 'hld', acceptedAnswer('hld', 11), 'pv-hld-1');
    t.clock.advance(60_000);
    const hldSecond = await submit(xiaoyu.token, 'hld', acceptedAnswer('hld', 12), 'pv-hld-2');
    t.clock.advance(60_000);
    const mbtiFlagged = await submit(xiaoyu.token, 'mbti', straightLined('mbti'), 'pv-mbti-1');
    expect(mbtiFlagged.quality?.flagged).toBe(true);

    const mum = await registerParent('王妈妈');
    const linkId = await approvedLink(mum, xiaoyu.token);

    // The history: every result of each test, with its caveat, as the child's own history gives it.
    const results = await parentCall<ChildResults>('childResults', { linkId }, mum.token);
    expect(results.code, results.msg).toBe(1000);
    expect(results.data.childName).toBe('小雨');
    for (const key of ['hld', 'dyzn', 'mbti'] as const) {
      const own = await t.call(`/api/${key}/getResultHistory`, {}, { token: xiaoyu.token });
      expect(results.data.history[key]).toEqual(own.data);
    }
    expect(results.data.history.hld.map((h) => h.id)).toEqual([hldSecond.id, hldFirst.id]);
    expect(results.data.history.mbti[0].caveat).toBe('flagged');

    // A report, the newest or one by id: the child's report without the owner's controls (no previous result), never the answers.
    const newest = await parentCall<ChildReport>('childReport', { linkId, assessment: 'hld' }, mum.token);
    expect(newest.code, newest.msg).toBe(1000);
    const ownNewest = (await t.call<ResultData<'hld'>>('/api/hld/getAnswerCensus', {}, { token: xiaoyu.token })).data;
    expect(newest.data).toEqual({ ...ownNewest, isOwner: false, previous: null });
    const byId = await parentCall<ChildReport>('childReport', { linkId, assessment: 'hld', id: hldFirst.id }, mum.token);
    expect(byId.data).toMatchObject({ id: hldFirst.id, createtime: hldFirst.createtime });
    const flagged = await parentCall<ChildReport>('childReport', { linkId, assessment: 'mbti' }, mum.token);
    expect(flagged.data.quality).toEqual(mbtiFlagged.quality);
    // The contract's schema is strict (the harness holds every answer to it): no field beyond the report's; and no answer list.
    for (const answer of [newest, byId, flagged]) expect(JSON.stringify(answer.data)).not.toMatch(/"(answers?|ms)"/);
    // A test the child has not taken; an id of another test or of nobody's: 4004, and no view recorded.
    expect(await parentCall('childReport', { linkId, assessment: 'dyzn' }, mum.token)).toMatchObject({ code: 4004, msg: '孩子还没有完成这项测评' });
    expect(await parentCall('childReport', { linkId, assessment: 'mbti', id: hldFirst.id }, mum.token)).toMatchObject({ code: 4004, msg: '这份报告不存在，或已被孩子删除' });

    // The portrait's results: the newest of each test, null for one not taken.
    const portrait = await parentCall<ChildPortrait>('childPortrait', { linkId }, mum.token);
    expect(portrait.data).toMatchObject({ childName: '小雨', dyzn: null, hld: { id: hldSecond.id }, mbti: { quality: { flagged: true } } });

    // The child sees who read what, newest first, and what this parent can read.
    const seen = await sight(xiaoyu.token);
    expect(seen.results).toEqual({ hld: 2, dyzn: 0, mbti: 1 });
    expect(seen.parents).toEqual([
      expect.objectContaining({ linkId, name: '王妈妈', status: 'approved', childUnder14: false, mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }),
    ]);
    expect(seen.views.map((v) => [v.what, v.assessment, v.resultTime])).toEqual([
      ['portrait', null, null],
      ['report', 'mbti', mbtiFlagged.createtime],
      ['report', 'hld', hldFirst.createtime],
      ['report', 'hld', hldSecond.createtime],
      ['history', null, null],
    ]);
    expect(seen.views.every((v) => v.parent.startsWith('王妈妈 ') && !v.parent.includes(mum.mobile))).toBe(true);

    // The list is in the child's data export; a result the child deletes leaves its line without a time.
    expect((await t.call('/api/user/deleteResult', { assessment: 'hld', id: hldFirst.id }, { token: xiaoyu.token })).code).toBe(1000);
    const exported = await t.call<{ parentViews: ParentSight['views'] }>('/api/user/exportData', {}, { token: xiaoyu.token });
    expect(exported.data.parentViews.map((v) => v.resultTime)).toEqual([null, mbtiFlagged.createtime, null, hldSecond.createtime, null]);

    // The parent's own export lists the same reads.
    const own = await parentCall<{ reads: { child: string; what: string }[] }>('exportData', {}, mum.token);
    expect(own.data.reads.map((r) => [r.child, r.what])).toEqual([
      ['小雨', 'portrait'],
      ['小雨', 'report'],
      ['小雨', 'report'],
      ['小雨', 'report'],
      ['小雨', 'history'],
    ]);

    // A parent who deletes their account leaves the lines without a name.
    expect((await parentCall('deleteAccount', { password: 'Lantern#2026' }, mum.token)).code).toBe(1000);
    const after = await sight(xiaoyu.token);
    expect(after.parents).toEqual([]);
    expect(after.views.map((v) => v.parent)).toEqual(Array(5).fill('已注销的家长账号'));
  });
});

describe('nobody else reads anything, and nothing is recorded', () => {
  it('another parent, a pending or refused link, a removed link and a student’s token are refused', async () => {
    const xiaoming = await child('小明');
    await submit(xiaoming.token, 'dyzn', acceptedAnswer('dyzn', 5), 'pv-dyzn-1');
    const dad = await registerParent('李爸爸');
    const stranger = await registerParent('陌生人');
    const asked = await parentCall<LinkRequest>('requestLink', { code: await inviteCode(xiaoming.token) }, dad.token);
    expect(asked.data.status).toBe('pending');
    const linkId = asked.data.linkId;
    const refusals = async (token: string, id = linkId) => [
      await parentCall('childResults', { linkId: id }, token),
      await parentCall('childReport', { linkId: id, assessment: 'dyzn' }, token),
      await parentCall('childPortrait', { linkId: id }, token),
    ];
    const refused = { code: 4003, msg: '只能查看已关联孩子的测评结果：这条关联不存在、已解除，或还在等待孩子同意', data: null };

    // Pending: the child has not answered yet.
    for (const answer of await refusals(dad.token)) expect(answer).toMatchObject(refused);
    // Another parent naming this link.
    for (const answer of await refusals(stranger.token)) expect(answer).toMatchObject(refused);
    // The child refuses: still nothing.
    expect((await t.call('/api/family/decide', { linkId, approve: '0' }, { token: xiaoming.token })).code).toBe(1000);
    for (const answer of await refusals(dad.token)) expect(answer).toMatchObject(refused);

    // Asked again and approved: readable; the child unlinks: refused at once.
    const again = await parentCall<LinkRequest>('requestLink', { code: await inviteCode(xiaoming.token) }, dad.token);
    expect((await t.call('/api/family/decide', { linkId: again.data.linkId, approve: '1' }, { token: xiaoming.token })).code).toBe(1000);
    expect((await parentCall('childReport', { linkId: again.data.linkId, assessment: 'dyzn' }, dad.token)).code).toBe(1000);
    expect((await t.call('/api/family/unlink', { linkId: again.data.linkId }, { token: xiaoming.token })).code).toBe(1000);
    for (const answer of await refusals(dad.token, again.data.linkId)) expect(answer).toMatchObject(refused);

    // A student's token (in either header), and a parent's token on the student's call.
    for (const path of ['childResults', 'childReport', 'childPortrait']) {
      const body = { linkId: again.data.linkId, assessment: 'dyzn' };
      expect((await t.call(`/api/parent/${path}`, body, { token: xiaoming.token })).code).toBe(4001);
      expect((await parentCall(path, body, xiaoming.token)).code).toBe(4001);
    }
    expect((await t.call('/api/family/getParentSight', {}, asParent(dad.token))).code).toBe(4001);
    expect((await t.call('/api/family/getParentSight', {}, { token: dad.token })).code).toBe(4001);

    // Only the one approved read was recorded.
    const views = (await sight(xiaoming.token)).views;
    expect(views.map((v) => [v.parent.split(' ')[0], v.what, v.assessment])).toEqual([['李爸爸', 'report', 'dyzn']]);
  });

  it('reads racing an unlink: every read that answered is recorded, none after the unlink', async () => {
    const xiaohua = await child('小华');
    await submit(xiaohua.token, 'hld', acceptedAnswer('hld', 21), 'pv-race-1');
    const aunt = await registerParent('刘阿姨');
    const linkId = await approvedLink(aunt, xiaohua.token);
    const reads = Array.from({ length: 12 }, () => parentCall('childReport', { linkId, assessment: 'hld' }, aunt.token));
    const [unlinked, ...answers] = await Promise.all([t.call('/api/family/unlink', { linkId }, { token: xiaohua.token }), ...reads]);
    expect(unlinked.code).toBe(1000);
    expect(answers.every((a) => a.code === 1000 || a.code === 4003)).toBe(true);
    const recorded = (await sight(xiaohua.token)).views.filter((v) => v.what === 'report');
    expect(recorded).toHaveLength(answers.filter((a) => a.code === 1000).length);
    expect((await parentCall('childReport', { linkId, assessment: 'hld' }, aunt.token)).code).toBe(4003);
  });

  it('a read meeting an unlink in progress waits for it, then is refused and records nothing (the link is taken FOR SHARE)', async () => {
    const xiaolin = await child('小林');
    await submit(xiaolin.token, 'hld', acceptedAnswer('hld', 31), 'pv-lock-1');
    const uncle = await registerParent('陈叔叔');
    const linkId = await approvedLink(uncle, xiaolin.token);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // An unlink in progress: its transaction holds the link row until it deletes it and commits.
    const unlinking = t.database.db.transaction(async (tx) => {
      await tx.select().from(parentLinks).where(eq(parentLinks.id, linkId)).for('update');
      locked();
      await released;
      await tx.delete(parentLinks).where(eq(parentLinks.id, linkId));
    });
    await lockTaken;
    const read = parentCall('childReport', { linkId, assessment: 'hld' }, uncle.token);
    try {
      // On PostgreSQL the read must be waiting on the row lock before the unlink goes on (PGlite runs one transaction at a time anyway).
      if (testDatabaseKind() === 'postgres') await expect.poll(waitingOnLocks).toBeGreaterThan(0);
    } finally {
      release();
      await unlinking;
    }
    expect(await read).toMatchObject({ code: 4003 });
    expect((await sight(xiaolin.token)).views).toEqual([]);
  });

  it('bad input gets a clear Chinese error and changes nothing', async () => {
    const dad = await registerParent('赵爸爸');
    expect(await parentCall('childResults', { linkId: 'abc' }, dad.token)).toMatchObject({ code: 4000, msg: '关联无效' });
    expect(await parentCall('childReport', { linkId: 1, assessment: 'iq' }, dad.token)).toMatchObject({ code: 4000, msg: '测评类型无效' });
    expect(await parentCall('childReport', { linkId: 1, assessment: 'hld', id: '-3' }, dad.token)).toMatchObject({ code: 4000, msg: '报告编号无效' });
    expect(await parentCall('childPortrait', {}, dad.token)).toMatchObject({ code: 4000, msg: '关联无效' });
  });
});

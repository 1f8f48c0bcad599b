import { eq } from 'drizzle-orm';
import { withReaderChecks } from '#tests/support/reader-checks';
import { shownIds } from '#shared/assessments/shown-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, checkSubmission, instrumentVersions, instruments } from '#content/assessments/registry';
import type { AssessmentKey } from '#shared/assessments/types';
import { assessmentResults, resultShares } from '#server/db/schema';
import { sha256 } from '#server/lib/crypto';
import { DAILY_ATTEMPT_LIMIT, MAX_SHARE_LINKS } from '#server/assessments/assessments';
import { createTestApp, registerUser, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const keys: AssessmentKey[] = ['dyzn', 'hld', 'mbti'];
const rightPath = { dyzn: '/api/dyzn/checkDyznTestRight', hld: '/api/hld/checkHldTestRight', mbti: '/api/mbti/checkMbtiTestRight' };

/** A deterministic answer sheet: answer i picks option (i * seed) mod n. */
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

async function studentWithNickname(nickname = '小雨') {
  const user = await registerUser(t);
  const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token })).data.list[0];
  await t.call('/api/user/updateBaseInfo', { username: '王小雨', nickname, sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: user.token });
  return user;
}

function submit(key: AssessmentKey, token: string, answers: unknown, times: number | string = 600, idempotencyKey?: string) {
  return t.call<Record<string, unknown> & { id: number }>(
    `/api/${key}/submitAnswer`,
    { answer: typeof answers === 'string' ? answers : JSON.stringify(answers), times },
    { token, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} },
  );
}

describe.each(keys)('%s', (key) => {
  it('needs a login and a nickname to get questions or the right to test', async () => {
    expect((await t.call(`/api/${key}/getQuestionList`)).code).toBe(4001);
    expect((await t.call(rightPath[key])).code).toBe(4001);
    const { token } = await registerUser(t);
    expect((await t.call(`/api/${key}/getQuestionList`, {}, { token })).code).toBe(5002);
    expect((await t.call(rightPath[key], {}, { token })).code).toBe(5002);
  });

  it('lists the instrument with its version', async () => {
    const { token } = await studentWithNickname();
    const res = await t.call<{ version: string; list: Record<string, unknown>[] }>(`/api/${key}/getQuestionList`, {}, { token });
    expect(res.code).toBe(1000);
    expect(res.data.version).toBe(instruments[key].version);
    expect(res.data.list).toHaveLength(shownIds(instruments[key]).length);
    const first = res.data.list[0];
    // In the order shown: the first question of the list is the instrument's first item, not id 1.
    if (key === 'mbti')
      expect(first).toEqual(expect.objectContaining({ id: instruments.mbti.items[0].id, name: expect.any(String), a: expect.any(String), b: expect.any(String) }));
    else expect((first.options as unknown[]).length).toBe(key === 'dyzn' ? 4 : 3);
    expect(JSON.stringify(res.data.list)).not.toMatch(/aPole|intelligence|"type"/); // keys stay on the server
    expect((await t.call(rightPath[key], {}, { token })).code).toBe(1000);
  });

  it('answers a device holding the current version with a tiny unchanged reply, and still checks the right to test', async () => {
    const { token } = await studentWithNickname();
    const version = instruments[key].version;
    const full = await t.app.inject({ method: 'POST', url: `/api/${key}/getQuestionList`, headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const same = await t.call<Record<string, unknown>>(`/api/${key}/getQuestionList`, { version }, { token });
    expect(same).toMatchObject({ code: 1000, data: { version, unchanged: true } });
    expect(same.data).not.toHaveProperty('list');
    const sameRaw = await t.app.inject({
      method: 'POST',
      url: `/api/${key}/getQuestionList`,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `version=${encodeURIComponent(version)}`,
    });
    expect(sameRaw.body.length).toBeLessThan(200);
    expect(full.body.length).toBeGreaterThan(20 * sameRaw.body.length);
    // Another version (an older build's) gets the whole current list.
    const older = await t.call<{ version: string; list: unknown[] }>(`/api/${key}/getQuestionList`, { version: `${version}-old` }, { token });
    expect(older.data).toEqual({ version, list: expect.any(Array) });
    expect(older.data.list).toHaveLength(shownIds(instruments[key]).length);
    expect((await t.call(`/api/${key}/getQuestionList`, { version: 'x'.repeat(65) }, { token })).code).toBe(4000);
    const { token: noNickname } = await registerUser(t);
    expect((await t.call(`/api/${key}/getQuestionList`, { version }, { token: noNickname })).code).toBe(5002);
  });

  it('scores a submission exactly as the client would, and reports it as taken', async () => {
    const { token } = await studentWithNickname('阿哲');
    const answers = answerSheet(key, 7);
    const res = await submit(key, token, answers, 733, `attempt-${key}-score`);
    expect(res.code).toBe(1000);
    const checked = checkSubmission(key, answers);
    if (!checked.ok) throw new Error(checked.message);
    const { id, createtime, usedtime, times, nickname, orginfo, version, isOwner, assessment, quality, previous, ...report } = res.data;
    expect(report).toEqual(JSON.parse(JSON.stringify(buildReport(key, checked.values))));
    expect(previous).toBeNull();
    expect(quality).toEqual({ flagged: expect.any(Boolean), reasons: expect.any(Array) });
    expect({ times, usedtime, nickname, version, isOwner, assessment, orginfo }).toEqual({
      times: 733,
      usedtime: '12分13秒',
      nickname: '阿哲',
      version: instruments[key].version,
      isOwner: true,
      assessment: key,
      orginfo: { reportlogo: '' },
    });
    expect(createtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const census = await t.call<{ id: number }>(`/api/${key}/getAnswerCensus`, {}, { token });
    expect(census.data.id).toBe(id);
    const status = await t.call<Record<string, number>>('/api/user/getUserTestTypeList', {}, { token });
    expect(status.data[key]).toBe(1);
    const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, id));
    expect(row.instrumentVersion).toBe(instruments[key].version);
    expect((row.answers as unknown[]).length).toBe(shownIds(instruments[key]).length);
  });

  it('refuses malformed submissions with clear messages and stores nothing', async () => {
    const { token } = await studentWithNickname();
    const good = answerSheet(key);
    const badValue = key === 'mbti' ? { id: good[0].id, answer: 'c' } : { id: good[0].id, value: 9 };
    const cases: [unknown, number | string, RegExp][] = [
      ['not json', 600, /答案格式不正确/],
      [{ id: 1 }, 600, /答案格式不正确/],
      [good.slice(1), 600, /还有1道题没有作答/],
      [[...good, good[0]], 600, /重复作答/],
      [[badValue, ...good.slice(1)], 600, /答案无效/],
      [[...good.slice(1), { ...good[0], id: 9999 }], 600, /不存在/],
      [good, 'abc', /用时无效/],
      [good, 'Infinity', /用时无效/],
    ];
    for (const [answers, times, message] of cases) {
      const res = await submit(key, token, answers, times);
      expect(res.code, String(message)).toBe(4000);
      expect(res.msg).toMatch(message);
    }
    expect((await t.call(`/api/${key}/submitAnswer`, { times: 600 }, { token })).msg).toBe('请提交答案');
    expect((await t.call(`/api/${key}/getAnswerCensus`, {}, { token })).code).toBe(4004);
  });

  it('keeps a finished sheet whatever its duration: fast, interrupted or left open for a day', async () => {
    const { token } = await studentWithNickname();
    for (const [times, stored] of [
      [3, 3],
      [12.5, 13],
      [90_000, 86_400],
    ] as const) {
      const res = await submit(key, token, answerSheet(key), times, `duration-${key}-${stored}`);
      expect(res.code, String(times)).toBe(1000);
      expect(res.data.times).toBe(stored);
      // The retry of the same sheet is the same payload, not a mismatch.
      expect((await submit(key, token, answerSheet(key), times, `duration-${key}-${stored}`)).data.id).toBe(res.data.id);
    }
  });

  it('scores a sheet with the question list version it was taken on, and refuses a malformed version', async () => {
    const { token } = await studentWithNickname();
    const version = instruments[key].version;
    const call = (v: string, attempt: string) =>
      t.call<{ id: number }>(`/api/${key}/submitAnswer`, { answer: JSON.stringify(answerSheet(key)), times: 600, version: v }, { token, headers: { 'idempotency-key': attempt } });
    const taken = await call(version, `version-${key}-1`);
    expect(taken.code).toBe(1000);
    // A version this server does not know (a newer device, a list relabelled) is scored with the current list when its answers fit it.
    expect((await call('2099.9', `version-${key}-2`)).code).toBe(1000);
    const rows = await t.database.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.attemptId, `version-${key}-2`));
    expect(rows[0]!.instrumentVersion).toBe(version);
    const bad = await call('1.0<script>', `version-${key}-3`);
    expect(bad.code).toBe(4000);
    expect(bad.msg).toBe('题目版本无效');
  });

  it("scores a sheet of the previous version with that version, and its report opens in today's shape", async () => {
    const { token } = await studentWithNickname();
    const [current, previous] = instrumentVersions[key];
    expect(previous.version).not.toBe(current.version);
    const sheet =
      key === 'mbti' ? previous.items.map((item, i) => ({ id: item.id, answer: i % 3 === 0 ? 'a' : 'b' })) : previous.items.map((item, i) => ({ id: item.id, value: i % 2 }));
    const taken = await t.call<{ id: number; version: string }>(
      `/api/${key}/submitAnswer`,
      { answer: JSON.stringify(sheet), times: 600, version: previous.version },
      { token, headers: { 'idempotency-key': `previous-${key}` } },
    );
    expect(taken.data.version).toBe(previous.version);
    const opened = await t.call<{ version: string }>(`/api/${key}/getAnswerCensus`, { id: taken.data.id }, { token });
    expect(opened.code).toBe(1000);
    // The harness holds every answer to today's strict report schema: the rebuilt report has every new field.
    expect(opened.data.version).toBe(previous.version);
  });

  it('is exactly-once per idempotency key, also for concurrent submits', async () => {
    const { token } = await studentWithNickname();
    const answers = answerSheet(key, 3);
    const first = await submit(key, token, answers, 640, `same-${key}-key-1`);
    const retry = await submit(key, token, [...answers].reverse(), 640, `same-${key}-key-1`);
    expect(retry.code).toBe(1000);
    expect(retry.data.id).toBe(first.data.id);
    const other = await submit(key, token, answerSheet(key, 5), 640, `same-${key}-key-1`);
    expect(other.code).toBe(4022);
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => submit(key, token, answers, 700, `same-${key}-key-2`)));
    expect(new Set(concurrent.map((r) => r.data.id)).size).toBe(1);
    expect(concurrent.every((r) => r.code === 1000)).toBe(true);
    const history = await t.call<unknown[]>(`/api/${key}/getResultHistory`, {}, { token });
    expect(history.data).toHaveLength(2);
    expect((await submit(key, token, answers, 640, 'bad key!')).code).toBe(4000);
  });

  it('shares by view token without login, and a reset stops the old link', async () => {
    const owner = await studentWithNickname('小鹿');
    const stranger = await studentWithNickname('路人');
    const { data: result } = await submit(key, owner.token, answerSheet(key, 2));
    // Someone else's result answers exactly as a missing one: sequential ids are no existence oracle.
    const missingId = result.id + 100_000;
    for (const call of ['getShareToken', 'getAnswerCensus', 'resetShareToken']) {
      const theirs = await t.call(`/api/${key}/${call}`, { id: result.id }, { token: stranger.token });
      const missing = await t.call(`/api/${key}/${call}`, { id: missingId }, { token: stranger.token });
      expect([theirs.code, theirs.msg], call).toEqual([4004, missing.msg]);
      expect(missing.code, call).toBe(4004);
    }
    const { data: share } = await t.call<{ viewtoken: string }>(`/api/${key}/getShareToken`, { id: result.id }, { token: owner.token });
    expect(share.viewtoken.length).toBeGreaterThanOrEqual(22);
    // Only the hash is stored, so asking again makes a second link; both work.
    const again = await t.call<{ viewtoken: string }>(`/api/${key}/getShareToken`, { id: result.id }, { token: owner.token });
    expect(again.data.viewtoken).not.toBe(share.viewtoken);
    const stored = await t.database.db.select().from(resultShares).where(eq(resultShares.resultId, result.id));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual([sha256(share.viewtoken), sha256(again.data.viewtoken)].sort());
    expect(JSON.stringify(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, result.id)))).not.toContain(share.viewtoken);
    const shared = await t.call<{ id: number; nickname: string; isOwner: boolean; previous: unknown }>(`/api/${key}/getAnswerCensus`, { viewtoken: share.viewtoken });
    // The viewer sees the report and the nickname, but no internal id and no contact.
    expect(shared.data).toMatchObject({ id: 0, nickname: '小鹿', isOwner: false, previous: null });
    expect(JSON.stringify(shared.data)).not.toContain(owner.mobile);
    expect((await t.call(`/api/${key}/getAnswerCensus`, { viewtoken: again.data.viewtoken })).code).toBe(1000);
    const reset = await t.call<{ viewtoken: string }>(`/api/${key}/resetShareToken`, { id: result.id }, { token: owner.token });
    for (const old of [share.viewtoken, again.data.viewtoken]) expect((await t.call(`/api/${key}/getAnswerCensus`, { viewtoken: old })).code).toBe(4004);
    expect((await t.call(`/api/${key}/getAnswerCensus`, { viewtoken: reset.data.viewtoken })).code).toBe(1000);
    expect((await t.call(`/api/${key}/getAnswerCensus`, { viewtoken: 'short' })).code).toBe(4000);
  });

  it(`keeps at most ${MAX_SHARE_LINKS} live links per result, dropping the oldest, also when asked in parallel`, async () => {
    const owner = await studentWithNickname('小鹿');
    const { data: result } = await submit(key, owner.token, answerSheet(key, 3));
    const first = (await t.call<{ viewtoken: string }>(`/api/${key}/getShareToken`, { id: result.id }, { token: owner.token })).data.viewtoken;
    t.clock.advance(1000);
    const burst = await Promise.all(Array.from({ length: 20 }, () => t.call<{ viewtoken: string }>(`/api/${key}/getShareToken`, { id: result.id }, { token: owner.token })));
    expect(burst.every((r) => r.code === 1000)).toBe(true);
    expect(await t.database.db.select().from(resultShares).where(eq(resultShares.resultId, result.id))).toHaveLength(MAX_SHARE_LINKS);
    expect((await t.call(`/api/${key}/getAnswerCensus`, { viewtoken: first })).code).toBe(4004);
  });
});

describe('limits and ownership', () => {
  it('answers 5001 once the daily attempt limit (3) is reached, but still replays a stored attempt', async () => {
    expect(DAILY_ATTEMPT_LIMIT).toBe(3);
    const { token } = await studentWithNickname();
    const answers = answerSheet('hld');
    for (let i = 0; i < DAILY_ATTEMPT_LIMIT; i++) expect((await submit('hld', token, answers, 600, `limit-key-${i}`)).code).toBe(1000);
    expect((await t.call(rightPath.hld, {}, { token })).code).toBe(5001);
    expect((await t.call('/api/hld/getQuestionList', {}, { token })).code).toBe(5001);
    expect((await t.call('/api/hld/getQuestionList', { version: instruments.hld.version }, { token })).code).toBe(5001);
    expect((await submit('hld', token, answers, 600, 'limit-key-new')).code).toBe(5001);
    expect((await submit('hld', token, answers, 600, 'limit-key-0')).code).toBe(1000);
    t.clock.advance(86400_000 + 1000);
    expect((await t.call(rightPath.hld, {}, { token })).code).toBe(1000);
  });

  it('holds the daily cap of 3 under 26 parallel submits with distinct keys', async () => {
    const { token } = await studentWithNickname();
    const answers = answerSheet('mbti');
    const codes = await Promise.all(Array.from({ length: 26 }, (_, i) => submit('mbti', token, answers, 600, `parallel-cap-${i}`).then((r) => r.code)));
    expect(codes.filter((c) => c === 1000)).toHaveLength(DAILY_ATTEMPT_LIMIT);
    expect(codes.filter((c) => c === 5001)).toHaveLength(26 - DAILY_ATTEMPT_LIMIT);
    const history = await t.call<unknown[]>('/api/mbti/getResultHistory', {}, { token });
    expect(history.data).toHaveLength(DAILY_ATTEMPT_LIMIT);
  });

  it('shows the previous result within 30 days beside a retake, to its owner only', async () => {
    const { token } = await studentWithNickname();
    const first = await submit('dyzn', token, answerSheet('dyzn', 1), 600, 'retake-1');
    expect(first.data.previous).toBeNull();
    t.clock.advance(3 * 86400_000);
    const second = await submit('dyzn', token, answerSheet('dyzn', 2), 600, 'retake-2');
    // `caveat` is there too when that result carries one (docs/REPORTS.md#caveats).
    expect(second.data.previous).toMatchObject({ id: first.data.id, createtime: first.data.createtime, summary: expect.stringMatching(/：/) });
    const { viewtoken } = (await t.call<{ viewtoken: string }>('/api/dyzn/getShareToken', { id: second.data.id }, { token })).data;
    expect((await t.call<{ previous: unknown }>('/api/dyzn/getAnswerCensus', { viewtoken })).data.previous).toBeNull();
    // Had the first been taken more than 30 days before the second, the second stands alone.
    await t.database.db
      .update(assessmentResults)
      .set({ createdAt: new Date(t.clock.now().getTime() - 40 * 86400_000) })
      .where(eq(assessmentResults.id, first.data.id));
    expect((await t.call<{ previous: unknown }>('/api/dyzn/getAnswerCensus', { id: second.data.id }, { token })).data.previous).toBeNull();
  });

  it('never stores answers saved on a device under another account than their own', async () => {
    const a = await studentWithNickname('甲');
    const b = await studentWithNickname('乙');
    const idOf = async (token: string) => (await t.call<{ id: number }>('/api/user/getUserInfo', {}, { token })).data.id;
    const [aId, bId] = [await idOf(a.token), await idOf(b.token)];
    const upload = (token: string, submitter: string) =>
      t.call(
        `/api/hld/submitAnswer`,
        { answer: JSON.stringify(answerSheet('hld', 2)), times: 600 },
        { token, headers: { 'idempotency-key': `owner-${submitter}-${aId}`, 'x-submitter-id': submitter } },
      );

    const wrong = await upload(b.token, String(aId)); // A's answers, B's login on a shared tablet
    expect(wrong).toMatchObject({ code: 4003, msg: '这份答卷属于另一个账号，请用答题时的账号登录后再上传' });
    expect((await upload(b.token, 'abc')).code).toBe(4000);
    expect((await upload(b.token, '0')).code).toBe(4000);
    expect((await upload(b.token, '')).code).toBe(4000);
    expect((await upload(b.token, '9'.repeat(5000))).code).toBe(4000);
    const parallel = await Promise.all(Array.from({ length: 20 }, () => upload(b.token, String(aId))));
    expect(parallel.every((r) => r.code === 4003)).toBe(true);
    for (const token of [a.token, b.token]) expect((await t.call<unknown[]>('/api/hld/getResultHistory', {}, { token })).data).toHaveLength(0);

    expect((await upload(a.token, String(aId))).code).toBe(1000);
    expect((await upload(b.token, String(bId))).code).toBe(1000);
    for (const token of [a.token, b.token]) expect((await t.call<unknown[]>('/api/hld/getResultHistory', {}, { token })).data).toHaveLength(1);
  });

  it('a result id of one assessment is not found under another', async () => {
    const { token } = await studentWithNickname();
    const { data } = await submit('mbti', token, answerSheet('mbti'));
    expect((await t.call('/api/hld/getAnswerCensus', { id: data.id }, { token })).code).toBe(4004);
  });

  it('the export holds the results; deleting the account deletes them', async () => {
    const { token, password } = await studentWithNickname();
    const { data } = await submit('dyzn', token, answerSheet('dyzn'));
    const exported = await t.call<{ assessmentResults: { id: number; answers: unknown[] }[] }>('/api/user/exportData', {}, { token });
    expect(exported.data.assessmentResults.map((r) => r.id)).toEqual([data.id]);
    expect(exported.data.assessmentResults[0].answers).toHaveLength(shownIds(instruments.dyzn).length);
    await t.call('/api/user/deleteAccount', { password }, { token });
    const rows = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, data.id));
    expect(rows).toHaveLength(0);
  });
});

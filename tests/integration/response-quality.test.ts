import { eq } from 'drizzle-orm';
import { shownIds } from '#shared/assessments/shown-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkQuality, instruments } from '#content/assessments/registry';
import { mulberry32, population, simulateAttentive, simulateCareless } from '#tests/support/psychometrics/simulate';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import { assessmentResults } from '#server/db/schema';
import { createTestApp, registerUser, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function student() {
  const user = await registerUser(t);
  const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: user.token })).data.list[0];
  await t.call('/api/user/updateBaseInfo', { username: '王小雨', nickname: '小雨', sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: user.token });
  return user;
}

/** The list a device sends: every answer in the order shown, with the time on screen when `itemMs` has it. */
function answerList(key: AssessmentKey, values: ReadonlyMap<number, AnswerValue>, itemMs?: ReadonlyMap<number, number>) {
  return shownIds(instruments[key]).map((id) => {
    const ms = itemMs?.get(id);
    return { id, [key === 'mbti' ? 'answer' : 'value']: values.get(id), ...(ms === undefined ? {} : { ms }) };
  });
}

type Quality = { flagged: boolean; reasons: string[] } | null;

describe.each(['hld', 'dyzn', 'mbti'] as const)('%s response quality', (key) => {
  const students = population(instruments[key], 11);

  it('stores and reports the check: an attentive sheet passes, with its per-question times kept', async () => {
    const { token } = await student();
    let sheet = simulateAttentive(students, mulberry32(1));
    // The simulation's attentive students are wrongly flagged ≤ 5 % of the time: take the first one it accepts.
    for (let seed = 2; checkQuality(key, sheet.values, undefined, sheet.itemMs, sheet.seconds).flagged; seed++) sheet = simulateAttentive(students, mulberry32(seed));
    const res = await t.call<{ id: number; quality: Quality }>(
      `/api/${key}/submitAnswer`,
      { answer: JSON.stringify(answerList(key, sheet.values, sheet.itemMs)), times: sheet.seconds },
      { token },
    );
    expect(res.code).toBe(1000);
    expect(res.data.quality).toEqual({ flagged: false, reasons: [] });
    const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, res.data.id));
    const stored = row.answers as { id: number; ms?: number }[];
    expect(stored.every((a) => a.ms === sheet.itemMs.get(a.id))).toBe(true);
    expect((row.quality as { flagged: boolean }).flagged).toBe(false);
  });

  it('flags a straight-lined sheet and a fast clicker, stores the flag and says so with the report (also to a shared link)', async () => {
    const { token } = await student();
    const same = new Map(shownIds(instruments[key]).map((id) => [id, key === 'mbti' ? 'a' : instruments[key].options[0].value] as const));
    const straight = await t.call<{ id: number; quality: Quality }>(`/api/${key}/submitAnswer`, { answer: JSON.stringify(answerList(key, same)), times: 700 }, { token });
    expect(straight.data.quality?.flagged).toBe(true);
    expect(straight.data.quality?.reasons).toContain('straight-line');
    const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, straight.data.id));
    expect((row.quality as { flagged: boolean }).flagged).toBe(true);
    const { viewtoken } = (await t.call<{ viewtoken: string }>(`/api/${key}/getShareToken`, { id: straight.data.id }, { token })).data;
    expect((await t.call<{ quality: Quality }>(`/api/${key}/getAnswerCensus`, { viewtoken })).data.quality?.flagged).toBe(true);

    const fast = simulateCareless(students, 'fast-clicker', mulberry32(3));
    const clicked = await t.call<{ quality: Quality }>(
      `/api/${key}/submitAnswer`,
      { answer: JSON.stringify(answerList(key, fast.values, fast.itemMs)), times: fast.seconds },
      { token },
    );
    expect(clicked.data.quality?.reasons).toContain('too-fast');
  });

  it('refuses a time that is not a number with a Chinese message and stores nothing', async () => {
    const { token } = await student();
    const sheet = simulateAttentive(students, mulberry32(5));
    const list = answerList(key, sheet.values).map((a, i) => (i === 0 ? { ...a, ms: 'fast' } : a));
    const before = (await t.database.db.select().from(assessmentResults)).length;
    const res = await t.call(`/api/${key}/submitAnswer`, { answer: JSON.stringify(list), times: 600 }, { token });
    expect([res.code, res.msg]).toEqual([4000, '答案格式不正确']);
    expect((await t.database.db.select().from(assessmentResults)).length).toBe(before);
  });
});

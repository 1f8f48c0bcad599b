import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, TOKEN_HEADER } from '#shared/api/envelope';
import { allEndpoints } from '#shared/api/index';
import { FORM_PROBLEMS } from '#server/http/form-body';
import { assertContract, captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/**
 * Malformed input (issue "Security and privacy hardening", points 6-8): every field of every endpoint,
 * logged in and out, gets malformed variants; no answer is a 5xx or outside the envelope, and no row of
 * any table changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_PER_IP_PER_MINUTE: '1000000' });
});
afterAll(async () => t?.close());

/** The declared fields of an endpoint's body schema (a zod object, possibly with checks). */
function fieldsOf(body: unknown): string[] {
  const shape = (body as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Raw form bodies that must be refused whatever the field: each is a root problem, not a field's. */
const variants = (field: string): [string, string][] => [
  ['NUL', `${field}=ab%00cd`],
  ['invalid UTF-8', `${field}=%C3%28x`],
  ['encoded lone surrogate', `${field}=%ED%A0%80`],
  ['control character', `${field}=a%07b`],
  ['repeated field', `${field}=1&${field}=2`],
];

async function rowCounts(): Promise<Record<string, number>> {
  const result = await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const tables = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as { table_name: string }[];
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const rows = await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = ((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[])[0].n;
  }
  return counts;
}

async function send(path: string, payload: string, token?: string, contentType = 'application/x-www-form-urlencoded') {
  const response = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': contentType, ...(token ? { [TOKEN_HEADER]: token } : {}) }, payload });
  const envelope = response.json() as { code: number; msg: string };
  assertContract(path, envelope);
  return { status: response.statusCode, ...envelope };
}

describe('malformed input is refused at the door', () => {
  it('every field of every endpoint, logged in and out: 4000 with a Chinese message, no 5xx, no row changed', async () => {
    const { token } = await registerUser(t);
    const before = await rowCounts();
    let sent = 0;
    for (const endpoint of allEndpoints) {
      const fields = fieldsOf(endpoint.body);
      for (const field of fields.length ? fields : ['x']) {
        for (const [name, payload] of variants(field)) {
          for (const who of [undefined, token]) {
            const res = await send(endpoint.path, payload, who);
            sent++;
            expect(res.status, `${endpoint.path} ${field} ${name}`).toBeLessThan(500);
            expect([res.code, res.msg], `${endpoint.path} ${field} ${name}`).toEqual([
              ApiCode.INVALID_PARAMS,
              name === 'repeated field' ? FORM_PROBLEMS.repeated : FORM_PROBLEMS.unreadable,
            ]);
          }
        }
      }
      // Not form-encoded: JSON (also with a boolean id), plain text, a body that is not an object.
      for (const [type, payload] of [
        ['application/json', '{"id":true}'],
        ['application/json', '[1,2]'],
        ['text/plain', 'id=1'],
      ]) {
        const res = await send(endpoint.path, payload, token, type);
        sent++;
        expect([res.status < 500, res.code, res.msg], `${endpoint.path} ${type}`).toEqual([true, ApiCode.INVALID_PARAMS, FORM_PROBLEMS.notForm]);
      }
    }
    expect(sent).toBeGreaterThan(700);
    expect(await rowCounts()).toEqual(before);
  });

  it('ids above 2³¹−1 and ids that are not plain digits are refused, never a 5xx', async () => {
    const { token } = await registerUser(t);
    const before = await rowCounts();
    for (const path of ['/api/hld/getAnswerCensus', '/api/mbti/getShareToken', '/api/gaokao/getProductInfo', '/api/news/getNewsInfo', '/api/gaokao/teamSubscribe']) {
      for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', 'true']) {
        const res = await send(path, `id=${id}`, token);
        expect([res.status < 500, res.code], `${path} id=${id}`).toEqual([true, ApiCode.INVALID_PARAMS]);
      }
    }
    for (const id of ['2147483648', '99999999999999999999']) {
      const res = await send('/api/user/deleteResult', `assessment=hld&id=${id}`, token);
      expect([res.status < 500, res.code, res.msg], `deleteResult id=${id}`).toEqual([true, ApiCode.INVALID_PARAMS, '报告编号无效']);
    }
    // A question id written as "1e0" is not question 1.
    const answer = JSON.stringify([{ id: '1e0', value: 1 }]);
    const res = await send('/api/hld/submitAnswer', `answer=${encodeURIComponent(answer)}&times=600`, token);
    expect([res.code, res.msg]).toEqual([ApiCode.INVALID_PARAMS, '答案格式不正确']);
    expect(await rowCounts()).toEqual(before);
  });

  it("no numeric field of any endpoint lets a number past PostgreSQL's integer through (an id would be a 500)", () => {
    const passed: string[] = [];
    for (const endpoint of allEndpoints) {
      const shape = (endpoint.body as { def?: { shape?: Record<string, { '~standard': { validate: (v: unknown) => unknown } }> } }).def?.shape ?? {};
      for (const [field, schema] of Object.entries(shape)) {
        const result = schema['~standard'].validate('2147483648') as { value?: unknown };
        if (typeof result.value === 'number') passed.push(`${endpoint.path} ${field}`);
      }
    }
    // The answering time: the server clamps it to its range (recordedSeconds) before storing it; a
    // 选科意向's submittedAt: milliseconds stored as a timestamp (never later than its arrival), not an integer.
    expect(passed.filter((f) => !/\/submitAnswer times$/.test(f) && !/\/submitXuankeChoice submittedAt$/.test(f))).toEqual([]);
  });

  it('a NUL in a sign-up field is refused before the SMS code is used: the same code then registers', async () => {
    const mobile = nextMobile();
    const ticket = await captchaTicket(t, 'register');
    expect((await t.call('/api/user/getRegisterCode', { mobile, ticket })).code).toBe(ApiCode.OK);
    const code = t.sms.recent(mobile)[0].code;
    const bad = await send('/api/user/register', `mobile=${mobile}&password=Lantern%232026&code=${code}&username=%E5%B0%8F%00%E6%98%8E&consent=1`);
    expect([bad.code, bad.msg]).toEqual([ApiCode.INVALID_PARAMS, FORM_PROBLEMS.unreadable]);
    const good = await t.call('/api/user/register', { mobile, password: 'Lantern#2026', code, username: '小明', consent: '1' });
    expect(good.code).toBe(ApiCode.OK);
  });
});

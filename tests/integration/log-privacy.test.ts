import { PassThrough } from 'node:stream';
import { withReaderChecks } from '#tests/support/reader-checks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '#content/assessments/registry';
import { sha256 } from '#server/lib/crypto';
import { captchaTicket, createTestApp, registerUser, type TestApp } from './harness';

/**
 * Failing requests must not write personal data to the log. Each case makes the database refuse a
 * query that carries it as a parameter (a table gone, or an insert refused as a full disk would),
 * then scans everything the app logged.
 */

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(async () => t?.close());

const run = (statement: string) => t.database.db.execute(sql.raw(statement));

/** Runs the request while `table` cannot be read, or (insert: true) while no row can be added to it. */
async function whileBroken<T>(table: string, how: 'gone' | 'insert', request: () => Promise<T>): Promise<T> {
  if (how === 'gone') await run(`alter table ${table} rename to ${table}_gone`);
  else await run(`alter table ${table} add constraint refuse_all check (false) not valid`);
  try {
    return await request();
  } finally {
    if (how === 'gone') await run(`alter table ${table}_gone rename to ${table}`);
    else await run(`alter table ${table} drop constraint refuse_all`);
  }
}

describe('the log of a failing request', () => {
  it('holds the error kind, code and SQL, but no mobile, token, hash, name, ID number, address or answer', async () => {
    const student = await registerUser(t, { username: '欧阳学生' });
    const secrets = [student.mobile, student.token, sha256(student.token), student.password, '欧阳', '11010519491231002X', '欧阳路', '"value"'];
    logLines.length = 0;

    const login = await whileBroken('users', 'gone', () => t.call('/api/user/login', { mobile: student.mobile, password: student.password }));
    const info = await whileBroken('sessions', 'gone', () => t.call('/api/user/getUserInfo', {}, { token: student.token }));
    const grade = (await t.call<{ list: { id: number; childlist: { id: number }[] }[] }>('/api/user/getSectionList', {}, { token: student.token })).data.list[0];
    await t.call('/api/user/updateBaseInfo', { username: '欧阳学生', nickname: '小欧', sectionid: `${grade.id},${grade.childlist[0].id}` }, { token: student.token });
    const answers = withReaderChecks(
      'hld',
      instruments.hld.items.map((item, i) => ({ id: item.id, value: instruments.hld.options[(i * 7) % instruments.hld.options.length].value })),
    );
    const submit = await whileBroken('assessment_results', 'insert', () =>
      t.call('/api/hld/submitAnswer', { answer: JSON.stringify(answers), times: 900 }, { token: student.token }),
    );
    const ticket = await captchaTicket(t, 'enroll', '10.88.0.1');
    const form = {
      name: '欧阳报名',
      telphone: student.mobile,
      gender: '女',
      project: '1',
      cardnum: '11010519491231002X',
      address: '北京市海淀区欧阳路1号',
      edu: '',
      major: '',
      company: '',
      occupation: '',
      work_description: '',
      why: '',
      results: '',
      ticket,
    };
    const signUp = await whileBroken('enrollments', 'insert', () => t.call('/api/enroll/submitEnroll', form, { ip: '10.88.0.1' }));

    for (const failed of [login, info, submit, signUp]) expect([failed.status, failed.code, failed.msg]).toEqual([500, 5000, '服务器开小差了，请稍后再试']);
    const errors = logLines.filter((line) => line.includes('unhandled error'));
    expect(errors).toHaveLength(4);
    // Still useful: what failed, PostgreSQL's code (42P01 no such table, 23514 check refused) and the SQL.
    const parsed = errors.map((line) => JSON.parse(line) as { err: { type: string; query?: string; cause?: { code?: string } } });
    expect(parsed.map((entry) => entry.err.cause?.code)).toEqual(['42P01', '42P01', '23514', '23514']);
    expect(parsed.every((entry) => /\binsert into|\bselect\b/i.test(entry.err.query ?? ''))).toBe(true);
    const everything = logLines.join('\n');
    expect(everything).not.toMatch(/params/i);
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);
  });
});

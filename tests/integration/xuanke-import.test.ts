import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSignIn } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import type { XuankePreview, XuankePublished, XuankePublishResult } from '#shared/api/xuanke';
import { packImport, type RawImportRow } from '#shared/xuanke/import-file';
import { auditLog, xuankeEditions } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { assertContract, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/** A new 选科 edition from the official per-university file: checked, previewed, published, served (issue 32, items 1 and 5). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function signedIn(role: 'admin' | 'operator') {
  const mobile = nextMobile();
  const { initialPassword } = await createOperator(t.database.db, null, { mobile, name: role === 'admin' ? '数据管理' : '数据运营', role }, t.clock.now());
  t.clock.advance(91_000);
  await t.call('/api/console/sendLoginCode', { mobile, password: initialPassword });
  const token = (await t.call<ConsoleSignIn>('/api/console/login', { mobile, password: initialPassword, code: t.sms.recent(mobile)[0].code })).data.token;
  return { headers: { [CONSOLE_TOKEN_HEADER]: token } };
}

const PC = '物理,化学(2门科目考生均须选考方可报考)';
const P = '物理(1门科目考生必须选考方可报考)';
const NONE = '不提科目要求';

/** A small official-format file: 3 universities, 计算机类 物理 only (the sample says 物理+化学), 中国语言文学类 不提. */
function goodRows(): RawImportRow[] {
  const rows: RawImportRow[] = [];
  let line = 1;
  const add = (schoolCode: string, schoolName: string, province: string, majorCode: string, majorName: string, requirement: string) =>
    rows.push({ line: ++line, schoolCode, schoolName, province, majorCode, majorName, requirement });
  for (const [code, name, province] of [
    ['10001', '北京大学', '北京'],
    ['10003', '清华大学', '北京'],
    ['10422', '山东大学', '山东'],
  ] as const) {
    add(code, name, province, '080901', '计算机科学与技术', P);
    add(code, name, province, '080902', '软件工程', P);
    add(code, name, province, '080902H', '软件工程（中外合作办学）', P);
    add(code, name, province, '050101', '汉语言文学', NONE);
    add(code, name, province, '070301', '化学', PC);
  }
  add('10422', '山东大学', '山东', '00601', '理科试验班', PC);
  add('10422', '山东大学', '山东', '310201', '某职业本科专业', P);
  return rows;
}

const body = (rows: RawImportRow[]) => JSON.stringify(packImport(rows));
const publishFields = {
  name: '2028 通用版（山东公布）',
  sourceTitle: '2028年拟在山东招生普通高校专业选考科目要求',
  sourcePublisher: '山东省教育招生考试院',
  sourceUrl: 'https://www.sdzk.cn/',
};

async function getEdition(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/xuanke/edition', headers });
  if (response.statusCode === 304) return { status: 304, etag: response.headers.etag, envelope: null };
  const envelope = response.json() as { code: number; data: XuankePublished };
  assertContract('/api/xuanke/edition', envelope);
  return { status: response.statusCode, etag: response.headers.etag, cacheControl: response.headers['cache-control'], envelope };
}

describe('importing an edition', () => {
  it('serves none before an operator publishes one (the app then shows the shipped sample)', async () => {
    const served = await getEdition();
    expect(served.envelope?.data).toEqual({ edition: null });
    expect(served.etag).toBe('"xuanke-0"');
    expect(served.cacheControl).toBe('no-cache');
  });

  it('previews a good file against the sample, publishes it with its source, logs it, and serves it (ETag, 304)', async () => {
    const operator = await signedIn('operator');
    const preview = await t.call<XuankePreview>('/api/console/previewXuankeEdition', { rows: body(goodRows()) }, operator);
    expect(preview.code, preview.msg).toBe(1000);
    expect(preview.data.counts).toEqual({ rows: 17, tallied: 15, trial: 1, vocational: 1, unknown: 0, schools: 3, provinces: 2, categoriesWithData: 3, categories: 93, majors: 4 });
    expect(preview.data.current).toEqual({ name: '2027 通用版（样本统计）', from: 'sample' });
    const cs = preview.data.changes.find((c) => c.code === '0809');
    expect(cs).toMatchObject({ name: '计算机类', before: '物理+化学', after: '物理', afterStatus: 'modal', n: 9 });
    // Classes without rows now are "not observed": they are changes too, and 中国语言文学类 (不提 before and after) is not.
    expect(preview.data.changes.find((c) => c.code === '0501')).toBeUndefined();
    expect(preview.data.changes.find((c) => c.code === '0101')).toMatchObject({ before: '不提', after: null, afterStatus: 'not_observed' });
    const pc = preview.data.coverage['3+1+2'].find((c) => c.combination === '物理+化学+生物')!;
    expect(pc).toMatchObject({ programmeShare: 1, before: 0.966 });
    const hist = preview.data.coverage['3+1+2'].find((c) => c.combination === '历史+思想政治+地理')!;
    expect(hist.programmeShare).toBe(0.2); // 3 of 15 tallied rows: 汉语言文学
    expect(await t.database.db.select().from(xuankeEditions)).toHaveLength(0);

    const published = await t.call<XuankePublishResult>(
      '/api/console/publishXuankeEdition',
      { rows: body(goodRows()), fileName: '2028选考科目要求.xlsx', ...publishFields, yearFrom: 2028, yearTo: '' },
      operator,
    );
    expect(published.code, published.msg).toBe(1000);
    const [stored] = await t.database.db.select().from(xuankeEditions);
    expect(stored).toMatchObject({ name: publishFields.name, gaokaoFrom: 2028, gaokaoTo: null, fileName: '2028选考科目要求.xlsx' });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'xuanke.publish'));
    expect(entry.summary).toBe('发布选科数据版本「2028 通用版（山东公布）」：17行，3所院校，4个专业');
    expect(entry.operatorId).not.toBeNull();
    expect(entry.targetId).toBe(String(published.data.id));

    const served = await getEdition();
    expect(served.etag).toBe(`"xuanke-${published.data.id}"`);
    const edition = served.envelope!.data.edition!;
    expect(edition.version).toBe(published.data.id);
    expect(edition.meta).toMatchObject({
      id: `published-${published.data.id}`,
      name: publishFields.name,
      label: '常见要求（院校数据统计）',
      disclaimer: '以目标院校当年公布的选考科目要求为准',
      gaokaoYears: { from: 2028 },
      isSample: false,
      sample: { rows: 17, tallied: 15, universities: 3 },
    });
    expect(edition.meta.sources[0]).toMatchObject({ title: publishFields.sourceTitle, publisher: publishFields.sourcePublisher, url: publishFields.sourceUrl });
    expect(edition.table.categories).toHaveLength(93);
    expect(edition.table.categories.find((c) => c.code === '0809')).toMatchObject({ req3plus3: { subjects: ['物理'] }, confidence: 'medium', evidence: { n: 9, modalShare: 1 } });
    expect(edition.majors.majors.map((m) => [m.code, m.name, m.subjects, m.n])).toEqual([
      ['050101', '汉语言文学', [], 3],
      ['070301', '化学', ['物理', '化学'], 3],
      ['080901', '计算机科学与技术', ['物理'], 3],
      ['080902', '软件工程', ['物理'], 6],
    ]);
    expect((await getEdition({ 'if-none-match': served.etag as string })).status).toBe(304);
    expect((await getEdition({ 'if-none-match': `"xuanke-0", W/${served.etag as string}` })).status).toBe(304);
    expect((await getEdition({ 'if-none-match': '"xuanke-0"' })).status).toBe(200);
    // The same data as a POST, like every other call.
    expect((await t.call<XuankePublished>('/api/xuanke/edition')).data).toEqual(served.envelope!.data);
  });

  it('names every bad line of a bad file and changes nothing', async () => {
    const operator = await signedIn('operator');
    const before = await t.database.db.select({ id: xuankeEditions.id }).from(xuankeEditions);
    const audits = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'xuanke.publish'))).length;
    const rows = goodRows();
    rows[2] = { ...rows[2], requirement: '物理或化学' };
    rows[6] = { ...rows[6], majorCode: '80901' };
    rows[9] = { ...rows[9], schoolCode: '' };
    for (const path of ['/api/console/previewXuankeEdition', '/api/console/publishXuankeEdition']) {
      const answer = await t.call(path, { rows: body(rows), ...publishFields, yearFrom: 2028 }, operator);
      expect(answer.code).toBe(4000);
      expect(answer.msg).toBe('文件中有3处错误，未导入任何数据');
      expect((answer.data as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
        '第4行：「物理或化学」含「或」，本版本只支持须全部选考的要求',
        '第8行：专业代码「80901」只有5位，可能是表格去掉了开头的0（如 080202）：请把专业代码列设为文本后重新填写',
        '第11行：缺少院校代码',
      ]);
    }
    // A broken payload and bad publication fields are refused in Chinese too.
    expect((await t.call('/api/console/previewXuankeEdition', { rows: '{"rows":' }, operator)).msg).toBe('导入数据格式不正确，请重新选择文件');
    expect((await t.call('/api/console/publishXuankeEdition', { rows: body(goodRows()), ...publishFields, name: '', yearFrom: 2028 }, operator)).msg).toBe(
      '请填写版本名称（最多40个字）',
    );
    expect((await t.call('/api/console/publishXuankeEdition', { rows: body(goodRows()), ...publishFields, yearFrom: 2029, yearTo: 2028 }, operator)).msg).toBe(
      '适用的最后一个高考年份不能早于首个年份',
    );
    expect((await t.call('/api/console/publishXuankeEdition', { rows: body(goodRows()), ...publishFields, sourceUrl: 'javascript:alert(1)', yearFrom: 2028 }, operator)).code).toBe(
      4000,
    );
    expect(await t.database.db.select({ id: xuankeEditions.id }).from(xuankeEditions)).toEqual(before);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'xuanke.publish'))).toHaveLength(audits);
  });

  it('refuses anyone who is not a signed-in operator', async () => {
    const student = await registerUser(t);
    for (const options of [{}, { token: student.token }, { headers: { [CONSOLE_TOKEN_HEADER]: student.token } }]) {
      const preview = await t.call('/api/console/previewXuankeEdition', { rows: body(goodRows()) }, options);
      expect(preview.code).toBe(4001);
      const publish = await t.call('/api/console/publishXuankeEdition', { rows: body(goodRows()), ...publishFields, yearFrom: 2028 }, options);
      expect(publish.code).toBe(4001);
    }
  });

  it('serves the newest edition; the earlier one stays stored', async () => {
    const admin = await signedIn('admin');
    const rows = goodRows().map((row) => (row.majorCode === '080901' ? { ...row, requirement: PC } : row));
    const preview = await t.call<XuankePreview>('/api/console/previewXuankeEdition', { rows: body(rows) }, admin);
    expect(preview.data.current).toEqual({ name: publishFields.name, from: 'published' });
    expect(preview.data.changes.map((c) => c.code)).toEqual([]); // 计算机类: 6 物理 against 3 物理+化学 stays 物理
    const second = await t.call<XuankePublishResult>(
      '/api/console/publishXuankeEdition',
      { rows: body(rows), ...publishFields, name: '2028 通用版（修订）', yearFrom: 2028, yearTo: 2030 },
      admin,
    );
    expect(second.code, second.msg).toBe(1000);
    const served = (await getEdition()).envelope!.data.edition!;
    expect(served.version).toBe(second.data.id);
    expect(served.meta).toMatchObject({ name: '2028 通用版（修订）', gaokaoYears: { from: 2028, to: 2030 } });
    expect(served.majors.majors.find((m) => m.code === '080901')?.subjects).toEqual(['物理', '化学']);
    expect(await t.database.db.select({ id: xuankeEditions.id }).from(xuankeEditions)).toHaveLength(2);
  });

  it('takes a file the size of the national one (52,558 rows) within the body limit', async () => {
    const operator = await signedIn('operator');
    const codes = ['080901', '080902', '080903', '050101', '070301', '020101', '120201K', '100201K', '0802', '081001'];
    const texts = [PC, P, NONE, '物理,化学,生物(3门科目考生均须选考方可报考)', '历史(1门科目考生必须选考方可报考)'];
    const rows: RawImportRow[] = Array.from({ length: 52_558 }, (_, i) => ({
      line: i + 2,
      schoolCode: String(10000 + Math.floor(i / 40)),
      schoolName: `第${Math.floor(i / 40)}大学`,
      province: ['北京', '山东', '江苏', '四川'][Math.floor(i / 40) % 4],
      majorCode: codes[i % codes.length],
      majorName: `专业${i % codes.length}号`,
      requirement: texts[(i * 7) % texts.length],
    }));
    const text = body(rows);
    expect(new URLSearchParams({ rows: text }).toString().length).toBeLessThan(12 * 1024 * 1024);
    const preview = await t.call<XuankePreview>('/api/console/previewXuankeEdition', { rows: text }, operator);
    expect(preview.code, preview.msg).toBe(1000);
    expect(preview.data.counts).toMatchObject({ rows: 52_558, tallied: 52_558, schools: 1314 });
  }, 60_000);
});

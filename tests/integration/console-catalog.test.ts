import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogItem, CatalogRow, ConsoleSignIn } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import type { Banner, EnrollProject, Expert, ProductDetail, ProductSummary } from '#shared/api/marketing';
import { auditLog, experts } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/** Banners, products, experts and enrollment projects in the console: drafts, publishing, scheduling, order (issue 15). */
let t: TestApp;
let staff: { headers: Record<string, string> };
/** A fresh console sign-in (a test that moves the clock by hours ends the last one). */
async function signIn() {
  const mobile = nextMobile();
  const { initialPassword } = await createOperator(t.database.db, null, { mobile, name: '内容运营', role: 'operator' }, t.clock.now());
  t.clock.advance(91_000);
  await t.call('/api/console/sendLoginCode', { mobile, password: initialPassword });
  const token = (await t.call<ConsoleSignIn>('/api/console/login', { mobile, password: initialPassword, code: t.sms.recent(mobile)[0].code })).data.token;
  staff = { headers: { [CONSOLE_TOKEN_HEADER]: token } };
}
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(signIn);
afterAll(async () => t?.close());

const consoleCall = async <T>(path: string, body: Record<string, string | number>) => {
  const res = await t.call<T>(`/api/console/${path}`, body, staff);
  expect(res.code, `${path}: ${res.msg}`).toBe(1000);
  return res.data;
};
const publicProducts = async () => (await t.call<ProductSummary[]>('/api/gaokao/getProductList')).data.map((p) => p.name);
const auditOf = async (kind: string, id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, kind), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id)
  ).map((e) => [e.action, e.summary]);

describe('products', () => {
  it('a new product is a draft until published; edits of a published one show at once; withdrawn, it can neither be read nor booked', async () => {
    const before = await publicProducts();
    const draft = await consoleCall<CatalogItem>('saveCatalogItem', {
      kind: 'product',
      name: '选科规划一对一',
      subName: '两次面谈，一份选科建议书',
      price: '1280',
      oprice: '1580.5',
      content: '<p>适合<strong>高一</strong>学生</p><script>alert(1)</script>',
    });
    expect(draft).toMatchObject({ state: 'draft', values: { name: '选科规划一对一', price: 1280, oprice: 1580.5 } });
    expect(draft.preview.content).toBe('<p>适合<strong>高一</strong>学生</p>');
    expect(await publicProducts()).toEqual(before);
    expect((await t.call('/api/gaokao/getProductInfo', { id: draft.id })).code).toBe(4004);
    const { token } = await registerUser(t);
    expect((await t.call('/api/gaokao/productSubscribe', { id: draft.id }, { token })).code).toBe(4004);

    await consoleCall('publishCatalogItem', { kind: 'product', id: draft.id });
    expect(await publicProducts()).toEqual([...before, '选科规划一对一']);
    const info = await t.call<ProductDetail>('/api/gaokao/getProductInfo', { id: draft.id });
    expect(info.data).toMatchObject({ price: 1280, content: '<p>适合<strong>高一</strong>学生</p>' });
    expect((await t.call('/api/gaokao/productSubscribe', { id: draft.id }, { token })).code).toBe(1000);

    await consoleCall('saveCatalogItem', {
      kind: 'product',
      id: draft.id,
      name: '选科规划一对一',
      subName: '两次面谈，一份选科建议书',
      price: '1180',
      oprice: '1580.5',
      content: draft.values.content,
    });
    expect((await t.call<ProductDetail>('/api/gaokao/getProductInfo', { id: draft.id })).data.price).toBe(1180);

    await consoleCall('unpublishCatalogItem', { kind: 'product', id: draft.id });
    expect(await publicProducts()).toEqual(before);
    expect((await t.call('/api/gaokao/getProductInfo', { id: draft.id })).code).toBe(4004);
    expect(await auditOf('product', draft.id)).toEqual([
      ['content.create', '新建产品「选科规划一对一」（草稿）'],
      ['content.publish', '发布产品「选科规划一对一」'],
      ['content.update', '修改产品「选科规划一对一」：价格（元）（已在网站上生效）'],
      ['content.unpublish', '撤回产品「选科规划一对一」（网站上不再显示）'],
    ]);
  });

  it('a scheduled product appears when its time comes', async () => {
    const item = await consoleCall<CatalogItem>('saveCatalogItem', { kind: 'product', name: '寒假研学营' });
    // 2026-11-21T08:00Z is 16:00 in Beijing; scheduled for 18:00 Beijing time the same day.
    const scheduled = await consoleCall<CatalogItem>('publishCatalogItem', { kind: 'product', id: item.id, publishAt: '2026-11-21T18:00' });
    expect(scheduled.state).toBe('scheduled');
    expect(await publicProducts()).not.toContain('寒假研学营');
    t.clock.advance(3 * 3600_000);
    expect(await publicProducts()).toContain('寒假研学营');
  });

  it('moves an item in the order the site lists them, and logs the move', async () => {
    const rows = await consoleCall<CatalogRow[]>('listCatalog', { kind: 'expert' });
    const experts = async () => (await t.call<Expert[]>('/api/general/getTeamList')).data.map((e) => e.id);
    expect(await experts()).toEqual(rows.map((r) => r.id));
    const last = rows.at(-1)!;
    const moved = await consoleCall<CatalogRow[]>('moveCatalogItem', { kind: 'expert', id: last.id, direction: 'up' });
    const expected = [...rows.slice(0, -2).map((r) => r.id), last.id, rows.at(-2)!.id];
    expect(moved.map((r) => r.id)).toEqual(expected);
    expect(await experts()).toEqual(expected);
    // The first cannot go higher: nothing changes.
    expect((await consoleCall<CatalogRow[]>('moveCatalogItem', { kind: 'expert', id: expected[0], direction: 'up' })).map((r) => r.id)).toEqual(expected);
    expect((await auditOf('expert', last.id))[0]).toEqual(['content.move', `专家「${last.title}」上移到第${rows.length - 1}位`]);
  });

  it('two moves at once both apply, one after the other: every item keeps one place', async () => {
    const ids = (await consoleCall<CatalogRow[]>('listCatalog', { kind: 'expert' })).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    await Promise.all([
      consoleCall('moveCatalogItem', { kind: 'expert', id: ids[2], direction: 'up' }),
      consoleCall('moveCatalogItem', { kind: 'expert', id: ids[4], direction: 'up' }),
    ]);
    const after = (await consoleCall<CatalogRow[]>('listCatalog', { kind: 'expert' })).map((r) => r.id);
    expect(after).toEqual([ids[0], ids[2], ids[1], ids[4], ids[3], ...ids.slice(5)]);
    const sorts = (await t.database.db.select({ sort: experts.sort }).from(experts)).map((r) => r.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
  });
});

describe('banners and enrollment projects', () => {
  it('a withdrawn banner leaves the home page and its article; a withdrawn project leaves the sign-up form', async () => {
    const banners = await consoleCall<CatalogRow[]>('listCatalog', { kind: 'banner' });
    const first = banners[0];
    await consoleCall('unpublishCatalogItem', { kind: 'banner', id: first.id });
    const shown = await t.call<Banner[]>('/api/superads_images/getadList', { tags: 'web_index_banner' });
    expect(shown.data.map((b) => b.id)).not.toContain(first.id);
    expect((await t.call('/api/superads_images/getArticleInfo', { id: first.id })).code).toBe(4004);
    await consoleCall('publishCatalogItem', { kind: 'banner', id: first.id });

    const projects = await consoleCall<CatalogRow[]>('listCatalog', { kind: 'project' });
    await consoleCall('unpublishCatalogItem', { kind: 'project', id: projects[0].id });
    const offered = await t.call<EnrollProject[]>('/api/enroll/getEnrollProject');
    expect(offered.data.map((p) => p.id)).toEqual(projects.slice(1).map((p) => p.id));
  });

  it('a case edited in the console is what /cooperation shows; withdrawn, it is gone', async () => {
    const cases = await consoleCall<CatalogRow[]>('listCatalog', { kind: 'case' });
    expect(cases).toHaveLength(4);
    const item = await consoleCall<CatalogItem>('getCatalogItem', { kind: 'case', id: cases[1].id });
    await consoleCall('saveCatalogItem', {
      kind: 'case',
      ...(item.values as Record<string, string>),
      id: item.id,
      title: '选科指导：某区实验中学',
      content: '<h2>合作背景</h2><p>新的正文</p>',
    });
    const info = await t.call<{ title: string; content: string }>('/api/cases/getCaseInfo', { id: item.id });
    expect(info.data).toMatchObject({ title: '选科指导：某区实验中学', content: '<h2>合作背景</h2><p>新的正文</p>' });
    await consoleCall('unpublishCatalogItem', { kind: 'case', id: item.id });
    expect((await t.call<{ id: number }[]>('/api/cases/getCaseList')).data.map((c) => c.id)).toEqual([cases[0].id, cases[2].id, cases[3].id]);
    expect((await t.call('/api/cases/getCaseInfo', { id: item.id })).code).toBe(4004);
  });

  it('refuses bad content in Chinese and stores nothing', async () => {
    const count = (await consoleCall<CatalogRow[]>('listCatalog', { kind: 'banner' })).length;
    const refusals: [Record<string, string | number>, string][] = [
      [{ kind: 'banner', title: '冬令营', image: '/images/marketing/banner-1.svg', clickhref: 'javascript:alert(1)' }, '链接请填写本站路径（以 / 开头）或 https 链接'],
      [{ kind: 'banner', title: '冬令营' }, '请上传图片'],
      [{ kind: 'banner', title: '', image: '/images/marketing/banner-1.svg' }, '请填写标题（最多30个字）'],
      [{ kind: 'banner', title: '冬令营', image: 'https://evil.example/x.png' }, '图片无效，请重新上传'],
      [{ kind: 'product', name: '产品', price: '-1' }, '价格请填写0-1000000之间的数字，最多两位小数'],
      [{ kind: 'product', name: '产品', price: '12.345' }, '价格请填写0-1000000之间的数字，最多两位小数'],
      [{ kind: 'poster', title: '海报' }, '内容类型无效'],
    ];
    for (const [body, message] of refusals) {
      const res = await t.call('/api/console/saveCatalogItem', body, staff);
      expect(res.code, JSON.stringify(body)).toBe(4000);
      expect(res.msg).toBe(message);
    }
    expect((await t.call('/api/console/getCatalogItem', { kind: 'banner', id: 99999 }, staff)).code).toBe(4004);
    expect((await t.call('/api/console/listCatalog', { kind: 'banner' })).code).toBe(4001);
    expect(await consoleCall<CatalogRow[]>('listCatalog', { kind: 'banner' })).toHaveLength(count);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooperationCases as seedCases } from '#content/marketing/cooperation';
import { appMeta, cooperationCases } from '#server/db/schema';
import { seed } from '#server/db/seed';
import type { CaseDetail, CaseSummary } from '#shared/api/cases';
import { createTestApp, type TestApp } from './harness';

/** The cooperation cases (/cooperation) as the site reads them: seeded from src/content, then the console's rows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const list = async () => (await t.call<CaseSummary[]>('/api/cases/getCaseList')).data;
const info = (id: number | string) => t.call<CaseDetail>('/api/cases/getCaseInfo', { id });
const HOUR = 3600_000;

describe('the seeded cases', () => {
  it('lists the four cases in their order, with the fields of a card', async () => {
    expect(await list()).toEqual(seedCases.map((c) => ({ id: c.id, title: c.title, summary: c.summary, cover: c.cover })));
  });

  it('shows a case: title, subtitle, cover, its sections as HTML, and the other three', async () => {
    const res = await info(2);
    expect(res.code).toBe(1000);
    const seeded = seedCases[1];
    expect(res.data).toMatchObject({ id: 2, title: seeded.title, subtitle: seeded.page.subtitle, cover: seeded.cover });
    for (const section of seeded.page.sections) expect(res.data.content).toContain(`<h2>${section.heading}</h2>`);
    expect(res.data.content).toContain(`<li>${seeded.page.sections[1].bullets![0]}</li>`);
    expect(res.data.content).toContain(`<p>${seeded.page.sections[0].paragraphs![0]}</p>`);
    expect(res.data.others).toEqual([1, 3, 4].map((id) => ({ id, title: seedCases[id - 1].title, summary: seedCases[id - 1].summary })));
  });

  it('moved the id sequence past the seeded rows', async () => {
    const [row] = await t.database.db.insert(cooperationCases).values({ title: '新案例', status: 'draft' }).returning({ id: cooperationCases.id });
    expect(row.id).toBe(5);
    await t.database.db.delete(cooperationCases).where(eq(cooperationCases.id, row.id));
  });

  it('seeds the cases into a database seeded before they moved there (their own key), and only once', async () => {
    const { db } = t.database;
    await db.delete(cooperationCases);
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:cooperation-cases-v1'));
    await seed(db);
    await seed(db);
    expect((await list()).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('what the site shows', () => {
  const added: number[] = [];
  const add = async (values: Partial<typeof cooperationCases.$inferInsert>) => {
    const [row] = await t.database.db
      .insert(cooperationCases)
      .values({ title: '测试案例', summary: '摘要', content: '<p>正文</p>', sort: 10, ...values })
      .returning({ id: cooperationCases.id });
    added.push(row.id);
    return row.id;
  };
  afterAll(async () => {
    if (added.length) await t.database.db.delete(cooperationCases).where(inArray(cooperationCases.id, added));
  });

  it('sanitises the HTML and the cover on the way out', async () => {
    const id = await add({ content: '<h2>背景</h2><p onclick="alert(1)">正文</p><script>alert(2)</script><ul><li>要点</li></ul>', cover: 'javascript:alert(3)' });
    const res = await info(id);
    expect(res.code).toBe(1000);
    expect(res.data.content).toBe('<h2>背景</h2><p>正文</p><ul><li>要点</li></ul>');
    expect(res.data.cover).toBe('');
    expect((await list()).find((c) => c.id === id)?.cover).toBe('');
  });

  it('neither lists nor shows a draft or a case scheduled later; shows a case once its time has come', async () => {
    const now = t.clock.now().getTime();
    const draft = await add({ title: '草稿案例', status: 'draft' });
    const later = await add({ title: '定时案例', publishAt: new Date(now + HOUR) });
    const due = await add({ title: '已到时案例', publishAt: new Date(now - HOUR) });
    const ids = (await list()).map((c) => c.id);
    expect(ids).toContain(due);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(later);
    for (const id of [draft, later]) expect(await info(id)).toMatchObject({ code: 4004, msg: '该案例不存在或已下线', data: null });
    expect((await info(due)).data.title).toBe('已到时案例');
    expect((await info(1)).data.others.map((c) => c.id)).not.toContain(later);

    t.clock.advance(2 * HOUR);
    expect((await list()).map((c) => c.id)).toContain(later);
    expect((await info(later)).code).toBe(1000);
  });

  it('orders the list by sort, then id', async () => {
    const first = await add({ title: '置顶案例', sort: -1 });
    expect((await list())[0].id).toBe(first);
  });
});

describe('bad ids', () => {
  it('answers an unknown id with 4004 and a malformed one with 4000, in Chinese', async () => {
    expect(await info(999)).toMatchObject({ code: 4004, msg: '该案例不存在或已下线', data: null });
    for (const id of ['abc', 0, -1, '1.5', '']) expect(await info(id)).toMatchObject({ code: 4000, msg: '案例编号无效' });
    expect((await t.call('/api/cases/getCaseInfo', {})).msg).toBe('案例编号无效');
  });
});

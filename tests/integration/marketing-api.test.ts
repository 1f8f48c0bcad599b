import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners as seedBanners } from '#content/marketing/banners';
import { news as seedNews } from '#content/marketing/news';
import { products as seedProducts } from '#content/marketing/products';
import { banners, enrollments, leads, news, products, users } from '#server/db/schema';
import type { Banner, BannerArticle, EnrollProject, Expert, NewsDetail, NewsPage, NewsType, ProductDetail, ProductSummary } from '#shared/api/marketing';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const rowCount = async (table: typeof leads | typeof enrollments) => (await t.database.db.select({ n: count() }).from(table))[0].n;

/** Markup that must never reach a browser. */
const INJECTED = '<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>';
function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|alert\(/i);
  expect(html).toContain('<p>正文</p>');
}

describe('content reads', () => {
  it('lists the expert team', async () => {
    const res = await t.call<Expert[]>('/api/general/getTeamList');
    expect(res.code).toBe(1000);
    expect(res.data).toHaveLength(8);
    expect(Object.keys(res.data[0]).sort()).toEqual(['avatar', 'description', 'id', 'name', 'title']);
    expect(res.data[0]).toMatchObject({ id: 1, name: '沈知远' });
  });

  it('lists products and shows one with its content', async () => {
    const list = await t.call<ProductSummary[]>('/api/gaokao/getProductList');
    expect(list.code).toBe(1000);
    expect(list.data).toHaveLength(6);
    expect(Object.keys(list.data[0]).sort()).toEqual(['cover', 'id', 'name', 'oprice', 'price', 'sub_name']);
    for (const p of list.data) expect(p.price).toBeLessThan(p.oprice);
    const info = await t.call<ProductDetail>('/api/gaokao/getProductInfo', { id: 1 });
    expect(info.code).toBe(1000);
    expect(info.data).toMatchObject({ id: 1, name: seedProducts[0].name, sub_name: seedProducts[0].sub_name, price: 4980, oprice: 6800 });
    expect(info.data.content).toBe(seedProducts[0].content);
  });

  it('lists banners by tag and shows a banner article', async () => {
    const res = await t.call<Banner[]>('/api/superads_images/getadList', { tags: 'web_index_banner' });
    expect(res.code).toBe(1000);
    expect(res.data.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(res.data[0]).sort()).toEqual(['clickhref', 'id', 'image', 'subtitle', 'title']);
    expect((await t.call<Banner[]>('/api/superads_images/getadList', { tags: 'no_such_slot' })).data).toEqual([]);
    const article = await t.call<BannerArticle>('/api/superads_images/getArticleInfo', { id: 1 });
    expect(article.code).toBe(1000);
    expect(article.data).toEqual({ id: 1, title: seedBanners[0].title, content: seedBanners[0].article });
  });

  it('lists news types and shows one article by its stable id', async () => {
    const types = await t.call<NewsType[]>('/api/news/getNewsTypeList');
    expect(types.data).toEqual([
      { id: 1, name: '行业资讯' },
      { id: 2, name: '政策解读' },
      { id: 3, name: '生涯故事' },
      { id: 4, name: '公司动态' },
    ]);
    const seeded = seedNews.find((n) => n.id === 3)!;
    const info = await t.call<NewsDetail>('/api/news/getNewsInfo', { id: 3 });
    expect(info.code).toBe(1000);
    expect(info.data).toEqual({ id: 3, name: seeded.name, createdate: seeded.createdate, content: seeded.content, typeid: seeded.typeid });
  });

  it('pages the news newest first, six a page', async () => {
    expect(seedNews.length).toBeGreaterThanOrEqual(12);
    const first = await t.call<NewsPage>('/api/news/getNewsList', {});
    expect(first.code).toBe(1000);
    expect(first.data).toMatchObject({ total: seedNews.length, page: 1, pageSize: 6 });
    expect(first.data.list).toHaveLength(6);
    expect(Object.keys(first.data.list[0]).sort()).toEqual(['coverimage', 'createdate', 'description', 'id', 'name']);
    const second = await t.call<NewsPage>('/api/news/getNewsList', { page: 2, typeid: '' });
    expect(second.data.page).toBe(2);
    const all = [...first.data.list, ...second.data.list];
    expect(new Set(all.map((n) => n.id)).size).toBe(12);
    const dates = all.map((n) => n.createdate);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = Math.ceil(seedNews.length / 6);
    expect((await t.call<NewsPage>('/api/news/getNewsList', { page: last })).data.list).toHaveLength(seedNews.length - (last - 1) * 6);
    const past = await t.call<NewsPage>('/api/news/getNewsList', { page: last + 1 });
    expect(past.data).toMatchObject({ total: seedNews.length, list: [] });
  });

  it('filters the news by type', async () => {
    const ofType = seedNews.filter((n) => n.typeid === 2);
    const res = await t.call<NewsPage>('/api/news/getNewsList', { page: 1, typeid: 2 });
    expect(res.data.total).toBe(ofType.length);
    expect(res.data.list.map((n) => n.id).sort()).toEqual(ofType.map((n) => n.id).sort());
  });

  it('lists the enroll projects', async () => {
    const res = await t.call<EnrollProject[]>('/api/enroll/getEnrollProject');
    expect(res.data).toEqual([
      { id: 1, name: '家庭教育指导师', price: 3980 },
      { id: 2, name: '高考志愿规划师', price: 4680 },
      { id: 3, name: '青少年生涯规划师', price: 5280 },
    ]);
  });

  it('moved the id sequences past the seeded rows', async () => {
    const [row] = await t.database.db.insert(news).values({ typeid: 4, name: '新动态', createdate: '2026-01-01' }).returning({ id: news.id });
    expect(row.id).toBeGreaterThan(Math.max(...seedNews.map((n) => n.id)));
    await t.database.db.delete(news).where(eq(news.id, row.id));
  });
});

describe('HTML from the database is sanitised on the way out', () => {
  it('never returns an injected script in a product, a news article or a banner article', async () => {
    const { db } = t.database;
    await db.update(products).set({ content: INJECTED, cover: 'javascript:alert(4)' }).where(eq(products.id, 6));
    await db.update(news).set({ content: INJECTED }).where(eq(news.id, 16));
    await db.update(banners).set({ article: INJECTED, clickhref: 'javascript:alert(5)' }).where(eq(banners.id, 3));
    try {
      const product = await t.call<ProductDetail>('/api/gaokao/getProductInfo', { id: 6 });
      expectClean(product.data.content);
      expect(product.data.cover).toBe('');
      expectClean((await t.call<NewsDetail>('/api/news/getNewsInfo', { id: 16 })).data.content);
      expectClean((await t.call<BannerArticle>('/api/superads_images/getArticleInfo', { id: 3 })).data.content);
      const slides = await t.call<Banner[]>('/api/superads_images/getadList', { tags: 'web_index_banner' });
      expect(slides.data.find((b) => b.id === 3)!.clickhref).toBe('');
    } finally {
      await db.update(products).set({ content: seedProducts[5].content, cover: seedProducts[5].cover }).where(eq(products.id, 6));
      await db
        .update(news)
        .set({ content: seedNews.find((n) => n.id === 16)!.content })
        .where(eq(news.id, 16));
      await db.update(banners).set({ article: seedBanners[2].article, clickhref: seedBanners[2].clickhref }).where(eq(banners.id, 3));
    }
  });
});

describe('bad input', () => {
  it('answers 4000 with a Chinese message for malformed ids, pages and tags', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['/api/gaokao/getProductInfo', {}, '产品编号无效'],
      ['/api/gaokao/getProductInfo', { id: 'abc' }, '产品编号无效'],
      ['/api/gaokao/getProductInfo', { id: 0 }, '产品编号无效'],
      ['/api/gaokao/getProductInfo', { id: -1 }, '产品编号无效'],
      ['/api/gaokao/getProductInfo', { id: '1.5' }, '产品编号无效'],
      ['/api/gaokao/getProductInfo', { id: '99999999999' }, '产品编号无效'],
      ['/api/superads_images/getArticleInfo', { id: '' }, '文章编号无效'],
      ['/api/superads_images/getadList', {}, '请指定广告位'],
      ['/api/superads_images/getadList', { tags: '<script>' }, '广告位标识无效'],
      ['/api/news/getNewsInfo', { id: 'x' }, '资讯编号无效'],
      ['/api/news/getNewsList', { page: 0 }, '页码无效'],
      ['/api/news/getNewsList', { page: 'two' }, '页码无效'],
      ['/api/news/getNewsList', { typeid: 'x' }, '资讯分类编号无效'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await t.call(path, body);
      expect(res.code, `${path} ${JSON.stringify(body)}`).toBe(4000);
      expect(res.msg).toBe(msg);
    }
  });

  it('answers 4004 with a Chinese message for ids that do not exist', async () => {
    const { token } = await registerUser(t);
    const cases: [string, Record<string, number>, { token?: string }][] = [
      ['/api/gaokao/getProductInfo', { id: 999 }, {}],
      ['/api/superads_images/getArticleInfo', { id: 999 }, {}],
      ['/api/news/getNewsInfo', { id: 999 }, {}],
      ['/api/news/getNewsList', { typeid: 999 }, {}],
      ['/api/gaokao/teamSubscribe', { id: 999 }, { token }],
      ['/api/gaokao/productSubscribe', { id: 999 }, { token }],
    ];
    for (const [path, body, options] of cases) {
      const res = await t.call(path, body, options);
      expect(res.code, path).toBe(4004);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses reservations with a malformed id and stores nothing', async () => {
    const { token } = await registerUser(t);
    const before = await rowCount(leads);
    for (const path of ['/api/gaokao/teamSubscribe', '/api/gaokao/productSubscribe']) {
      for (const id of ['', 'abc', '-3', '2.5']) {
        const res = await t.call(path, { id }, { token });
        expect(res.code).toBe(4000);
        expect(res.msg).toMatch(/编号无效$/);
      }
    }
    expect(await rowCount(leads)).toBe(before);
  });
});

describe('reservations', () => {
  it('need a login', async () => {
    for (const path of ['/api/gaokao/teamSubscribe', '/api/gaokao/productSubscribe']) {
      expect((await t.call(path, { id: 1 })).code).toBe(4001);
      expect((await t.call(path, { id: 1 }, { token: 'not-a-token' })).code).toBe(4001);
    }
  });

  it('store who booked what and when, with the message 预约成功', async () => {
    const { token, mobile } = await registerUser(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    const expert = await t.call('/api/gaokao/teamSubscribe', { id: 2 }, { token });
    expect(expert).toMatchObject({ code: 1000, msg: '预约成功', data: { subject: expect.stringMatching(/^专家预约 · /), time: 'any', sms: true } });
    const product = await t.call('/api/gaokao/productSubscribe', { id: 3 }, { token });
    expect(product).toMatchObject({ code: 1000, msg: '预约成功' });
    const rows = await t.database.db.select().from(leads).where(eq(leads.userId, user.id));
    expect(rows.map((r) => [r.subjectKind, r.subjectId]).sort()).toEqual([
      ['expert', 2],
      ['product', 3],
    ]);
    expect(rows[0].createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('make one row of a double click, and a new one after ten minutes', async () => {
    const { token, mobile } = await registerUser(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    const mine = () =>
      t.database.db
        .select()
        .from(leads)
        .where(and(eq(leads.userId, user.id), eq(leads.subjectId, 5)));
    // A burst of identical requests at once (several clicks, a retry): all succeed, one row.
    const burst = await Promise.all(Array.from({ length: 6 }, () => t.call('/api/gaokao/teamSubscribe', { id: 5 }, { token })));
    expect(burst.map((r) => `${r.code} ${r.msg}`)).toEqual(Array(6).fill('1000 预约成功'));
    expect(await mine()).toHaveLength(1);
    t.clock.advance(9 * MINUTE);
    expect((await t.call('/api/gaokao/teamSubscribe', { id: 5 }, { token })).code).toBe(1000);
    expect(await mine()).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    expect((await t.call('/api/gaokao/teamSubscribe', { id: 5 }, { token })).code).toBe(1000);
    expect(await mine()).toHaveLength(2);
  });

  it('are limited to ten an hour per user', async () => {
    const { token } = await registerUser(t);
    const other = await registerUser(t);
    for (let id = 1; id <= 8; id++) expect((await t.call('/api/gaokao/teamSubscribe', { id }, { token })).code).toBe(1000);
    for (let id = 1; id <= 2; id++) expect((await t.call('/api/gaokao/productSubscribe', { id }, { token })).code).toBe(1000);
    const refused = await t.call<{ retryAfter: number }>('/api/gaokao/productSubscribe', { id: 3 }, { token });
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^预约太频繁，请.+后再试$/);
    // A repeat of an existing booking is not a new one, and other users are not affected.
    expect((await t.call('/api/gaokao/teamSubscribe', { id: 1 }, { token })).code).toBe(1000);
    expect((await t.call('/api/gaokao/productSubscribe', { id: 3 }, { token: other.token })).code).toBe(1000);
    t.clock.advance(refused.data.retryAfter * 1000);
    expect((await t.call('/api/gaokao/productSubscribe', { id: 3 }, { token })).code).toBe(1000);
  });

  it('go with the account when it is deleted', async () => {
    const { token, password, mobile } = await registerUser(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    await t.call('/api/gaokao/productSubscribe', { id: 4 }, { token });
    expect((await t.call('/api/user/deleteAccount', { password }, { token })).code).toBe(1000);
    expect(await t.database.db.select().from(leads).where(eq(leads.userId, user.id))).toEqual([]);
  });
});

describe('training enrollment', () => {
  let ipCounter = 0;
  const nextIp = () => `10.9.0.${++ipCounter}`;
  const form = (overrides: Record<string, string> = {}) => ({
    name: '王老师',
    gender: '女',
    telphone: nextMobile(),
    project: '3,1',
    cardnum: '11010519491231002x',
    address: '北京市海淀区',
    edu: '本科',
    major: '教育学',
    company: '某某中学',
    occupation: '班主任',
    work_description: '负责高一年级的班级管理',
    why: '希望系统学习生涯规划',
    results: '带班获评市级优秀班集体',
    ...overrides,
  });
  const byTelphone = (telphone: string) => t.database.db.select().from(enrollments).where(eq(enrollments.telphone, telphone));

  it('stores every field of the form with a solved captcha', async () => {
    const ip = nextIp();
    const body = form();
    const res = await t.call('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'enroll', ip) }, { ip });
    expect(res).toMatchObject({ code: 1000, msg: '提交成功', data: null });
    const [row] = await byTelphone(body.telphone);
    expect(row).toMatchObject({
      userId: null,
      name: '王老师',
      gender: '女',
      project: '1,3',
      cardnum: '11010519491231002X',
      address: '北京市海淀区',
      edu: '本科',
      major: '教育学',
      company: '某某中学',
      occupation: '班主任',
      workDescription: '负责高一年级的班级管理',
      why: '希望系统学习生涯规划',
      results: '带班获评市级优秀班集体',
      ip,
    });
  });

  it('needs only name, telphone and project, accepts a landline and links a logged-in user', async () => {
    const ip = nextIp();
    const { token, mobile } = await registerUser(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    const telphone = '010-62345678';
    const res = await t.call(
      '/api/enroll/submitEnroll',
      { name: '李华', telphone, project: '2', gender: '', cardnum: '', ticket: await captchaTicket(t, 'enroll', ip) },
      { ip, token },
    );
    expect(res.code).toBe(1000);
    const [row] = await byTelphone(telphone);
    expect(row).toMatchObject({ userId: user.id, name: '李华', gender: '', project: '2', cardnum: '', why: '' });
  });

  it('is refused without a ticket, with a made-up one, a reused one or one for another purpose', async () => {
    const ip = nextIp();
    const body = form();
    const missing = await t.call('/api/enroll/submitEnroll', body, { ip });
    expect(missing).toMatchObject({ code: 4000, msg: '请完成验证' });
    expect((await t.call('/api/enroll/submitEnroll', { ...body, ticket: 'made-up' }, { ip })).code).toBe(4030);
    const other = await t.call('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'register', ip) }, { ip });
    expect(other.code).toBe(4030);
    expect(await byTelphone(body.telphone)).toHaveLength(0);
    const ticket = await captchaTicket(t, 'enroll', ip);
    expect((await t.call('/api/enroll/submitEnroll', { ...body, ticket }, { ip })).code).toBe(1000);
    const reused = await t.call('/api/enroll/submitEnroll', { ...form(), ticket }, { ip });
    expect(reused).toMatchObject({ code: 4030, msg: '请完成验证' });
    expect(await byTelphone(body.telphone)).toHaveLength(1);
  });

  it('makes one record of a double submit, a new one for other projects or after ten minutes', async () => {
    const ip = nextIp();
    const body = form();
    // Submitted several times at once, '3,1' and '1,3' alike: all succeed, one record.
    const tickets = await Promise.all(Array.from({ length: 4 }, () => captchaTicket(t, 'enroll', ip)));
    const burst = await Promise.all(tickets.map((ticket, i) => t.call('/api/enroll/submitEnroll', { ...body, project: i % 2 ? '1,3' : '3,1', ticket }, { ip })));
    expect(burst.map((r) => r.code)).toEqual([1000, 1000, 1000, 1000]);
    expect(await byTelphone(body.telphone)).toHaveLength(1);
    expect((await t.call('/api/enroll/submitEnroll', { ...body, project: '2', ticket: await captchaTicket(t, 'enroll', ip) }, { ip })).code).toBe(1000);
    expect(await byTelphone(body.telphone)).toHaveLength(2);
    t.clock.advance(11 * MINUTE);
    expect((await t.call('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'enroll', ip) }, { ip })).code).toBe(1000);
    expect(await byTelphone(body.telphone)).toHaveLength(3);
  });

  it('takes five new applications an hour from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await t.call('/api/enroll/submitEnroll', { ...form(), ticket: await captchaTicket(t, 'enroll', ip) }, { ip })).code).toBe(1000);
    }
    const body = form();
    const refused = await t.call<{ retryAfter: number }>('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'enroll', ip) }, { ip });
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^报名提交太频繁/);
    expect(await byTelphone(body.telphone)).toHaveLength(0);
    const elsewhere = nextIp();
    expect((await t.call('/api/enroll/submitEnroll', { ...body, ticket: await captchaTicket(t, 'enroll', elsewhere) }, { ip: elsewhere })).code).toBe(1000);
  });

  it('validates every field with a Chinese message and stores nothing', async () => {
    const before = await rowCount(enrollments);
    const long = (n: number) => '字'.repeat(n);
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, '请输入姓名'],
      [{ name: long(21) }, '姓名请控制在20个字以内'],
      [{ telphone: '' }, '请输入联系方式'],
      [{ telphone: '12345' }, '联系方式格式有误，请填写手机号或座机号'],
      [{ telphone: '1391234567a' }, '联系方式格式有误，请填写手机号或座机号'],
      [{ project: '' }, '请选择项目'],
      [{ project: 'a,b' }, '请选择项目'],
      [{ project: '1,,2' }, '请选择项目'],
      [{ project: '0' }, '请选择项目'],
      [{ gender: '其他' }, '性别请选择男或女'],
      [{ cardnum: '123456' }, '身份证号格式有误，请核对后重新输入'],
      [{ cardnum: '110105194912310021' }, '身份证号格式有误，请核对后重新输入'],
      [{ address: long(101) }, '地址请控制在100个字以内'],
      [{ edu: long(21) }, '学历请控制在20个字以内'],
      [{ major: long(51) }, '专业请控制在50个字以内'],
      [{ company: long(101) }, '工作单位请控制在100个字以内'],
      [{ occupation: long(51) }, '职业请控制在50个字以内'],
      [{ work_description: long(501) }, '工作描述请控制在500个字以内'],
      [{ why: long(501) }, '报名原因请控制在500个字以内'],
      [{ results: long(501) }, '成果请控制在500个字以内'],
    ];
    for (const [overrides, msg] of cases) {
      const res = await t.call('/api/enroll/submitEnroll', { ...form(overrides), ticket: 'unused' });
      expect(res.code, JSON.stringify(overrides)).toBe(4000);
      expect(res.msg).toBe(msg);
    }
    const { name: _name, ...withoutName } = form();
    expect((await t.call('/api/enroll/submitEnroll', { ...withoutName, ticket: 'unused' })).msg).toBe('请输入姓名');
    // A project that does not exist is caught after the captcha.
    const ip = nextIp();
    const unknown = await t.call('/api/enroll/submitEnroll', { ...form({ project: '1,9' }), ticket: await captchaTicket(t, 'enroll', ip) }, { ip });
    expect(unknown.code).toBe(4000);
    expect(unknown.msg).toContain('项目不存在');
    expect(await rowCount(enrollments)).toBe(before);
  });
});

import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleNews, ConsoleSignIn } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import type { NewsDetail, NewsPage } from '#shared/api/marketing';
import { auditLog } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { createTestApp, nextMobile, type TestApp } from './harness';

/** News managed in the console and images uploaded for it (issue 15; docs/CONSOLE.md, "Content"). */
let t: TestApp;
let token: string;
const operator = { mobile: nextMobile(), password: '' };
beforeAll(async () => {
  t = await createTestApp();
  operator.password = (await createOperator(t.database.db, null, { mobile: operator.mobile, name: '宋运营', role: 'operator' }, t.clock.now())).initialPassword;
});
afterAll(async () => t?.close());

/** A fresh console sign-in (the tests move the clock past a session's 30 idle minutes). */
beforeEach(async () => {
  t.clock.advance(91_000); // one code per 90 s per number
  await t.call('/api/console/sendLoginCode', operator);
  token = (await t.call<ConsoleSignIn>('/api/console/login', { ...operator, code: t.sms.recent(operator.mobile)[0].code })).data.token;
});

const as = () => ({ headers: { [CONSOLE_TOKEN_HEADER]: token } });

/** A multipart body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, headers: Record<string, string> = as().headers) {
  const body = multipart(fields, file);
  const response = await t.app.inject({ method: 'POST', url: '/api/console/uploadImage', headers: { 'content-type': body.contentType, ...headers }, payload: body.payload });
  return response.json() as { code: number; msg: string; data: { url: string; width: number; height: number } };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: '某某' } } })
    .toBuffer();

describe('uploading an image', () => {
  it('writes a large photo as WebP at the widths the page uses, drops its metadata, and serves it for a year', async () => {
    const res = await upload({ use: 'news-cover' }, { name: '封面.jpg', type: 'image/jpeg', bytes: await photo(2400, 1600) });
    expect(res.code, res.msg).toBe(1000);
    expect(res.data).toMatchObject({ width: 960, height: 640 });
    expect(res.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 960, undefined]);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'))).map((r) => r.summary)).toContain('上传图片（960×640）');
  });

  it('never enlarges a small picture, and refuses what is no picture, a wrong use, and a caller without a console sign-in', async () => {
    expect(
      (
        await upload(
          { use: 'news-body' },
          {
            name: 'small.png',
            type: 'image/png',
            bytes: await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff' } })
              .png()
              .toBuffer(),
          },
        )
      ).data.width,
    ).toBe(300);
    const text = await upload({ use: 'news-cover' }, { name: 'evil.jpg', type: 'image/jpeg', bytes: Buffer.from('<script>alert(1)</script>') });
    expect([text.code, text.msg]).toEqual([4000, '请上传JPG、PNG、WebP或GIF格式的图片']);
    expect((await upload({ use: 'poster' }, { name: 'a.jpg', type: 'image/jpeg', bytes: await photo(100, 100) })).msg).toBe('图片用途无效');
    expect((await upload({ use: 'news-cover' })).msg).toBe('请选择要上传的图片');
    expect((await upload({ use: 'news-cover' }, { name: 'a.jpg', type: 'image/jpeg', bytes: await photo(100, 100) }, {})).code).toBe(4001);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
  });
});

describe('news', () => {
  it('a draft stays off the site; published it shows at once, sanitised; scheduled it waits for its time; withdrawn it is gone', async () => {
    const cover = (await upload({ use: 'news-cover' }, { name: 'c.jpg', type: 'image/jpeg', bytes: await photo(1200, 800) })).data.url;
    const saved = await t.call<ConsoleNews>(
      '/api/console/saveNews',
      { typeid: 1, name: '新高考选科讲座回顾', description: '讲座要点', coverimage: cover, content: '<p>选科要点</p><script>alert(1)</script><img src="' + cover + '">' },
      as(),
    );
    expect(saved.code, saved.msg).toBe(1000);
    expect(saved.data).toMatchObject({ state: 'draft', publishAt: null });
    expect(saved.data.preview).toBe(`<p>选科要点</p><img src="${cover}" alt="" />`);
    const id = saved.data.id;
    const publicList = async () => (await t.call<NewsPage>('/api/news/getNewsList', { page: 1 })).data.list.map((n) => n.id);
    expect(await publicList()).not.toContain(id);
    expect((await t.call('/api/news/getNewsInfo', { id })).code).toBe(4004);

    const published = await t.call<ConsoleNews>('/api/console/publishNews', { id }, as());
    expect(published.data.state).toBe('published');
    expect((await publicList())[0]).toBe(id);
    const info = await t.call<NewsDetail>('/api/news/getNewsInfo', { id });
    expect(info.data.content).not.toContain('script');

    // An edit of a published article shows at once.
    await t.call('/api/console/saveNews', { id, typeid: 1, name: '新高考选科讲座回顾（更新）', description: '讲座要点', coverimage: cover, content: '<p>更新</p>' }, as());
    expect((await t.call<NewsDetail>('/api/news/getNewsInfo', { id })).data.name).toBe('新高考选科讲座回顾（更新）');

    await t.call('/api/console/unpublishNews', { id }, as());
    expect(await publicList()).not.toContain(id);

    // Scheduled for tomorrow 08:00 Beijing time.
    const scheduled = await t.call<ConsoleNews>('/api/console/publishNews', { id, publishAt: '2026-11-22T08:00' }, as());
    expect(scheduled.data).toMatchObject({ state: 'scheduled', createdate: '2026-11-22' });
    expect(await publicList()).not.toContain(id);
    t.clock.advance(24 * 3600_000);
    expect(await publicList()).toContain(id);

    const log = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetKind, 'news'))).filter((r) => r.targetId === String(id)).map((r) => r.summary);
    expect(log).toEqual([
      '新建资讯草稿「新高考选科讲座回顾」',
      '发布资讯「新高考选科讲座回顾」',
      '修改资讯「新高考选科讲座回顾（更新）」：标题、正文（已在网站上生效）',
      '撤回资讯「新高考选科讲座回顾（更新）」（网站上不再显示）',
      '定时发布资讯「新高考选科讲座回顾（更新）」（2026-11-22 08:00）',
    ]);
  });

  it('refuses a bad article with a Chinese message and stores nothing', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{ typeid: 1, name: '' }, '请输入标题（最多60个字）'],
      [{ typeid: 1, name: '好'.repeat(61) }, '请输入标题（最多60个字）'],
      [{ typeid: 99999, name: '分类不存在' }, '请选择资讯分类'],
      [{ typeid: 1, name: '外链封面', coverimage: 'https://evil.example/x.png' }, '封面图片无效，请重新上传'],
      [{ typeid: 1, name: '摘要过长', description: '字'.repeat(201) }, '摘要请控制在200个字以内'],
    ];
    const before = (await t.call<{ total: number }>('/api/console/listNews', { page: 1 }, as())).data.total;
    for (const [body, msg] of bad) expect((await t.call('/api/console/saveNews', body, as())).msg, JSON.stringify(body).slice(0, 60)).toBe(msg);
    expect((await t.call('/api/console/publishNews', { id: 1, publishAt: '2026-13-01T08:00' }, as())).msg).toBe('请填写正确的发布时间');
    expect((await t.call<{ total: number }>('/api/console/listNews', { page: 1 }, as())).data.total).toBe(before);
  });
});

describe('news categories', () => {
  it('a category is added last, renamed, moved, and deleted only when empty; /news follows, and each change is logged', async () => {
    type Row = { id: number; name: string; articles: number };
    const call = async (path: string, body: Record<string, string | number>) => t.call<Row[]>(`/api/console/${path}`, body, as());
    const seeded = (await call('listNewsTypes', {})).data;
    expect(seeded.every((row) => row.articles > 0)).toBe(true);
    const added = await call('saveNewsType', { name: '研学动态' });
    expect(added.code, added.msg).toBe(1000);
    const mine = added.data.at(-1)!;
    expect(mine).toMatchObject({ name: '研学动态', articles: 0 });
    expect((await call('saveNewsType', { name: '研学动态' })).msg).toBe('已有同名分类');
    expect((await call('saveNewsType', { name: '' })).msg).toBe('请输入分类名称（最多8个字）');
    await call('saveNewsType', { id: mine.id, name: '研学活动' });
    await call('moveNewsType', { id: mine.id, direction: 'up' });
    const publicTypes = (await t.call<{ id: number; name: string }[]>('/api/news/getNewsTypeList')).data;
    expect(publicTypes.map((type) => type.name)).toEqual([...seeded.slice(0, -1).map((s) => s.name), '研学活动', seeded.at(-1)!.name]);

    const full = await call('deleteNewsType', { id: seeded[0].id });
    expect(full.msg).toBe(`该分类下还有${seeded[0].articles}篇资讯，请先把它们移到其他分类`);
    expect((await call('deleteNewsType', { id: mine.id })).data.map((row) => row.id)).toEqual(seeded.map((s) => s.id));
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(mine.id)))
      .orderBy(auditLog.id);
    expect(logged.filter((e) => e.targetKind === 'news_type').map((e) => e.action)).toEqual(['news_type.create', 'news_type.update', 'news_type.move', 'news_type.delete']);
  });
});

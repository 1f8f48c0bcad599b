import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openTestDatabase } from '../support/test-database';
import { testEnv } from '#server/env';
import { seed } from '#server/db/seed';
import type { Db } from '#server/db/client';
import { banners } from '#server/db/schema';
import { homeShell } from '#server/http/home-shell';
import { DEFAULT_BANNER_TAG } from '#shared/api/marketing';
import { eq } from 'drizzle-orm';
import { escapeHtml } from '#shared/format/html';

let app: FastifyInstance;
let close: () => Promise<void>;
let dist: string;
let db: Db;
const SHELL = '<!doctype html><title>shell</title><div id="root"><p class="shell-loading">正在加载…</p></div>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sg-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const database = await openTestDatabase();
  await seed(database.db);
  db = database.db;
  app = await buildApp({ db: database.db, listen: database.listen, env: testEnv(), staticDir: dist, logger: false });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close?.();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('sends no-cache for the shell, the service worker and the manifest, immutable for hashed assets', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers page paths with the shell (history-mode routing) and missing files with 404', async () => {
    const page = await app.inject({ url: '/holland/result?token=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('正在加载…');
    expect((await app.inject({ url: '/assets/old-build-999.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/none' })).json()).toMatchObject({ code: 4004 });
  });
});

describe('page paths no client route matches', () => {
  it('answer 404 with the app shell titled like the not-found page; known and dynamic paths keep 200', async () => {
    for (const url of ['/no-such-page', '/about/team', '/cooperation/1/2', '/holland?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>页面不存在 - 生涯规划</title>');
      expect(res.body, url).not.toContain('<title>shell</title>');
      // The same shell the client starts from, so it renders its not-found page.
      expect(res.body, url).toContain('<div id="root"><p class="shell-loading">正在加载…</p></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);

    for (const url of ['/about', '/news?type=2', '/cooperation/3', '/cooperation/anything', '/activity/', '/user-center/evaluation']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>shell</title>');
    }
  });

  it('get index.html as it is on disk, like every other page path (never a copy from start-up)', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL.replace('<div', '<script src="/assets/index-new456.js"></script><div'));
    try {
      const res = await app.inject({ url: '/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('/assets/index-new456.js');
      expect(res.body).toContain('<title>页面不存在 - 生涯规划</title>');
    } finally {
      writeFileSync(join(dist, 'index.html'), SHELL);
    }
  });

  it('leave the API and files as they were: a JSON 4004 and a plain 404', async () => {
    const api = await app.inject({ url: '/api/no-such' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 4004 });
    const file = await app.inject({ url: '/images/missing.png' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('页面不存在');
  });
});

describe('the home page shell', () => {
  it('carries the first banner, so the largest picture paints before the JavaScript arrives', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('class="shell-hero"');
    expect(home.body).toContain('/images/marketing/banner-1.svg');
    expect(home.body).not.toContain('正在加载…');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('puts an operator’s title in literally, even with $ replacement patterns in it', async () => {
    const [first] = await db.select().from(banners).where(eq(banners.tag, DEFAULT_BANNER_TAG)).orderBy(banners.sort, banners.id).limit(1);
    const title = "限时$`优惠$&报名$'中$$";
    await db.update(banners).set({ title }).where(eq(banners.id, first.id));
    try {
      const html = await homeShell(db, dist)();
      expect(html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(html).toContain(`<strong>${escapeHtml(title)}</strong>`);
      expect(html).not.toContain('正在加载…');
    } finally {
      await db.update(banners).set({ title: first.title }).where(eq(banners.id, first.id));
    }
  });
});

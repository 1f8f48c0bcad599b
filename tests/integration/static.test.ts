import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openTestDatabase } from './harness';
import { testEnv } from '#server/env';
import { seed } from '#server/db/seed';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sg-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"><p class="shell-loading">正在加载…</p></div>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const database = await openTestDatabase();
  await seed(database.db);
  app = await buildApp({ db: database.db, env: testEnv(), staticDir: dist, logger: false });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

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

describe('the home page shell', () => {
  it('carries the first banner, so the largest picture paints before the JavaScript arrives', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('class="shell-hero"');
    expect(home.body).toContain('/images/marketing/banner-1.svg');
    expect(home.body).not.toContain('正在加载…');
    expect(home.headers['cache-control']).toBe('no-cache');
  });
});

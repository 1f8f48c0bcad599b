import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema';
import { loadEnv } from '#server/env';
import { createTestApp, nextMobile, type TestApp } from './harness';

/**
 * Behind a proxy that appends the address it saw to X-Forwarded-For, a client writes the left part
 * itself. Per-address limits must count the address the trusted proxy saw, whatever the client
 * writes: with TRUST_PROXY as a hop count or as the proxies' addresses (`true` is refused at start).
 */

const PROXY = '10.1.2.3';
const SPOOFED = ['1', '10.0.0.0/8', 'loopback, 10.1.2.3'];
/** An app (and database) per case, so no case sees another's counters. */
const apps = new Map<string, TestApp>();
const appFor = (name: string) => apps.get(name)!;
beforeAll(async () => {
  const settings: [string, string][] = [...SPOOFED.map((s) => [s, s] as [string, string]), ['direct', '10.0.0.0/8'], ['default', 'false']];
  for (const [name, trustProxy] of settings) apps.set(name, await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_PER_IP_HOURLY: '3' }));
});
afterAll(async () => Promise.all([...apps.values()].map((app) => app.close())));

/** A wrong login of a fresh mobile (so only the address limit can refuse it), through the proxy. */
const loginVia = (t: TestApp, forwardedFor: string, ip = PROXY) =>
  t.call('/api/user/login', { mobile: nextMobile(), password: 'Wrong#20261' }, { ip, headers: { 'x-forwarded-for': forwardedFor } });

const addressCounters = async (t: TestApp) =>
  (await t.database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'login:ip:%'))).map((row) => row.key).sort();

describe('TRUST_PROXY', () => {
  for (const setting of SPOOFED) {
    it(`${setting}: a client changing the left of X-Forwarded-For keeps its own address and limit`, async () => {
      const t = appFor(setting);
      const spoofed = await Promise.all([1, 2, 3, 4].map((n) => loginVia(t, `198.51.100.${n}, 203.0.113.7`)));
      expect(spoofed.map((r) => r.code).sort()).toEqual([4029, 4032, 4032, 4032]);
      // Another client behind the same proxy is counted apart.
      expect((await loginVia(t, '203.0.113.8')).code).toBe(4032);
      expect(await addressCounters(t)).toEqual(['login:ip:203.0.113.7', 'login:ip:203.0.113.8']);
    });
  }

  it('a list: a client reaching the server directly is its own address, whatever it forwards', async () => {
    const t = appFor('direct');
    await loginVia(t, '198.51.100.1', '192.0.2.50');
    expect(await addressCounters(t)).toEqual(['login:ip:192.0.2.50']);
  });

  it('false (the default) counts the socket address: the proxy itself', async () => {
    const t = appFor('default');
    await loginVia(t, '203.0.113.7');
    expect(await addressCounters(t)).toEqual([`login:ip:${PROXY}`]);
  });

  it('refuses true, and anything that is not a count or addresses, at start', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/left-most X-Forwarded-For/);
    for (const bad of ['0', '11', '10.0.0.0/33', 'proxy.local', '1,2']) expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
  });
});

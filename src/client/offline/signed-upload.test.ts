// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { drainHandedOver, drainOnce } from './outbox';
import type { OutboxRow } from './schema';

type Sent = { path: string; headers: Record<string, string>; body: URLSearchParams };
let sent: Sent[] = [];
let answer: (result: string) => { code: number; msg: string; data: unknown } | 'offline';

beforeEach(async () => {
  sent = [];
  vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      const reply = answer(body.get('result') ?? '');
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ path, headers: init.headers as Record<string, string>, body });
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  await db.outbox.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const row = (attemptId: string, userId: number, signed?: string): OutboxRow => ({
  attemptId,
  userId,
  assessment: 'hld',
  payload: { answer: '[]', times: 60 },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: '',
  state: 'pending',
  ...(signed ? { signed } : {}),
});

describe('results signed on a class tablet (docs/OFFLINE-LESSON.md)', () => {
  it('go as their signed line, with no login, also after the hand-over; a held one is parked with the server’s words', async () => {
    await db.outbox.bulkPut([row('attempt-0001', -7, 'R1~line-of-7'), row('attempt-0002', -8, 'R1~line-of-8'), row('attempt-0003', -9, 'R1~line-of-9')]);
    answer = (result) =>
      result.includes('-8')
        ? { code: 1000, msg: 'ok', data: { outcome: 'held', message: '登录时输入的密码和这位同学的密码对不上，结果已交给老师确认，暂时不算成绩' } }
        : result.includes('-9')
          ? 'offline'
          : { code: 1000, msg: 'ok', data: { outcome: 'stored', message: '已上传' } };
    await drainHandedOver(db, null);
    expect(sent.map((s) => [s.path, s.body.get('result'), s.headers.token])).toEqual([
      ['/api/lesson/submitSignedResult', 'R1~line-of-7', undefined],
      ['/api/lesson/submitSignedResult', 'R1~line-of-8', undefined],
    ]);
    expect(await db.outbox.get('attempt-0001')).toBeUndefined();
    expect(await db.outbox.get('attempt-0002')).toMatchObject({ state: 'rejected', lastError: expect.stringContaining('交给老师') });
    expect(await db.outbox.get('attempt-0003')).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('go with no login while their student is still signed in without a network', async () => {
    sessionStorage.setItem('token', 'offline.7');
    await db.outbox.put(row('attempt-0004', -7, 'R1~line-of-7'));
    answer = () => ({ code: 1000, msg: 'ok', data: { outcome: 'stored', message: '已上传' } });
    await drainOnce(db, { userId: -7, token: 'offline.7', active: () => true });
    expect(sent.map((s) => [s.body.get('result'), s.headers.token])).toEqual([['R1~line-of-7', undefined]]);
    expect(await db.outbox.count()).toBe(0);
  });
});

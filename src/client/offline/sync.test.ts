// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessmentApi } from '#client/contracts/assessment.gen';
import { postEnvelope } from '#client/lib/api-client';
import { db } from './db';
import { RETRY_WHEN_BACK_MS } from './drain';
import type { OutboxRow } from './schema';
import { installSyncTriggers, setSyncUser } from './sync';

/** Lets IndexedDB (real macrotasks, not the fake clock) finish what it was doing. */
async function idle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the outbox once the server answers again', () => {
  it('tries within 5 s instead of waiting out the backoff an outage built up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
    let serverUp = false;
    const submits: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        if (path.endsWith('/submitAnswer')) submits.push(Date.now());
        return new Response(JSON.stringify({ code: 1000, msg: 'ok', data: { id: 41, version: 'v2', unchanged: true } }), { status: 200 });
      }),
    );
    sessionStorage.setItem('token', 'token-of-7');
    const row: OutboxRow = {
      attemptId: 'a1',
      userId: 7,
      assessment: 'hld',
      payload: { answer: '[]', times: 60 },
      createdAt: 0,
      attempts: 6,
      nextAttemptAt: 0,
      lastError: '',
      state: 'pending',
    };
    await db.outbox.put(row);

    // The server has been down: the app starts, tries once, and backs off.
    installSyncTriggers();
    setSyncUser(7);
    while ((await db.outbox.get('a1'))?.attempts !== 7) await idle();
    // As after a minute of failures: the next try is 44 s away.
    await db.outbox.update('a1', { nextAttemptAt: Date.now() + 44_000 });

    // The server answers again, to any call of the page (here the test page's question list).
    serverUp = true;
    const backAt = Date.now();
    await postEnvelope(assessmentApi.hld.getQuestionList, { version: 'v2' });
    // The clock goes on in small steps, IndexedDB working in between, until the row has gone (or a minute).
    while ((await db.outbox.get('a1')) && Date.now() - backAt < 60_000) {
      await vi.advanceTimersByTimeAsync(100);
      await idle();
    }
    expect(submits).toHaveLength(1);
    expect(submits[0] - backAt).toBeLessThanOrEqual(RETRY_WHEN_BACK_MS);
  });
});

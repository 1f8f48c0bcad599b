import { describe, expect, it } from 'vitest';
import { backoffDelay, type DrainDeps, drainOutbox, isDue, MAX_DELAY_MS, RETRY_WHEN_BACK_MS, retryWhenBackAt, type SendOutcome, waitBeforeRetry } from './drain';
import type { OutboxRow } from './schema';

function row(attemptId: string, extra: Partial<OutboxRow> = {}): OutboxRow {
  return { attemptId, userId: 1, assessment: 'hld', payload: { answer: '[]', times: 60 }, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: '', state: 'pending', ...extra };
}

/** An in-memory outbox with a fake clock and a scripted server. */
function fakeOutbox(rows: OutboxRow[], replies: SendOutcome[]) {
  const store = new Map(rows.map((r) => [r.attemptId, { ...r }]));
  const sent: string[] = [];
  let now = 1_000;
  const state = { active: true };
  const deps: DrainDeps = {
    due: async (t) => [...store.values()].filter((r) => isDue(r, t)),
    active: () => state.active,
    send: async (r) => {
      sent.push(r.attemptId);
      return replies.shift() ?? { kind: 'ok', resultId: sent.length };
    },
    confirmed: async (r) => void store.delete(r.attemptId),
    reschedule: async (r, update) => void store.set(r.attemptId, { ...store.get(r.attemptId)!, ...update }),
    park: async (r, error) => void store.set(r.attemptId, { ...store.get(r.attemptId)!, state: 'rejected', lastError: error }),
    now: () => now,
    random: () => 0.5,
  };
  return { deps, store, sent, state, advance: (ms: number) => (now += ms) };
}

describe('drainOutbox', () => {
  it('deletes a row only after the server confirmed it', async () => {
    const box = fakeOutbox(
      [row('a'), row('b')],
      [
        { kind: 'ok', resultId: 7 },
        { kind: 'retry', error: '网络不可用' },
      ],
    );
    const summary = await drainOutbox(box.deps);
    expect(summary).toEqual({ sent: 1, retrying: 1, rejected: 0, needsLogin: false, stopped: false });
    expect([...box.store.keys()]).toEqual(['b']);
    expect(box.store.get('b')).toMatchObject({ attempts: 1, lastError: '网络不可用', nextAttemptAt: 1_000 + 1000 });
  });

  it('keeps retrying with growing delays and never drops a row', async () => {
    const replies = Array.from({ length: 12 }, (): SendOutcome => ({ kind: 'retry', error: '500' }));
    const box = fakeOutbox([row('a')], replies);
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      await drainOutbox(box.deps);
      const next = box.store.get('a')!;
      delays.push(next.nextAttemptAt - (1_000 + delays.reduce((s, d) => s + d, 0)));
      box.advance(next.nextAttemptAt - (1_000 + delays.slice(0, -1).reduce((s, d) => s + d, 0)));
    }
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS);
    expect(box.store.get('a')!.attempts).toBe(12);
    await drainOutbox(box.deps); // the server is back
    expect(box.store.size).toBe(0);
  });

  it('remembers that a row waits for a guardian’s consent (4051), and forgets it when the next try fails for another reason', async () => {
    const consent: SendOutcome = { kind: 'retry', error: '老师还没有登记监护人同意', waitingFor: 'school' };
    const box = fakeOutbox([row('a')], [consent, { kind: 'retry', error: '网络不可用' }]);
    await drainOutbox(box.deps);
    expect(box.store.get('a')).toMatchObject({ state: 'pending', attempts: 1, waitingFor: 'school' });
    box.advance(MAX_DELAY_MS);
    await drainOutbox(box.deps);
    expect(box.store.get('a')).toMatchObject({ state: 'pending', attempts: 2, lastError: '网络不可用', waitingFor: undefined });
  });

  it('does not send a row before its time', async () => {
    const box = fakeOutbox([row('a', { nextAttemptAt: 5_000 })], []);
    await drainOutbox(box.deps);
    expect(box.sent).toEqual([]);
    box.advance(4_000);
    await drainOutbox(box.deps);
    expect(box.sent).toEqual(['a']);
  });

  it('stops at 4001 and keeps every row for after the next login', async () => {
    const box = fakeOutbox([row('a'), row('b')], [{ kind: 'auth', error: '请先登录' }]);
    const summary = await drainOutbox(box.deps);
    expect(summary.needsLogin).toBe(true);
    expect(box.sent).toEqual(['a']);
    expect(box.store.size).toBe(2);
  });

  it('parks an invalid payload where the user can see it', async () => {
    const box = fakeOutbox([row('a'), row('b')], [{ kind: 'rejected', error: '还有1道题没有作答' }]);
    const summary = await drainOutbox(box.deps);
    expect(summary).toMatchObject({ sent: 1, rejected: 1 });
    expect(box.store.get('a')).toMatchObject({ state: 'rejected', lastError: '还有1道题没有作答' });
    await drainOutbox(box.deps);
    expect(box.sent).toEqual(['a', 'b']); // a parked row is not sent again
  });

  it('stops before the next send once another user is signed in, leaving their rows untouched', async () => {
    const box = fakeOutbox([row('a'), row('b'), row('c')], []);
    const send = box.deps.send;
    box.deps.send = async (r) => {
      const outcome = await send(r);
      box.state.active = false; // A signed out and B signed in while row a was on its way
      return outcome;
    };
    const summary = await drainOutbox(box.deps);
    expect(summary).toEqual({ sent: 1, retrying: 0, rejected: 0, needsLogin: false, stopped: true });
    expect(box.sent).toEqual(['a']); // a went with A's own login and is A's; b and c wait for A
    expect(box.store.get('b')).toMatchObject({ attempts: 0, state: 'pending' });
  });

  it('acts on no failure that arrives after the user changed (no sign-in prompt for the new user)', async () => {
    const box = fakeOutbox([row('a'), row('b')], [{ kind: 'auth', error: '请先登录' }]);
    const send = box.deps.send;
    box.deps.send = async (r) => {
      box.state.active = false;
      return send(r);
    };
    const summary = await drainOutbox(box.deps);
    expect(summary).toMatchObject({ needsLogin: false, stopped: true });
    expect(box.store.get('a')).toMatchObject({ attempts: 0, state: 'pending' });
  });

  it('keeps a row the server says belongs to another account and stops', async () => {
    const box = fakeOutbox([row('a'), row('b')], [{ kind: 'other-account', error: '这份答卷属于另一个账号' }]);
    const summary = await drainOutbox(box.deps);
    expect(summary).toMatchObject({ sent: 0, needsLogin: false, stopped: true });
    expect(box.sent).toEqual(['a']);
    expect([...box.store.keys()]).toEqual(['a', 'b']);
    expect(box.store.get('a')!.state).toBe('pending');
  });

  it('sends nothing when the user is no longer signed in at the start', async () => {
    const box = fakeOutbox([row('a')], []);
    box.state.active = false;
    expect(await drainOutbox(box.deps)).toMatchObject({ sent: 0, stopped: true });
    expect(box.sent).toEqual([]);
  });

  it('treats a thrown send as a network failure', async () => {
    const box = fakeOutbox([row('a')], []);
    box.deps.send = async () => {
      throw new Error('offline');
    };
    const summary = await drainOutbox(box.deps);
    expect(summary.retrying).toBe(1);
    expect(box.store.get('a')!.lastError).toContain('offline');
  });
});

describe('backoffDelay', () => {
  it('doubles from about a second up to five minutes, with jitter', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1000);
    expect(backoffDelay(2, () => 0.5)).toBe(2000);
    expect(backoffDelay(30, () => 0.5)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 0.999)).toBeCloseTo(5996, -1);
  });
});

describe('a wall clock set back (isDue, waitBeforeRetry)', () => {
  const now = Date.UTC(2026, 10, 23, 9, 0);
  it('a row scheduled further ahead than the longest backoff is due now, not hours later', () => {
    // Two failed tries, then the tablet's clock went back two hours: the retry time is now 2 h ahead.
    const afterJump = now - 2 * 3600_000;
    expect(isDue({ state: 'pending', nextAttemptAt: now + 4000 }, afterJump)).toBe(true);
    expect(waitBeforeRetry([now + 4000], afterJump)).toBe(MAX_DELAY_MS);
  });

  it('keeps the normal schedule while the clock behaves', () => {
    expect(isDue({ state: 'pending', nextAttemptAt: now + 4000 }, now)).toBe(false);
    expect(isDue({ state: 'pending', nextAttemptAt: now + MAX_DELAY_MS }, now)).toBe(false);
    expect(isDue({ state: 'pending', nextAttemptAt: now - 1 }, now)).toBe(true);
    expect(isDue({ state: 'rejected', nextAttemptAt: 0 }, now)).toBe(false);
    expect(waitBeforeRetry([now + 4000, now + 9000], now)).toBe(4000);
    expect(waitBeforeRetry([now - 60_000], now)).toBe(250);
  });
});

describe('retryWhenBackAt', () => {
  it('after a minute-long outage, the server answering again brings the next try within 5 s', async () => {
    // The server is down for 60 s; the drainer tries whenever its backoff says.
    const box = fakeOutbox([row('a')], []);
    box.deps.random = () => 0.99; // the longest jitter: what made a tablet wait 44 s and more
    const outageEnds = 1_000 + 60_000;
    box.deps.send = async () => ({ kind: 'retry', error: '网络不可用' });
    let clock = 1_000;
    while (clock < outageEnds) {
      await drainOutbox(box.deps);
      clock = box.store.get('a')!.nextAttemptAt;
      box.advance(clock - box.deps.now());
    }
    const scheduled = box.store.get('a')!.nextAttemptAt;
    box.advance(outageEnds - box.deps.now());
    const backAt = box.deps.now();
    expect(scheduled - backAt).toBeGreaterThan(RETRY_WHEN_BACK_MS);
    for (const random of [0, 0.5, 0.999]) {
      const next = retryWhenBackAt(scheduled, backAt, () => random);
      expect(next - backAt).toBeGreaterThan(0);
      expect(next - backAt).toBeLessThanOrEqual(RETRY_WHEN_BACK_MS);
    }
  });

  it('keeps a retry that was due sooner anyway', () => {
    expect(retryWhenBackAt(10_300, 10_000, () => 0.9)).toBe(10_300);
  });
});

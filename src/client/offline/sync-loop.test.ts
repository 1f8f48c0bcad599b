import { describe, expect, it, vi } from 'vitest';
import type { DrainSummary } from './drain';
import { createSyncLoop, type SignedIn, type SyncLoopDeps } from './sync-loop';

const BACKOFF_MS = 60_000;

interface Row {
  id: string;
  userId: number;
  nextAttemptAt: number;
}

/**
 * A class tablet in memory: an outbox, a network that is up or down, who is signed in, a fake clock
 * whose timers run only when the test moves it on, and drains the test can hold in flight.
 */
function fakeTablet() {
  let now = 1_000;
  const state = { network: true, userId: null as number | null, token: null as string | null };
  const outbox = new Map<string, Row>();
  const sent: { id: string; as: 'login' | 'credential' }[] = [];
  const drains: string[] = [];
  const timers: { at: number; run: () => void; id: number }[] = [];
  let nextTimer = 1;
  const held: (() => void)[] = [];
  let holdNext = false;

  /** A drain's sends: made with the network as it was when the drain began, answered once the drain may go on. */
  async function send(rows: Row[], as: 'login' | 'credential', active: () => boolean) {
    const network = state.network;
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((go) => held.push(go));
    }
    let retrying = 0;
    for (const row of rows.filter((r) => r.nextAttemptAt <= now)) {
      if (!active()) break;
      if (network) {
        outbox.delete(row.id);
        sent.push({ id: row.id, as });
      } else {
        row.nextAttemptAt = now + BACKOFF_MS;
        retrying++;
      }
    }
    return retrying;
  }

  const deps: SyncLoopDeps = {
    who: () => ({ userId: state.userId, token: state.token }),
    beforeDrain: () => undefined,
    makeAllDue: async () => {
      for (const row of outbox.values()) row.nextAttemptAt = 0;
    },
    sendProgress: () => undefined,
    drainOwn: async ({ userId }: SignedIn, active) => {
      drains.push(`own ${userId}`);
      const retrying = await send(
        [...outbox.values()].filter((r) => r.userId === userId),
        'login',
        active,
      );
      return { sent: 0, retrying, rejected: 0, needsLogin: false, stopped: !active() } satisfies DrainSummary;
    },
    ownDrained: () => undefined,
    drainHandedOver: async (signedIn) => {
      drains.push(`handed over (signed in: ${signedIn})`);
      const theirs = [...outbox.values()].filter((r) => r.userId !== signedIn);
      await send(theirs, 'credential', () => true);
      return [...new Set([...outbox.values()].filter((r) => r.userId !== signedIn).map((r) => r.userId))];
    },
    pendingRetries: async (userIds) => [...outbox.values()].filter((r) => userIds.includes(r.userId)).map((r) => r.nextAttemptAt),
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  };

  return {
    deps,
    state,
    outbox,
    sent,
    drains,
    add: (row: Row) => outbox.set(row.id, row),
    /** The next drain's sends wait until `release`. */
    holdNextDrain: () => (holdNext = true),
    release: () => held.splice(0).forEach((go) => go()),
    isHeld: () => held.length > 0,
    /** The fake clock moves on; timers due by then run. */
    advance: (ms: number) => {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
    },
    timerDelays: () => timers.map((t) => t.at - now),
  };
}

describe('createSyncLoop', () => {
  it('runs one more drain at once when the network comes back during a drain, instead of waiting out the backoff', async () => {
    const tablet = fakeTablet();
    const loop = createSyncLoop(tablet.deps);
    tablet.state.userId = 5;
    tablet.state.token = 't5';
    tablet.add({ id: 'result-of-5', userId: 5, nextAttemptAt: 0 });

    // The test is finished offline: the drain's send goes out with the network down and is held in flight.
    tablet.state.network = false;
    tablet.holdNextDrain();
    const first = loop.syncNow();
    await vi.waitFor(() => expect(tablet.isHeld()).toBe(true));
    // The network comes back while that drain is in flight: the `online` event.
    tablet.state.network = true;
    void loop.resumeUploads();
    tablet.release();
    await first;

    // The clock has not moved: no backoff was waited out, and the drain that followed sent the result.
    await vi.waitFor(() => expect(tablet.sent).toEqual([{ id: 'result-of-5', as: 'login' }]));
    expect(tablet.drains).toEqual(['own 5', 'handed over (signed in: 5)', 'own 5', 'handed over (signed in: 5)']);
    expect(tablet.outbox.size).toBe(0);
  });

  it("sends the handed-over student's rows with their credential when the hand-over comes during their own drain", async () => {
    const tablet = fakeTablet();
    const loop = createSyncLoop(tablet.deps);
    tablet.state.userId = 7;
    tablet.state.token = 't7';
    tablet.add({ id: 'result-of-7', userId: 7, nextAttemptAt: 0 });

    // Their drain is in flight when they hand the tablet over (signed out: nobody is signed in).
    tablet.holdNextDrain();
    const first = loop.syncNow();
    await vi.waitFor(() => expect(tablet.isHeld()).toBe(true));
    tablet.state.userId = null;
    tablet.state.token = null;
    void loop.resumeUploads();
    tablet.release();
    await first;

    // Their own drain stopped (the login it was for is gone); the next one sends their rows as a handed-over student's.
    await vi.waitFor(() => expect(tablet.sent).toEqual([{ id: 'result-of-7', as: 'credential' }]));
    expect(tablet.drains).toEqual(['own 7', 'handed over (signed in: null)']);
  });

  it("still sends a handed-over student's rows when the hand-over comes without a trigger of its own", async () => {
    const tablet = fakeTablet();
    const loop = createSyncLoop(tablet.deps);
    tablet.state.userId = 7;
    tablet.state.token = 't7';
    tablet.add({ id: 'result-of-7', userId: 7, nextAttemptAt: 0 });

    tablet.holdNextDrain();
    const first = loop.syncNow();
    await vi.waitFor(() => expect(tablet.isHeld()).toBe(true));
    tablet.state.userId = null;
    tablet.state.token = null;
    tablet.release();
    await first;

    await vi.waitFor(() => expect(tablet.sent).toEqual([{ id: 'result-of-7', as: 'credential' }]));
  });

  it('runs no extra drain when no trigger came, and times the next try by the backoff', async () => {
    const tablet = fakeTablet();
    const loop = createSyncLoop(tablet.deps);
    tablet.state.userId = 5;
    tablet.state.token = 't5';
    tablet.state.network = false;
    tablet.add({ id: 'result-of-5', userId: 5, nextAttemptAt: 0 });

    await loop.syncNow();
    expect(tablet.drains).toEqual(['own 5', 'handed over (signed in: 5)']);
    expect(tablet.timerDelays()).toEqual([BACKOFF_MS]);

    // Nothing happens before the backoff; when it ends, the timer drains again.
    tablet.state.network = true;
    tablet.advance(BACKOFF_MS - 1);
    expect(tablet.drains).toHaveLength(2);
    tablet.advance(1);
    await vi.waitFor(() => expect(tablet.drains).toHaveLength(4));
    expect(tablet.sent).toEqual([{ id: 'result-of-5', as: 'login' }]);
  });
});

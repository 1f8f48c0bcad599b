import { assessmentApi } from '#shared/api/assessment';
import { ApiCode, IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import { ApiCallError, postEnvelope } from '../lib/api-client';
import { type DrainDeps, type DrainSummary, drainOutbox, type SendOutcome } from './drain';
import type { AppDatabase, OutboxRow } from './schema';

/** Codes that mean the payload itself is wrong: retrying cannot help. */
const REJECTING_CODES = new Set<number>([ApiCode.INVALID_PARAMS, ApiCode.IDEMPOTENCY_MISMATCH, ApiCode.PAYLOAD_TOO_LARGE]);

export async function sendRow(row: OutboxRow): Promise<SendOutcome> {
  try {
    const envelope = await postEnvelope(assessmentApi[row.assessment].submitAnswer, row.payload, {
      headers: { [IDEMPOTENCY_HEADER]: row.attemptId },
      signal: AbortSignal.timeout(15_000),
    });
    if (envelope.code === ApiCode.OK) return { kind: 'ok', resultId: envelope.data.id };
    if (envelope.code === ApiCode.NOT_LOGGED_IN) return { kind: 'auth', error: envelope.msg };
    if (REJECTING_CODES.has(envelope.code)) return { kind: 'rejected', error: envelope.msg || '提交被拒绝' };
    return { kind: 'retry', error: envelope.msg || `code ${envelope.code}` };
  } catch (error) {
    return { kind: 'retry', error: error instanceof ApiCallError ? '网络不可用' : String(error) };
  }
}

/** The drainer's dependencies on the real database and network, for one signed-in user. */
export function outboxDeps(db: AppDatabase, userId: number): DrainDeps {
  return {
    due: async (now) =>
      (await db.outbox.where({ userId }).toArray()).filter((r) => r.state === 'pending' && r.nextAttemptAt <= now).sort((a, b) => a.createdAt - b.createdAt),
    send: sendRow,
    confirmed: async (row, resultId) => {
      await db.transaction('rw', db.outbox, db.localResults, async () => {
        await db.outbox.delete(row.attemptId);
        await db.localResults.update(row.attemptId, { resultId });
      });
    },
    reschedule: async (row, update) => {
      await db.outbox.update(row.attemptId, update);
    },
    park: async (row, error) => {
      await db.outbox.update(row.attemptId, { state: 'rejected', lastError: error });
    },
    now: () => Date.now(),
    random: Math.random,
  };
}

/** Only one tab drains at a time (Web Locks); others skip, their rows are the same rows. */
export async function drainOnce(db: AppDatabase, userId: number): Promise<DrainSummary | null> {
  const run = () => drainOutbox(outboxDeps(db, userId));
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('shengya-outbox-drain', { ifAvailable: true }, async (lock) => (lock ? run() : null));
  }
  return run();
}

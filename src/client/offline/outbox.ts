import { assessmentApi } from '#shared/api/assessment';
import { ApiCode, IDEMPOTENCY_HEADER, SUBMITTER_HEADER } from '#shared/api/envelope';
import { ApiCallError, postEnvelope } from '../lib/api-client';
import { type DrainDeps, type DrainSummary, drainOutbox, isDue, type SendOutcome } from './drain';
import type { AppDatabase, OutboxRow } from './schema';

/** Codes that mean the payload itself is wrong: retrying cannot help. */
const REJECTING_CODES = new Set<number>([ApiCode.INVALID_PARAMS, ApiCode.IDEMPOTENCY_MISMATCH, ApiCode.PAYLOAD_TOO_LARGE]);

/** Sends one row with the login of the user it belongs to (`token`), never with whatever the tab holds now. */
export async function sendRow(row: OutboxRow, token: string): Promise<SendOutcome> {
  try {
    const envelope = await postEnvelope(assessmentApi[row.assessment].submitAnswer, row.payload, {
      token,
      headers: { [IDEMPOTENCY_HEADER]: row.attemptId, [SUBMITTER_HEADER]: String(row.userId) },
      signal: AbortSignal.timeout(15_000),
    });
    if (envelope.code === ApiCode.OK) return { kind: 'ok', resultId: envelope.data.id };
    if (envelope.code === ApiCode.NOT_LOGGED_IN) return { kind: 'auth', error: envelope.msg };
    if (envelope.code === ApiCode.FORBIDDEN) return { kind: 'other-account', error: envelope.msg };
    if (REJECTING_CODES.has(envelope.code)) return { kind: 'rejected', error: envelope.msg || '提交被拒绝' };
    return { kind: 'retry', error: envelope.msg || `code ${envelope.code}` };
  } catch (error) {
    return { kind: 'retry', error: error instanceof ApiCallError ? '网络不可用' : String(error) };
  }
}

/** The signed-in user a drain sends for: their id, the login token they signed in with, and whether they still are. */
export interface Submitter {
  userId: number;
  token: string;
  active(): boolean;
}

/** The drainer's dependencies on the real database and network, for one signed-in user. */
export function outboxDeps(db: AppDatabase, submitter: Submitter): DrainDeps {
  const { userId, token } = submitter;
  return {
    due: async (now) =>
      (await db.outbox.where({ userId }).toArray()).filter((r) => isDue(r, now)).sort((a, b) => a.createdAt - b.createdAt),
    active: submitter.active,
    send: (row) => sendRow(row, token),
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
      await db.outbox.update(row.attemptId, { state: 'rejected', lastError: error, rejectedIn: __APP_BUILD_ID__ });
    },
    now: () => Date.now(),
    random: Math.random,
  };
}

/** Only one tab drains at a time (Web Locks); others skip, their rows are the same rows. */
export async function drainOnce(db: AppDatabase, submitter: Submitter): Promise<DrainSummary | null> {
  const run = () => drainOutbox(outboxDeps(db, submitter));
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('shengya-outbox-drain', { ifAvailable: true }, async (lock) => (lock ? run() : null));
  }
  return run();
}

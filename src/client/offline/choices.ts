import { consentWaitFrom } from '#shared/family/consent';
import { ApiCode } from '#shared/api/envelope';
import { xuankeRoundsApi } from '#client/contracts/xuanke-rounds.gen';
import { ApiCallError, postEnvelope } from '../lib/api-client';
// Types only: this module loads late (outbox.ts), and a value imported from drain.ts would split drain.ts into a file of its own on every page.
import type { DrainDeps, SendOutcome } from './drain';
import type { AppDatabase, ChoiceRow } from './schema';
import { type SendAs, uploadAuth } from './upload-auth';

/**
 * 选科意向 choices on the device (docs/OFFLINE.md, "选科意向 choices"): kept in Dexie before the page says
 * they are saved, and sent by the outbox's drainer (drain.ts) beside finished tests, with the same
 * logins and upload credentials (upload-auth.ts), so a shared tablet never sends one student's choice
 * as another's.
 */

/**
 * Codes after which sending again cannot help: a wrong payload, a submission id reused, the round over
 * (4009) or not the student's (4004). The row is parked with the server's words, never dropped silently.
 */
const REJECTING_CODES = new Set<number>([ApiCode.INVALID_PARAMS, ApiCode.IDEMPOTENCY_MISMATCH, ApiCode.PAYLOAD_TOO_LARGE, ApiCode.CONFLICT, ApiCode.NOT_FOUND]);

/** Sends one choice as its student; the submission id makes a retried send store one choice. */
export async function sendChoice(row: ChoiceRow, as: SendAs): Promise<SendOutcome> {
  const auth = uploadAuth(row.userId, as);
  try {
    const envelope = await postEnvelope(
      xuankeRoundsApi.submitXuankeChoice,
      { roundId: row.roundId, submissionId: row.submissionId, combination: row.payload.combination, note: row.payload.note, submittedAt: row.payload.submittedAt },
      { token: auth.token, headers: auth.headers, signal: AbortSignal.timeout(15_000) },
    );
    if (envelope.code === ApiCode.OK) return { kind: 'ok', resultId: 0 };
    if (envelope.code === ApiCode.NOT_LOGGED_IN) return { kind: 'auth', error: envelope.msg };
    if (envelope.code === ApiCode.FORBIDDEN) return { kind: 'other-account', error: envelope.msg };
    if (REJECTING_CODES.has(envelope.code)) return { kind: 'rejected', error: envelope.msg || '提交被拒绝' };
    if (envelope.code === ApiCode.CONSENT_REQUIRED) return { kind: 'retry', error: envelope.msg, waitingFor: consentWaitFrom(envelope.data) };
    return { kind: 'retry', error: envelope.msg || `code ${envelope.code}` };
  } catch (error) {
    return { kind: 'retry', error: error instanceof ApiCallError ? '网络不可用' : String(error) };
  }
}

/** The drainer's dependencies for one student's choices, sent one way (their login, or their upload credential); `isDue` is drain.ts's. */
export function choiceDeps(db: AppDatabase, userId: number, as: SendAs, active: () => boolean, isDue: (row: ChoiceRow, now: number) => boolean): DrainDeps<ChoiceRow> {
  return {
    // Oldest first: the server decides by the time each was made anyway, so the order only saves work.
    due: async (now) => (await db.choices.where({ userId }).toArray()).filter((r) => isDue(r, now)).sort((a, b) => a.createdAt - b.createdAt),
    active,
    send: (row) => sendChoice(row, as),
    // The server has it: the row goes, and the rounds kept on the device show it as the student's choice
    // (unless a later one made elsewhere is there already), so the page says 已提交 offline too.
    confirmed: async (row) => {
      await db.transaction('rw', db.choices, db.xuankeRounds, async () => {
        await db.choices.delete(row.submissionId);
        const kept = await db.xuankeRounds.get(row.userId);
        if (!kept) return;
        const choice = { combination: row.payload.combination, note: row.payload.note, submittedAt: new Date(row.payload.submittedAt).toISOString() };
        const list = kept.list.map((r) => (r.id === row.roundId && (!r.choice || new Date(r.choice.submittedAt).getTime() <= row.payload.submittedAt) ? { ...r, choice } : r));
        await db.xuankeRounds.put({ ...kept, list });
      });
    },
    reschedule: async (row, update) => {
      await db.choices.update(row.submissionId, update);
    },
    park: async (row, error) => {
      await db.choices.update(row.submissionId, { state: 'rejected', lastError: error, rejectedIn: __APP_BUILD_ID__ });
    },
    now: () => Date.now(),
    random: Math.random,
  };
}

/**
 * Keeps a student's choice on the device, to be sent by the next drain. A choice made again for the
 * same round replaces those still waiting (only the latest would be in force); if one of them is being
 * sent at this moment it still arrives, and the server keeps the later one in force.
 */
export async function saveChoice(db: AppDatabase, choice: { userId: number; roundId: number; combination: string; note: string }, now = Date.now()): Promise<ChoiceRow> {
  const row: ChoiceRow = {
    submissionId: crypto.randomUUID(),
    userId: choice.userId,
    roundId: choice.roundId,
    payload: { combination: choice.combination, note: choice.note, submittedAt: now },
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: '',
    state: 'pending',
  };
  await db.transaction('rw', db.choices, async () => {
    await db.choices
      .where('roundId')
      .equals(choice.roundId)
      .filter((r) => r.userId === choice.userId && r.state === 'pending')
      .delete();
    await db.choices.add(row);
  });
  return row;
}

/** The student's rounds, fetched when online and kept on the device; a failed fetch keeps the last list. */
export async function refreshXuankeRounds(db: AppDatabase, userId: number, token: string): Promise<void> {
  try {
    const envelope = await postEnvelope(xuankeRoundsApi.getMyXuankeRounds, {}, { token, signal: AbortSignal.timeout(10_000) });
    if (envelope.code === ApiCode.OK) await db.xuankeRounds.put({ userId, list: envelope.data, fetchedAt: Date.now() });
  } catch {
    // Offline: the kept list stands.
  }
}

import { assessmentApi } from '#client/contracts/assessment.gen';
import { consentWaitFrom } from '#shared/family/consent';
import { ApiCode, IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import { ApiCallError, postEnvelope } from '../lib/api-client';
import { type DrainDeps, type DrainSummary, drainOutbox, isDue, type SendOutcome } from './drain';
import type { AppDatabase, OutboxRow } from './schema';
import { type SendAs, uploadAuth } from './upload-auth';
import { forgetUploadCredential, uploadCredentialOf } from './upload-credentials';
import { sendSigned } from './signed-upload';
import { studentOfOfflineUser } from '../lib/offline-tablet';
import { keptOnUpload } from './kept-report';

/** Codes that mean the payload itself is wrong: retrying cannot help. */
const REJECTING_CODES = new Set<number>([ApiCode.INVALID_PARAMS, ApiCode.IDEMPOTENCY_MISMATCH, ApiCode.PAYLOAD_TOO_LARGE]);

/** Sends one row as its user (upload-auth.ts); the idempotency key makes a retried send store one result. A signed row goes as it is, with no login. */
export async function sendRow(row: OutboxRow, as: SendAs): Promise<SendOutcome> {
  if (row.signed) return sendSigned(row.signed);
  const auth = uploadAuth(row.userId, as);
  try {
    const envelope = await postEnvelope(assessmentApi[row.assessment].submitAnswer, row.payload, {
      token: auth.token,
      headers: { [IDEMPOTENCY_HEADER]: row.attemptId, ...auth.headers },
      signal: AbortSignal.timeout(15_000),
    });
    if (envelope.code === ApiCode.OK) return { kind: 'ok', resultId: envelope.data.id };
    if (envelope.code === ApiCode.NOT_LOGGED_IN) return { kind: 'auth', error: envelope.msg };
    if (envelope.code === ApiCode.FORBIDDEN) return { kind: 'other-account', error: envelope.msg };
    if (REJECTING_CODES.has(envelope.code)) return { kind: 'rejected', error: envelope.msg || '提交被拒绝' };
    // A guardian's consent not recorded yet: the row waits and is tried again, and the student is told why.
    if (envelope.code === ApiCode.CONSENT_REQUIRED) return { kind: 'retry', error: envelope.msg, waitingFor: consentWaitFrom(envelope.data) };
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

/** The drainer's dependencies on the real database and network, for the rows of one user sent one way. */
export function outboxDeps(db: AppDatabase, userId: number, as: SendAs, active: () => boolean): DrainDeps {
  return {
    due: async (now) => (await db.outbox.where({ userId }).toArray()).filter((r) => isDue(r, now)).sort((a, b) => a.createdAt - b.createdAt),
    active,
    send: (row) => sendRow(row, as),
    confirmed: async (row, resultId) => {
      await db.transaction('rw', db.outbox, db.localResults, db.reports, async () => {
        await db.outbox.delete(row.attemptId);
        await db.localResults.update(row.attemptId, { resultId });
        const local = await db.localResults.get(row.attemptId);
        const kept = local && keptOnUpload(local, resultId, Date.now());
        // A copy the server sent (this row went before, a reply lost) is never replaced by the device's.
        if (kept && !(await db.reports.get(kept.key))) await db.reports.put(kept);
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
async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T | null> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('shengya-outbox-drain', { ifAvailable: true }, async (lock) => (lock ? run() : null));
  }
  return run();
}

/** Two drains' findings as one: the tests' and then the 选科意向 choices'. */
function both(a: DrainSummary, b: DrainSummary): DrainSummary {
  return { sent: a.sent + b.sent, retrying: a.retrying + b.retrying, rejected: a.rejected + b.rejected, needsLogin: a.needsLogin || b.needsLogin, stopped: a.stopped || b.stopped };
}

/** Sends one user's due rows, finished tests and then 选科意向 choices, one way; the choices wait when the tests met a login that ended or a change of user. */
async function drainUser(db: AppDatabase, userId: number, as: SendAs, active: () => boolean): Promise<DrainSummary> {
  const tests = await drainOutbox(outboxDeps(db, userId, as, active));
  if (tests.needsLogin || tests.stopped) return tests;
  // The choices' code loads only when there are choices to send: every page with the outbox (a report) pays for it otherwise.
  if ((await db.choices.where({ userId }).count()) === 0) return tests;
  const { choiceDeps } = await import('./choices');
  return both(tests, await drainOutbox(choiceDeps(db, userId, as, active, isDue)));
}

/** Sends the signed-in user's due rows with their login. */
export function drainOnce(db: AppDatabase, submitter: Submitter): Promise<DrainSummary | null> {
  return oneTabAtATime(() => drainUser(db, submitter.userId, { token: submitter.token }, submitter.active));
}

/**
 * On a class tablet: sends the due rows (finished tests and 选科意向 choices) of students who have handed it over, each with their own
 * upload credential (never the signed-in student's login). A credential the server refuses is
 * forgotten; that student's rows then wait for their next sign-in.
 */
export function drainHandedOver(db: AppDatabase, signedIn: number | null): Promise<number[] | null> {
  return oneTabAtATime(async () => {
    const waiting = new Set<number>();
    const pending = [...(await db.outbox.toArray()), ...(await db.choices.toArray())];
    const owners = [...new Set(pending.filter((r) => r.state === 'pending' && r.userId !== signedIn).map((r) => r.userId))];
    for (const userId of owners) {
      // Signed in without a network: the rows are signed, and go with no login or credential.
      if (studentOfOfflineUser(userId) !== null) {
        await drainUser(db, userId, { token: '' }, () => true);
        waiting.add(userId);
        continue;
      }
      const held = await uploadCredentialOf(userId);
      if (!held) continue;
      const summary = await drainUser(db, userId, { credential: held.credential, deviceToken: held.deviceToken }, () => true);
      if (summary.needsLogin) await forgetUploadCredential(userId);
      else waiting.add(userId);
    }
    return [...waiting];
  });
}

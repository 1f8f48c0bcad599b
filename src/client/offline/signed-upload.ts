import { offlineLessonApi } from '#client/contracts/offline-lesson.gen';
import { ApiCode } from '#shared/api/envelope';
import { consentWaitFrom } from '#shared/family/consent';
import { ApiCallError, postEnvelope } from '../lib/api-client';
import type { SendOutcome } from './drain';

/**
 * Sends a line a class tablet signed (docs/OFFLINE-LESSON.md), from the tablet's outbox or the teacher's
 * phone. Stored (now or before): done. Held for the teacher (the PIN did not match, the student left the
 * class), altered, from a stopped tablet: parked with the server's words, never sent again by itself.
 */
export async function sendSigned(result: string): Promise<SendOutcome> {
  try {
    const envelope = await postEnvelope(offlineLessonApi.submitSignedResult, { result }, { token: '', signal: AbortSignal.timeout(15_000) });
    if (envelope.code === ApiCode.OK) {
      return envelope.data.outcome === 'stored' ? { kind: 'ok', resultId: 0 } : { kind: 'rejected', error: envelope.data.message, held: true };
    }
    if (envelope.code === ApiCode.INVALID_PARAMS || envelope.code === ApiCode.FORBIDDEN || envelope.code === ApiCode.IDEMPOTENCY_MISMATCH) {
      return { kind: 'rejected', error: envelope.msg || '提交被拒绝' };
    }
    if (envelope.code === ApiCode.CONSENT_REQUIRED) return { kind: 'retry', error: envelope.msg, waitingFor: consentWaitFrom(envelope.data) };
    return { kind: 'retry', error: envelope.msg || `code ${envelope.code}` };
  } catch (error) {
    return { kind: 'retry', error: error instanceof ApiCallError ? '网络不可用' : String(error) };
  }
}

import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import { idField as id } from './fields';
import type { heldResultData, signedUploadData } from './responses/offline-lesson';
import { SIGNED_RESULT_MAX } from '../school/signed-result';

/**
 * A lesson without a network (docs/OFFLINE-LESSON.md): results a class tablet signed offline, sent by
 * the tablet itself or by the teacher's phone that scanned them, and the results the server held for
 * the teacher because the PIN typed offline did not match or the student has left the class.
 */

export type SignedUpload = z.output<typeof signedUploadData>;
export type HeldResult = z.output<typeof heldResultData>;

export const offlineLessonApi = {
  /**
   * A signed result (src/shared/school/signed-result.ts); no login: the tablet's signature speaks for
   * it. `stored` also for a result stored before (the tablet and the phone may both send it); `held`
   * when it waits for the teacher. A result altered or from an unknown tablet: 4000; a stopped or
   * expired tablet: 4003; under 14 without a guardian's consent: 4051 (sent again later).
   */
  submitSignedResult: endpoint(
    '/api/lesson/submitSignedResult',
    'none',
    z.object({ result: z.string({ error: '缺少测评结果' }).check(z.trim(), z.minLength(1, '缺少测评结果'), z.maxLength(SIGNED_RESULT_MAX, '这不是本平台的测评结果')) }),
    returns<SignedUpload>(),
  ),
  /** The results held for the teacher of a class. */
  getHeldResults: endpoint('/api/lesson/getHeldResults', 'required', z.object({ classId: id('班级') }), returns<HeldResult[]>()),
  /** The teacher stores a held result under the student it names (only one held for its PIN, of a student still in the class) or discards it. */
  resolveHeldResult: endpoint(
    '/api/lesson/resolveHeldResult',
    'required',
    z.object({ id: id('结果'), action: z.enum(['store', 'discard'], { error: '参数错误' }) }),
    returns<null>(),
  ),
};

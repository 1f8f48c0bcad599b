import type { FastifyInstance } from 'fastify';
import { offlineLessonApi } from '#shared/api/offline-lesson';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as assessments from './assessments';
import { notifyParents } from '../family/public';
import { assertConsentForUpload, discardHeldResult, forgetHeldResult, heldMessage, heldResultToStore, judgeSignedResult } from '../school/public';

/**
 * Results a class tablet signed offline (docs/OFFLINE-LESSON.md), sent by the tablet or by the
 * teacher's phone that scanned them. Stored by the same submit as every result: the attempt id is the
 * idempotency key, so whichever copy arrives first is stored and the other changes nothing.
 */
export function signedResultRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, offlineLessonApi.submitSignedResult, async (body) => {
    const now = clock.now();
    const verdict = await judgeSignedResult({ db, clock }, body.result, now);
    if (verdict.kind === 'held') return { outcome: 'held' as const, message: heldMessage(verdict.reason) };
    await assessments.submit(db, {
      userId: verdict.userId,
      key: verdict.key,
      answers: verdict.answers,
      times: verdict.seconds,
      version: verdict.version,
      idempotencyKey: verdict.attemptId,
      now,
      // The consent rule and the parents' notice of every upload path (assessment-routes.ts).
      allowed: (tx) => assertConsentForUpload(tx, verdict.userId, now),
      stored: () => void notifyParents(deps, verdict.userId, 'finished'),
    });
    return { outcome: 'stored' as const, message: '已上传，老师能看到这份结果了' };
  });

  route(app, deps, offlineLessonApi.resolveHeldResult, async (body, { caller }) => {
    const now = clock.now();
    if (body.action === 'discard') {
      await discardHeldResult(db, caller.userId, body.id, now);
      return null;
    }
    const verdict = await heldResultToStore(db, caller.userId, body.id, now);
    await assessments.submit(db, {
      userId: verdict.userId,
      key: verdict.key,
      answers: verdict.answers,
      times: verdict.seconds,
      version: verdict.version,
      idempotencyKey: verdict.attemptId,
      now,
      // The consent rule and the parents' notice of every upload path (assessment-routes.ts).
      allowed: (tx) => assertConsentForUpload(tx, verdict.userId, now),
      stored: () => void notifyParents(deps, verdict.userId, 'finished'),
    });
    await forgetHeldResult(db, body.id);
    return null;
  });
}

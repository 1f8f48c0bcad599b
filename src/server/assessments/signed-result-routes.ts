import type { FastifyInstance } from 'fastify';
import { offlineLessonApi } from '#shared/api/offline-lesson';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as assessments from './assessments';
import { notifyParents } from '../family/public';
import { assertConsentForUpload, discardHeldResult, forgetHeldResult, heldMessage, heldResultToStore, judgeSignedResult, type SignedVerdict } from '../school/public';

type StoreVerdict = Extract<SignedVerdict, { kind: 'store' }>;

/**
 * Results a class tablet signed offline (docs/OFFLINE-LESSON.md), sent by the tablet or by the
 * teacher's phone that scanned them. Stored by the same submit as every result: the attempt id is the
 * idempotency key, so whichever copy arrives first is stored and the other changes nothing.
 */
export function signedResultRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  /** The same submit as every upload path (assessment-routes.ts): its consent rule and its parents' notice. */
  const store = (verdict: StoreVerdict, now: Date) =>
    assessments.submit(db, {
      userId: verdict.userId,
      key: verdict.key,
      answers: verdict.answers,
      times: verdict.seconds,
      version: verdict.version,
      idempotencyKey: verdict.attemptId,
      now,
      allowed: (tx) => assertConsentForUpload(tx, verdict.userId, now),
      stored: () => notifyParents(deps, verdict.userId, 'finished'),
    });

  route(app, deps, offlineLessonApi.submitSignedResult, async (body) => {
    const now = clock.now();
    const verdict = await judgeSignedResult({ db, clock }, body.result, now);
    if (verdict.kind === 'held') return { outcome: 'held' as const, message: heldMessage(verdict.reason) };
    await store(verdict, now);
    return { outcome: 'stored' as const, message: '已上传，老师能看到这份结果了' };
  });

  route(app, deps, offlineLessonApi.resolveHeldResult, async (body, { caller }) => {
    const now = clock.now();
    if (body.action === 'discard') {
      await discardHeldResult(db, caller.userId, body.id, now);
      return null;
    }
    await store(await heldResultToStore(db, caller.userId, body.id, now), now);
    await forgetHeldResult(db, body.id);
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { assessmentApi } from '#shared/api/assessment';
import { ApiCode, IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import { ASSESSMENT_KEYS, instrumentVersion, questionList } from '#content/assessments/registry';
import type { AppDeps } from '../deps';
import { ApiError, invalid } from '../lib/errors';
import { notifyParents } from '../family/public';
import { route } from '../http/route';
import * as assessments from './assessments';
import { assertConsentForUpload, submitterOf } from '../school/public';
import { ATTEMPT_ID_PATTERN } from '#shared/validation/formats';

/** The spec's four calls per assessment plus history and share tokens (additive). */
export function assessmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  for (const key of ASSESSMENT_KEYS) {
    const api = assessmentApi[key];

    // The right to test is checked either way; a device holding the current version gets a few bytes, not the list.
    route(app, deps, api.getQuestionList, async (body, { caller }) => {
      await assessments.checkTestRight(db, caller.userId, key, clock.now());
      const version = instrumentVersion(key);
      if (body.version === version) return { version, unchanged: true as const };
      return { version, list: questionList(key) };
    });

    route(app, deps, api.checkTestRight, async (_body, { caller }) => {
      await assessments.checkTestRight(db, caller.userId, key, clock.now());
      return null;
    });

    route(app, deps, api.submitAnswer, async (body, { caller, request }) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const idempotencyKey = typeof header === 'string' && header.trim() ? header.trim() : null;
      if (idempotencyKey && !ATTEMPT_ID_PATTERN.test(idempotencyKey)) throw invalid('提交编号格式不正确');
      const { userId } = await submitterOf(db, request.headers, caller?.userId ?? null, clock.now());
      const now = clock.now();
      const allowed = (tx: typeof db) => assertConsentForUpload(tx, userId, now);
      // Parents who opted in hear that a test was finished, or that a result waits for their consent.
      const stored = () => notifyParents(deps, userId, 'finished');
      return assessments
        .submit(db, { userId, key, answers: body.answer, times: body.times, version: body.version, idempotencyKey, now, allowed, stored })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code === ApiCode.CONSENT_REQUIRED && (error.data as { waitingFor?: string } | null)?.waitingFor === 'parent') {
            notifyParents(deps, userId, 'consent');
          }
          throw error;
        });
    });

    route(app, deps, api.getAnswerCensus, async (body, { caller }) => assessments.census(db, key, { userId: caller?.userId ?? null, id: body.id, viewtoken: body.viewtoken }));

    route(app, deps, api.getResultHistory, async (_body, { caller }) => assessments.history(db, caller.userId, key));

    route(app, deps, api.getShareToken, async (body, { caller }) => ({ viewtoken: await assessments.shareToken(db, caller.userId, key, body.id, false, clock.now()) }));

    route(app, deps, api.resetShareToken, async (body, { caller }) => ({ viewtoken: await assessments.shareToken(db, caller.userId, key, body.id, true, clock.now()) }));
  }
}

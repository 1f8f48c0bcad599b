import type { FastifyInstance } from 'fastify';
import { xuankeRoundsApi } from '#shared/api/xuanke-rounds';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { submitterOf } from './submitter';
import { roundDeps } from './xuanke-round-deps';
import { closeRound, listRounds, myRounds, openRound, roundView, submitChoice } from './xuanke-rounds';

/** 选科意向 rounds (docs/SCHOOL.md, "选科意向"): the staff's calls, and the student's from their device or a class tablet. */
export function xuankeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, xuankeRoundsApi.openXuankeRound, async (body, { caller }) => openRound(db, caller.userId, body, clock.now()));
  route(app, deps, xuankeRoundsApi.closeXuankeRound, async (body, { caller }) => {
    await closeRound(db, caller.userId, body.roundId, clock.now());
    return null;
  });
  route(app, deps, xuankeRoundsApi.getXuankeRounds, async (body, { caller }) => listRounds(db, caller.userId, body.classId, clock.now()));
  route(app, deps, xuankeRoundsApi.getXuankeRound, async (body, { caller }) => roundView(db, roundDeps, caller.userId, body.roundId, clock.now()));

  route(app, deps, xuankeRoundsApi.getMyXuankeRounds, async (_body, { caller }) => myRounds(db, caller.userId, clock.now()));
  route(app, deps, xuankeRoundsApi.submitXuankeChoice, async (body, { caller, request }) => {
    // The signed-in student, or on a class tablet after the hand-over the student of the upload credential (submitter.ts).
    const { userId, deviceId } = await submitterOf(db, request.headers, caller?.userId ?? null, clock.now());
    return submitChoice(db, userId, deviceId, body, clock.now());
  });
}

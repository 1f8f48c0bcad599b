import type { FastifyInstance } from 'fastify';
import { childConsentApi, guardianConsentApi } from '#shared/api/guardian-consent';
import type { AppDeps } from '#server/deps';
import { route } from '#server/http/route';
import { parentNoticesApi } from '#shared/api/parent-notices';
import * as consent from './guardian-consent';
import { noticePrefs, setNoticePref } from './notices';

/** A guardian's consent online and the notices a parent opted in to: the parent's calls (their own header) and the child's (their own token). */
export function consentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  route(app, deps, guardianConsentApi.getChildConsent, async (body, { caller }) => consent.childConsent(db, caller.parentId, body.linkId, clock.now()));
  route(app, deps, guardianConsentApi.getConsentCode, async (body, { caller, ip }) => {
    await consent.sendConsentCode(deps, caller.parentId, body.linkId, { ip, device: null });
    return null;
  });
  route(app, deps, guardianConsentApi.decideConsent, async (body, { caller }) => consent.decideConsent(deps, caller.parentId, body));
  route(app, deps, guardianConsentApi.withdrawConsent, async (body, { caller }) => consent.withdrawConsent(deps, caller.parentId, body.linkId));

  route(app, deps, parentNoticesApi.getNoticePrefs, async (body, { caller }) => noticePrefs(db, caller.parentId, body.linkId));
  route(app, deps, parentNoticesApi.setNoticePref, async (body, { caller }) => setNoticePref(db, caller.parentId, { ...body, on: body.on === '1' }, clock.now()));

  route(app, deps, childConsentApi.getMyConsent, async (_body, { caller }) => consent.consentStateOf(db, caller.userId, clock.now()));
  route(app, deps, childConsentApi.setBirthMonth, async (body, { caller }) => consent.setBirthMonth(db, caller.userId, body.birthMonth, clock.now()));
}

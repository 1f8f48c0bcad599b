import type { FastifyInstance } from 'fastify';
import { familyApi, parentApi } from '#shared/api/family';
import type { AppDeps } from '#server/deps';
import { route } from '#server/http/route';
import { sendCode } from '#server/platform/sms-codes';
import { revokeParentSession } from '#server/platform/parent-sessions';
import { deleteParent, exportParent, loginParent, registerParent, resetParentPassword } from './parent-accounts';
import * as links from './links';

/** A parent's calls (their own header and sessions), and the student's side of linking (the student's token). */
export function familyRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, captcha } = deps;

  route(app, deps, parentApi.getRegisterCode, async (body, { ip, device }) => {
    await captcha.consume(body.ticket, 'register', { ip, device });
    await sendCode(deps, body.mobile, 'parent-register', { ip, device });
    return null;
  });
  route(app, deps, parentApi.register, async (body) => ({ token: await registerParent(deps, body) }));
  const limits = { perIpHourly: deps.env.LOGIN_PER_IP_HOURLY, perDeviceHourly: deps.env.LOGIN_PER_DEVICE_HOURLY };
  route(app, deps, parentApi.login, async (body, { ip, device }) => ({ token: await loginParent({ db, clock, limits }, body, { ip, device }) }));
  route(app, deps, parentApi.getResetCode, async (body, { ip, device }) => {
    await captcha.consume(body.ticket, 'reset', { ip, device });
    await sendCode(deps, body.mobile, 'parent-reset', { ip, device });
    return null;
  });
  route(app, deps, parentApi.resetPassword, async (body) => {
    await resetParentPassword(deps, body);
    return null;
  });
  route(app, deps, parentApi.logout, async (_body, { caller }) => {
    await revokeParentSession(db, caller.sessionId, clock.now());
    return null;
  });
  route(app, deps, parentApi.getInfo, async (_body, { caller }) => links.parentInfo(db, caller.parentId, clock.now()));
  route(app, deps, parentApi.checkInvite, async (body, { caller, ip }) => links.checkInvite(db, caller.parentId, body.code, ip, clock.now()));
  route(app, deps, parentApi.getGuardianCode, async (body, { caller, ip }) => {
    await links.sendGuardianCode(deps, caller.parentId, body.code, { ip, device: null });
    return null;
  });
  route(app, deps, parentApi.requestLink, async (body, { caller, ip }) => links.requestLink(deps, caller.parentId, body, ip));
  route(app, deps, parentApi.unlink, async (body, { caller }) => {
    await links.unlinkByParent(db, caller.parentId, body.linkId);
    return null;
  });

  route(app, deps, parentApi.exportData, async (_body, { caller }) => exportParent(db, caller.parentId, clock.now()));
  route(app, deps, parentApi.deleteAccount, async (body, { caller }) => {
    await deleteParent(deps, caller.parentId, body.password);
    return null;
  });

  route(app, deps, familyApi.createInvite, async (body, { caller }) => links.createInvite(db, caller.userId, body, clock.now()));
  route(app, deps, familyApi.getLinks, async (_body, { caller }) => links.studentLinks(db, caller.userId, clock.now()));
  route(app, deps, familyApi.decide, async (body, { caller }) => {
    await links.decideLink(db, caller.userId, body.linkId, body.approve === '1', clock.now());
    return null;
  });
  route(app, deps, familyApi.unlink, async (body, { caller }) => {
    await links.unlinkByStudent(db, caller.userId, body.linkId);
    return null;
  });
  route(app, deps, familyApi.schoolLinks, async (body, { caller }) => links.schoolLinks(db, caller.userId, body.studentId));
  route(app, deps, familyApi.schoolInvite, async (body, { caller }) => links.schoolInvite(db, caller.userId, body.studentId, clock.now()));
  route(app, deps, familyApi.schoolRevoke, async (body, { caller }) => {
    await links.schoolRevoke(db, caller.userId, body.studentId, body.linkId);
    return null;
  });
}

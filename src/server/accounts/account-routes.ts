import type { FastifyInstance } from 'fastify';
import { userApi } from '#shared/api/user';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as accounts from './accounts';
import { sendCode } from '../platform/sms-codes';
import { sectionTree, validateSectionPath } from './sections';
import { revokeSession } from '../platform/sessions';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

/** The spec's user group: registration, sign-in, passwords, the profile and its mobile (the results' and personal data's calls are in assessments/ and personal-data/). */
export function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, captcha } = deps;

  route(app, deps, userApi.getRegisterCode, async (body, { ip, device }) => {
    await captcha.consume(body.ticket, 'register', { ip, device });
    await sendCode(deps, body.mobile, 'register', { ip, device });
    return null;
  });

  route(app, deps, userApi.register, async (body) => ({ token: await accounts.register(deps, body) }));

  const loginLimits = { perIpHourly: deps.env.LOGIN_PER_IP_HOURLY, perDeviceHourly: deps.env.LOGIN_PER_DEVICE_HOURLY };
  route(app, deps, userApi.login, async (body, { ip, device }) => ({
    token: await accounts.login({ db, clock, limits: loginLimits }, body, { ip, device }),
  }));

  route(app, deps, userApi.logout, async (_body, { caller }) => {
    if (caller) await revokeSession(db, caller.sessionId, clock.now());
    return null;
  });

  route(app, deps, userApi.getUserInfo, async (_body, { caller }) => accounts.getUserInfo(db, caller.userId));

  route(app, deps, userApi.getResetPasswordCode, async (body, { ip, device }) => {
    await captcha.consume(body.ticket, 'reset', { ip, device });
    await sendCode(deps, body.mobile, 'reset', { ip, device });
    return null;
  });

  route(app, deps, userApi.resetpwd, async (body) => {
    await accounts.resetPassword(deps, body);
    return null;
  });

  route(app, deps, userApi.resetpwdByPassword, async (body, { caller }) => {
    await accounts.changePassword(deps, caller.userId, caller.sessionId, body);
    return null;
  });

  route(app, deps, userApi.getSectionList, async (_body, { caller }) => sectionTree(db, caller.userId));

  route(app, deps, userApi.updateBaseInfo, async (body, { caller }) => {
    const sectionIds = await validateSectionPath(db, caller.userId, body.sectionid);
    await db
      .update(users)
      .set({ username: body.username, sectionIds, ...(body.nickname !== undefined ? { nickname: body.nickname } : {}), updatedAt: clock.now() })
      .where(eq(users.id, caller.userId));
    return null;
  });

  route(app, deps, userApi.getChangeMobileCode, async (body, { ip, device }) => {
    await captcha.consume(body.ticket, 'mobile', { ip, device });
    await sendCode(deps, body.mobile, 'mobile', { ip, device });
    return null;
  });

  route(app, deps, userApi.updateMobile, async (body, { caller }) => {
    await accounts.updateMobile(deps, caller.userId, body);
    return null;
  });
}

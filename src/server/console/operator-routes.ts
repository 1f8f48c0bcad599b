import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import { consoleMessages } from '#shared/console/rules';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import * as operators from './operators';

/** The console's sign-in (a password and an SMS code) and its accounts (管理员 and 运营; docs/CONSOLE.md). */
export function operatorRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.sendLoginCode, async (body, { ip, device, setMessage }) => {
    await operators.sendLoginCode(deps, body, { ip, device });
    setMessage(consoleMessages.codeSent);
    return null;
  });
  route(app, deps, consoleApi.login, async (body, { ip, device }) => operators.signIn(deps, body, { ip, device }));
  route(app, deps, consoleApi.logout, async (_body, { caller }) => {
    await operators.signOut(db, caller, clock.now());
    return null;
  });
  route(app, deps, consoleApi.me, async (_body, { caller }) => operators.me(db, caller));
  route(app, deps, consoleApi.changePassword, async (body, { caller, ip, device }) => {
    await operators.changeOwnPassword(deps, caller, body, { ip, device });
    return null;
  });

  route(app, deps, consoleApi.listOperators, async () => operators.listOperators(db));
  route(app, deps, consoleApi.createOperator, async (body, { caller }) => operators.createOperator(db, caller.operatorId, body, clock.now()));
  route(app, deps, consoleApi.updateOperator, async (body, { caller }) => operators.updateOperator(db, caller, body, clock.now()));
  route(app, deps, consoleApi.resetOperatorPassword, async (body, { caller }) => operators.resetOperatorPassword(db, caller, body.id, clock.now()));

  route(app, deps, consoleApi.listOwners, async () => operators.listOwners(db));
}

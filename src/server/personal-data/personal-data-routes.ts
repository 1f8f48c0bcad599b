import type { FastifyInstance } from 'fastify';
import { userApi } from '#shared/api/user';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { deleteAccount, exportUserData } from './personal-data';

/** A person's rights over their data (PIPL): the export of everything about them, and deleting the account. */
export function personalDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, userApi.exportData, async (_body, { caller }) => exportUserData(db, caller.userId, clock.now()));

  route(app, deps, userApi.deleteAccount, async (body, { caller }) => {
    await deleteAccount(deps, caller.userId, body.password);
    return null;
  });
}

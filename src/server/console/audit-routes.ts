import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import { ApiCode } from '#shared/api/envelope';
import { LEAD_EXPORT_MAX, consoleMessages } from '#shared/console/rules';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { ApiError } from '../lib/errors';
import { auditForExport, listAudit, recordAudit } from './audit';

const AUDIT_PAGE_SIZE = 50;

/** 操作日志 (管理员): who did what and when, and its export for the annual audit. */
export function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.listAudit, async ({ page, ...filter }) => listAudit(db, filter, page, AUDIT_PAGE_SIZE));
  route(app, deps, consoleApi.exportAudit, async (filter, { caller }) => {
    const rows = await auditForExport(db, filter, LEAD_EXPORT_MAX);
    if (!rows) throw new ApiError(ApiCode.INVALID_PARAMS, consoleMessages.tooMany);
    await recordAudit(
      db,
      caller.operatorId,
      { action: 'audit.export', summary: `导出操作日志 ${rows.length} 条`, after: { filter: { ...filter }, count: rows.length } },
      clock.now(),
    );
    return rows;
  });
}

import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import { LEAD_EXPORT_MAX, LEAD_PAGE_SIZE, consoleMessages } from '#shared/console/rules';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { ApiError } from '../lib/errors';
import { ApiCode } from '#shared/api/envelope';
import { auditForExport, listAudit, recordAudit } from '../services/console/audit';
import { addLeadNote, exportLeads, getLead, listLeads, updateLead } from '../services/console/leads';
import * as operators from '../services/console/operators';
import * as newsAdmin from '../services/console/news';
import * as catalog from '../services/console/catalog';
import * as newsTypes from '../services/console/news-types';
import { createSchoolFromConsole, listSchools, schoolClassesOf } from '../services/console/schools';
import { operationsOverview, type ServerFacts } from '../services/console/operations';
import { createSmsTemplate, listSmsTemplates, reviewSmsTemplate } from '../services/console/sms-templates';

const AUDIT_PAGE_SIZE = 50;
const NEWS_PAGE_SIZE = 20;

/** The operator console's calls (docs/CONSOLE.md); `route` checks the operator's sign-in and role. */
export function consoleRoutes(app: FastifyInstance, deps: AppDeps, served: Pick<ServerFacts, 'version' | 'build'>) {
  const { db, clock } = deps;
  const server: ServerFacts = { startedAt: clock.now(), node: process.version, ...served };

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
  route(app, deps, consoleApi.listLeads, async ({ page, ...filter }, { caller }) => listLeads(db, caller, filter, page, LEAD_PAGE_SIZE, clock.now()));
  route(app, deps, consoleApi.getLead, async (body, { caller }) => getLead(db, caller, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.updateLead, async ({ kind, id, ...change }, { caller }) => updateLead(db, caller, kind, id, change, clock.now()));
  route(app, deps, consoleApi.addLeadNote, async (body, { caller }) => addLeadNote(db, caller, body.kind, body.id, body.body, clock.now()));
  route(app, deps, consoleApi.exportLeads, async (filter, { caller }) => exportLeads(db, caller, filter, clock.now()));

  route(app, deps, consoleApi.listNews, async (body) => newsAdmin.listNews(db, body, NEWS_PAGE_SIZE, clock.now()));
  route(app, deps, consoleApi.getNews, async (body) => newsAdmin.getNews(db, body.id, clock.now()));
  route(app, deps, consoleApi.saveNews, async (body, { caller }) => newsAdmin.saveNews(db, caller, body, clock.now()));
  route(app, deps, consoleApi.publishNews, async (body, { caller }) => newsAdmin.publishNews(db, caller, body.id, body.publishAt, clock.now()));
  route(app, deps, consoleApi.unpublishNews, async (body, { caller }) => newsAdmin.unpublishNews(db, caller, body.id, clock.now()));

  route(app, deps, consoleApi.listNewsTypes, async () => newsTypes.listNewsTypes(db));
  route(app, deps, consoleApi.saveNewsType, async (body, { caller }) => newsTypes.saveNewsType(db, caller, body, clock.now()));
  route(app, deps, consoleApi.moveNewsType, async (body, { caller }) => newsTypes.moveNewsType(db, caller, body.id, body.direction, clock.now()));
  route(app, deps, consoleApi.deleteNewsType, async (body, { caller }) => newsTypes.deleteNewsType(db, caller, body.id, clock.now()));
  route(app, deps, consoleApi.listCatalog, async (body) => catalog.listCatalog(db, body.kind, clock.now()));
  route(app, deps, consoleApi.getCatalogItem, async (body) => catalog.getCatalogItem(db, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.saveCatalogItem, async (body, { caller }) => catalog.saveCatalogItem(db, caller, body, clock.now()));
  route(app, deps, consoleApi.publishCatalogItem, async (body, { caller }) => catalog.publishCatalogItem(db, caller, body.kind, body.id, body.publishAt, clock.now()));
  route(app, deps, consoleApi.unpublishCatalogItem, async (body, { caller }) => catalog.unpublishCatalogItem(db, caller, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.moveCatalogItem, async (body, { caller }) => catalog.moveCatalogItem(db, caller, body.kind, body.id, body.direction, clock.now()));

  route(app, deps, consoleApi.listSchools, async () => listSchools(db, clock.now()));
  route(app, deps, consoleApi.getSchoolClasses, async (body) => schoolClassesOf(db, body.id, clock.now()));
  route(app, deps, consoleApi.createSchool, async (body, { caller }) => createSchoolFromConsole(db, caller, body, clock.now()));

  route(app, deps, consoleApi.getOperations, async () => operationsOverview(db, deps.env, clock.now(), server));
  route(app, deps, consoleApi.listSmsTemplates, async () => listSmsTemplates(db, deps.env));
  route(app, deps, consoleApi.createSmsTemplate, async (body, { caller }) => createSmsTemplate(db, caller, body, clock.now()));
  route(app, deps, consoleApi.reviewSmsTemplate, async (body, { caller }) => reviewSmsTemplate(db, caller, body, clock.now()));

  route(app, deps, consoleApi.listAudit, async ({ page, ...filter }) => listAudit(db, filter, page, AUDIT_PAGE_SIZE));
  route(app, deps, consoleApi.exportAudit, async (filter, { caller }) => {
    const rows = await auditForExport(db, filter, LEAD_EXPORT_MAX);
    if (!rows) throw new ApiError(ApiCode.INVALID_PARAMS, consoleMessages.tooMany);
    await recordAudit(db, caller.operatorId, { action: 'audit.export', summary: `导出操作日志 ${rows.length} 条`, after: { filter: { ...filter }, count: rows.length } }, clock.now());
    return rows;
  });
}

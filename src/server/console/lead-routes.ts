import type { FastifyInstance } from 'fastify';
import { consoleApi } from '#shared/api/console';
import { LEAD_PAGE_SIZE } from '#shared/console/rules';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { addLeadNote, exportLeads, getLead, listLeads, updateLead } from './leads';

/** 线索: every booking, consultation and sign-up as a lead staff work (list, one lead, its status and notes, the Excel export). */
export function leadRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, consoleApi.listLeads, async ({ page, ...filter }, { caller }) => listLeads(db, caller, filter, page, LEAD_PAGE_SIZE, clock.now()));
  route(app, deps, consoleApi.getLead, async (body, { caller }) => getLead(db, caller, body.kind, body.id, clock.now()));
  route(app, deps, consoleApi.updateLead, async ({ kind, id, ...change }, { caller }) => updateLead(db, caller, kind, id, change, clock.now()));
  route(app, deps, consoleApi.addLeadNote, async (body, { caller }) => addLeadNote(db, caller, body.kind, body.id, body.body, clock.now()));
  route(app, deps, consoleApi.exportLeads, async (filter, { caller }) => exportLeads(db, caller, filter, clock.now()));
}

import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import { idField } from './fields';
import type { caseDetailData, caseSummaryData } from './responses/marketing';

/**
 * School cooperation cases (/cooperation): only those on the site, in the console's order. Not in the
 * spec: additive. A module of its own, so only the case pages' chunk carries these contracts.
 */

export type CaseSummary = z.output<typeof caseSummaryData>;
export type CaseDetail = z.output<typeof caseDetailData>;

export const casesApi = {
  getCaseList: endpoint('/api/cases/getCaseList', 'none', z.object({}), returns<CaseSummary[]>()),
  /** 4004 for an unknown case, a draft, or one scheduled later. */
  getCaseInfo: endpoint('/api/cases/getCaseInfo', 'none', z.object({ id: idField('案例编号') }), returns<CaseDetail>()),
};

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleApi } from '#shared/api/console';
import { consoleCall } from '../api';
import { consoleKeys } from '../query-keys';

export interface AuditFilter {
  operatorId: string;
  action: string;
  from: string;
  to: string;
}

export const auditQuery = (filter: AuditFilter, page: number) =>
  queryOptions({ queryKey: consoleKeys.audit.list({ ...filter }, page), queryFn: () => consoleCall(consoleApi.listAudit, { ...filter, page }), placeholderData: keepPreviousData });

/** Every row at this filter (the export for the annual audit). */
export const exportAudit = (filter: AuditFilter) => consoleCall(consoleApi.exportAudit, filter);

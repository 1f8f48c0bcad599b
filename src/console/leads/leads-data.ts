import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type LeadDetail, type LeadNote, type LeadRow, consoleApi } from '#shared/api/console';
import { callOf, consoleCall } from '../api';
import { consoleKeys } from '../query-keys';
import type { LeadSearch } from './lead-search';

type LeadRef = { kind: LeadRow['kind']; id: number };

/** The list at the address's filters and page; the previous page stays shown while the next one loads. */
export function leadsQuery(search: LeadSearch) {
  const { page = 1, ...filter } = search;
  return queryOptions({ queryKey: consoleKeys.leads.list(search), queryFn: () => consoleCall(consoleApi.listLeads, { ...filter, page }), placeholderData: keepPreviousData });
}

export const ownersQuery = () => queryOptions({ queryKey: consoleKeys.leads.owners(), queryFn: () => consoleCall(consoleApi.listOwners) });

/**
 * The opened lead, asked for once (each opening is logged as a view of the number): changes update it
 * from what the server answers instead of asking again.
 */
export const leadQuery = (lead: LeadRef) =>
  queryOptions({ queryKey: consoleKeys.leads.detail(lead.kind, lead.id), queryFn: () => consoleCall(consoleApi.getLead, lead), staleTime: Infinity, refetchOnWindowFocus: false });

function usePatchLead(lead: LeadRef) {
  const queryClient = useQueryClient();
  return (change: (d: LeadDetail) => LeadDetail) => queryClient.setQueryData<LeadDetail>(leadQuery(lead).queryKey, (d) => (d ? change(d) : d));
}

/** Status, owner or next contact day: the opened lead takes the server's answer, and the list is asked for again. */
export function useUpdateLead(lead: LeadRef) {
  const queryClient = useQueryClient();
  const patch = usePatchLead(lead);
  return useMutation({
    mutationFn: callOf(consoleApi.updateLead),
    onSuccess: async (row: LeadRow) => {
      patch((d) => ({ ...d, status: row.status, owner: row.owner, nextContactOn: row.nextContactOn }));
      await queryClient.invalidateQueries({ queryKey: consoleKeys.leads.all() });
    },
  });
}

export function useAddLeadNote(lead: LeadRef) {
  const patch = usePatchLead(lead);
  return useMutation({ mutationFn: callOf(consoleApi.addLeadNote), onSuccess: (added: LeadNote) => patch((d) => ({ ...d, notes: [...d.notes, added] })) });
}

/** The rows of the list at these filters, all pages (the export). */
export const exportLeads = (filter: Omit<LeadSearch, 'page'>) => consoleCall(consoleApi.exportLeads, filter);

/** The list's filters as they stand in the address (a filtered list can be bookmarked or sent to a colleague). */
export interface LeadSearch {
  q?: string;
  status?: string;
  kind?: string;
  owner?: string;
  from?: string;
  to?: string;
  due?: string;
  page?: number;
}

export const FILTER_KEYS = ['q', 'status', 'kind', 'owner', 'from', 'to', 'due'] as const;

export function leadSearch(search: Record<string, unknown>): LeadSearch {
  const out: LeadSearch = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') out[key] = value.slice(0, 40);
    else if (typeof value === 'number') out[key] = String(value);
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

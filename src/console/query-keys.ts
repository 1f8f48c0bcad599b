import type { CatalogKind } from '#shared/console/catalog';
import type { LeadRow } from '#shared/api/console';
import type { LeadSearch } from './leads/lead-search';

/**
 * Every TanStack Query key of the console comes from this factory, as the student app's come from
 * src/client/lib/query-keys.ts. All sit under one root, `console`: the console's cache is its own (a
 * separate app, nothing persisted), and `all()` asks again for everything shown.
 *
 * Where a key is a prefix of others, invalidating it reaches them all: `leads.all()` the list at every
 * filter, `news.all()` every list and every article, `catalog.list(kind)` (exact) that kind's list only.
 */
const ROOT = 'console';

function under<const Parts extends readonly unknown[]>(...parts: Parts) {
  return [ROOT, ...parts] as const;
}

export const consoleKeys = {
  all: () => [ROOT] as const,
  /** The signed-in operator (name, role). */
  me: () => under('me'),
  leads: {
    all: () => under('leads'),
    list: (search: LeadSearch) => under('leads', search),
    /** Who may own a lead: the list's filter and the panel's select. */
    owners: () => under('owners'),
    detail: (kind: LeadRow['kind'], id: number) => under('lead', kind, id),
  },
  news: {
    all: () => under('news'),
    list: (state: string, q: string, page: number) => under('news', 'list', state, q, page),
    item: (id: number | null) => under('news', 'item', id),
    /** The categories as the site lists them (the editor's select). */
    types: () => under('news-types'),
    /** The categories with their counts, as 资讯分类 manages them. */
    typesAdmin: () => under('news-types-admin'),
  },
  catalog: {
    list: (kind: CatalogKind) => under('catalog', kind),
    item: (kind: CatalogKind, id: number | null) => under('catalog', kind, id),
  },
  schools: {
    list: () => under('schools'),
    classes: (id: number | null) => under('school-classes', id),
  },
  operators: {
    list: () => under('operators'),
  },
  operations: {
    overview: () => under('operations'),
    smsTemplates: () => under('sms-templates'),
  },
  audit: {
    list: (filter: Record<string, unknown>, page: number) => under('audit', filter, page),
  },
  xuanke: {
    /** The 选科 edition the site serves now. */
    served: () => under('xuanke-served'),
  },
} as const;

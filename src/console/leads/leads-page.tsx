import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadRow } from '#shared/api/console';
import { LEAD_PAGE_SIZE } from '#shared/console/rules';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { ExportButton } from '../layout/export-button';
import { Pager } from '../layout/pager';
import { useConsoleNavigate } from '../navigate';
import { LeadPanel } from './lead-panel';
import type { LeadSearch } from './lead-search';
import { exportLeads, leadsQuery, ownersQuery } from './leads-data';
import { type LeadFilterKey, LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import styles from './leads-page.module.css';

/** Every lead (bookings, consultations, training sign-ups) in one list: filter, open, work it, export. */
export function LeadsPage({ search }: { search: LeadSearch }) {
  useDocumentTitle('线索');
  const { page = 1, ...filter } = search;
  const [open, setOpen] = useState<{ kind: LeadRow['kind']; id: number } | null>(null);
  const list = useQuery(leadsQuery(search));
  const owners = useQuery(ownersQuery());
  const navigate = useConsoleNavigate();
  const setFilter = (key: LeadFilterKey, value: string) => void navigate({ to: '/console/leads', search: { ...filter, [key]: value || undefined } });

  const exportList = async () => {
    const rows = await exportLeads(filter);
    const { exportLeadsXlsx } = await import('./leads-xlsx');
    await exportLeadsXlsx(rows);
    return `${rows.length} 条线索`;
  };

  return (
    <section aria-labelledby="leads-title">
      <div className={styles.head}>
        <h1 id="leads-title" className="page-title">
          线索
        </h1>
        <ExportButton write={exportList} />
      </div>
      <LeadsFilters filter={filter} owners={owners.data} setFilter={setFilter} />

      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败，请稍后再试')}</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {list.data ? `共 ${list.data.total} 条` : '正在加载…'}
          </p>
          <LeadsTable rows={list.data?.rows} busy={list.isFetching} onOpen={setOpen} />
          <Pager page={page} total={list.data?.total ?? 0} pageSize={LEAD_PAGE_SIZE} onPage={(to) => void navigate({ to: '/console/leads', search: { ...filter, page: to } })} />
        </>
      )}
      {open && <LeadPanel lead={open} owners={owners.data ?? []} onClose={() => setOpen(null)} onOpen={setOpen} />}
    </section>
  );
}

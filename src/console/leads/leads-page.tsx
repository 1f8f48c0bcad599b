import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LeadRow, consoleApi } from '#shared/api/console';
import { LEAD_STATUSES, leadStatusStaffLabels } from '#shared/bookings/rules';
import { LEAD_KINDS, LEAD_PAGE_SIZE, leadKindLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { Options } from '../layout/options';
import { consoleCall, failureText } from '../api';
import { ExportButton } from '../layout/export-button';
import { Pager } from '../layout/pager';
import { useConsoleNavigate } from '../navigate';
import { FILTER_KEYS, type LeadSearch } from './lead-search';
import { LeadPanel } from './lead-panel';
import styles from './leads-page.module.css';

/** Every lead (bookings, consultations, training sign-ups) in one list: filter, open, work it, export. */
export function LeadsPage({ search }: { search: LeadSearch }) {
  useDocumentTitle('线索');
  const { page = 1, ...filter } = search;
  const [open, setOpen] = useState<{ kind: LeadRow['kind']; id: number } | null>(null);
  const list = useQuery({ queryKey: ['console', 'leads', search], queryFn: () => consoleCall(consoleApi.listLeads, { ...filter, page }), placeholderData: keepPreviousData });
  const owners = useQuery({ queryKey: ['console', 'owners'], queryFn: () => consoleCall(consoleApi.listOwners) });
  const navigate = useConsoleNavigate();
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => void navigate({ to: '/console/leads', search: { ...filter, [key]: value || undefined } });

  const exportList = async () => {
    const rows = await consoleCall(consoleApi.exportLeads, filter);
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
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <label>
          搜索（姓名、手机号、咨询内容）
          <input name="q" defaultValue={filter.q ?? ''} key={filter.q ?? ''} maxLength={40} />
        </label>
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
        <label>
          状态
          <select value={filter.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">全部</option>
            <Options labels={leadStatusStaffLabels} only={LEAD_STATUSES} />
          </select>
        </label>
        <label>
          类型
          <select value={filter.kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
            <option value="">全部</option>
            <Options labels={leadKindLabels} only={LEAD_KINDS} />
          </select>
        </label>
        <label>
          跟进人
          <select value={filter.owner ?? ''} onChange={(e) => setFilter('owner', e.target.value)}>
            <option value="">全部</option>
            <option value="me">我</option>
            <option value="none">未分配</option>
            {owners.data?.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          提交日期从
          <input type="date" value={filter.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
        </label>
        <label>
          到
          <input type="date" value={filter.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filter.due === '1'} onChange={(e) => setFilter('due', e.target.checked ? '1' : '')} />
          今天及之前该联系的
        </label>
      </form>

      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败，请稍后再试')}</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {list.data ? `共 ${list.data.total} 条` : '正在加载…'}
          </p>
          <table className="console-table" aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">提交时间</th>
                <th scope="col">类型</th>
                <th scope="col">咨询内容</th>
                <th scope="col">姓名</th>
                <th scope="col">手机号</th>
                <th scope="col">状态</th>
                <th scope="col">跟进人</th>
                <th scope="col">下次联系</th>
                <th scope="col">
                  <span className="visually-hidden">操作</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`}>
                  <td>{formatChinaTime(new Date(row.createdAt))}</td>
                  <td>{leadKindLabels[row.kind]}</td>
                  <td>{row.subject}</td>
                  <td>{row.name}</td>
                  <td>
                    {row.contact}
                    {row.samePhone > 0 && (
                      <span className="console-badge" title="同一号码的其他线索">
                        同号 {row.samePhone}
                      </span>
                    )}
                  </td>
                  <td>
                    <span className="console-badge">{leadStatusStaffLabels[row.status]}</span>
                  </td>
                  <td>{row.owner?.name ?? '—'}</td>
                  <td>{row.nextContactOn ?? '—'}</td>
                  <td>
                    <button type="button" className="btn btn-link" onClick={() => setOpen({ kind: row.kind, id: row.id })} aria-label={`打开 ${row.name} 的线索`}>
                      打开
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={list.data?.total ?? 0} pageSize={LEAD_PAGE_SIZE} onPage={(to) => void navigate({ to: '/console/leads', search: { ...filter, page: to } })} />
        </>
      )}
      {open && <LeadPanel lead={open} owners={owners.data ?? []} onClose={() => setOpen(null)} onOpen={setOpen} />}
    </section>
  );
}

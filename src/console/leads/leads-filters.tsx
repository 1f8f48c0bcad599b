import { LEAD_STATUSES, leadStatusStaffLabels } from '#shared/bookings/rules';
import { LEAD_KINDS, leadKindLabels } from '#shared/console/rules';
import { Options } from '../layout/options';
import type { FILTER_KEYS, LeadSearch } from './lead-search';
import styles from './leads-page.module.css';

export type LeadFilterKey = (typeof FILTER_KEYS)[number];

/** The list's filters: each change moves to the address of the list so filtered (its first page). */
export function LeadsFilters({
  filter,
  owners,
  setFilter,
}: {
  filter: Omit<LeadSearch, 'page'>;
  owners: { id: number; name: string }[] | undefined;
  setFilter: (key: LeadFilterKey, value: string) => void;
}) {
  return (
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
          {owners?.map((o) => (
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
  );
}

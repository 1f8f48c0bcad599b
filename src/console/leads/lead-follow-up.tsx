import type { LeadDetail } from '#shared/api/console';
import { LEAD_STATUSES, type LeadStatus, leadStatusStaffLabels } from '#shared/bookings/rules';
import { Options } from '../layout/options';
import styles from './lead-panel.module.css';

export type LeadChange = { status?: LeadStatus; owner?: string; nextContactOn?: string };

/** What staff do with a lead: its status, who follows it up, the next day to call. Each change is saved at once. */
export function LeadFollowUp({ d, owners, saving, save }: { d: LeadDetail; owners: { id: number; name: string }[]; saving: boolean; save: (change: LeadChange) => Promise<void> }) {
  return (
    <fieldset className={styles.work} disabled={saving}>
      <legend>跟进</legend>
      <label>
        状态
        <select className="console-input" value={d.status} onChange={(e) => void save({ status: e.target.value as LeadStatus })}>
          <Options labels={leadStatusStaffLabels} only={LEAD_STATUSES} />
        </select>
      </label>
      <label>
        跟进人
        <select className="console-input" value={d.owner ? String(d.owner.id) : ''} onChange={(e) => void save({ owner: e.target.value })}>
          <option value="">未分配</option>
          {owners.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        下次联系
        <input className="console-input" type="date" value={d.nextContactOn ?? ''} onChange={(e) => void save({ nextContactOn: e.target.value })} />
      </label>
    </fieldset>
  );
}

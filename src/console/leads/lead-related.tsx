import type { LeadDetail, LeadRow } from '#shared/api/console';
import { leadStatusStaffLabels } from '#shared/bookings/rules';
import { formatChinaTime } from '#shared/format/time';
import styles from './lead-panel.module.css';

/** The other leads of the same number: one click opens one in the panel. */
export function LeadRelated({ related, onOpen }: { related: LeadDetail['related']; onOpen: (lead: { kind: LeadRow['kind']; id: number }) => void }) {
  return (
    <section aria-labelledby="related-title">
      <h3 id="related-title">同一号码的其他线索（{related.length}）</h3>
      <ul className={styles.related}>
        {related.map((r) => (
          <li key={`${r.kind}-${r.id}`}>
            <button type="button" className="btn btn-link" onClick={() => onOpen({ kind: r.kind, id: r.id })}>
              {formatChinaTime(new Date(r.createdAt))} · {r.subject} · {leadStatusStaffLabels[r.status]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

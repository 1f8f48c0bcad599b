import type { LeadDetail, LeadRow } from '#shared/api/console';
import { preferredTimeLabels } from '#shared/bookings/rules';
import { formatChinaTime } from '#shared/format/time';
import styles from './lead-panel.module.css';

/** What was asked, by whom, and the number to call. */
export function LeadFacts({ kind, d }: { kind: LeadRow['kind']; d: LeadDetail }) {
  return (
    <dl className={styles.facts}>
      <dt>咨询内容</dt>
      <dd>{d.subject}</dd>
      <dt>姓名</dt>
      <dd>{d.name || '—'}</dd>
      <dt>联系电话</dt>
      <dd>{d.contact ? <a href={`tel:${d.contact}`}>{d.contact}</a> : '—'}</dd>
      {d.preferredTime && (
        <>
          <dt>方便联系</dt>
          <dd>{preferredTimeLabels[d.preferredTime]}</dd>
        </>
      )}
      <dt>{kind === 'signup' ? '报名原因' : '留言'}</dt>
      <dd>{d.note || '—'}</dd>
      {d.fields.map((f) => (
        <div key={f.label} className={styles.pair}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
      <dt>提交时间</dt>
      <dd>{formatChinaTime(new Date(d.createdAt))}</dd>
    </dl>
  );
}

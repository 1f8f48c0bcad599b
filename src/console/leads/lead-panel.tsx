import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type LeadDetail, type LeadRow, consoleApi } from '#shared/api/console';
import { LEAD_STATUSES, type LeadStatus, leadStatusStaffLabels, preferredTimeLabels } from '#shared/bookings/rules';
import { LEAD_NOTE_MAX, leadKindLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { toast } from '#client/components/toast/toast-store';
import { Options } from '../layout/options';
import { consoleCall, failureText } from '../api';
import styles from './lead-panel.module.css';

type LeadRef = { kind: LeadRow['kind']; id: number };

const failed = (error: unknown) => toast.error(failureText(error, '保存失败，请稍后再试'));

/**
 * One lead beside the list: the number to call (opening it is logged), what was asked, the other leads
 * of that number, and what staff do with it: status, owner, next contact day, notes.
 */
export function LeadPanel({ lead, owners, onClose, onOpen }: { lead: LeadRef; owners: { id: number; name: string }[]; onClose: () => void; onOpen: (lead: LeadRef) => void }) {
  const queryClient = useQueryClient();
  const detailKey = ['console', 'lead', lead.kind, lead.id];
  const detail = useQuery({ queryKey: detailKey, queryFn: () => consoleCall(consoleApi.getLead, lead), staleTime: Infinity, refetchOnWindowFocus: false });
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), [lead.kind, lead.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // The opened lead is asked for once (each opening is logged as a view of the number); changes
  // update it here from what the server answers, and the list is asked for again.
  const patch = (change: (d: LeadDetail) => LeadDetail) => queryClient.setQueryData<LeadDetail>(detailKey, (d) => (d ? change(d) : d));
  const save = async (change: { status?: LeadStatus; owner?: string; nextContactOn?: string }) => {
    setSaving(true);
    try {
      const row = await consoleCall(consoleApi.updateLead, { ...lead, ...change });
      patch((d) => ({ ...d, status: row.status, owner: row.owner, nextContactOn: row.nextContactOn }));
      await queryClient.invalidateQueries({ queryKey: ['console', 'leads'] });
      toast.success('已保存');
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };
  const addNote = async () => {
    setSaving(true);
    try {
      const added = await consoleCall(consoleApi.addLeadNote, { ...lead, body: note });
      patch((d) => ({ ...d, notes: [...d.notes, added] }));
      setNote('');
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const d = detail.data;
  return (
    <aside className={styles.panel} aria-labelledby="lead-title">
      <div className={styles.head}>
        <h2 id="lead-title">
          {leadKindLabels[lead.kind]} #{lead.id}
        </h2>
        <button ref={closeRef} type="button" className="btn btn-ghost" onClick={onClose}>
          关闭
        </button>
      </div>
      {detail.error && <p role="alert">{failureText(detail.error, '加载失败')}</p>}
      {d && (
        <>
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
            <dt>{lead.kind === 'signup' ? '报名原因' : '留言'}</dt>
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

          <section className={styles.notes} aria-labelledby="notes-title">
            <h3 id="notes-title">跟进记录</h3>
            {d.notes.length === 0 ? (
              <p className={styles.muted}>还没有记录。</p>
            ) : (
              <ol>
                {d.notes.map((n) => (
                  <li key={n.id}>
                    <span className={styles.muted}>
                      {formatChinaTime(new Date(n.createdAt))} {n.author}
                    </span>
                    <p>{n.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <label className={styles.noteField}>
              添加记录
              <textarea className="console-input" rows={3} maxLength={LEAD_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
            <button type="button" className="btn btn-primary" disabled={saving || note.trim() === ''} onClick={() => void addNote()}>
              保存记录
            </button>
          </section>

          {d.related.length > 0 && (
            <section aria-labelledby="related-title">
              <h3 id="related-title">同一号码的其他线索（{d.related.length}）</h3>
              <ul className={styles.related}>
                {d.related.map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <button type="button" className="btn btn-link" onClick={() => onOpen({ kind: r.kind, id: r.id })}>
                      {formatChinaTime(new Date(r.createdAt))} · {r.subject} · {leadStatusStaffLabels[r.status]}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </aside>
  );
}

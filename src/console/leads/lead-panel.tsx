import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LeadRow } from '#shared/api/console';
import { leadKindLabels } from '#shared/console/rules';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { LeadFacts } from './lead-facts';
import { type LeadChange, LeadFollowUp } from './lead-follow-up';
import { LeadNotes } from './lead-notes';
import { LeadRelated } from './lead-related';
import { leadQuery, useAddLeadNote, useUpdateLead } from './leads-data';
import styles from './lead-panel.module.css';

type LeadRef = { kind: LeadRow['kind']; id: number };

const failed = (error: unknown) => toast.error(failureText(error, '保存失败，请稍后再试'));

/**
 * One lead beside the list: the number to call (opening it is logged), what was asked, the other leads
 * of that number, and what staff do with it: status, owner, next contact day, notes.
 */
export function LeadPanel({ lead, owners, onClose, onOpen }: { lead: LeadRef; owners: { id: number; name: string }[]; onClose: () => void; onOpen: (lead: LeadRef) => void }) {
  const detail = useQuery(leadQuery(lead));
  const update = useUpdateLead(lead);
  const note = useAddLeadNote(lead);
  const saving = update.isPending || note.isPending;
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), [lead.kind, lead.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // The opened lead is asked for once (each opening is logged as a view of the number); changes
  // update it here from what the server answers, and the list is asked for again (leads-data.ts).
  const save = async (change: LeadChange) => {
    try {
      await update.mutateAsync({ ...lead, ...change });
      toast.success('已保存');
    } catch (error) {
      failed(error);
    }
  };
  const addNote = async (body: string) => {
    try {
      await note.mutateAsync({ ...lead, body });
      return true;
    } catch (error) {
      failed(error);
      return false;
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
          <LeadFacts kind={lead.kind} d={d} />
          <LeadFollowUp d={d} owners={owners} saving={saving} save={save} />
          <LeadNotes d={d} saving={saving} addNote={addNote} />
          {d.related.length > 0 && <LeadRelated related={d.related} onOpen={onOpen} />}
        </>
      )}
    </aside>
  );
}

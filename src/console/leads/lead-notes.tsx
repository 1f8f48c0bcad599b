import { useState } from 'react';
import type { LeadDetail } from '#shared/api/console';
import { LEAD_NOTE_MAX } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import styles from './lead-panel.module.css';

/** 跟进记录: the notes so far, oldest first, and a new one. `addNote` answers whether it was saved. */
export function LeadNotes({ d, saving, addNote }: { d: LeadDetail; saving: boolean; addNote: (body: string) => Promise<boolean> }) {
  const [note, setNote] = useState('');
  return (
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
      <button type="button" className="btn btn-primary" disabled={saving || note.trim() === ''} onClick={() => void addNote(note).then((saved) => saved && setNote(''))}>
        保存记录
      </button>
    </section>
  );
}

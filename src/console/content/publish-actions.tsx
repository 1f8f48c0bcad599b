import { useState } from 'react';
import type { NewsState } from '#shared/console/rules';
import styles from './editor.module.css';

interface Props {
  /** The stored state; undefined before the first save. */
  state: NewsState | undefined;
  busy: boolean;
  dirty: boolean;
  previewOpen: boolean;
  /** Absent when the item has no text to preview (an expert, a project). */
  onTogglePreview?: () => void;
  /** '' publishes now; else a Beijing time to the minute ('2026-12-01T08:00'). */
  onPublish: (at: string) => void;
  onUnpublish: () => void;
}

/** The buttons under every content form: save (the form's submit), preview, publish now or at a time, withdraw. */
export function PublishActions({ state, busy, dirty, previewOpen, onTogglePreview, onPublish, onUnpublish }: Props) {
  const [publishAt, setPublishAt] = useState('');
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn btn-primary" disabled={busy || !dirty}>
        {state === 'published' ? '保存并更新网站' : '保存草稿'}
      </button>
      {state && onTogglePreview && (
        <button type="button" className="btn btn-ghost" onClick={onTogglePreview} aria-expanded={previewOpen}>
          {previewOpen ? '收起预览' : '预览'}
        </button>
      )}
      {state && state !== 'published' && (
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onPublish('')}>
            立即发布
          </button>
          <label className={styles.schedule}>
            定时发布（北京时间）
            <input className="console-input" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
          </label>
          <button type="button" className="btn btn-ghost" disabled={busy || !publishAt} onClick={() => onPublish(publishAt)}>
            定时发布
          </button>
        </>
      )}
      {state && state !== 'draft' && (
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onUnpublish}>
          撤回为草稿
        </button>
      )}
    </div>
  );
}

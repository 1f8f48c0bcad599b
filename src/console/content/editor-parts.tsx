import { type ReactNode, lazy, useEffect, useState } from 'react';
import { type NewsState, newsStateLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import styles from './editor.module.css';

/** What the news editor and the catalog editor share: their heading, their saved preview, and how a change is sent. */

/** The rich-text editor (TipTap and ProseMirror, ~130 KB gzip) loads only when a form shows one. */
export const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** `back` is the link to the list, a ConsoleLink typed by the page. */
export function EditorHeading({ back, title, stored }: { back: ReactNode; title: string; stored?: { state: NewsState; publishAt: string | Date | null } }) {
  return (
    <>
      <p>{back}</p>
      <h1 id="edit-title" className="page-title">
        {title}
        {stored && (
          <span className="console-badge" style={{ marginLeft: 12 }}>
            {newsStateLabels[stored.state]}
            {stored.publishAt && stored.state !== 'draft' ? ` · ${formatChinaTime(new Date(stored.publishAt))}` : ''}
          </span>
        )}
      </h1>
    </>
  );
}

/** The saved item as the site shows it (sanitised by the server), with a note when the form has changed since. */
export function SavedPreview({ title, html, dirty }: { title: string; html: string[]; dirty: boolean }) {
  return (
    <article className={styles.preview} aria-label="预览">
      <p className={styles.hint}>预览的是已保存的内容，与网站显示一致{dirty ? '（有未保存的修改）' : ''}。</p>
      <h2>{title}</h2>
      {html.map((part, index) => (
        <div key={index} dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </article>
  );
}

/**
 * A form's draft, started from the stored item once per item (later saves keep what is typed), and
 * which item it was started from.
 */
export function useStoredDraft<T extends { id: number }, D>(stored: T | undefined, draftOf: (item: T) => D, initial: () => D) {
  const [draft, setDraft] = useState<D>(initial);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    if (stored && stored.id !== loadedId) {
      setDraft(draftOf(stored));
      setLoadedId(stored.id);
    }
  }, [stored, loadedId, draftOf]);
  return { draft, setDraft, loadedId };
}

/**
 * Sends one change (save, publish, withdraw; each a mutation that keeps the server's answer): busy
 * while it runs, the server's message on failure, and `openSaved` (the new item's own address) after its first save.
 */
export function useEditorRun<T extends { id: number }>({ isNew, openSaved }: { isNew: boolean; openSaved: (id: number) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<T>, done: string): Promise<T | null> => {
    setBusy(true);
    setError('');
    try {
      const saved = await work();
      toast.success(done);
      if (isNew) openSaved(saved.id);
      return saved;
    } catch (caught) {
      setError(failureText(caught));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

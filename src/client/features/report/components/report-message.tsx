import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import styles from './message.module.css';

/**
 * A full, calm page instead of a report: loading, missing, an invalid link, no connection.
 * `documentTitle` when the heading alone would not tell this page from another (default: the heading).
 */
export function ReportMessage({ title, documentTitle, children, busy }: { title: string; documentTitle?: string; children?: ReactNode; busy?: boolean }) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.box} role={busy ? 'status' : undefined}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

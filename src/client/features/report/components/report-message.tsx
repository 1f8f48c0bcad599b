import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import styles from './message.module.css';

/** A full, calm page instead of a report: loading, missing, an invalid link, no connection. */
export function ReportMessage({ title, children, busy }: { title: string; children?: ReactNode; busy?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.box} role={busy ? 'status' : undefined}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

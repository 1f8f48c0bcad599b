import { type ReactNode, useId } from 'react';
import styles from './report.module.css';

/** One titled part of a report; `level` 3 for the parts inside a tab or a group. */
export function Section({ title, level = 2, children, className }: { title: ReactNode; level?: 2 | 3; children: ReactNode; className?: string }) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={`${level === 2 ? styles.section : styles.subsection} ${className ?? ''}`} aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? styles.sectionTitle : styles.subsectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

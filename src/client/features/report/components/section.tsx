import { type ReactNode, useId } from 'react';
import { useReportCaveat } from './caveat-notice';
import styles from './report.module.css';

/**
 * The parts of a report that draw conclusions about the student from the result (traits, majors,
 * occupations, per-type analysis): on a flagged sheet each says, under its title, that it is built from
 * this sheet and cannot be relied on yet, so no part reads as fact on its own (a printout or an image
 * may be cut into pages).
 */
const CONCLUDES = /专业|职业|特征|分析/;

/** One titled part of a report; `level` 3 for the parts inside a tab or a group. */
export function Section({ title, level = 2, children, className }: { title: ReactNode; level?: 2 | 3; children: ReactNode; className?: string }) {
  const id = useId();
  const Heading = `h${level}` as const;
  const flagged = useReportCaveat()?.caveat?.kind === 'flagged' && level === 2 && typeof title === 'string' && CONCLUDES.test(title);
  return (
    <section className={`${level === 2 ? styles.section : styles.subsection} ${className ?? ''}`} aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? styles.sectionTitle : styles.subsectionTitle}>
        {title}
      </Heading>
      {flagged && (
        <p className={styles.caveatLine} data-caveat="flagged">
          这一部分是按这次的答案生成的。这次的结果还不能确定，下面的内容只能当作参考，不一定说的是你。
        </p>
      )}
      {children}
    </section>
  );
}

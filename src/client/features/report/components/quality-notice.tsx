import type { ReactNode } from 'react';
import { qualityNotice } from '#content/assessments/quality-texts';
import type { QualityReason } from '#shared/assessments/quality';
import styles from './quality-notice.module.css';

/** The kind, specific notice of a flagged sheet: what was noticed and what to do; printed with the report. */
export function QualityNotice({ reasons, children }: { reasons: readonly QualityReason[]; children?: ReactNode }) {
  const notice = qualityNotice(reasons);
  if (!notice) return null;
  return (
    <div className={styles.notice} role="note" aria-labelledby="quality-heading">
      <p id="quality-heading" className={styles.heading}>
        {notice.heading}
        <span className={styles.badge}>{notice.note}</span>
      </p>
      {notice.texts.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      {children}
    </div>
  );
}

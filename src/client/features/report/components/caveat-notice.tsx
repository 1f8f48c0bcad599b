import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { qualityNotice } from '#content/assessments/quality-texts';
import { type Caveat, caveatOf } from '#shared/assessments/caveat';
import type { AssessmentReport } from '#shared/assessments/exchange-types';
import type { QualityReason } from '#shared/assessments/quality';
import type { AssessmentKey } from '#shared/assessments/types';
import styles from './quality-notice.module.css';

/** A report with its caveat, for the parts of the page that word the result (the three-sentence summary). */
export interface ReportCaveat {
  assessment: AssessmentKey;
  report: AssessmentReport[AssessmentKey];
  caveat: Caveat | null;
}

const CaveatContext = createContext<ReportCaveat | null>(null);

/** The caveat of the report being shown; null outside a report or when it carries none. */
export function useReportCaveat(): ReportCaveat | null {
  return useContext(CaveatContext);
}

/** The caveat of a report as the server or the device sent it (`quality` null for results from before the check). */
export function useCaveatOf(data: AssessmentReport[AssessmentKey] & { assessment: AssessmentKey; quality?: { flagged: boolean } | null }): ReportCaveat {
  return useMemo(() => ({ assessment: data.assessment, report: data, caveat: caveatOf(data.assessment, data, data.quality) }), [data]);
}

/** Lets the report's own parts word the result with its caveat (see ReportSummary). */
export function CaveatProvider({ value, children }: { value: ReportCaveat; children: ReactNode }) {
  return <CaveatContext.Provider value={value}>{children}</CaveatContext.Provider>;
}

/**
 * The caveat of a result, at the top of the report wherever it is shown (own page, share link,
 * teacher's view, printout, downloaded image): what cannot be relied on and, for the owner, a retest.
 * `reasons` (the owner and staff) adds what the quality check noticed; a visitor through a share link
 * sees only what is uncertain.
 */
export function CaveatNotice({ caveat, reasons, retestPath, children }: { caveat: Caveat | null; reasons?: readonly QualityReason[]; retestPath?: string; children?: ReactNode }) {
  if (!caveat) return null;
  const quality = caveat.kind === 'flagged' && reasons ? qualityNotice(reasons) : null;
  return (
    <div className={`${styles.notice} ${caveat.kind === 'flat' ? styles.calm : ''}`} role="note" aria-label={caveat.title} data-caveat={caveat.kind}>
      <p className={styles.heading}>
        {caveat.title}
        {caveat.kind === 'flagged' && <span className={styles.badge}>{quality?.note ?? caveat.tag}</span>}
      </p>
      <p className={styles.text}>{caveat.text}</p>
      {quality?.texts.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      {retestPath && (
        <p className={`${styles.text} no-print`} data-capture-ignore="true">
          <Link to={retestPath} className={styles.link} data-retest={caveat.kind}>
            {caveat.retest}
          </Link>
        </p>
      )}
      {children}
    </div>
  );
}

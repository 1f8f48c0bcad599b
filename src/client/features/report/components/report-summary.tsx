import { caveatSummary } from '#shared/assessments/caveat';
import { useReportCaveat } from './caveat-notice';
import styles from './report-summary.module.css';

/**
 * The report in three sentences, first on the page (and in the printout and the image). A report whose
 * sheet was flagged says its result only as what this sheet gives, and what cannot be relied on.
 */
export function ReportSummary({ sentences }: { sentences: string[] }) {
  const shown = useReportCaveat();
  const lines = shown ? caveatSummary(shown.assessment, shown.report, shown.caveat, sentences) : sentences;
  return (
    <section className={styles.summary} aria-labelledby="report-summary" data-caveat={shown?.caveat?.kind}>
      <h2 id="report-summary" className={styles.title} data-nav-title="摘要">
        三句话读懂这份报告
      </h2>
      <ol className={styles.list}>
        {lines.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ol>
    </section>
  );
}

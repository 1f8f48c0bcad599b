import styles from './report-summary.module.css';

/** The report in three sentences, first on the page (and in the printout and the image). */
export function ReportSummary({ sentences }: { sentences: string[] }) {
  return (
    <section className={styles.summary} aria-labelledby="report-summary">
      <h2 id="report-summary" className={styles.title} data-nav-title="摘要">
        三句话读懂这份报告
      </h2>
      <ol className={styles.list}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ol>
    </section>
  );
}

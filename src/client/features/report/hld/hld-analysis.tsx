import { HIGH_SCORE_MIN, type HldReport } from '#shared/assessments/hld';
import styles from './hld.module.css';

/** Each of the six types in rank order, with its score and what it means for the student. */
export function HldAnalysis({ analysis, flat = false }: { analysis: HldReport['analysis']; flat?: boolean }) {
  return (
    <ol className={styles.analysis}>
      {analysis.map((a) => (
        <li key={a.type} className={`${styles.analysisItem} ${!flat && a.rank <= 3 && a.score >= HIGH_SCORE_MIN ? styles.analysisTop : ''}`}>
          <h3 className={styles.analysisTitle}>
            <span className={styles.analysisRank} aria-label={a.tied ? `并列第${a.rank}` : `第${a.rank}`}>
              {a.rank}
            </span>
            {a.tied && <span className={styles.tiedBadge}>并列</span>}
            {a.name}（{a.type}）<span className={styles.analysisScore}>{a.score}分</span>
          </h3>
          <p>{a.text}</p>
        </li>
      ))}
    </ol>
  );
}

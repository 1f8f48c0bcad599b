import type { DyznReport } from '#shared/assessments/dyzn';
import styles from './dyzn.module.css';

const RANKS = ['第1-2名 · 45分以上', '第3-4名 · 30分以上', '第5-6名 · 15分以上', '第7-8名'];

/** The four-level ladder: 优势, 较优势, 一般, 弱势, each row holding the intelligences of its ranks that reach its minimum score. */
export function DyznLadder({ groups }: { groups: DyznReport['result_description'] }) {
  return (
    <ol className={styles.ladder}>
      {groups.map((group, i) => (
        <li key={group.level} className={`${styles.step} ${styles[`step${i}`]}`}>
          <div className={styles.stepHead}>
            <h3 className={styles.stepName}>{group.name}</h3>
            <span className={styles.stepRank}>{RANKS[i]}</span>
          </div>
          {group.list.length === 0 && <p className={styles.stepEmpty}>这一级暂时没有</p>}
          <ul className={styles.pair}>
            {group.list.map((item) => (
              <li key={item.key} className={styles.pairItem}>
                <span className={styles.pairName}>{item.name}</span>
                <span className={styles.pairScore}>{item.score}分</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

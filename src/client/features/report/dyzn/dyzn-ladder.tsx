import type { DyznReport } from '#shared/assessments/dyzn';
import styles from './dyzn.module.css';

const rule = (band: number) => [`离最高分${band}分以内 · 45分以上`, '明显高于最低分', '和两头都分不开', `离最低分${band}分以内`];

/** The four-level ladder: 优势, 较优势, 一般, 弱势, each row holding the intelligences of its level (by distance to the highest and lowest score, beyond the band). */
export function DyznLadder({ groups, band }: { groups: DyznReport['result_description']; band: number }) {
  const RANKS = rule(band);
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

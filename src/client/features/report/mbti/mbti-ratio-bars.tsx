import { mbtiDimensionContent, mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiDimensionScore } from '#shared/assessments/mbti';
import styles from './mbti.module.css';

/** The eight pole percentages in pairs: the first pole's bar grows to the left, the second pole's to the right. */
export function MbtiRatioBars({ dimensions }: { dimensions: MbtiDimensionScore[] }) {
  return (
    <ul className={styles.ratios} data-testid="ratio-bars">
      {dimensions.map((d) => (
        <li key={d.dimension} className={styles.ratioRow}>
          <p className={styles.ratioDim}>{mbtiDimensionContent[d.dimension].name}</p>
          {d.poles.map((pole, side) => {
            const ratio = d.ratios[side];
            const preferred = d.preferred === pole;
            return (
              <div key={pole} className={`${styles.ratioSide} ${side === 0 ? styles.ratioLeft : styles.ratioRight} ${preferred ? styles.preferred : ''}`}>
                <span className={styles.ratioPole}>{side === 0 ? `${mbtiPoleContent[pole].label} ${pole}` : `${pole} ${mbtiPoleContent[pole].label}`}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${ratio}%` }} />
                </span>
                <span className={styles.ratioValue} data-pole={pole}>
                  {ratio}%
                </span>
              </div>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

import { mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiPole } from '#shared/assessments/types';
import styles from './mbti.module.css';

/** The four-letter type, each letter with its pole's name (待确认 when undecided), and the type's name. */
export function MbtiTypeCard({ label, result, undecided, name, subname }: { label: string; result: string; undecided: boolean[]; name: string; subname: string }) {
  return (
    <div className={styles.typeCard}>
      <p className={styles.typeLabel}>{label}</p>
      <p className={styles.letters} aria-label={`性格类型 ${result}`} data-testid="mbti-type">
        {result.split('').map((letter, i) => (
          <span key={i} className={`${styles.letter} ${undecided[i] ? styles.letterUndecided : ''}`}>
            <span className={styles.letterChar}>{letter}</span>
            <span className={styles.letterName}>{undecided[i] ? '待确认' : mbtiPoleContent[letter as MbtiPole]?.label}</span>
          </span>
        ))}
      </p>
      <p className={styles.typeName}>{name}</p>
      <p className={styles.typeSub}>{subname}</p>
    </div>
  );
}

import { SUBJECTS, type Subject } from '#shared/xuanke/requirement';
import type { SubjectRatings } from '#shared/xuanke/explore';
import styles from './explorer.module.css';

const LEVELS = ['不评', '一般', '喜欢', '很喜欢或擅长'] as const;

/** The student's own view of each subject: what they like or do well in, one of four levels. */
export function SubjectRatingsPicker({ ratings, onChange }: { ratings: SubjectRatings; onChange: (ratings: SubjectRatings) => void }) {
  const rate = (subject: Subject, level: number) => onChange({ ...ratings, [subject]: level });
  return (
    <details className={styles.ratings} open={Object.values(ratings).some(Boolean)}>
      <summary>你喜欢或擅长哪些科目？（可选，评了就能按它排序；只保存在这个页面的链接里）</summary>
      {SUBJECTS.map((subject) => (
        <div key={subject} className={styles.rating} role="radiogroup" aria-label={subject}>
          <span className={styles.subject}>{subject}</span>
          {LEVELS.map((label, level) => (
            <label key={label} className={styles.chip}>
              <input type="radio" name={`rate-${subject}`} checked={(ratings[subject] ?? 0) === level} onChange={() => rate(subject, level)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      ))}
    </details>
  );
}

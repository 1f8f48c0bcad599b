import type { DyznReport } from '#shared/assessments/dyzn';
import { TextBlock } from '../components/text-block';
import styles from './dyzn.module.css';

/** Per-intelligence analysis in rank order: what it is, what the level means for you, advice, occupations and majors. */
export function DyznAnalysis({ groups }: { groups: DyznReport['result_description'] }) {
  return (
    <div className={styles.analysis}>
      {groups.flatMap((group) =>
        group.list.map((item) => (
          <article key={item.key} className={styles.item} aria-labelledby={`dyzn-${item.key}`}>
            <h3 id={`dyzn-${item.key}`} className={styles.itemTitle}>
              <span>{item.name}</span>
              <span className={styles.itemMeta}>
                {item.tied ? '并列' : ''}第{item.rank}名 · {group.name} · {item.score}分
              </span>
            </h3>
            <p className={styles.summary}>{item.summary}</p>
            <h4 className={styles.label}>你的情况</h4>
            <TextBlock text={item.descrition} />
            <h4 className={styles.label}>发展建议</h4>
            <TextBlock text={item.advice} />
            {item.occupation && (
              <>
                <h4 className={styles.label}>相关职业</h4>
                <TextBlock text={item.occupation} as="names" />
              </>
            )}
            {item.major && (
              <>
                <h4 className={styles.label}>相关专业</h4>
                <TextBlock text={item.major} as="names" />
              </>
            )}
          </article>
        )),
      )}
    </div>
  );
}

import type { ResultData } from '../../../../shared/api/assessment';
import type { AssessmentKey } from '../../../../shared/assessments/types';
import styles from './result-page.module.css';

/** A compact summary of each result; the full report pages build on the same data. */
export function ResultSummary({ assessment, data }: { assessment: AssessmentKey; data: ResultData }) {
  if (assessment === 'mbti') {
    const d = data as ResultData<'mbti'>;
    return (
      <section>
        <h2 className={styles.type}>
          {d.result} · {d.description.name}
        </h2>
        <p className={styles.subname}>{d.description.t_subname}</p>
        <ul className={styles.bars}>
          {d.ratioList.map((r) => (
            <li key={r.name}>
              {r.label}（{r.name}）{r.ratio}%
            </li>
          ))}
        </ul>
        <p>{d.description.t_nature}</p>
      </section>
    );
  }
  if (assessment === 'hld') {
    const d = data as ResultData<'hld'>;
    return (
      <section>
        <h2 className={styles.type}>
          {d.type} · {d.group_type}
        </h2>
        <p className={styles.subname}>{d.name}</p>
        <ul className={styles.bars}>
          {d.scorelist.map((s) => (
            <li key={s.type}>
              {s.name}（{s.type}）{s.score}分
            </li>
          ))}
        </ul>
        <p>{d.group_description}</p>
      </section>
    );
  }
  const d = data as ResultData<'dyzn'>;
  return (
    <section>
      {d.result_description.map((group) => (
        <div key={group.name}>
          <h2 className={styles.level}>{group.name}</h2>
          <ul className={styles.bars}>
            {group.list.map((item) => (
              <li key={item.name}>
                {item.name} {item.score}分
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

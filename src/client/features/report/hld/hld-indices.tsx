import type { HldReport } from '#shared/assessments/hld';
import styles from './hld.module.css';

/** Consistency and differentiation, each with its level and an explanation in plain words. */
export function HldIndices({ data }: { data: HldReport }) {
  const [first, second] = data.type.split('');
  return (
    <dl className={styles.indices}>
      <div className={styles.index}>
        <dt>
          一致性：<strong>{data.consistency.label}</strong>
        </dt>
        <dd>
          <p className={styles.indexHow}>
            {data.consistency.level === 'none' ? '看你排名前两位的兴趣在六边形上离得多近。' : `看你排名前两位的兴趣（${first} 和 ${second}）在六边形上离得多近。`}
          </p>
          <p>{data.consistency.text}</p>
        </dd>
      </div>
      <div className={styles.index}>
        <dt>
          区分度：<strong>{data.differentiation.label}</strong>（{data.differentiation.value}分）
        </dt>
        <dd>
          <p className={styles.indexHow}>最高分减去最低分。差距越大，说明你喜欢和不喜欢的活动分得越清楚。</p>
          <p>{data.differentiation.text}</p>
        </dd>
      </div>
    </dl>
  );
}

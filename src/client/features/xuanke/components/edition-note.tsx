import type { XuankeEditionMeta } from '#shared/xuanke/edition';
import styles from './explorer.module.css';

/** Which data every figure comes from: edition, source, disclaimer, and (folded) method and limits. */
export function EditionNote({ edition }: { edition: XuankeEditionMeta }) {
  const source = edition.sources[0];
  return (
    <div className={styles.edition} data-testid="xuanke-edition">
      <p>
        数据：<strong>{edition.name}</strong>
        {edition.isSample && '，是样本统计，不是官方名录'}；来源：{source.publisher}
        {source.title}。<strong className={styles.disclaimer}>{edition.disclaimer}。</strong>
      </p>
      <details>
        <summary>数据怎样得来、有哪些局限</summary>
        <p>{edition.appliesTo}</p>
        {edition.isSample && <p>{edition.sample.description}</p>}
        <ul>
          {[...edition.method, ...edition.limits].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <ul>
          {edition.sources.map((s) => (
            <li key={s.title}>
              {s.role}：{s.publisher}
              {s.title}
              {s.url && <> （{s.url}）</>}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

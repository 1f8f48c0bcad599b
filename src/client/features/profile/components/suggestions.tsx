import type { Portrait } from '#shared/profile/portrait';
import { CONFIDENCE_LABELS, requirementWording } from '#shared/xuanke/wording';
import { menleiNames } from '#content/xuanke/catalogue';
import { useXuankeEdition } from '#client/features/xuanke/public';
import styles from './portrait.module.css';

/** 可以了解的专业类: each with its reason, its occupations and its common 选科 requirement. */
export function Suggestions({ portrait }: { portrait: Portrait }) {
  const data = useXuankeEdition();
  const edition = data.status === 'ready' ? data.meta : null;
  const byCode = new Map(data.status === 'ready' ? data.table.categories.map((category) => [category.code, category]) : []);
  return (
    <section className={styles.section} aria-labelledby="portrait-majors">
      <h2 id="portrait-majors" className={styles.heading}>
        可以了解的专业类
      </h2>
      {portrait.suggestions.length === 0 ? (
        <p className={styles.notice} data-testid="portrait-no-suggestions">
          {portrait.noSuggestions}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            这些专业类来自你的兴趣和多元智能结果（性格类型说的是你喜欢怎样学习和做事，不用来推荐专业）。排在前面的和你的得分更贴近，但都值得去查一查、问一问，看看自己是不是真的喜欢。
          </p>
          <ol className={styles.majors}>
            {portrait.suggestions.map((suggestion) => {
              const category = byCode.get(suggestion.code);
              return (
                <li key={suggestion.code} className={styles.major} data-testid="portrait-major" data-code={suggestion.code}>
                  <h3 className={styles.majorName}>
                    {suggestion.name}
                    <span className={styles.menlei}>{menleiNames[suggestion.code.slice(0, 2)]}</span>
                  </h3>
                  <p className={styles.reason}>{suggestion.reason}。</p>
                  <p className={styles.meta}>相关职业：{suggestion.jobs}</p>
                  {category && edition && (
                    <p className={styles.meta}>
                      {edition.label}：{requirementWording(category, '3+3')}
                      <span className={styles.confidence}>（{CONFIDENCE_LABELS[category.confidence]}）</span>
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {edition && (
            <p className={styles.footnote}>
              选考科目要求来自「{edition.name}」，{edition.isSample ? '是样本统计，不是官方名录；' : ''}
              {edition.disclaimer}。
            </p>
          )}
        </>
      )}
    </section>
  );
}

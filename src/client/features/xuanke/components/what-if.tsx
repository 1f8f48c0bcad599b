import { useEffect, useRef } from 'react';
import type { SuggestedCategory } from '#shared/profile/suggest';
import { type CombinationRow, closedReason } from '#shared/xuanke/explore';
import type { XuankeEditionMeta, XuankeTable } from '#shared/xuanke/edition';
import styles from './explorer.module.css';
import { percent } from '../format';

/** 「如果我选 物理+化学+地理…」: what stays open, what closes and why. */
export function WhatIf({ row, table, suggestions, edition }: { row: CombinationRow; table: XuankeTable; suggestions: SuggestedCategory[]; edition: XuankeEditionMeta }) {
  const ref = useRef<HTMLElement>(null);
  // Chosen in the table above, read here: on a phone the table is long.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), [row.combination.label]);
  const byCode = new Map(table.categories.map((category) => [category.code, category]));
  const reasonOf = new Map(suggestions.map((s) => [s.code, s.reason]));
  const closed = row.suggested.filter((verdict) => verdict.openness === 'closed' || verdict.openness === 'partly');
  const open = row.suggested.filter((verdict) => verdict.openness === 'open');
  const unknown = row.suggested.filter((verdict) => verdict.openness === 'unknown');
  return (
    <section ref={ref} className={styles.whatIf} aria-labelledby="what-if" data-testid="xuanke-what-if">
      <h2 id="what-if" className={styles.heading}>
        如果我选 {row.combination.subjects.join(' + ')}
      </h2>
      <p>
        按{edition.label}，全部专业中约 <strong>{percent(row.programmeShare)}</strong> 可以报考；{row.categoriesWithData} 个有数据的专业类中，
        <strong>{row.categoriesOpen}</strong> 个的常见要求能满足。
      </p>
      {row.suggested.length > 0 && (
        <>
          {closed.length > 0 ? (
            <>
              <h3 className={styles.subheading}>会关上的建议专业类（{closed.length} 个）</h3>
              <ul className={styles.verdicts}>
                {closed.map((verdict) => (
                  <li key={verdict.code} data-openness={verdict.openness}>
                    <strong>{verdict.name}</strong>：{closedReason(verdict, byCode.get(verdict.code)!)}。
                    <span className={styles.muted}>（它在你的画像里，{reasonOf.get(verdict.code)}。）</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.good}>你的建议专业类的常见要求，这个组合都能满足。</p>
          )}
          {open.length > 0 && <p>保持开放：{open.map((verdict) => verdict.name).join('、')}。</p>}
          {unknown.length > 0 && <p className={styles.muted}>没有数据：{unknown.map((verdict) => verdict.name).join('、')}。</p>}
        </>
      )}
      <p className={styles.muted}>{edition.disclaimer}。同一专业类里，不同院校、不同专业的要求可能不同。</p>
    </section>
  );
}

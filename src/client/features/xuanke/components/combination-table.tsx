import type { CombinationRow } from '#shared/xuanke/explore';
import styles from './explorer.module.css';
import { percent } from '../format';

const half = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Every combination with its figures; a row opens its what-if view. */
export function CombinationTable({
  rows,
  chosen,
  hasSuggestions,
  onChoose,
}: {
  rows: CombinationRow[];
  chosen: string | undefined;
  hasSuggestions: boolean;
  onChoose: (combo: string) => void;
}) {
  const liking = rows.some((row) => row.liking !== null);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="xuanke-table">
        <thead>
          <tr>
            <th scope="col">选科组合</th>
            <th scope="col">全部专业中可报</th>
            {hasSuggestions && <th scope="col">我的建议专业类保持开放</th>}
            {liking && <th scope="col">我对这几科的喜欢程度</th>}
            <th scope="col">
              <span className="sr-only">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = row.combination.label;
            return (
              <tr key={label} aria-selected={chosen === label} className={chosen === label ? styles.chosen : undefined} data-combo={label}>
                <th scope="row">{row.combination.subjects.join(' + ')}</th>
                <td>
                  <span className={styles.bar} style={{ '--share': row.programmeShare } as React.CSSProperties} aria-hidden="true" />
                  {percent(row.programmeShare)}
                </td>
                {hasSuggestions && <td data-testid="suggested-open">{row.suggestedWithData ? `${half(row.suggestedOpen)} / ${row.suggestedWithData}` : '无数据'}</td>}
                {liking && <td>{row.liking === null ? '—' : `${Math.round(row.liking * 100)}%`}</td>}
                <td>
                  <button type="button" className="btn btn-ghost" onClick={() => onChoose(label)} aria-label={`如果我选 ${row.combination.subjects.join('+')}`}>
                    如果我选这个
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

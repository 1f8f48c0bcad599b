import type { XuankeCoverageChange, XuankePreview } from '#shared/api/xuanke';
import styles from './xuanke-page.module.css';

const STATUS: Record<string, string> = { modal: '', split: '（分歧）', mixed: '（分散）', not_observed: '' };
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const requirement = (label: string | null, status: string) => (label === null ? '无数据' : `${label}${STATUS[status] ?? ''}`);

function CoverageTable({ title, figures, categories }: { title: string; figures: XuankeCoverageChange[]; categories: number }) {
  return (
    <table className="console-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">选科组合</th>
          <th scope="col">可报专业比例</th>
          <th scope="col">现在</th>
          <th scope="col">常见要求满足的专业类（共 {categories} 类有数据）</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => (
          <tr key={f.combination}>
            <td>{f.combination}</td>
            <td>{percent(f.programmeShare)}</td>
            <td>{f.before === null ? '—' : percent(f.before)}</td>
            <td>{f.categoriesOpenByModal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a file would publish: its counts, the 专业类 whose requirement changes against the edition served now, and coverage. */
export function XuankePreviewView({ preview }: { preview: XuankePreview }) {
  const { counts } = preview;
  const changed = preview.changes.filter((c) => c.after !== null);
  const lost = preview.changes.filter((c) => c.after === null);
  const facts: [string, string][] = [
    ['数据行', `${counts.rows}`],
    ['院校', `${counts.schools} 所（${counts.provinces} 个所在地）`],
    ['计入专业类统计', `${counts.tallied} 行`],
    ['试验班（不计入）', `${counts.trial} 行`],
    ['职业本科（不计入）', `${counts.vocational} 行`],
    [
      '专业类不在目录中（不计入）',
      counts.unknown ? `${counts.unknown} 行：${preview.unknownCodes.join('、')}${counts.unknown > preview.unknownCodes.length ? ' 等' : ''}` : '0 行',
    ],
    ['有数据的专业类', `${counts.categoriesWithData} / ${counts.categories}`],
    ['有数据的专业（6位代码）', `${counts.majors} 个`],
  ];
  return (
    <div className={styles.preview}>
      <dl className={styles.facts} aria-label="导入统计">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>与现在的版本「{preview.current.name}」相比</h3>
      {changed.length === 0 ? (
        <p>本文件有数据的专业类，常见要求都没有变化。</p>
      ) : (
        <table className="console-table">
          <caption>常见要求不同的专业类：{changed.length} 个</caption>
          <thead>
            <tr>
              <th scope="col">专业类</th>
              <th scope="col">现在</th>
              <th scope="col">导入后</th>
              <th scope="col">导入后行数</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((c) => (
              <tr key={c.code}>
                <td>
                  {c.code} {c.name}
                </td>
                <td>{requirement(c.before, c.beforeStatus)}</td>
                <td>{requirement(c.after, c.afterStatus)}</td>
                <td>{c.n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lost.length > 0 && (
        <details className={styles.lost}>
          <summary>现在有数据、本文件没有数据的专业类：{lost.length} 个（发布后显示为「无数据」）</summary>
          <p>{lost.map((c) => `${c.code} ${c.name}`).join('、')}</p>
        </details>
      )}
      <h3>选科组合的覆盖率</h3>
      <div className={styles.coverage}>
        <CoverageTable title="3+1+2（12 种组合）" figures={preview.coverage['3+1+2']} categories={counts.categoriesWithData} />
        <CoverageTable title="3+3（20 种组合）" figures={preview.coverage['3+3']} categories={counts.categoriesWithData} />
      </div>
    </div>
  );
}

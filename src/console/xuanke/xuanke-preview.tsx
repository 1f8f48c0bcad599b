import type { XuankeCoverageChange, XuankePreview } from '#shared/api/xuanke';
import styles from './xuanke-page.module.css';

const STATUS: Record<string, string> = { modal: '', split: '（分歧）', mixed: '（分散）', not_observed: '' };
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const requirement = (label: string | null, status: string) => (label === null ? '无数据' : `${label}${STATUS[status] ?? ''}`);

function CoverageTable({ title, figures }: { title: string; figures: XuankeCoverageChange[] }) {
  return (
    <table className="console-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">选科组合</th>
          <th scope="col">可报专业比例</th>
          <th scope="col">现在</th>
          <th scope="col">常见要求满足的专业类</th>
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
      {preview.changes.length === 0 ? (
        <p>各专业类的常见要求都没有变化。</p>
      ) : (
        <table className="console-table">
          <caption>常见要求不同的专业类：{preview.changes.length} 个</caption>
          <thead>
            <tr>
              <th scope="col">专业类</th>
              <th scope="col">现在</th>
              <th scope="col">导入后</th>
              <th scope="col">导入后行数</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((c) => (
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
      <h3>选科组合的覆盖率</h3>
      <div className={styles.coverage}>
        <CoverageTable title="3+1+2（12 种组合）" figures={preview.coverage['3+1+2']} />
        <CoverageTable title="3+3（20 种组合）" figures={preview.coverage['3+3']} />
      </div>
    </div>
  );
}

import { useMemo, useState } from 'react';
import type { RosterPreview } from '#client/contracts/school.gen';
import { gradeName } from '#shared/school/grades';
import type { RosterRow } from '#shared/school/roster';
import { Button } from '#client/components/button/throttled-button';
import common from './school.module.css';
import styles from './import.module.css';

type PreviewRow = RosterPreview['rows'][number];

const ACTIONS = {
  create: { label: '新增', className: common.badgeOk },
  update: { label: '更新', className: common.badgeInfo },
  unchanged: { label: '不变', className: '' },
} as const;

/**
 * Every row as the server will import it, problems in red beside their row. A plain table (no
 * per-row components or state), so a list of a thousand students scrolls and filters at once.
 */
export function RosterPreviewTable({ fileName, rows, preview, onImport }: { fileName: string; rows: RosterRow[]; preview: RosterPreview; onImport: () => void }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const { counts } = preview;
  const original = useMemo(() => new Map(rows.map((row) => [row.line, row])), [rows]);
  const shown = onlyProblems ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows;
  const body = useMemo(() => shown.map((row) => <Row key={row.line} row={row} raw={original.get(row.line)} />), [shown, original]);
  const nothingToDo = counts.create + counts.update === 0;
  const sameName = preview.rows.filter((row) => row.warnings.length > 0).length;

  return (
    <section className={common.section} aria-labelledby="import-preview">
      <div className={common.sectionHead}>
        <h2 id="import-preview" className={common.sectionTitle}>
          第三步：检查并导入
        </h2>
        <span className={common.hint}>
          {fileName} · 共 {preview.rows.length} 行
        </span>
      </div>
      <ul className={styles.counts} aria-label="检查结果">
        <li>
          新增 <strong>{counts.create}</strong>
        </li>
        <li>
          更新 <strong>{counts.update}</strong>
        </li>
        <li>
          不变 <strong>{counts.unchanged}</strong>
        </li>
        <li className={counts.problems ? styles.countProblems : undefined}>
          有问题 <strong>{counts.problems}</strong>
        </li>
      </ul>
      {counts.problems > 0 ? (
        <p className={styles.mustFix} role="alert">
          有 {counts.problems} 行需要修改：请在文件中改好标红的行，保存后重新选择文件。全部没有问题后才能导入。
        </p>
      ) : nothingToDo ? (
        <p className={common.hint}>名单与学校现有的记录完全相同，不需要导入。</p>
      ) : null}
      {sameName > 0 && (
        <p className={styles.sameNameNote} role="status">
          有 {sameName}{' '}
          名学生与同班同学同名（见下表「结果」一列的提示）。可以照常导入：平板、登录卡和学生名单上会在这些姓名后标出学号尾号，如「王欣怡（学号…0107）」，请提醒学生认准自己的名字。
        </p>
      )}
      <div className={styles.previewBar}>
        <label className={styles.filter}>
          <input type="checkbox" checked={onlyProblems} disabled={counts.problems === 0} onChange={(e) => setOnlyProblems(e.target.checked)} />
          只看有问题的行
        </label>
        <Button type="button" disabled={counts.problems > 0 || nothingToDo} onClick={onImport}>
          导入 {counts.create + counts.update} 名学生
        </Button>
      </div>
      <div className={`${common.tableWrap} ${styles.previewWrap}`}>
        <table className={`${common.table} ${styles.preview}`}>
          <thead>
            <tr>
              <th scope="col">行</th>
              <th scope="col">姓名</th>
              <th scope="col">学号</th>
              <th scope="col">性别</th>
              <th scope="col">年级</th>
              <th scope="col">班级</th>
              <th scope="col">出生年月</th>
              <th scope="col">结果</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </section>
  );
}

function Row({ row, raw }: { row: PreviewRow; raw: RosterRow | undefined }) {
  const bad = row.problems.length > 0;
  const action = row.action && ACTIONS[row.action];
  return (
    <tr className={bad ? styles.problemRow : undefined}>
      <td className={common.numeric}>{row.line}</td>
      <td>{row.name || raw?.name}</td>
      <td className={common.numeric}>{row.studentNo || raw?.studentNo}</td>
      <td>{row.gender || raw?.gender}</td>
      <td className={common.nowrap}>{row.grade !== null ? gradeName(row.grade) : raw?.grade}</td>
      <td className={common.nowrap}>{row.className || raw?.className}</td>
      <td className={common.numeric}>{row.birthMonth || raw?.birthMonth}</td>
      <td>
        {bad ? (
          <ul className={styles.problems}>
            {row.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          action && <span className={`${common.badge} ${action.className}`}>{action.label}</span>
        )}
        {row.warnings.map((warning) => (
          <p key={warning} className={styles.warning}>
            {warning}
          </p>
        ))}
      </td>
    </tr>
  );
}

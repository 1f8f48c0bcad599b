import { Link } from '@tanstack/react-router';
import type { ClassReportRow } from '#client/contracts/lessons.gen';
import common from '../school.module.css';
import styles from './class-report.module.css';
import { REPORT_COLUMNS } from './report-columns';

const LINKS = [
  { key: 'hld', label: '兴趣' },
  { key: 'mbti', label: '性格' },
  { key: 'dyzn', label: '智能' },
] as const;

/** 学生一览: the same columns as the Excel file, then links to each student's reports. */
export function ReportTable({ rows }: { rows: ClassReportRow[] }) {
  return (
    <section className={common.section} aria-labelledby="students-title">
      <h2 id="students-title" className={common.sectionTitle}>
        学生一览
      </h2>
      <div className={common.tableWrap}>
        <table className={`${common.table} ${styles.students}`} data-testid="class-report-table">
          <thead>
            <tr>
              {REPORT_COLUMNS.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
              <th scope="col" className="no-print">
                报告
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.studentId}>
                {REPORT_COLUMNS.map((c) => (
                  <td key={c.header} className={c.nowrap ? common.nowrap : undefined} style={c.minEm ? { minWidth: `${c.minEm}em` } : undefined}>
                    {c.text(row)}
                  </td>
                ))}
                {/* The cell stays a table cell (a flex cell left its row); the links line up inside it. */}
                <td className="no-print">
                  <span className={styles.links}>
                    {LINKS.filter((l) => row.resultIds[l.key]).map((l) => (
                      <Link key={l.key} to="/school/report" search={{ student: row.studentId, assessment: l.key, id: row.resultIds[l.key] }}>
                        {l.label}
                      </Link>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

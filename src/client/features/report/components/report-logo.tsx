import { hasReportLogo } from '../report-meta';
import styles from './report.module.css';

/** The organisation's logo, only when `orginfo.reportlogo` is longer than 50 characters; left out of downloads (spec). */
export function ReportLogo({ reportlogo }: { reportlogo: string | undefined }) {
  if (!hasReportLogo(reportlogo)) return null;
  return <img className={styles.logo} src={reportlogo} alt="机构标识" data-capture-ignore="true" data-testid="report-logo" />;
}

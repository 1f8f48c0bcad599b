import { type ReactNode, useRef } from 'react';
import { ChartRoom, useChartRoom } from '#client/components/charts/chart-frame';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { Disclaimer } from './disclaimer';
import { ReportNav, useReportSections } from './report-nav';
import { type ReportHeaderInfo, ReportHeader } from './report-header';
import { ReportToolbar } from './report-toolbar';
import styles from './report.module.css';

/**
 * The page around every report: header with the info block, the button bar (print, download and
 * `actions`), an optional status line, the bar of the report's parts, the report itself and the
 * disclaimer. The article is the area that is printed and downloaded.
 */
export function ReportFrame({
  info,
  status,
  actions,
  notice,
  documentTitle,
  children,
}: {
  info: ReportHeaderInfo;
  status?: ReactNode;
  actions?: ReactNode;
  notice?: ReactNode;
  /** When the report's title alone would not tell this page from another (a student's report opened by staff). */
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? (info.sample ? `${info.title}（示例）` : info.title));
  const areaRef = useRef<HTMLElement>(null);
  const chartRoom = useChartRoom(areaRef);
  const sections = useReportSections(areaRef);
  return (
    <div className={`container ${styles.page}`}>
      <article ref={areaRef} className={styles.report} data-report-area="true">
        {notice}
        <ReportHeader info={info} />
        <ReportToolbar areaRef={areaRef} nickname={info.nickname} reportName={info.title}>
          {actions}
        </ReportToolbar>
        {status}
        <ReportNav entries={sections} />
        <ChartRoom.Provider value={chartRoom}>{children}</ChartRoom.Provider>
        <Disclaimer />
      </article>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { reportMeta } from '../report-meta';
import type { ReportView } from '../report-view';
import { AboutInstrument } from '../components/about-instrument';
import { CaveatNotice, CaveatProvider, useCaveatOf } from '../components/caveat-notice';
import { ReportFrame } from '../components/report-frame';
import styles from '../components/report.module.css';

/**
 * A report read by someone other than its owner (a share link's visitor, the school's staff, a linked
 * parent): who is reading it first, then its caveat as the owner sees it — with what the quality check
 * noticed when `reasons` — then the report and whatever the reader's page adds after it (`children`).
 */
export function ViewedReport<K extends AssessmentKey>({
  data,
  View,
  notice,
  reasons = false,
  documentTitle,
  children,
}: {
  data: ResultData<K>;
  View: ReportView<K>;
  notice: ReactNode;
  reasons?: boolean;
  documentTitle?: string;
  children?: ReactNode;
}) {
  const meta = reportMeta[data.assessment];
  const shown = useCaveatOf(data);
  return (
    <ReportFrame
      documentTitle={documentTitle}
      info={{ title: meta.title, nickname: data.nickname, createtime: data.createtime, usedtime: data.usedtime, reportlogo: data.orginfo?.reportlogo ?? '' }}
      notice={
        <>
          <p className={`${styles.sharedNotice} no-print`} data-capture-ignore="true">
            {notice}
          </p>
          <CaveatNotice caveat={shown.caveat} reasons={reasons ? data.quality?.reasons : undefined} />
        </>
      }
    >
      <CaveatProvider value={shown}>
        <View data={data} nickname={data.nickname} />
        {children}
      </CaveatProvider>
      <AboutInstrument assessment={data.assessment} version={data.version} />
    </ReportFrame>
  );
}

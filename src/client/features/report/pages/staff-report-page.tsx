import { useQuery } from '@tanstack/react-query';
import type { ResultData } from '#client/contracts/assessment.gen';
import { lessonsApi } from '#client/contracts/lessons.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { callApi } from '#client/lib/api-client';
import { ReportMessage } from '../components/report-message';
import { ViewedReport } from './viewed-report';
import { reportMeta } from '../report-meta';
import { upgradeReport } from '../report-upgrade';
import type { ReportView } from '../report-view';
import { reportKeys } from '../query-keys';

/**
 * A student's report opened by their teacher or school administrator (from the class board). The
 * server records each opening and the student can read who looked; the page says so.
 */
export function StaffReportPage<K extends AssessmentKey>({ studentId, assessment, id, View }: { studentId: number; assessment: K; id?: number; View: ReportView<K> }) {
  const meta = reportMeta[assessment];
  const documentTitle = `学生的${meta.title}`;
  const report = useQuery({
    queryKey: reportKeys.personal.studentReport(studentId, assessment, id),
    queryFn: () => callApi(lessonsApi.getStudentReport, { studentId, assessment, ...(id ? { id } : {}) }, { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  if (report.error) {
    return (
      <ReportMessage title={meta.title} documentTitle={documentTitle}>
        <p>{report.error.message || '暂时无法打开这份报告，请稍后再试。'}</p>
      </ReportMessage>
    );
  }
  if (!report.data) {
    return (
      <ReportMessage title={meta.title} documentTitle={documentTitle} busy>
        <p>正在加载报告…</p>
      </ReportMessage>
    );
  }
  // The server answered for `assessment`: its data is that assessment's report.
  const data = upgradeReport(report.data as unknown as ResultData<K>);
  return (
    <ViewedReport
      data={data}
      View={View}
      documentTitle={documentTitle}
      reasons
      notice={`你正在以教师身份查看${data.nickname || '这位同学'}的报告；这次查看已记录，学生本人可以在个人中心看到。`}
    />
  );
}

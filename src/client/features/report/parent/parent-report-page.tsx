import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ResultData } from '#client/contracts/assessment.gen';
import { parentViewApi } from '#client/contracts/parent-view.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { parentCall, parentKeys } from '#client/features/parent/public';
import { ReportMessage } from '../components/report-message';
import messageStyles from '../components/message.module.css';
import { ViewedReport } from '../pages/viewed-report';
import { reportMeta } from '../report-meta';
import { upgradeReport } from '../report-upgrade';
import type { ReportView } from '../report-view';
import { ParentSupport } from './parent-support';

/**
 * A linked child's report read by a parent (docs/PARENTS.md, "What a parent sees"): the child's report
 * with its caveat and what the quality check noticed, as the child sees it, then 「如何支持孩子」. The
 * server checks the link and records the reading; the page says so.
 */
export function ParentReportPage<K extends AssessmentKey>({ linkId, assessment, id, View }: { linkId: number; assessment: K; id?: number; View: ReportView<K> }) {
  const meta = reportMeta[assessment];
  const documentTitle = `孩子的${meta.title}`;
  const report = useQuery({
    queryKey: parentKeys.personal.childReport(linkId, assessment, id),
    queryFn: () => parentCall(parentViewApi.childReport, { linkId, assessment, ...(id ? { id } : {}) }, { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  if (report.error) {
    return (
      <ReportMessage title={meta.title} documentTitle={documentTitle}>
        <p>{report.error.message || '暂时无法打开这份报告，请稍后再试。'}</p>
        <div className={messageStyles.actions}>
          <Link to="/parent" className="btn btn-primary">
            返回家长首页
          </Link>
        </div>
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
  const name = data.nickname || '孩子';
  return (
    <ViewedReport
      data={data}
      View={View}
      documentTitle={documentTitle}
      reasons
      notice={`您正在以家长身份查看${name}的报告，内容和孩子看到的一样（文中的“你”指孩子），不含每道题的作答。报告最后有写给家长的「如何支持孩子」。这次查看已记录，孩子可以看到。`}
    >
      <ParentSupport data={data} />
    </ViewedReport>
  );
}

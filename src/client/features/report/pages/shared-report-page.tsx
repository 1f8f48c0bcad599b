import { Link } from '@tanstack/react-router';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCallError } from '#client/lib/api-client';
import { ReportMessage } from '../components/report-message';
import { ViewedReport } from './viewed-report';
import messageStyles from '../components/message.module.css';
import { reportMeta } from '../report-meta';
import { upgradeReport } from '../report-upgrade';
import type { ReportView } from '../report-view';
import { useSharedReport } from '../share/share-api';

/** A report opened through its share link (view token), without login. */
export function SharedReportPage<K extends AssessmentKey>({ assessment, token, View }: { assessment: K; token: string; View: ReportView<K> }) {
  const meta = reportMeta[assessment];
  const report = useSharedReport(assessment, token);

  if (!token || (report.error instanceof ApiCallError && report.error.code !== 0)) {
    return (
      <ReportMessage title="分享链接已失效" documentTitle={`分享链接已失效 · ${meta.title}`}>
        <p>这个链接不存在，或者已经被报告的主人重置，所以无法查看这份报告。</p>
        <p>请向分享给你的同学索取新的链接。</p>
        <div className={messageStyles.actions}>
          <Link to="/assessment" className="btn btn-primary">
            我也来做测评
          </Link>
          <Link to="/" className="btn btn-ghost">
            返回首页
          </Link>
        </div>
      </ReportMessage>
    );
  }
  if (report.error) {
    return (
      <ReportMessage title={meta.title}>
        <p>网络不可用，暂时无法打开这份分享的报告。请联网后刷新页面再试。</p>
      </ReportMessage>
    );
  }
  if (!report.data) {
    return (
      <ReportMessage title={meta.title} busy>
        <p>正在加载报告…</p>
      </ReportMessage>
    );
  }
  // A result with a caveat shows it first, to whoever opens the link: what cannot be relied on (not what the check noticed, which is the owner's).
  const data = upgradeReport(report.data);
  return <ViewedReport data={data} View={View} notice={`这是${data.nickname || '一位同学'}分享给你的测评报告`} />;
}

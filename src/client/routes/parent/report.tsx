import { createFileRoute, redirect } from '@tanstack/react-router';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';
import { HldReportView } from '#client/features/report/hld/hld-report';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';
import { ParentReportPage } from '#client/features/report/parent/parent-report-page';
import { getParentToken, parentChildSearch } from '#client/features/parent/public';

/** A linked child's report for the parent: ?link=the parent's link&assessment=hld&id=报告 (the newest without id). */
export const Route = createFileRoute('/parent/report')({
  validateSearch: parentChildSearch,
  beforeLoad: ({ location }) => {
    if (!getParentToken()) throw redirect({ to: '/parent/login', search: { redirect: location.href }, replace: true });
  },
  component: function ChildReport() {
    const { link, assessment, id } = Route.useSearch();
    if (assessment === 'mbti') return <ParentReportPage linkId={link} assessment="mbti" id={id} View={MbtiReportView} />;
    if (assessment === 'dyzn') return <ParentReportPage linkId={link} assessment="dyzn" id={id} View={DyznReportView} />;
    return <ParentReportPage linkId={link} assessment="hld" id={id} View={HldReportView} />;
  },
});

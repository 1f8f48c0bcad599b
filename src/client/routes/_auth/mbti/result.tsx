import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#client/features/assessment/report-search';
import { OwnerReportPage } from '#client/features/report/pages/owner-report-page';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';

export const Route = createFileRoute('/_auth/mbti/result')({
  validateSearch: reportSearch,
  component: function Result() {
    return <OwnerReportPage assessment="mbti" search={Route.useSearch()} View={MbtiReportView} />;
  },
});

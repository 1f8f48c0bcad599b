import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#client/features/assessment/report-search';
import { OwnerReportPage } from '#client/features/report/pages/owner-report-page';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';

export const Route = createFileRoute('/_auth/midas/result')({
  validateSearch: reportSearch,
  component: function Result() {
    return <OwnerReportPage assessment="dyzn" search={Route.useSearch()} View={DyznReportView} />;
  },
});

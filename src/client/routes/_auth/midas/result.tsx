import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#client/features/assessment/public';
import { OwnerReportPage } from '#client/features/report/pages/owner-report-page';
import { startReportCall } from '#client/features/report/public';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';

export const Route = createFileRoute('/_auth/midas/result')({
  staticData: { showsAfterCall: true },
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => startReportCall(context.queryClient, 'dyzn', deps),
  component: function Result() {
    return <OwnerReportPage assessment="dyzn" search={Route.useSearch()} View={DyznReportView} />;
  },
});
